import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct SpringAnimationTests {
    @Test func defaultsAreApples() {
        let s = SpringAnimation(keyPath: "position.x")
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    }

    /// The analytic solution for m = 1, k = 100, c = 10 (ζ = 0.5, ω₀ = 10): x(t) = −e^{−5t}(cos ωt + (5/ω) sin ωt).
    @Test func followsTheAnalyticDampedOscillator() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 3
        layer.add(spring, forKey: "s")
        let omega = 10 * (1 - 0.25).squareRoot()
        for t in stride(from: 0.0, through: 2.9, by: 0.1) {
            let expected = 100 * (1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t)))
            let x = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.position.x
            expectClose(x, expected, tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test func criticalAndOverdampedNeverOvershoot() {
        for damping in [20.0, 40.0] {  // ζ = 1, ζ = 2
            let solver = SpringSolver(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0)
            var previous = 0.0
            for i in 0...300 {
                let v = solver.value(at: Double(i) / 100)
                #expect(v <= 1 + 1e-12 && v >= previous - 1e-12)
                previous = v
            }
            // Critical: x(t) = −e^{−10t}(1 + 10t).
            if damping == 20 { expectClose(solver.value(at: 0.3), 1 - exp(-3) * 4, tolerance: 1e-12) }
        }
    }

    @Test func initialVelocityIsTheStartingSlope() {
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)
        let h = 1e-6
        expectClose((solver.value(at: h) - solver.value(at: 0)) / h, 5, tolerance: 1e-3)
    }

    @Test func settlingDurationIsWhereItStaysWithinATenthOfAPercent() {
        let spring = SpringAnimation(keyPath: "position.x")
        let settle = spring.settlingDuration
        #expect(settle > 1 && settle < 2)
        let solver = spring.solver
        for i in 0...200 {
            let t = settle + Double(i) * 0.01
            #expect(abs(solver.value(at: t) - 1) < 0.001)
        }
        #expect(abs(solver.value(at: settle - 0.01) - 1) >= 0.0009)
        // A spring with no duration runs for its settling duration (a Lamina difference).
        #expect(spring.timing.activeDuration == settle)
    }
}

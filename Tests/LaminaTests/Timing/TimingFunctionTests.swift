import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct TimingFunctionTests {
    @Test(arguments: TimingFunction.named.map(\.function))
    func namedCurvesHitTheirEndPoints(_ f: TimingFunction) {
        #expect(f.value(at: 0) == 0)
        #expect(f.value(at: 1) == 1)
        #expect(f.value(at: -3) == 0 && f.value(at: 7) == 1)
    }

    @Test func namedCurvesHaveApplesControlPoints() {
        #expect(TimingFunction.linear.controlPoints == [0, 0, 1, 1])
        #expect(TimingFunction.easeIn.controlPoints == [0.42, 0, 1, 1])
        #expect(TimingFunction.easeOut.controlPoints == [0, 0, 0.58, 1])
        #expect(TimingFunction.easeInEaseOut.controlPoints == [0.42, 0, 0.58, 1])
        #expect(TimingFunction.default.controlPoints == [0.25, 0.1, 0.25, 1])
        #expect(TimingFunction(name: "easeInEaseOut") == .easeInEaseOut)
        #expect(TimingFunction(name: "bouncy") == nil)
    }

    @Test func linearIsTheIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            expectClose(TimingFunction.linear.value(at: x), x, tolerance: 1e-12)
        }
    }

    @Test func easeInEaseOutIsSymmetric() {
        // Control points symmetric about (0.5, 0.5) give f(1 - x) = 1 - f(x).
        for i in 0...50 {
            let x = Double(i) / 100
            let f = TimingFunction.easeInEaseOut
            expectClose(f.value(at: 1 - x), 1 - f.value(at: x), tolerance: 1e-9)
        }
        expectClose(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5, tolerance: 1e-12)
    }

    @Test func solvesTheCurveParameter() {
        // For every parameter s, the curve point (x(s), y(s)) must be reproduced: value(x(s)) = y(s).
        let f = TimingFunction(controlPoints: 0.3, 0.9, 0.1, 0.2)
        for i in 0...200 {
            let s = Double(i) / 200, u = 1 - s
            let x = 3 * u * u * s * 0.3 + 3 * u * s * s * 0.1 + s * s * s
            let y = 3 * u * u * s * 0.9 + 3 * u * s * s * 0.2 + s * s * s
            expectClose(f.value(at: x), y, tolerance: 1e-9)
        }
    }

    @Test func randomCurvesAreMonotoneInTimeAndHitEndPoints() {
        var rng = SeededGenerator(seed: 0x1A_3E5)
        for _ in 0..<300 {
            // y control points may overshoot (back-out curves); monotone y is not promised, but the
            // solve must be: x increases along the curve, so progress is a function of time.
            let f = TimingFunction(controlPoints: .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng),
                                   .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng))
            #expect(f.value(at: 0) == 0 && f.value(at: 1) == 1)
            var previous = 0.0
            for i in 1...100 {
                let v = f.value(at: Double(i) / 100)
                #expect(v >= previous - 1e-9, "curve \(f.controlPoints) decreases at x = \(Double(i) / 100)")
                previous = v
            }
        }
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// `SpringAnimation(perceptualDuration:bounce:)` (iOS 17's `CASpringAnimation` initializer)
/// with SwiftUI's documented mapping as the oracle: mass 1, stiffness (2π/d)², damping ratio
/// 1 − bounce (1 / (1 + bounce) when overdamped), and the damped oscillator's closed form.
@Suite struct PerceptualSpringTests {
    @Test func theMappingIsSwiftUIs() {
        let spring = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, pow(2 * .pi / 0.5, 2))
        expectClose(spring.damping, 4 * .pi * 0.7 / 0.5)
        expectClose(spring.perceptualDuration, 0.5)
        expectClose(spring.bounce, 0.3)
        #expect(!spring.allowsOverdamping)
    }

    @Test func theDefaultSpringReadsBackItsPaceAndBounce() {
        let spring = SpringAnimation(keyPath: "opacity")  // mass 1, stiffness 100, damping 10
        expectClose(spring.perceptualDuration, 2 * .pi / 10)
        expectClose(spring.bounce, 0.5)  // damping ratio 10 / (2·10)
    }

    @Test func aNegativeBounceOverdampsOnlyWhenAllowed() {
        let spring = SpringAnimation(perceptualDuration: 1, bounce: -0.5)
        expectClose(spring.damping, 4 * .pi)  // critically damped
        expectClose(spring.bounce, 0)
        spring.allowsOverdamping = true
        expectClose(spring.damping, 8 * .pi)  // damping ratio 1 / (1 − 0.5) = 2
        expectClose(spring.bounce, -0.5)
        spring.allowsOverdamping = false
        expectClose(spring.damping, 4 * .pi)
    }

    @Test func settingThePhysicsForgetsThePerceptualParameters() {
        let spring = SpringAnimation(perceptualDuration: 1, bounce: -0.5)
        spring.damping = 3
        spring.allowsOverdamping = true
        #expect(spring.damping == 3)
        let copy = SpringAnimation(perceptualDuration: 1, bounce: -0.5).copy()
        copy.allowsOverdamping = true  // a copy keeps them
        expectClose(copy.damping, 8 * .pi)
    }

    @Test func aCriticallyDampedSpringFollowsItsClosedForm() {
        // bounce 0: x(t) = −e^(−ωt)(1 + ωt) with ω = 2π/d, so progress 1 − e^(−ωt)(1 + ωt).
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let spring = SpringAnimation(perceptualDuration: 0.8, bounce: 0)
        spring.keyPath = "position.x"
        spring.fromValue = 0
        spring.toValue = 100
        layer.add(spring, forKey: "slide")
        let omega = 2 * .pi / 0.8
        for t in [0.05, 0.2, 0.4, 0.8] {
            let x = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.position.x
            expectClose(x, 100 * (1 - exp(-omega * t) * (1 + omega * t)), "t = \(t)")
        }
        // Duration 0: it lasts its settling duration (Lamina's rule for springs).
        #expect(spring.settlingDuration > 0.8)
        #expect(layer.animation(forKey: "slide")?.duration == 0)
    }

    @Test func hostileArgumentsGiveAUsableSpring() {
        for (duration, bounce) in [(0.0, 0.2), (-1, 0.2), (.nan, .nan), (.infinity, 5), (0.3, -1)] {
            let spring = SpringAnimation(perceptualDuration: duration, bounce: bounce)
            #expect(spring.stiffness.isFinite && spring.stiffness > 0)
            #expect(spring.damping.isFinite && spring.damping >= 0)
            #expect(spring.settlingDuration.isFinite)
        }
    }
}

import Testing
import Lamina

/// Typed initialisers and `addChecked`: a typo or a value of the wrong kind is an error that
/// names it, never an animation of nothing.
@Suite struct CheckedAnimationTests {
    @Test func typedInitialiserAnimatesLikeTheStringOne() throws {
        let layer = Layer()
        let timeline = Timeline(rootLayer: layer)
        try layer.addChecked(BasicAnimation(.opacity, from: 0, to: 1, duration: 2), forKey: "fade")
        // Linear from 0 to 1 over 2 s: 0.5 at 1 s.
        #expect(timeline.presentation(at: 1).opacity == 0.5)
        let typed = BasicAnimation(.strokeEnd, from: 0, to: 1)
        #expect(typed.keyPath == "strokeEnd" && typed.property == .strokeEnd)
        #expect(typed.duration == 0)  // Core Animation's default, 0.25 s
    }

    @Test func typedKeyframesAnimate() throws {
        let layer = Layer()
        let timeline = Timeline(rootLayer: layer)
        try layer.addChecked(KeyframeAnimation(.positionY, values: [20, 180, 20], keyTimes: [0, 0.5, 1], duration: 1),
                             forKey: "bounce")
        #expect(timeline.presentation(at: 0.5).position.y == 180)
        #expect(timeline.presentation(at: 0.25).position.y == 100)
    }

    @Test func springTakesTheTypedInitialiser() {
        let spring = SpringAnimation(.positionX, from: 0, to: 100)
        #expect(spring.property == .positionX && spring.toValue == 100)
    }

    @Test func typoIsNamedWithASuggestionAndNothingIsAdded() {
        let layer = Layer()
        let animation = BasicAnimation(keyPath: "opacty", from: 0, to: 1, duration: 1)
        #expect(throws: AnimationProblem(key: "fade", message: "unknown key path 'opacty' (did you mean 'opacity'?)")) {
            try layer.addChecked(animation, forKey: "fade")
        }
        #expect(layer.animationKeys().isEmpty)
        #expect(layer.problem(with: animation, forKey: "fade")?.description
            == "animation 'fade': unknown key path 'opacty' (did you mean 'opacity'?)")
    }

    @Test func keyPathFarFromAnyGetsNoSuggestion() {
        let problem = Layer().problem(with: BasicAnimation(keyPath: "wobble", to: 1, duration: 1), forKey: nil)
        #expect(problem?.description == "animation: unknown key path 'wobble'")
    }

    @Test func missingKeyPathIsNamed() {
        let problem = Layer().problem(with: BasicAnimation(keyPath: nil), forKey: "x")
        #expect(problem?.message == "no key path (nothing to animate)")
    }

    @Test func valueOfTheWrongKindIsNamed() {
        let layer = Layer()
        let animation = BasicAnimation(.opacity, from: 0, to: .point(Point(1, 1)))
        #expect(layer.problem(with: animation, forKey: "fade")?.description
            == "animation 'fade': toValue: 'opacity' takes a number, not a point")
        let keyframes = KeyframeAnimation(.position, values: [.point(.zero), 3])
        #expect(layer.problem(with: keyframes, forKey: nil)?.message
            == "values[1]: 'position' takes a point, not a number")
    }

    @Test func valueOfTheRightKindThatThePropertyRefusesIsNamed() {
        let animation = BasicAnimation(.compositingFilter, to: "glow")
        #expect(Layer().problem(with: animation, forKey: nil)?.message
            == "toValue: 'glow' is not a value 'compositingFilter' takes")
    }

    @Test func propertyOfAnotherLayerKindIsNamed() {
        let animation = BasicAnimation(.strokeEnd, from: 0, to: 1)
        #expect(Layer().problem(with: animation, forKey: nil)?.message
            == "'strokeEnd' is a property of ShapeLayer, and this layer is a Layer")
        #expect(ShapeLayer().problem(with: animation, forKey: nil) == nil)
    }

    @Test func groupMembersAreCheckedWhereTheyAre() {
        let group = AnimationGroup([BasicAnimation(.opacity, to: 0), BasicAnimation(keyPath: "postion.x", to: 3, duration: 1)],
                                   duration: 1)
        #expect(Layer().problem(with: group, forKey: "both")?.description
            == "animation 'both', animations[1]: unknown key path 'postion.x' (did you mean 'position.x'?)")
    }
}

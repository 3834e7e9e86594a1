import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// `valueFunction` (`CAValueFunction`): the animation's numbers are interpolated, then turned
/// into a transform by the function, with `CATransform3DMake*`'s matrices as the oracle.
@Suite struct ValueFunctionTests {
    private func presented(_ layer: Layer, at t: Double, in timeline: Timeline) -> LayerSnapshot {
        find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!
    }

    @Test func rotateZTurnsAWholeTurnWhereTheMatricesAreEqual() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let spin = BasicAnimation(keyPath: "transform", from: 0, to: .number(2 * .pi), duration: 1)
        spin.valueFunction = .rotateZ
        layer.add(spin, forKey: "spin")
        expectClose(presented(layer, at: 0.5, in: timeline).transform, Transform3D(rotationAngle: .pi))
        expectClose(presented(layer, at: 0.25, in: timeline).transform, Transform3D(rotationAngle: .pi / 2))
    }

    @Test(arguments: [
        (ValueFunction.rotateX, Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)),
        (.rotateY, Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)),
        (.scaleX, Transform3D(scaleX: 0.5, y: 1, z: 1)),
        (.scaleY, Transform3D(scaleX: 1, y: 0.5, z: 1)),
        (.scaleZ, Transform3D(scaleX: 1, y: 1, z: 0.5)),
        (.translateX, Transform3D(translationX: 0.5, y: 0, z: 0)),
        (.translateY, Transform3D(translationX: 0, y: 0.5, z: 0)),
        (.translateZ, Transform3D(translationX: 0, y: 0, z: 0.5)),
    ])
    func oneValueFunctionsAtHalfTime(function: ValueFunction, expected: Transform3D) {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = BasicAnimation(keyPath: "transform", from: 0, to: 1, duration: 2)
        animation.valueFunction = function
        layer.add(animation, forKey: "f")
        expectClose(presented(layer, at: 1, in: timeline).transform, expected)
    }

    @Test func threeValueFunctionsTakeNumbers() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let grow = KeyframeAnimation(keyPath: "sublayerTransform")
        grow.values = [.numbers([1, 1, 1]), .numbers([3, 5, 1])]
        grow.duration = 1
        grow.valueFunction = .scale
        layer.add(grow, forKey: "grow")
        let move = BasicAnimation(keyPath: "transform", to: .numbers([10, 20, 30]), duration: 1)
        move.valueFunction = .translate  // from the identity input, (0, 0, 0)
        layer.add(move, forKey: "move")
        let snapshot = presented(layer, at: 0.5, in: timeline)
        expectClose(snapshot.sublayerTransform, Transform3D(scaleX: 2, y: 3, z: 1))
        expectClose(snapshot.transform, Transform3D(translationX: 5, y: 10, z: 15))
    }

    @Test func anAdditiveValueFunctionAppliesBeforeTheModel() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.transform = Transform3D(translationX: 40, y: 0)
        let spin = BasicAnimation(keyPath: "transform", from: 0, to: .number(.pi), duration: 1)
        spin.valueFunction = .rotateZ
        spin.isAdditive = true
        layer.add(spin, forKey: "spin")
        expectClose(presented(layer, at: 0.5, in: timeline).transform,
                    Transform3D(rotationAngle: .pi / 2).concatenating(Transform3D(translationX: 40, y: 0)))
    }

    @Test func addCheckedWantsTheFunctionsInput() {
        let layer = Layer()
        let good = BasicAnimation(keyPath: "transform", from: 0, to: 1, duration: 1)
        good.valueFunction = .rotateY
        #expect(layer.problem(with: good, forKey: "a") == nil)
        let bad = BasicAnimation(keyPath: "transform", from: 0, to: 1, duration: 1)
        bad.valueFunction = .scale
        #expect(layer.problem(with: bad, forKey: "b")?.message.contains("takes three numbers") == true)
        // A value function means nothing for other key paths: it is ignored there.
        let opacity = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        opacity.valueFunction = .rotateZ
        #expect(layer.problem(with: opacity, forKey: "c") == nil)
    }

    @Test func theWrongInputAnimatesNothingAndDoesNotCrash() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let bad = BasicAnimation(keyPath: "transform", from: .numbers([1]), to: .number(.nan), duration: 1)
        bad.valueFunction = .translate
        layer.add(bad, forKey: "bad")
        #expect(presented(layer, at: 0.5, in: timeline).transform == .identity)
    }
}

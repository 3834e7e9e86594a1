import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// The transform component key paths Core Animation documents ("Key-Value Coding Extensions":
/// `rotation.x`, `rotation.y`, `rotation.z`, `rotation`, `scale.x/y/z`, `scale`,
/// `translation.x/y/z`, `translation`), on `transform` and on `sublayerTransform`, with
/// `CATransform3DMakeRotation`'s matrices as the oracle.
@Suite struct TransformKeyPathTests {
    private func presented(_ layer: Layer, at t: Double, in timeline: Timeline) -> LayerSnapshot {
        find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!
    }

    private func turn(_ keyPath: String, to angle: Double) -> (Layer, Timeline) {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = BasicAnimation(keyPath: keyPath, from: 0, to: .number(angle), duration: 1)
        layer.add(animation, forKey: "turn")
        return (layer, timeline)
    }

    @Test func rotationXTurnsAboutX() {
        let (layer, timeline) = turn("transform.rotation.x", to: .pi)
        expectClose(presented(layer, at: 0.5, in: timeline).transform, Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0))
        expectClose(presented(layer, at: 0.75, in: timeline).transform, Transform3D(rotationAngle: 3 * .pi / 4, x: 1, y: 0, z: 0))
    }

    @Test func rotationYTurnsAboutY() {
        let (layer, timeline) = turn("transform.rotation.y", to: .pi)
        expectClose(presented(layer, at: 0.5, in: timeline).transform, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0))
        // Past a quarter turn the angle reads back beyond π/2, not folded.
        expectClose(presented(layer, at: 0.75, in: timeline).value(forKeyPath: "transform.rotation.y")?.number, 3 * .pi / 4)
    }

    @Test func aFlipKeepsTheModelsTwoDimensionalParts() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let model = Transform3D(scaleX: 2, y: 3).concatenating(Transform3D(translationX: 5, y: 7))
        layer.transform = model
        layer.add(BasicAnimation(keyPath: "transform.rotation.y", from: 0, to: .number(.pi / 2), duration: 1), forKey: "flip")
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(model)
        expectClose(presented(layer, at: 0.5, in: timeline).transform, expected)
    }

    @Test func depthComponentsAreM33AndM43() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        #expect(layer.setValue(.number(2), forKeyPath: "transform.scale.z"))
        #expect(layer.setValue(.number(-40), forKeyPath: "transform.translation.z"))
        #expect(layer.transform.m33 == 2)
        #expect(layer.transform.m43 == -40)
        layer.add(BasicAnimation(keyPath: "transform.translation.z", from: 0, to: 100, duration: 1), forKey: "push")
        expectClose(presented(layer, at: 0.25, in: timeline).transform.m43, 25)
    }

    @Test func sublayerTransformHasTheSameComponents() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "sublayerTransform.scale", from: 1, to: 3, duration: 1), forKey: "zoom")
        layer.add(BasicAnimation(keyPath: "sublayerTransform.rotation.z", from: 0, to: .number(.pi), duration: 1), forKey: "spin")
        layer.add(BasicAnimation(keyPath: "sublayerTransform.translation", from: .size(Size(width: 0, height: 0)),
                                 to: .size(Size(width: 20, height: 40)), duration: 1), forKey: "slide")
        let snapshot = presented(layer, at: 0.5, in: timeline)
        let expected = Transform3D(scaleX: 2, y: 2, z: 2)
            .concatenating(Transform3D(rotationAngle: .pi / 2))
            .concatenating(Transform3D(translationX: 10, y: 20))
        expectClose(snapshot.sublayerTransform, expected)
        #expect(snapshot.transform == .identity)  // the layer's own transform is untouched
    }

    @Test func theSublayerTransformsRotationXTurnsTheSublayers() {
        let layer = Layer()
        layer.setValue(.number(.pi / 3), forKeyPath: "sublayerTransform.rotation.x")
        expectClose(layer.sublayerTransform, Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0))
        expectClose(layer.value(forKeyPath: "sublayerTransform.rotation.x")?.number, .pi / 3)
    }

    @Test func anUnknownComponentIsReportedByAddChecked() {
        let layer = Layer()
        let animation = BasicAnimation(keyPath: "transform.rotation.w", from: 0, to: 1, duration: 1)
        #expect(throws: AnimationProblem.self) { try layer.addChecked(animation, forKey: "spin") }
        #expect(layer.problem(with: animation, forKey: "spin")?.message.contains("unknown key path 'transform.rotation.w'") == true)
        #expect(layer.animationKeys().isEmpty)
        let known = BasicAnimation(keyPath: "transform.rotation.y", from: 0, to: 1, duration: 1)
        #expect(layer.problem(with: known, forKey: "spin") == nil)
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct ReplicatorTests {
    @Test func instancesAccumulateTransformDelayAndColour() throws {
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(0, 0, 100, 100)
        replicator.instanceCount = 12
        replicator.instanceTransform = Transform3D(rotationAngle: 2 * .pi / 12)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceColor = .white
        replicator.instanceAlphaOffset = -0.05
        let marker = Layer()
        marker.backgroundColor = .white
        marker.opacity = 0
        replicator.addSublayer(marker)
        let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1)
        fade.repeatCount = .infinity
        marker.add(fade, forKey: "fade")
        let timeline = makeTimeline(replicator)
        let t = 2.3
        let node = try #require(find(replicator, in: timeline.rootLayer, snapshot: timeline.presentation(at: t)))
        #expect(node.instances.count == 12)
        for instance in node.instances {
            let i = Double(instance.index)
            let angle = i * 2 * .pi / 12
            #expect(isClose(instance.transform.m11, cos(angle)) && isClose(instance.transform.m12, sin(angle)))
            expectClose(instance.timeShift, i / 12)
            let phase = (t - i / 12).truncatingRemainder(dividingBy: 1)
            expectClose(instance.sublayers[0].opacity, 1 - phase, tolerance: 1e-9)
            expectClose(instance.color.alpha, 1 - 0.05 * i)
            expectClose(instance.sublayers[0].backgroundColor!.alpha, 1 - 0.05 * i)
        }
    }

    @Test func theFirstTurnRevealsMarkersOneByOne() {
        // Instances whose shifted time is before the animation's start show the model opacity (0).
        let replicator = ReplicatorLayer()
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.25
        let marker = Layer()
        marker.opacity = 0
        replicator.addSublayer(marker)
        let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1)
        fade.repeatCount = .infinity
        marker.add(fade, forKey: "fade")
        let timeline = makeTimeline(replicator)
        let node = find(replicator, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.3))!
        #expect(node.instances.map { $0.sublayers[0].opacity > 0 } == [true, true, false, false])
    }
}

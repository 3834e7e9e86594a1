import Lamina
import Testing

/// `LayerSnapshot.hitTestNames`: hit testing on what a frame shows, where the model's
/// `hitTest` sees the model values.
@Suite struct LayerSnapshotHitTestTests {
    /// A 200 × 100 root with a named group holding a 20-point square "box" that an animation
    /// moves from x = 20 to x = 180 over a second.
    static func tree() -> (Timeline, ShapeLayer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        root.anchorPoint = .zero
        let group = Layer()
        group.name = "group"
        group.bounds = root.bounds
        group.anchorPoint = .zero
        let box = ShapeLayer()
        box.name = "box"
        box.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        box.path = .rect(box.bounds)
        box.position = Point(20, 50)
        group.addSublayer(box)
        root.addSublayer(group)
        let timeline = Timeline(rootLayer: root)
        box.add(BasicAnimation(keyPath: "position", from: .point(Point(20, 50)), to: .point(Point(180, 50)), duration: 1), forKey: "move")
        return (timeline, box)
    }

    @Test func aLayerIsHitWhereItsAnimationShowsIt() {
        let (timeline, box) = Self.tree()
        let frame = timeline.presentation(at: 0.75)  // x = 20 + 0.75 × 160 = 140
        #expect(frame.hitTestNames(Point(140, 50)) == ["group", "box"])
        #expect(frame.hitTestNames(Point(20, 50)) == nil)
        #expect(timeline.hitTest(Point(20, 50)) === box, "the model is still where it was set")
    }

    @Test func aLayerThatDrawsNothingIsNotHitItself() {
        let (timeline, box) = Self.tree()
        let frame = timeline.presentation(at: 0)
        // The group spans the root but draws nothing: only its square is hit.
        #expect(frame.hitTestNames(Point(100, 50)) == nil)
        box.isHidden = true
        #expect(timeline.presentation(at: 0).hitTestNames(Point(20, 50)) == nil, "a hidden layer is not hit")
    }
}

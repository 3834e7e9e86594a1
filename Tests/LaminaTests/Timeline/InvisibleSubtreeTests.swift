import Lamina
import Testing

/// `Timeline.presentsInvisibleSubtrees`: a presentation for drawing leaves out what lies under a
/// hidden or fully transparent layer, and draws exactly the same.
@Suite struct InvisibleSubtreeTests {
    /// A root with three branches: one hidden, one fading out over a second (opacity 1 to 0),
    /// one visible, each holding a moving child; the visible one is masked by a layer whose
    /// own child is hidden and holds a layer of its own.
    static func tree() -> Timeline {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        func branch(x: Double) -> (Layer, Layer) {
            let branch = Layer(), child = Layer()
            branch.frame = Rect(x: x, y: 0, width: 100, height: 100)
            child.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            child.backgroundColor = .red
            child.add(BasicAnimation(keyPath: "position.x", from: 20, to: 80, duration: 1), forKey: "move")
            branch.addSublayer(child)
            root.addSublayer(branch)
            return (branch, child)
        }
        let (hidden, _) = branch(x: 0)
        hidden.isHidden = true
        let (fading, _) = branch(x: 100)
        fading.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1), forKey: "fade")
        fading.opacity = 0
        let (visible, _) = branch(x: 200)
        let mask = Layer(), masked = Layer()
        mask.frame = visible.bounds
        mask.backgroundColor = .black
        masked.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        masked.backgroundColor = .black
        masked.isHidden = true
        let underMasked = Layer()
        underMasked.frame = Rect(x: 0, y: 0, width: 5, height: 5)
        underMasked.backgroundColor = .black
        masked.addSublayer(underMasked)
        mask.addSublayer(masked)
        visible.mask = mask
        // A replicator of three whose second child is hidden and holds a layer.
        let replicator = ReplicatorLayer()
        replicator.frame = Rect(x: 0, y: 50, width: 300, height: 50)
        replicator.instanceCount = 3
        replicator.instanceTransform = Transform3D(translationX: 100, y: 0)
        let shown = Layer(), hiddenInstance = Layer(), underHidden = Layer()
        shown.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        shown.backgroundColor = .blue
        hiddenInstance.frame = Rect(x: 20, y: 0, width: 10, height: 10)
        hiddenInstance.isHidden = true
        underHidden.frame = Rect(x: 0, y: 0, width: 5, height: 5)
        underHidden.backgroundColor = .green
        hiddenInstance.addSublayer(underHidden)
        replicator.addSublayer(shown)
        replicator.addSublayer(hiddenInstance)
        root.addSublayer(replicator)
        return Timeline(rootLayer: root)
    }

    @Test func byDefaultEverySubtreeIsPresentedAndAnimated() {
        let snapshot = Self.tree().presentation(at: 0.5)
        #expect(snapshot.sublayers.map(\.sublayers.count) == [1, 1, 1, 2])
        #expect(snapshot.sublayers[3].instances.map { $0.sublayers[1].sublayers.count } == [1, 1, 1])
        #expect(snapshot.sublayers[0].sublayers[0].position.x == 50)
        #expect(snapshot.sublayers[2].mask?.sublayers.first?.sublayers.count == 1)
    }

    @Test func leftOutUnderHiddenAndTransparentLayersOnly() {
        let timeline = Self.tree()
        timeline.presentsInvisibleSubtrees = false
        let during = timeline.presentation(at: 0.5)
        // Hidden: its own values kept, nothing under it. Fading (opacity 0.5): all there.
        #expect(during.sublayers[0].isHidden && during.sublayers[0].sublayers.isEmpty)
        #expect(during.sublayers[1].opacity == 0.5 && during.sublayers[1].sublayers.count == 1)
        #expect(during.sublayers[1].sublayers[0].position.x == 50)
        #expect(during.sublayers[2].sublayers.count == 1 && during.sublayers[2].mask != nil)
        // The mask is drawn; under its hidden child, nothing.
        #expect(during.sublayers[2].mask?.sublayers.count == 1)
        #expect(during.sublayers[2].mask?.sublayers.first?.sublayers.isEmpty == true)
        // Each replicator instance keeps its hidden child, without what is under it.
        #expect(during.sublayers[3].instances.map { $0.sublayers[1].sublayers.count } == [0, 0, 0])
        // Faded out at 1 s: nothing under it any more.
        let after = timeline.presentation(at: 1)
        #expect(after.sublayers[1].opacity == 0 && after.sublayers[1].sublayers.isEmpty)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.999, 1, 2])
    func drawingIsTheSame(at time: Double) {
        let full = Self.tree(), drawn = Self.tree()
        drawn.presentsInvisibleSubtrees = false
        let size = Size(width: 300, height: 100)
        #expect(DisplayList(snapshot: drawn.presentation(at: time), size: size)
                == DisplayList(snapshot: full.presentation(at: time), size: size))
    }
}

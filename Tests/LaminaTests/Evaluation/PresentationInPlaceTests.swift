import Testing
import LaminaTestSupport
@testable import Lamina

/// `Timeline.presentation(at:into:)` makes a frame in the storage of the frame before. Whatever
/// that frame held (another time, another tree, a tree since changed), the result is the value
/// `presentation(at:)` makes, and a copy of the earlier frame kept elsewhere does not change.
@Suite struct PresentationInPlaceTests {
    /// A tree of `count` layers in nested groups: some fade, slide or turn (with their own
    /// timing now and then), some are hidden part of the time, some have masks with sublayers
    /// of their own, and one is a replicator.
    private func makeTree(count: Int, rng: inout SeededGenerator) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        var parents = [root]
        for index in 0..<count {
            let layer: Layer = index == 7 ? ReplicatorLayer() : (Bool.random(using: &rng) ? ShapeLayer() : Layer())
            layer.name = "layer-\(index)"
            layer.bounds = Rect(x: 0, y: 0, width: Double.random(in: 5...60, using: &rng), height: 20)
            layer.position = Point(Double.random(in: 0...200, using: &rng), Double.random(in: 0...200, using: &rng))
            if let replicator = layer as? ReplicatorLayer {
                replicator.instanceCount = 3
                replicator.instanceDelay = 0.1
            }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                layer.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1.5), forKey: "fade",
                          resolvingBeginTime: false)
            case 1:
                let slide = BasicAnimation(keyPath: "position.x")
                slide.byValue = .number(40)
                slide.duration = 1
                slide.repeatCount = 3
                layer.add(slide, forKey: "slide", resolvingBeginTime: false)
            case 2:
                // Hidden for the first half second, as a Lottie layer before its in point.
                let hide = KeyframeAnimation(keyPath: "hidden")
                hide.values = [.bool(true), .bool(false)]
                hide.keyTimes = [0, 0.25]
                hide.calculationMode = .discrete
                hide.duration = 2
                layer.add(hide, forKey: "hide", resolvingBeginTime: false)
            case 3:
                layer.speed = 2
                layer.timeOffset = 0.25
                layer.add(BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: 3, duration: 2), forKey: "turn",
                          resolvingBeginTime: false)
            default:
                break
            }
            if index % 9 == 4 {
                let mask = Layer()
                mask.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
                for _ in 0..<3 {
                    let part = Layer()
                    part.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "in",
                             resolvingBeginTime: false)
                    mask.addSublayer(part)
                }
                layer.mask = mask
            }
            parents[Int.random(in: 0..<parents.count, using: &rng)].addSublayer(layer)
            parents.append(layer)
        }
        return root
    }

    /// Frames made in place at `times`, one after another in the same storage, each checked
    /// against a fresh presentation.
    private func expectInPlaceMatchesFresh(_ timeline: Timeline, times: [Double], frame: inout LayerSnapshot,
                                           sourceLocation: SourceLocation = #_sourceLocation) {
        for time in times {
            timeline.presentation(at: time, into: &frame)
            #expect(frame.difference(from: timeline.presentation(at: time)) == nil, "at \(time)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [true, false])
    func framesMadeInPlaceEqualFreshOnesAtShuffledTimes(presentsInvisibleSubtrees: Bool) {
        var rng = SeededGenerator(seed: 7)
        let timeline = Timeline(rootLayer: makeTree(count: 60, rng: &rng))
        timeline.presentsInvisibleSubtrees = presentsInvisibleSubtrees
        let times = (0..<40).map { _ in Double.random(in: 0...3, using: &rng) }
        var frame = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)
        expectInPlaceMatchesFresh(timeline, times: times, frame: &frame)
        expectInPlaceMatchesFresh(timeline, times: times.shuffled(using: &rng), frame: &frame)
    }

    @Test func aFrameOfAnotherTreeIsMadeOverCompletely() {
        var rng = SeededGenerator(seed: 11)
        let first = Timeline(rootLayer: makeTree(count: 40, rng: &rng))
        let second = Timeline(rootLayer: makeTree(count: 25, rng: &rng))
        var frame = first.presentation(at: 0.7)
        second.presentation(at: 0.3, into: &frame)
        #expect(frame.difference(from: second.presentation(at: 0.3)) == nil)
        first.presentation(at: 1.9, into: &frame)
        #expect(frame.difference(from: first.presentation(at: 1.9)) == nil)
    }

    @Test func changesToTheTreeBetweenFramesShowInTheNextOne() {
        var rng = SeededGenerator(seed: 3)
        let root = makeTree(count: 30, rng: &rng)
        let timeline = Timeline(rootLayer: root)
        timeline.presentsInvisibleSubtrees = false
        var frame = timeline.presentation(at: 0.6)
        let layers = root.allLayersDepthFirst
        let masked = layers.filter { $0.mask != nil }, unmasked = layers.filter { $0.mask == nil }
        #expect(masked.count >= 2)
        // One kind of change a frame, so that the rest of the tree is made in place around it.
        let changes: [() -> Void] = [
            { masked[0].mask = nil },
            { unmasked[10].mask = Layer() },
            { masked[1].mask = ShapeLayer() },
            { layers[2].isHidden = true },
            { layers[2].isHidden = false },
            { unmasked[10].mask = nil },
            { layers[3].addSublayer(Layer()) },
            { layers[5].removeFromSuperlayer() },
            { root.insertSublayer(layers[8], at: 0) },
            { root.sublayers.first?.removeFromSuperlayer() },
        ]
        for (index, change) in changes.enumerated() {
            change()
            let time = 0.6 + Double(index) * 0.1
            timeline.presentation(at: time, into: &frame)
            #expect(frame.difference(from: timeline.presentation(at: time)) == nil, "after change \(index)")
        }
        #expect(frame.layer(named: masked[0].name!)?.mask == nil)
    }

    /// A layer without animations keeps its slot's model when the model did not change
    /// (`LayerSnapshot.reset`): every kind of change to such a layer, a value set again
    /// included, shows in the next frame made in place.
    @Test func aStillLayersNewModelShowsInTheNextFrame() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let plain = Layer(), shape = ShapeLayer(), text = TextLayer()
        for (index, layer) in [plain, shape, text].enumerated() {
            layer.name = "still-\(index)"
            layer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            root.addSublayer(layer)
        }
        shape.path = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let timeline = Timeline(rootLayer: root)
        var frame = timeline.presentation(at: 0)
        let changes: [(String, () -> Void)] = [
            ("nothing", {}),
            ("position", { plain.position = Point(40, 50) }),
            ("the same position again", { plain.position = Point(40, 50) }),
            ("background", { plain.backgroundColor = Color(red: 1, green: 0, blue: 0) }),
            ("path", { shape.path = .rect(Rect(x: 0, y: 0, width: 12, height: 10)) }),
            ("stroke end", { shape.strokeEnd = 0.5 }),
            ("text", { text.string = "M" }),
            ("name", { plain.name = "renamed" }),
            ("no name", { text.name = nil }),
            ("back to the first position", { plain.position = Point(0, 0) }),
        ]
        for (index, (change, apply)) in changes.enumerated() {
            apply()
            let time = Double(index) * 0.1
            timeline.presentation(at: time, into: &frame)
            #expect(frame.difference(from: timeline.presentation(at: time)) == nil, "after changing \(change)")
        }
        #expect(frame.layer(named: "renamed")?.position == Point(0, 0))
        #expect(frame.layer(named: "still-1")?.shape?.strokeEnd == 0.5)
        #expect(frame.sublayers.map(\.name) == ["renamed", "still-1", nil])
    }

    @Test func aCopyOfTheEarlierFrameKeptElsewhereDoesNotChange() {
        var rng = SeededGenerator(seed: 5)
        let timeline = Timeline(rootLayer: makeTree(count: 40, rng: &rng))
        var frame = timeline.presentation(at: 0.2)
        let kept = frame
        let keptMasked = frame.allSnapshotsDepthFirst.first { $0.mask != nil }
        #expect(keptMasked != nil)
        timeline.presentation(at: 1.4, into: &frame)
        #expect(kept.difference(from: timeline.presentation(at: 0.2)) == nil)
        #expect(frame.difference(from: timeline.presentation(at: 1.4)) == nil)
        #expect(kept.allSnapshotsDepthFirst.first { $0.mask != nil } == keptMasked)
    }

    @Test func aFrameHeldByNothingElseIsMadeInItsOwnArrays() {
        var rng = SeededGenerator(seed: 9)
        let timeline = Timeline(rootLayer: makeTree(count: 40, rng: &rng))
        var frame = timeline.presentation(at: 0.1)
        let before = frame.sublayers.withUnsafeBufferPointer { $0.baseAddress }
        let deepBefore = frame.sublayers[0].sublayers.withUnsafeBufferPointer { $0.baseAddress }
        timeline.presentation(at: 0.5, into: &frame)
        #expect(frame.sublayers.withUnsafeBufferPointer { $0.baseAddress } == before)
        #expect(frame.sublayers[0].sublayers.withUnsafeBufferPointer { $0.baseAddress } == deepBefore)
        #expect(frame.difference(from: timeline.presentation(at: 0.5)) == nil)
    }

    @Test func aLargeTreeInAnEvaluationArenaIsMadeInPlaceToo() {
        var rng = SeededGenerator(seed: 13)
        let root = makeTree(count: 2_100, rng: &rng)
        let timeline = Timeline(rootLayer: root)
        EvaluationArenaTests.place(timeline, at: 0.5)
        #expect(root.evaluationHandle.model != nil, "the tree is read from an arena")
        var frame = timeline.presentation(at: 0.5)
        expectInPlaceMatchesFresh(timeline, times: [0.9, 0.1, 2.5], frame: &frame)
        // A layer changed since the arena was made is read from its object.
        root.allLayersDepthFirst[100].opacity = 0.5
        expectInPlaceMatchesFresh(timeline, times: [1.1], frame: &frame)
    }

    @Test func playbacksMakeTheFramesTheyAdvanceToInPlace() throws {
        func tree() -> Layer {
            var rng = SeededGenerator(seed: 17)
            return makeTree(count: 20, rng: &rng)
        }
        let pairs: [(inPlace: any Playback, fresh: any Playback)] = [
            (TimelinePlayback(timeline: Timeline(rootLayer: tree())), TimelinePlayback(timeline: Timeline(rootLayer: tree()))),
            // The root drawn in its own space (`RootSpacePlayback`).
            (try Composition(timeline: Timeline(rootLayer: tree()), duration: 2).drawingPlayback(),
             try Composition(timeline: Timeline(rootLayer: tree()), duration: 2).drawingPlayback()),
            // One with only `advance(to:)` of its own: the default goes through it.
            (HalfFaded(timeline: Timeline(rootLayer: tree())), HalfFaded(timeline: Timeline(rootLayer: tree()))),
        ]
        for (inPlace, fresh) in pairs {
            var frame = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)
            for time in stride(from: 0.0, through: 2, by: 0.25) {
                inPlace.advance(to: time, into: &frame)
                #expect(frame.difference(from: fresh.advance(to: time)) == nil, "\(type(of: inPlace)) at \(time)")
            }
        }
        var frame = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)
        HalfFaded(timeline: Timeline(rootLayer: tree())).advance(to: 1, into: &frame)
        #expect(frame.opacity == 0.5)
    }
}

/// A playback whose frames have their root half faded: it has `advance(to:)` of its own.
private final class HalfFaded: Playback {
    let timeline: Timeline

    init(timeline: Timeline) {
        self.timeline = timeline
    }

    func advance(to time: Double) -> LayerSnapshot {
        timeline.advance(to: time)
        var frame = timeline.presentation(at: time)
        frame.opacity = 0.5
        return frame
    }
}

private extension Layer {
    var allLayersDepthFirst: [Layer] {
        [self] + sublayers.flatMap(\.allLayersDepthFirst)
    }
}

private extension LayerSnapshot {
    var allSnapshotsDepthFirst: [LayerSnapshot] {
        [self] + sublayers.flatMap(\.allSnapshotsDepthFirst)
    }

    /// Where this snapshot first differs from `expected` (a path of names and indices, and
    /// what differs there), or nil when they are equal: a failure names one layer instead of
    /// printing both trees whole.
    func difference(from expected: LayerSnapshot, at path: String = "root") -> String? {
        guard self != expected else { return nil }
        if name != expected.name { return "\(path): name \(name ?? "nil"), expected \(expected.name ?? "nil")" }
        if properties != expected.properties { return "\(path): properties \(properties), expected \(expected.properties)" }
        if localTime != expected.localTime { return "\(path): local time \(localTime), expected \(expected.localTime)" }
        if sublayers.count != expected.sublayers.count {
            return "\(path): \(sublayers.count) sublayers, expected \(expected.sublayers.count)"
        }
        for (index, (sublayer, wanted)) in zip(sublayers, expected.sublayers).enumerated() {
            if let difference = sublayer.difference(from: wanted, at: "\(path)/\(index) \(wanted.name ?? "")") {
                return difference
            }
        }
        if let mask, let wanted = expected.mask, let difference = mask.difference(from: wanted, at: "\(path) mask") {
            return difference
        }
        return "\(path): the mask, replicator instances, transition or particles differ"
    }
}

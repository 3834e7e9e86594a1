import Testing
@testable import Lamina

/// A large timeline evaluates from a copy of its models and plans (`EvaluationArena`); whatever
/// changes after the copy must still show in the very next presentation.
@Suite struct EvaluationArenaTests {
    /// A timeline large enough for an arena: groups of 50 layers, each sliding and fading.
    private func makeTimeline(layers: Int = 3_000) -> Timeline {
        let root = Layer()
        var group = Layer()
        for index in 0..<layers {
            if index % 50 == 0 {
                group = Layer()
                root.addSublayer(group)
            }
            let layer = Layer()
            layer.name = "layer-\(index)"
            layer.position = Point(Double(index % 50), Double(index / 50))
            let slide = BasicAnimation(keyPath: "position.x")
            slide.byValue = .number(10)
            slide.duration = 1 + Double(index % 3)
            layer.add(slide, forKey: "slide", resolvingBeginTime: false)
            if index.isMultiple(of: 2) {
                layer.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 2), forKey: "fade",
                          resolvingBeginTime: false)
            }
            group.addSublayer(layer)
        }
        return Timeline(rootLayer: root)
    }

    private func allLayers(_ root: Layer) -> [Layer] {
        [root] + root.sublayers.flatMap { allLayers($0) }
    }

    private func allSnapshots(_ root: LayerSnapshot) -> [LayerSnapshot] {
        [root] + root.sublayers.flatMap { allSnapshots($0) }
    }

    /// Every layer's presentation equals its model with its animations applied, read from the
    /// layer itself (the evaluator's arena-free path).
    /// (Layers have the default timing, so their local time is the timeline's, except those in
    /// `localTimes` and the sublayers of those in `scaled`, which run at speed 2.)
    private func expectMatchesLayers(_ timeline: Timeline, at time: Double, localTimes: [(Layer, Double)] = [],
                                     scaled: [Layer] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let snapshot = timeline.presentation(at: time)
        let layers = allLayers(timeline.rootLayer)
        let snapshots = allSnapshots(snapshot)
        #expect(layers.count == snapshots.count, sourceLocation: sourceLocation)
        var mismatches = 0
        for (layer, presented) in zip(layers, snapshots) {
            var local = localTimes.first { $0.0 === layer }?.1 ?? time
            if let parent = layer.superlayer, scaled.contains(where: { $0 === parent }) { local = time * 2 }
            if scaled.contains(where: { $0 === layer }) { local = time * 2 }
            if presented.name != layer.name || presented.properties != Evaluator.presentationProperties(of: layer, localTime: local) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, sourceLocation: sourceLocation)
    }

    /// Presents `timeline` as often as it takes for a large tree to be placed in an arena.
    static func place(_ timeline: Timeline, at time: Double = 0) {
        for _ in 0..<Timeline.presentationsBeforeArena { _ = timeline.presentation(at: time) }
    }

    private func placedCount(_ timeline: Timeline) -> Int {
        allLayers(timeline.rootLayer).filter { $0.evaluationHandle.model != nil }.count
    }

    @Test func aLargeTreeIsPlacedAfterItsThirdPresentationAndPresentsTheSame() {
        let timeline = makeTimeline()
        // Presented once or twice (inspect, a PNG), it is not copied into an arena.
        expectMatchesLayers(timeline, at: 0.4)
        expectMatchesLayers(timeline, at: 0.4)
        #expect(placedCount(timeline) == 0)
        expectMatchesLayers(timeline, at: 0.4)
        #expect(placedCount(timeline) == 3_000 + 60 + 1)
        // Every layer is now read from the arena's records.
        var tally = Evaluator.Tally()
        _ = Evaluator.snapshot(of: timeline.rootLayer, parentTime: 0.4, tally: &tally)
        #expect(tally.layers == 3_061 && tally.unplaced == 0)
        expectMatchesLayers(timeline, at: 0.4)
        expectMatchesLayers(timeline, at: 1.7)
    }

    @Test func aSmallTreeIsNotPlaced() {
        let timeline = makeTimeline(layers: 500)
        _ = timeline.presentation(at: 0.5)
        #expect(placedCount(timeline) == 0)
    }

    @Test func aModelChangedAfterPlacingShowsAtOnce() throws {
        let timeline = makeTimeline()
        Self.place(timeline)
        let layer = try #require(timeline.rootLayer.layer(named: "layer-7"))
        layer.position = Point(500, 600)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        #expect(layer.evaluationHandle.model == nil)
        let presented = try #require(timeline.presentation(at: 0.5).layer(named: "layer-7"))
        #expect(abs(presented.position.x - (500 + 10 * 0.5 / 2)) < 1e-12)  // by 10 over 2 s
        #expect(presented.position.y == 600)
        #expect(presented.backgroundColor == Color(red: 1, green: 0, blue: 0))
        expectMatchesLayers(timeline, at: 0.5)
    }

    @Test func animationsAddedAndRemovedAfterPlacingShowAtOnce() throws {
        let timeline = makeTimeline()
        Self.place(timeline)
        let layer = try #require(timeline.rootLayer.layer(named: "layer-10"))
        layer.removeAnimation(forKey: "fade")
        layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 4), forKey: "appear",
                  resolvingBeginTime: false)
        let presented = try #require(timeline.presentation(at: 1).layer(named: "layer-10"))
        #expect(abs(presented.opacity - 0.25) < 1e-12)
        expectMatchesLayers(timeline, at: 1)
    }

    @Test func layersAddedAndRemovedAfterPlacingArePresented() throws {
        let timeline = makeTimeline()
        Self.place(timeline)
        let group = timeline.rootLayer.sublayers[3]
        let removed = group.sublayers[5]
        removed.removeFromSuperlayer()
        let added = Layer()
        added.name = "added"
        added.opacity = 0.3
        group.insertSublayer(added, at: 0)
        let snapshot = timeline.presentation(at: 0.5)
        #expect(snapshot.layer(named: removed.name!) == nil)
        #expect(try #require(snapshot.layer(named: "added")).opacity == 0.3)
        expectMatchesLayers(timeline, at: 0.5)
        // The removed layer, still placed in the arena, evaluates on its own too.
        let alone = Evaluator.snapshot(of: removed, parentTime: 0.5)
        #expect(alone.properties == Evaluator.presentationProperties(of: removed, localTime: 0.5))
    }

    @Test func namesAndTimingChangedAfterPlacingShowAtOnce() throws {
        let timeline = makeTimeline()
        Self.place(timeline)
        let renamed = try #require(timeline.rootLayer.layer(named: "layer-20"))
        renamed.name = "renamed"
        let group = timeline.rootLayer.sublayers[2]
        group.speed = 2  // its sublayers' animations run twice as fast
        let late = try #require(timeline.rootLayer.layer(named: "layer-30"))
        late.beginTime = 0.5
        let offset = try #require(timeline.rootLayer.layer(named: "layer-31"))
        offset.timeOffset = 1
        let snapshot = timeline.presentation(at: 0.75)
        #expect(snapshot.layer(named: "layer-20") == nil)
        #expect(snapshot.layer(named: "renamed") != nil)
        // layer-100 is in group 2: by 10 over 2 s, at local time 1.5 s.
        let fast = try #require(snapshot.layer(named: "layer-100"))
        #expect(abs(fast.position.x - (0 + 10 * 1.5 / 2)) < 1e-12)
        expectMatchesLayers(timeline, at: 0.75, localTimes: [(late, 0.25), (offset, 1.75)], scaled: [group])
        // Read from the layer objects: the three changed layers and the sped-up group; the
        // group's 50 sublayers, unchanged, are read from their records again.
        var tally = Evaluator.Tally()
        _ = Evaluator.snapshot(of: timeline.rootLayer, parentTime: 0.75, tally: &tally)
        #expect(tally.unplaced == 3 + 1)
    }

    @Test func masksAndReorderedSublayersAfterPlacingShowAtOnce() throws {
        let timeline = makeTimeline()
        Self.place(timeline)
        let masked = try #require(timeline.rootLayer.layer(named: "layer-40"))
        let mask = Layer()
        mask.bounds = Rect(0, 0, 5, 5)
        masked.mask = mask
        let group = timeline.rootLayer.sublayers[1]
        let moved = group.sublayers[0]
        moved.removeFromSuperlayer()
        group.addSublayer(moved)
        let snapshot = timeline.presentation(at: 0.5)
        #expect(try #require(snapshot.layer(named: "layer-40")).mask?.bounds == Rect(0, 0, 5, 5))
        #expect(snapshot.sublayers[1].sublayers.last?.name == moved.name)
        expectMatchesLayers(timeline, at: 0.5)
    }

    @Test func aPlacedReplicatorShowsItsInstances() throws {
        let timeline = makeTimeline()
        let replicator = ReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.25
        let dot = Layer()
        dot.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "fade", resolvingBeginTime: false)
        replicator.addSublayer(dot)
        timeline.rootLayer.addSublayer(replicator)
        Self.place(timeline)
        let placed = timeline.rootLayer.evaluationHandle.model != nil
        #expect(placed)
        let presented = try #require(timeline.presentation(at: 0.5).sublayers.last)
        #expect(presented.instances.map { ($0.sublayers[0].opacity * 100).rounded() / 100 } == [0.5, 0.25, 0])
    }

    @Test func theArenaIsRebuiltOnceMostOfTheTreeChanged() {
        let timeline = makeTimeline()
        Self.place(timeline)
        for layer in allLayers(timeline.rootLayer) { layer.zPosition = 1 }
        #expect(placedCount(timeline) == 0)
        for frame in 1...Timeline.arenaRebuildInterval {
            expectMatchesLayers(timeline, at: Double(frame) / 60)
        }
        #expect(placedCount(timeline) == 3_000 + 60 + 1)
        expectMatchesLayers(timeline, at: 1)
    }
}

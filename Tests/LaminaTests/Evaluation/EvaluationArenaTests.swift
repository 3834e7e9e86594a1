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
    private func expectMatchesLayers(_ timeline: Timeline, at time: Double,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let snapshot = timeline.presentation(at: time)
        let layers = allLayers(timeline.rootLayer)
        let snapshots = allSnapshots(snapshot)
        #expect(layers.count == snapshots.count, sourceLocation: sourceLocation)
        var mismatches = 0
        for (layer, presented) in zip(layers, snapshots) {
            // Every layer here has the default timing, so local time is the timeline's time.
            if presented.properties != Evaluator.presentationProperties(of: layer, localTime: time) { mismatches += 1 }
        }
        #expect(mismatches == 0, sourceLocation: sourceLocation)
    }

    private func placedCount(_ timeline: Timeline) -> Int {
        allLayers(timeline.rootLayer).filter { $0.animationPlans.model != nil }.count
    }

    @Test func aLargeTreeIsPlacedAfterItsFirstPresentationAndPresentsTheSame() {
        let timeline = makeTimeline()
        expectMatchesLayers(timeline, at: 0.4)
        #expect(placedCount(timeline) == 3_000 + 60 + 1)
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
        _ = timeline.presentation(at: 0)
        let layer = try #require(timeline.rootLayer.layer(named: "layer-7"))
        layer.position = Point(500, 600)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        #expect(layer.animationPlans.model == nil)
        let presented = try #require(timeline.presentation(at: 0.5).layer(named: "layer-7"))
        #expect(abs(presented.position.x - (500 + 10 * 0.5 / 2)) < 1e-12)  // by 10 over 2 s
        #expect(presented.position.y == 600)
        #expect(presented.backgroundColor == Color(red: 1, green: 0, blue: 0))
        expectMatchesLayers(timeline, at: 0.5)
    }

    @Test func animationsAddedAndRemovedAfterPlacingShowAtOnce() throws {
        let timeline = makeTimeline()
        _ = timeline.presentation(at: 0)
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
        _ = timeline.presentation(at: 0)
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

    @Test func theArenaIsRebuiltOnceMostOfTheTreeChanged() {
        let timeline = makeTimeline()
        _ = timeline.presentation(at: 0)
        for layer in allLayers(timeline.rootLayer) { layer.zPosition = 1 }
        #expect(placedCount(timeline) == 0)
        for frame in 1...Timeline.arenaRebuildInterval {
            expectMatchesLayers(timeline, at: Double(frame) / 60)
        }
        #expect(placedCount(timeline) == 3_000 + 60 + 1)
        expectMatchesLayers(timeline, at: 1)
    }
}

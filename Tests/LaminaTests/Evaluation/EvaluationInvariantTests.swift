import Testing
@testable import Lamina

/// The caches' invariant checks find what they are written for. (Debug builds run them after
/// every placing, presentation and advance, so every other test shows they hold; these break
/// a cache on purpose, through internal API, and read the problems as values instead of trapping.)
@Suite struct EvaluationInvariantTests {
    /// A timeline placed in an arena: 40 groups of 50 animated layers, presented once.
    private func placedTimeline() -> Timeline {
        let root = Layer()
        for group in 0..<40 {
            let parent = Layer()
            parent.name = "group-\(group)"
            for index in 0..<50 {
                let layer = Layer()
                layer.name = "layer-\(group * 50 + index)"
                layer.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 2), forKey: "fade",
                          resolvingBeginTime: false)
                parent.addSublayer(layer)
            }
            root.addSublayer(parent)
        }
        let timeline = Timeline(rootLayer: root)
        EvaluationArenaTests.place(timeline, at: 0.5)
        let placed = root.evaluationHandle.arena != nil
        #expect(placed)
        return timeline
    }

    /// The arena a layer is placed in.
    private func placedArena(of layer: Layer) throws -> EvaluationArena {
        let arena = layer.evaluationHandle.arena
        return try #require(arena)
    }

    private func record(of layer: Layer) throws -> UnsafeMutablePointer<EvaluationArena.Record> {
        try placedArena(of: layer).records[layer.evaluationHandle.slot]
    }

    @Test func aPlacedTreeAndItsChangesKeepEveryInvariant() throws {
        let timeline = placedTimeline()
        let arena = try placedArena(of: timeline.rootLayer)
        #expect(arena._invariantViolations().isEmpty)
        #expect(timeline._invariantViolations().isEmpty)
        let layer = try #require(timeline.rootLayer.layer(named: "layer-7"))
        layer.name = "renamed"
        layer.speed = 2
        layer.opacity = 0.5
        layer.removeFromSuperlayer()
        timeline.rootLayer.sublayers[3].addSublayer(layer)
        #expect(arena._invariantViolations().isEmpty)
        #expect(timeline._invariantViolations().isEmpty)
    }

    @Test func aModelCopyThatDiffersFromItsLayerIsReported() throws {
        let timeline = placedTimeline()
        let layer = try #require(timeline.rootLayer.layer(named: "layer-12"))
        let arena = try placedArena(of: layer)
        let slot = layer.evaluationHandle.slot
        // Change the copy behind the layer's back: the record stays current, and stale.
        let copy = UnsafeMutablePointer(mutating: EvaluationArena.model(of: try record(of: layer)))
        copy.pointee.opacity = 0.25
        let problems = arena._invariantViolations()
        #expect(problems == ["slot \(slot) (\"layer-12\") is current, but its model copy differs from its layer's "
                             + "properties: opacity: 0.25 ≠ 1.0"])
        #expect(timeline._invariantViolations() == problems)
        copy.pointee.opacity = 1
        #expect(arena._invariantViolations().isEmpty)
    }

    @Test func anExtentThatDoesNotCoverItsSubtreeIsReported() throws {
        let timeline = placedTimeline()
        let group = try #require(timeline.rootLayer.layer(named: "group-2"))
        let arena = try placedArena(of: group)
        let slot = group.evaluationHandle.slot
        let record = try record(of: group)
        let extent = record.pointee.extent
        let offset = try #require(MemoryLayout<EvaluationArena.Record>.offset(of: \.extent))
        let stored = (UnsafeMutableRawPointer(record) + offset).assumingMemoryBound(to: Int.self)
        stored.pointee = extent - EvaluationArena.recordSize
        let problems = arena._invariantViolations()
        #expect(problems.contains("slot \(slot) (\"group-2\") has extent "
                                  + "\(extent - EvaluationArena.recordSize), but its record, model, 0 plans and 50 "
                                  + "sublayers take \(extent) bytes"))
        stored.pointee = extent
        #expect(arena._invariantViolations().isEmpty)
    }

    @Test func anEventMissingFromTheQueueIsReported() throws {
        let layer = Layer()
        layer.add(BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 10), forKey: "fade",
                  resolvingBeginTime: false)
        let later = BasicAnimation(keyPath: "position.x", from: 0, to: 1, duration: 1)
        later.beginTime = 5
        layer.add(later, forKey: "later", resolvingBeginTime: false)
        let timeline = Timeline(rootLayer: layer)
        timeline.advance(to: 1)  // The fade has started; the next event is the later one's start.
        #expect(timeline.nextEvent == 5)
        // Forget the fade's start without telling the timeline: its start, at 0, is due again.
        let fade = try #require(layer.animationEntries.first)
        fade.hasStarted = false
        #expect(timeline._invariantViolations() == ["the start of \"fade\" at 0.0 is not queued"])
        fade.hasStarted = true
        #expect(timeline._invariantViolations().isEmpty)
    }
}

import Testing
@testable import Lamina

/// The timeline keeps the time of its next event between advances; whatever moves an event
/// after that (new animations, timing, sublayers, masks, scheduled actions) must still fire at
/// the right moment.
@Suite struct TimelineEventCacheTests {
    /// A timeline whose root runs one endless animation, advanced past its start so that the
    /// next event is known to be none.
    private func settledTimeline() -> Timeline {
        let root = Layer()
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: 6.28, duration: 1)
        spin.repeatCount = .infinity
        root.add(spin, forKey: "spin", resolvingBeginTime: false)
        let timeline = Timeline(rootLayer: root)
        timeline.advance(to: 0.25)
        timeline.advance(to: 0.5)
        return timeline
    }

    /// A fade whose completion records the timeline's time when it ends.
    private func fade(duration: Double, beginTime: Double = 0, into ends: Box, on timeline: Timeline) -> BasicAnimation {
        let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: duration)
        fade.beginTime = beginTime
        fade.completion = { [unowned timeline] finished in if finished { ends.times.append(timeline.currentTime) } }
        return fade
    }

    final class Box {
        var times: [Double] = []
    }

    @Test func anAnimationAddedLaterEndsOnTime() {
        let timeline = settledTimeline()
        let ends = Box()
        timeline.rootLayer.add(fade(duration: 0.5, into: ends, on: timeline), forKey: "fade")  // begins now, at 0.5
        timeline.advance(to: 2)
        #expect(ends.times == [1])
    }

    @Test func aSpeedChangeMovesTheEnd() {
        let timeline = settledTimeline()
        let ends = Box()
        let layer = Layer()
        timeline.rootLayer.addSublayer(layer)
        layer.add(fade(duration: 2, into: ends, on: timeline), forKey: "fade", resolvingBeginTime: false)
        timeline.advance(to: 0.75)
        layer.speed = 2  // local time is now 2·t: the 2 s fade ends at t = 1
        timeline.advance(to: 3)
        #expect(ends.times == [1])
    }

    @Test func aLayerMovedUnderALaterParentEndsLater() {
        let timeline = settledTimeline()
        let ends = Box()
        let late = Layer()
        late.beginTime = 1  // its sublayers' time starts one second later
        timeline.rootLayer.addSublayer(late)
        let layer = Layer()
        timeline.rootLayer.addSublayer(layer)
        layer.add(fade(duration: 1, into: ends, on: timeline), forKey: "fade", resolvingBeginTime: false)
        timeline.advance(to: 0.75)
        late.addSublayer(layer)
        timeline.advance(to: 3)
        #expect(ends.times == [2])
    }

    @Test func aMaskWithAnAnimationEndsOnTime() {
        let timeline = settledTimeline()
        let ends = Box()
        let mask = Layer()
        mask.add(fade(duration: 0.7, into: ends, on: timeline), forKey: "fade", resolvingBeginTime: false)
        timeline.rootLayer.mask = mask
        timeline.advance(to: 3)
        #expect(ends.times == [0.7])
    }

    @Test func anActionScheduledLaterRunsOnTimeAndACancelledOneNever() {
        let timeline = settledTimeline()
        var ran: [Double] = []
        timeline.schedule(at: 1.25) { ran.append(timeline.currentTime) }
        let cancelled = timeline.schedule(at: 1.5) { ran.append(-1) }
        timeline.advance(to: 1)
        timeline.cancelAction(cancelled)
        timeline.advance(to: 2)
        #expect(ran == [1.25])
    }

    @Test func aLongSettledTreeAdvancesWithoutEvents() {
        let timeline = settledTimeline()
        let ends = Box()
        for index in 0..<100 {
            let layer = Layer()
            layer.add(fade(duration: 10 + Double(index), into: ends, on: timeline), forKey: "fade",
                      resolvingBeginTime: false)
            timeline.rootLayer.addSublayer(layer)
        }
        for frame in 1...60 { timeline.advance(to: 0.5 + Double(frame) / 60) }
        #expect(ends.times.isEmpty)
        timeline.advance(to: 12.5)
        #expect(ends.times == [10, 11, 12])
    }
}

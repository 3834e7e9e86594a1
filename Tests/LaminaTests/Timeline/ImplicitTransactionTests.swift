import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// The implicit transaction, `flush()`, the transaction's values by key and its lock. Core
/// Animation's rules are the oracle; where Lamina decides what Core Animation leaves to its run
/// loop, the test says so. Every test that opens an implicit transaction flushes it before it
/// ends (the transaction stack is per thread, and threads are shared between tests).
@Suite struct ImplicitTransactionTests {
    /// A live timeline on a clock that moves only when told, so times are exact.
    private func makeLiveTimeline(_ layer: Layer) -> Timeline {
        let timeline = makeTimeline(layer)
        timeline.isLive = true
        return timeline
    }

    @Test func aChangeToALiveLayerOutsideATransactionAnimatesImplicitly() {
        defer { Transaction.flush() }
        let layer = Layer()
        let timeline = makeLiveTimeline(layer)
        layer.opacity = 0
        #expect(!Transaction.isOpen)  // the implicit transaction is not an explicit one
        #expect(layer.animationKeys() == ["opacity"])
        let a = layer.animation(forKey: "opacity") as? BasicAnimation
        #expect(a?.duration == 0.25)
        #expect(a?.timingFunction == .default)
        expectClose(opacity(of: layer, at: 0.125, in: timeline), 1 - TimingFunction.default.value(at: 0.5))
        #expect(opacity(of: layer, at: 0.25, in: timeline) == 0)
    }

    @Test func aChangeToALayerOfATimelineThatIsNotLiveShowsAtOnce() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        Transaction.setAnimationDuration(3)  // opens the implicit transaction
        defer { Transaction.flush() }
        layer.opacity = 0
        #expect(layer.animationKeys().isEmpty)
        #expect(opacity(of: layer, at: 0, in: timeline) == 0)
    }

    @Test func settingsMadeOutsideAnExplicitTransactionLastUntilTheFlush() {
        let layer = Layer()
        let timeline = makeLiveTimeline(layer)
        Transaction.setAnimationDuration(2)
        Transaction.setAnimationTimingFunction(.linear)
        #expect(Transaction.animationDuration() == 2)
        layer.opacity = 0
        expectClose(opacity(of: layer, at: 1, in: timeline), 0.5)
        Transaction.begin()  // an explicit transaction inside the implicit one inherits
        #expect(Transaction.animationDuration() == 2)
        Transaction.commit()
        Transaction.flush()
        #expect(Transaction.animationDuration() == 0.25)
        #expect(Transaction.animationTimingFunction() == nil)
    }

    @Test func disablingActionsOutsideAnExplicitTransactionHoldsForTheImplicitOne() {
        let layer = Layer()
        let timeline = makeLiveTimeline(layer)
        Transaction.setDisableActions(true)
        layer.opacity = 0
        #expect(layer.animationKeys().isEmpty)
        Transaction.flush()
        layer.opacity = 1  // a new implicit transaction, actions on again
        defer { Transaction.flush() }
        #expect(layer.animationKeys() == ["opacity"])
        #expect(opacity(of: layer, at: 0, in: timeline) == 0)
    }

    @Test func theImplicitCompletionBlockWaitsForItsAnimationsAfterTheFlush() {
        let layer = Layer()
        let timeline = makeLiveTimeline(layer)
        var log: [Double] = []
        Transaction.setCompletionBlock { log.append(timeline.currentTime) }
        layer.position = Point(40, 0)
        timeline.advance(to: 1)  // the animation ends before the commit: the block waits for it
        #expect(log.isEmpty)
        Transaction.flush()
        #expect(log == [1])
    }

    @Test func anImplicitCompletionBlockWithNothingToWaitForRunsAtTheFlush() {
        var ran = false
        Transaction.setCompletionBlock { ran = true }
        #expect(!ran)
        Transaction.flush()
        #expect(ran)
    }

    @Test func aFlushInsideAnExplicitTransactionWaitsForTheOutermostCommit() {
        var ran = false
        Transaction.setCompletionBlock { ran = true }  // implicit
        Transaction.begin()
        Transaction.begin()
        Transaction.flush()
        #expect(!ran)
        Transaction.commit()
        #expect(!ran)
        Transaction.commit()
        #expect(ran)
    }

    @Test func flushWithNothingOpenDoesNothing() {
        Transaction.flush()
        #expect(!Transaction.isOpen)
        #expect(Transaction.animationDuration() == 0.25)
    }

    @Test func valuesByKeyReadAndWriteTheDocumentedSettings() {
        Transaction.begin()
        #expect(Transaction.value(forKey: Transaction.animationDurationKey) as? Double == 0.25)
        Transaction.setValue(1.5, forKey: Transaction.animationDurationKey)
        #expect(Transaction.animationDuration() == 1.5)
        Transaction.setValue(2, forKey: "animationDuration")  // an Int is a number too
        #expect(Transaction.animationDuration() == 2)
        Transaction.setValue("slow", forKey: Transaction.animationDurationKey)  // ignored
        #expect(Transaction.animationDuration() == 2)
        Transaction.setValue(TimingFunction.easeIn, forKey: Transaction.animationTimingFunctionKey)
        #expect(Transaction.value(forKey: "animationTimingFunction") as? TimingFunction == .easeIn)
        Transaction.setValue(true, forKey: "disableActions")
        #expect(Transaction.disableActions())
        var ran = false
        Transaction.setValue({ ran = true } as () -> Void, forKey: Transaction.completionBlockKey)
        #expect(Transaction.value(forKey: "completionBlock") != nil)
        Transaction.setValue("mine", forKey: "org.example.tag")
        Transaction.begin()  // nested: inherits every value, the caller's own too
        #expect(Transaction.value(forKey: "org.example.tag") as? String == "mine")
        Transaction.setValue(nil, forKey: Transaction.animationDurationKey)
        #expect(Transaction.animationDuration() == 0.25)
        Transaction.commit()
        #expect(Transaction.animationDuration() == 2)
        Transaction.commit()
        #expect(ran)
        #expect(Transaction.value(forKey: "org.example.tag") == nil)
    }

    @Test func theLockIsRecursiveAndSharedBetweenThreads() {
        Transaction.lock()
        Transaction.lock()
        Transaction.unlock()
        let acquired = DispatchSemaphore(value: 0)
        let flag = LockedFlag()
        Thread.detachNewThread {
            Transaction.lock()
            flag.set()
            Transaction.unlock()
            acquired.signal()
        }
        #expect(!flag.value)  // still held once by this thread
        Transaction.unlock()
        acquired.wait()
        #expect(flag.value)
    }

    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = false
        func set() { lock.lock(); stored = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return stored }
    }

    @Test func mediaTimeNeverRunsBackwards() {
        var last = MediaClock.currentTime()
        for _ in 0..<1_000 {
            let now = MediaClock.currentTime()
            #expect(now >= last)
            last = now
        }
        #expect(last > 0)
    }

    @Test func aLiveTimelineRunsOnMediaTime() {
        let before = MediaClock.currentTime()
        let timeline = Timeline.live(rootLayer: Layer())
        #expect(timeline.isLive)
        #expect(timeline.clock is MediaClock)
        #expect(timeline.currentTime >= before)
        let start = timeline.currentTime
        timeline.tick()
        #expect(timeline.currentTime >= start)
        #expect(timeline.currentTime <= MediaClock.currentTime())
    }
}

/// The main run loop's ticks, driven by hand: a test must not depend on a running run loop.
@Suite struct MainRunLoopTickTests {
    @MainActor @Test func aTickedTimelineFiresItsCompletionsAtItsClocksTime() {
        let clock = ManualClock()
        let layer = Layer()
        let timeline = Timeline(rootLayer: layer, clock: clock)
        var finishedAt: Double?
        let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1)
        fade.completion = { _ in finishedAt = timeline.currentTime }
        layer.add(fade, forKey: "fade")
        timeline.startTickingOnMainRunLoop()
        #expect(MainRunLoopTicks.isTicking)
        clock.now = 0.5
        MainRunLoopTicks.tickAll()
        #expect(finishedAt == nil)
        #expect(timeline.currentTime == 0.5)
        clock.now = 2
        MainRunLoopTicks.tickAll()
        #expect(finishedAt == 1)
        timeline.stopTickingOnMainRunLoop()
        #expect(!MainRunLoopTicks.isTicking)
        clock.now = 3
        MainRunLoopTicks.tickAll()
        #expect(timeline.currentTime == 2)  // no longer ticked
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Facts checked against Apple's QuartzCore (GNUstep's suite runs on both), and Lamina's
/// documented behaviour where there is no run loop.
@Suite struct TransactionTests {
    @Test func aFreshLayerIsNotAnimating() {
        #expect(Layer().animationKeys().isEmpty)
    }

    @Test func outsideAnyTransactionDefaultsRead025AndNil() {
        #expect(!Transaction.isOpen)
        #expect(Transaction.animationDuration() == 0.25)
        #expect(Transaction.animationTimingFunction() == nil)
        #expect(Transaction.disableActions() == false)
    }

    @Test func outsideATransactionChangesShowAtOnce() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.opacity = 0.2
        #expect(layer.animationKeys().isEmpty)
        #expect(opacity(of: layer, at: 0, in: timeline) == 0.2)
    }

    @Test func aTransactionOpenOnAnotherThreadDoesNotAnimateThisThreadsChanges() {
        // The stack is per thread; the process-wide count of open transactions only decides
        // whether this thread's stack needs looking up.
        let opened = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Transaction.begin()
            opened.signal()
            release.wait()
            Transaction.commit()
            done.signal()
        }
        opened.wait()
        let layer = Layer()
        let timeline = makeTimeline(layer)
        #expect(!Transaction.isOpen)
        layer.opacity = 0.2
        #expect(layer.animationKeys().isEmpty)
        #expect(opacity(of: layer, at: 0, in: timeline) == 0.2)
        Transaction.perform(duration: 1) { layer.opacity = 0.6 }
        #expect(layer.animationKeys() == ["opacity"])
        release.signal()
        done.wait()
    }

    @Test func settingInsideATransactionAnimatesFromThePresentation() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        timeline.advance(to: 2)
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setAnimationTimingFunction(.linear)
        layer.opacity = 0
        Transaction.commit()
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.opacity == 0)  // the model changes at once
        expectClose(opacity(of: layer, at: 2.5, in: timeline), 0.5)
        #expect(opacity(of: layer, at: 3, in: timeline) == 0)
    }

    @Test func implicitAnimationsUseTheDefaultCurveAndDuration() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        Transaction.perform { layer.position = Point(100, 0) }
        let a = layer.animation(forKey: "position") as? BasicAnimation
        #expect(a?.duration == 0.25)
        #expect(a?.timingFunction == .default)
        let x = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.125))!.position.x
        expectClose(x, 100 * TimingFunction.default.value(at: 0.5))
    }

    @Test func retargetingMidFlightStartsFromWhereItIs() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.position = Point(100, 0) }
        timeline.advance(to: 0.5)
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.position = Point(0, 0) }
        let x = { (t: Double) in find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.position.x }
        expectClose(x(0.5), 50)      // no jump
        expectClose(x(1.0), 25)
    }

    @Test func disableActionsIsForThatTransactionOnly() {
        let layer = Layer()
        _ = makeTimeline(layer)
        Transaction.perform(disableActions: true) { layer.opacity = 0 }
        #expect(layer.animationKeys().isEmpty)
        #expect(layer.opacity == 0)
        Transaction.perform { layer.opacity = 1 }
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func settingTheSameValueDoesNotAnimate() {
        let layer = Layer()
        _ = makeTimeline(layer)
        Transaction.perform { layer.opacity = 1 }
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func nestedTransactionsInheritAndRestore() {
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setDisableActions(true)
        Transaction.begin()
        #expect(Transaction.animationDuration() == 2)
        #expect(Transaction.disableActions())
        Transaction.setAnimationDuration(5)
        Transaction.setDisableActions(false)
        Transaction.commit()
        #expect(Transaction.animationDuration() == 2)
        #expect(Transaction.disableActions())
        Transaction.commit()
        #expect(Transaction.animationDuration() == 0.25)
    }

    @Test func completionRunsAtOnceWhenNothingAnimates() {
        var ran = false
        Transaction.perform(completion: { ran = true }) {}
        #expect(ran)
    }

    @Test func completionWaitsForEveryAnimationAddedAfterIt() {
        let a = Layer(), b = Layer()
        let timeline = makeTimeline(a, b)
        var log: [String] = []
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        a.opacity = 0  // added before the block: not waited for
        Transaction.setCompletionBlock { log.append("done at \(timeline.currentTime)") }
        b.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 2), forKey: "slow")
        Transaction.begin()
        a.position = Point(5, 5)  // nested transaction: 1 s, waited for
        Transaction.commit()
        Transaction.commit()
        #expect(log.isEmpty)
        timeline.advance(to: 1.5)
        #expect(log.isEmpty)
        timeline.advance(to: 10)
        #expect(log == ["done at 2.0"])
    }

    @Test func removingAnAnimationCountsAsEnded() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        var done = false
        Transaction.perform(completion: { done = true }) {
            layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 5), forKey: "f")
        }
        timeline.advance(to: 1)
        layer.removeAnimation(forKey: "f")
        #expect(!done)          // reported in time order, on the next advance
        timeline.advance(to: 1)
        #expect(done)
    }

    @Test func chainedCompletionsStartWhenThePreviousEnds() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        var starts: [Double] = []
        Transaction.perform(duration: 0.45, completion: {
            starts.append(timeline.currentTime)
            Transaction.perform(duration: 0.5, completion: { starts.append(timeline.currentTime) }) {
                layer.opacity = 0.5
            }
        }) {
            layer.position = Point(30, 0)
        }
        timeline.advance(to: 5)
        #expect(starts.count == 2)
        #expect(isClose(starts[0], 0.45) && isClose(starts[1], 0.95))
    }
}

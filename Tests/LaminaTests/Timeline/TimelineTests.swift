import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

final class Recorder: AnimationDelegate {
    var events: [String] = []
    let timeline: () -> Timeline?
    init(_ timeline: @escaping () -> Timeline?) { self.timeline = timeline }
    func animationDidStart(_ animation: Animation) { events.append("start \(timeline()?.currentTime ?? -1)") }
    func animationDidStop(_ animation: Animation, finished: Bool) {
        events.append("stop \(finished) \(timeline()?.currentTime ?? -1)")
    }
}

@Suite struct TimelineTests {
    @Test func delegateHearsStartAndStopInTimeOrder() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let recorder = Recorder { [weak timeline] in timeline }
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 2)
        a.beginTime = 1
        a.delegate = recorder
        layer.add(a, forKey: "f")
        timeline.advance(to: 0.5)
        #expect(recorder.events.isEmpty)
        timeline.advance(to: 10)
        #expect(recorder.events == ["start 1.0", "stop true 3.0"])
        #expect(layer.animationKeys().isEmpty)  // removed on completion
    }

    @Test func removingEarlyReportsNotFinished() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let recorder = Recorder { [weak timeline] in timeline }
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 2)
        a.delegate = recorder
        layer.add(a, forKey: "f")
        timeline.advance(to: 1)
        layer.removeAllAnimations()
        timeline.advance(to: 1.5)
        #expect(recorder.events == ["start 0.0", "stop false 1.0"])
    }

    @Test func keptAnimationsStopButStay() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        var finished: [Bool] = []
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 0.3, duration: 1)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        a.completion = { finished.append($0) }
        layer.add(a, forKey: "f")
        timeline.advance(to: 5)
        #expect(finished == [true])
        #expect(layer.animationKeys() == ["f"])
        #expect(opacity(of: layer, at: 5, in: timeline) == 0.3)
    }

    @Test func scheduledActionsAndCallbacksInterleaveByTime() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        var log: [String] = []
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        a.completion = { _ in log.append("anim \(timeline.currentTime)") }
        layer.add(a, forKey: "f")
        timeline.schedule(at: 0.5) { log.append("action 0.5") }
        timeline.schedule(at: 2) {
            log.append("action 2.0")
            layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "g")
            layer.animation(forKey: "g")!.completion = nil
        }
        timeline.schedule(at: 1.5) { log.append("action 1.5") }
        timeline.advance(to: 4)
        #expect(log == ["action 0.5", "anim 1.0", "action 1.5", "action 2.0"])
        #expect(timeline.currentTime == 4)
    }

    @Test func timeNeverRunsBackwards() {
        let timeline = makeTimeline()
        timeline.advance(to: 3)
        timeline.advance(to: 1)
        #expect(timeline.currentTime == 3)
    }

    @Test func tickReadsTheClock() {
        let clock = ManualClock()
        let timeline = Timeline(rootLayer: Layer(), clock: clock)
        clock.advance(by: 0.5)
        timeline.tick()
        #expect(timeline.currentTime == 0.5)
    }

    @Test func pauseBySnapshottingPresentationIntoTheModel() {
        // Seed 000's technique: copy presentation values into the model, then remove the animations.
        let ring = ShapeLayer()
        let timeline = makeTimeline(ring)
        ring.strokeEnd = 0
        ring.add(BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 4), forKey: "fill")
        timeline.advance(to: 1)
        let shown = ring.presentation()!.strokeEnd
        ring.strokeEnd = shown
        ring.removeAllAnimations()
        expectClose(shown, 0.25)
        for t in [1.0, 2.0, 10.0] {
            expectClose(find(ring, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.shape!.strokeEnd, 0.25)
        }
    }

    @Test func pauseAndResumeWithSpeedAndTimeOffset() {
        // Apple's recipe: speed 0 with timeOffset = the paused local time; resume with beginTime.
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 4), forKey: "f")
        timeline.advance(to: 1)
        let paused = layer.convertTime(timeline.currentTime, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        timeline.advance(to: 3)
        expectClose(opacity(of: layer, at: 3, in: timeline), 0.25)
        // Resume at t = 3.
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(timeline.currentTime, from: nil) - pausedTime
        expectClose(opacity(of: layer, at: 3, in: timeline), 0.25)
        expectClose(opacity(of: layer, at: 4, in: timeline), 0.5)
        var stoppedAt: Double?
        layer.animation(forKey: "f")!.completion = { _ in stoppedAt = timeline.currentTime }
        timeline.advance(to: 10)
        #expect(stoppedAt.map { isClose($0, 6) } == true)
    }

    @Test func presentationIsNilOutsideATimeline() {
        #expect(Layer().presentation() == nil)
    }
}

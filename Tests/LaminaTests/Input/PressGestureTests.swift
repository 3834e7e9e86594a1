import Testing
@testable import Lamina

@Suite struct PressGestureTests {
    private func setUp(cancelsWhenMovedOutside: Bool = false) -> (Timeline, PressGestureRecognizer, ActionLog) {
        let (timeline, root) = makeInputScene()
        let button = makeLayer("button", Rect(0, 0, 100, 100), in: root)
        let log = ActionLog()
        let press = PressGestureRecognizer(action: log.action(timeline))
        press.cancelsWhenMovedOutside = cancelsWhenMovedOutside
        button.addGestureRecognizer(press)
        return (timeline, press, log)
    }

    @Test func beganOnDownEndedOnUp() {
        let (timeline, press, log) = setUp()
        timeline.down(50, 50, at: 1)
        #expect(press.state == .began)
        timeline.up(50, 50, at: 1.2)
        #expect(log.entries == [.init(state: .began, time: 1), .init(state: .ended, time: 1.2)])
        #expect(press.state == .possible)
        #expect(press.trackedPointerID == nil)
    }

    @Test func movesReportChangedAndWhetherInside() {
        let (timeline, press, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.move(60, 50, at: 0.1)
        #expect(press.isPointerInside)
        timeline.move(160, 50, at: 0.2)
        #expect(!press.isPointerInside)
        timeline.up(160, 50, at: 0.3)
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    /// The seed controls ignored a cancelled touch and kept recording.
    @Test func aCancelledTouchMustNotBeDropped() {
        let (timeline, press, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.move(55, 50, at: 0.1)
        timeline.cancel(55, 50, at: 0.2)
        #expect(log.states == [.began, .changed, .cancelled])
        #expect(press.state == .possible)
        #expect(timeline.capturedLayer() == nil)
        // Nothing more of that pointer gets through, and the next press starts clean.
        timeline.move(60, 50, at: 0.3)
        timeline.up(60, 50, at: 0.4)
        #expect(log.states == [.began, .changed, .cancelled])
        timeline.down(50, 50, at: 1)
        timeline.up(50, 50, at: 1.1)
        #expect(log.states == [.began, .changed, .cancelled, .began, .ended])
    }

    @Test func movingOutsideCancelsWhenAsked() {
        let (timeline, press, log) = setUp(cancelsWhenMovedOutside: true)
        timeline.down(50, 50, at: 0)
        timeline.move(150, 50, at: 0.1)
        #expect(press.state == .cancelled)
        timeline.move(50, 50, at: 0.2)  // back inside: still over
        timeline.up(50, 50, at: 0.3)
        #expect(log.states == [.began, .cancelled])
        #expect(press.state == .possible)
    }

    @Test func cancelAndRemovalReportCancelled() {
        let (timeline, press, log) = setUp()
        timeline.down(50, 50, at: 0)
        press.cancel()
        timeline.up(50, 50, at: 0.1)
        #expect(log.states == [.began, .cancelled])
        timeline.down(50, 50, at: 1)
        press.layer?.removeGestureRecognizer(press)
        #expect(log.states == [.began, .cancelled, .began, .cancelled])
        #expect(press.layer == nil && press.state == .possible)
        timeline.up(50, 50, at: 1.1)
        #expect(log.states.count == 4)
    }

    @Test func disablingCancelsAndIgnoresNewPointers() {
        let (timeline, press, log) = setUp()
        timeline.down(50, 50, at: 0)
        press.isEnabled = false
        timeline.up(50, 50, at: 0.1)
        timeline.down(50, 50, at: 0.2)
        timeline.up(50, 50, at: 0.3)
        #expect(log.states == [.began, .cancelled])
    }
}

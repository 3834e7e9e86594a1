import Testing
@testable import Lamina

@Suite struct LongPressGestureTests {
    private func setUp() -> (Timeline, LongPressGestureRecognizer, ActionLog) {
        let (timeline, root) = makeInputScene()
        let target = makeLayer("target", Rect(0, 0, 100, 100), in: root)
        let log = ActionLog()
        let longPress = LongPressGestureRecognizer(action: log.action(timeline))
        target.addGestureRecognizer(longPress)
        return (timeline, longPress, log)
    }

    @Test func defaultsAreUIKits() {
        let longPress = LongPressGestureRecognizer()
        #expect(longPress.minimumPressDuration == 0.5)
        #expect(longPress.allowableMovement == 10)
    }

    @Test func beginsExactlyAtDownPlusMinimumDuration() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 1.25)
        timeline.advance(to: 1.7)
        #expect(log.entries.isEmpty)
        timeline.advance(to: 3)
        #expect(log.entries == [.init(state: .began, time: 1.75)])
        #expect(longPress.state == .began)
        timeline.up(50, 50, at: 3.5)
        #expect(log.entries == [.init(state: .began, time: 1.75), .init(state: .ended, time: 3.5)])
        #expect(longPress.state == .possible)
    }

    @Test func theTimerFiresBeforeALaterEventIsHandled() {
        let (timeline, _, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.move(80, 50, at: 2)  // far, but the press began at 0.5, before this move
        #expect(log.entries == [.init(state: .began, time: 0.5), .init(state: .changed, time: 2)])
    }

    @Test func aShortPressFails() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.up(50, 50, at: 0.3)
        #expect(longPress.state == .possible)
        timeline.advance(to: 2)
        #expect(log.entries.isEmpty)
    }

    @Test func movingTooFarFails() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.move(56, 58, at: 0.1)  // exactly 10 away: allowed
        #expect(longPress.state == .possible)
        timeline.move(61, 50, at: 0.2)  // 11 away
        #expect(longPress.state == .failed)
        timeline.advance(to: 2)
        #expect(log.entries.isEmpty)
        timeline.up(61, 50, at: 2.5)
        #expect(longPress.state == .possible)
        #expect(log.entries.isEmpty)
    }

    @Test func movesAfterBeginningReportChanged() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.advance(to: 0.6)
        timeline.move(70, 50, at: 0.7)
        #expect(longPress.location(in: nil) == Point(70, 50))
        timeline.move(90, 90, at: 0.8)
        timeline.up(90, 90, at: 0.9)
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    @Test func aCancelAfterBeginningReportsCancelled() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.cancel(50, 50, at: 1)
        #expect(log.entries == [.init(state: .began, time: 0.5), .init(state: .cancelled, time: 1)])
        #expect(longPress.state == .possible)
    }

    @Test func aCancelBeforeBeginningFailsAndDropsTheTimer() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.cancel(50, 50, at: 0.2)
        timeline.advance(to: 2)
        #expect(log.entries.isEmpty)
        #expect(longPress.state == .possible)
    }

    @Test func aSecondGestureWorksAfterReset() {
        let (timeline, _, log) = setUp()
        timeline.down(50, 50, at: 0)
        timeline.move(80, 50, at: 0.1)  // fails
        timeline.up(80, 50, at: 0.2)
        timeline.down(50, 50, at: 1)
        timeline.up(50, 50, at: 1.2)    // too short
        timeline.down(50, 50, at: 2)
        timeline.up(50, 50, at: 3)
        #expect(log.entries == [.init(state: .began, time: 2.5), .init(state: .ended, time: 3)])
    }

    @Test func resetDropsThePendingTimer() {
        let (timeline, longPress, log) = setUp()
        timeline.down(50, 50, at: 0)
        longPress.reset()
        timeline.advance(to: 1)
        timeline.up(50, 50, at: 1.1)
        #expect(log.entries.isEmpty)
    }

    @Test func zeroDurationBeginsOnDown() {
        let (timeline, longPress, log) = setUp()
        longPress.minimumPressDuration = 0
        timeline.down(50, 50, at: 0.25)
        #expect(log.entries == [.init(state: .began, time: 0.25)])
    }
}

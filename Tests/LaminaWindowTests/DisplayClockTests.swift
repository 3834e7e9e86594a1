import Testing
import LaminaWindow

/// The display clock with a fake time source: the grid arithmetic, never the real clock.
@Suite struct DisplayClockTests {
    final class FakeTime {
        var now = 100.0
        var slept: [Double] = []
    }

    func makeClock(_ time: FakeTime, interval: Double = 0.02) -> DisplayClock {
        DisplayClock(frameInterval: interval, source: { time.now }, sleep: { time.slept.append($0); time.now += $0 })
    }

    @Test func nowIsTheFrameStartAndHoldsWithinTheFrame() {
        let time = FakeTime()
        let clock = makeClock(time)
        #expect(clock.now == 0)
        time.now += 0.5
        #expect(clock.beginFrame() == 0.5)
        time.now += 0.003
        #expect(clock.now == 0.5)
        #expect(abs(clock.elapsed() - 0.503) < 1e-12)
    }

    @Test func deadlinesLieOnAGridAfterTheMoment() {
        #expect(DisplayClock.nextDeadline(after: 0, interval: 0.02) == 0.02)
        #expect(abs(DisplayClock.nextDeadline(after: 0.019, interval: 0.02) - 0.02) < 1e-12)
        #expect(abs(DisplayClock.nextDeadline(after: 0.031, interval: 0.02) - 0.04) < 1e-12)
        // A late frame skips the missed slot rather than rushing.
        #expect(abs(DisplayClock.nextDeadline(after: 0.0655, interval: 0.02) - 0.08) < 1e-12)
    }

    @Test func waitingSleepsToTheNextGridPoint() {
        let time = FakeTime()
        let clock = makeClock(time)
        time.now += 0.005
        clock.waitForNextFrame()
        #expect(time.slept.count == 1)
        #expect(abs(time.slept[0] - 0.015) < 1e-9)
        #expect(abs(clock.elapsed() - 0.02) < 1e-9)
    }

    @Test func vsyncPacedClockDoesNotSleep() {
        let time = FakeTime()
        let clock = makeClock(time)
        clock.pacesFrames = false
        time.now += 0.005
        clock.waitForNextFrame()
        #expect(time.slept.isEmpty)
    }

    @Test func timeNeverRunsBackwards() {
        let time = FakeTime()
        let clock = makeClock(time)
        time.now += 1
        clock.beginFrame()
        time.now -= 0.5  // a source that stepped back
        #expect(clock.beginFrame() == 1)
    }
}

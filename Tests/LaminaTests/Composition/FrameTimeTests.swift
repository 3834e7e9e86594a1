import Lamina
import Testing

/// The one conversion between frames (or progress) and time, and its one rounding rule.
@Suite struct FrameTimeTests {
    @Test func framesAndTimesBothWays() {
        let frames = FrameTime(fps: 30, firstFrame: 10)
        #expect(frames.time(ofFrame: 25) == 0.5)
        #expect(frames.frame(atTime: 0.5) == 25)
        #expect(frames.time(ofIndex: 3) == 0.1)
        #expect(FrameTime(fps: 30).time(ofIndex: 7) == FrameTime(fps: 30).time(ofFrame: 7))
    }

    @Test func oneRoundingRuleToTheNearestFrame() {
        let frames = FrameTime(fps: 30)
        #expect(frames.frameCount(in: 2.01) == 60)      // 60.3
        #expect(frames.frameCount(in: 2.02) == 61)      // 60.6
        #expect(frames.frameCount(in: 0) == 1)          // at least one
        #expect(frames.nearestFrame(atTime: 0.51) == 15)  // 15.3
        #expect(frames.nearestFrame(atTime: 0.52) == 16)  // 15.6
    }

    @Test func aCompositionsFramesAndProgress() {
        var composition = Composition(name: "c", size: Size(width: 10, height: 10), duration: 2, fps: 30,
                                      background: nil) { fatalError("not played") }
        composition.firstFrame = 10
        #expect(composition.time(ofFrame: 40) == 1)
        #expect(composition.time(ofFrame: 4) == 0)       // before the start: the start
        #expect(composition.time(atProgress: 0.25) == 0.5)
        #expect(composition.frameTime == FrameTime(fps: 30, firstFrame: 10))
    }
}

import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// `LottieLayer.currentFrame` is the frame shown at the timeline's current time, paused or
/// playing: each value below is checked against the opacity drawn (frame f shows f / 60).
@Suite struct LottieCurrentFrameTests {
    private let json = lottieJSON(
        shapeLayer("L", shapes: redSquare, ks: #"{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[100]}]}}"#),
        markers: #"[{"cm":"second half","tm":30,"dr":30}]"#)

    /// The layer's frame and the frame its drawing shows, at the timeline's current time.
    private func frames(_ lottie: LottieLayer, _ timeline: Timeline) throws -> (reported: Double, drawn: Double) {
        let drawn = try #require(timeline.presentation(at: timeline.currentTime).layer(named: "L")).opacity * 60
        return (lottie.currentFrame, drawn)
    }

    private func expectFrame(_ lottie: LottieLayer, _ timeline: Timeline, at time: Double, _ frame: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        timeline.advance(to: time)
        let (reported, drawn) = try frames(lottie, timeline)
        expectClose(reported, frame, tolerance: 1e-6, sourceLocation: sourceLocation)
        expectClose(drawn, frame, tolerance: 1e-6, sourceLocation: sourceLocation)
    }

    @Test func pausedTheFrameStaysWhileTimePasses() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.currentFrame = 15
        try expectFrame(lottie, timeline, at: 0, 15)
        try expectFrame(lottie, timeline, at: 4, 15)
        expectClose(lottie.currentProgress, 0.25, tolerance: 1e-9)
    }

    @Test func playingFromTheStartTheFrameFollowsTime() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.playFromStart()
        try expectFrame(lottie, timeline, at: 0.5, 15)
        try expectFrame(lottie, timeline, at: 1, 30)
        expectClose(lottie.currentProgress, 0.5, tolerance: 1e-9)
    }

    @Test func playingARangeTheFrameFollowsItsLoop() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromProgress: 0, toProgress: 0.5, loopMode: .loop)
        try expectFrame(lottie, timeline, at: 0.5, 15)
        try expectFrame(lottie, timeline, at: 1.5, 15)   // half way through the second loop
        // Two seconds forward, then back: 3 s is frame 30 on the way back.
        lottie.play(fromProgress: 0, toProgress: 1, loopMode: .autoReverse)
        try expectFrame(lottie, timeline, at: 3, 45)     // 1.5 s into the range begun at 1.5 s
        try expectFrame(lottie, timeline, at: 4.5, 30)
    }

    @Test func aMarkerAtTwiceTheSpeed() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.animationSpeed = 2
        #expect(lottie.play(marker: "second half"))
        try expectFrame(lottie, timeline, at: 0.25, 45)
        try expectFrame(lottie, timeline, at: 3, 60)     // played once: holds its end
    }

    @Test func playingOnFromNilContinuesAndPausingKeepsTheFrame() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromProgress: 0, toProgress: 1)
        try expectFrame(lottie, timeline, at: 1, 30)
        // From the frame shown now, not from the last paused frame (0): no restart.
        lottie.play(fromFrame: nil, toFrame: 60)
        try expectFrame(lottie, timeline, at: 1, 30)
        try expectFrame(lottie, timeline, at: 1.5, 45)
        lottie.currentFrame = lottie.currentFrame
        try expectFrame(lottie, timeline, at: 5, 45)
    }

    /// lottie-ios plays a range whose end comes before its start backwards, frame by frame
    /// (it showed a still frame before).
    @Test func aRangeFromALaterFramePlaysBackwards() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromFrame: 60, toFrame: 0)
        try expectFrame(lottie, timeline, at: 0, 60)
        try expectFrame(lottie, timeline, at: 0.5, 45)
        try expectFrame(lottie, timeline, at: 1.5, 15)
        try expectFrame(lottie, timeline, at: 3, 0)      // played once: holds its end, frame 0
    }

    @Test func repeatBackwardsRunsTheRangeFromItsEndEachTime() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromFrame: 30, toFrame: 60, loopMode: .repeatBackwards(2))
        try expectFrame(lottie, timeline, at: 0.25, 52.5)
        try expectFrame(lottie, timeline, at: 1.25, 52.5)  // the second time through
        try expectFrame(lottie, timeline, at: 5, 30)
        // A backwards range played backwards again runs forwards.
        lottie.play(fromFrame: 60, toFrame: 30, loopMode: .repeatBackwards(1))
        try expectFrame(lottie, timeline, at: 5.5, 45)
    }
}

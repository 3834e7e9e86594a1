import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// The lottie-ios-shaped API: progress and frames, play ranges, markers, keypaths.
@Suite struct LottiePlaybackTests {
    private let json = lottieJSON(
        shapeLayer("L", shapes: redSquare, ks: #"{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[100]}]}}"#),
        markers: #"[{"cm":"second half","tm":30,"dr":30}]"#)

    private func opacity(_ root: LayerSnapshot) throws -> Double { try #require(root.layer(named: "L")).opacity }

    @Test func pausedProgressShowsItsFrame() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.currentProgress = 0.25
        expectClose(lottie.currentFrame, 15, tolerance: 1e-9)
        expectClose(try opacity(timeline.presentation(at: 3)), 0.25, tolerance: 1e-9)
        lottie.currentFrame = 45
        expectClose(lottie.currentProgress, 0.75, tolerance: 1e-9)
        expectClose(try opacity(timeline.presentation(at: 7)), 0.75, tolerance: 1e-9)
    }

    @Test func playLoopsARangeAndAMarker() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromProgress: 0, toProgress: 0.5, loopMode: .loop)
        // 30 frames a loop at 30 fps: 1.5 s is half way through the second loop, frame 15.
        expectClose(try opacity(timeline.presentation(at: 1.5)), 0.25, tolerance: 1e-6)
        lottie.animationSpeed = 2
        #expect(lottie.play(marker: "second half"))
        expectClose(try opacity(timeline.presentation(at: 0.25)), 0.75, tolerance: 1e-6)
        expectClose(try opacity(timeline.presentation(at: 3)), 1, tolerance: 1e-6)
        #expect(lottie.play(marker: "no such marker") == false)
    }

    @Test func autoReverseComesBack() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        let timeline = Timeline(rootLayer: lottie)
        lottie.play(fromProgress: 0, toProgress: 1, loopMode: .autoReverse)
        // Two seconds forward, then back: 1.5 s is frame 45, 3 s is frame 30 on the way back.
        expectClose(try opacity(timeline.presentation(at: 1.5)), 0.75, tolerance: 1e-6)
        expectClose(try opacity(timeline.presentation(at: 3)), 0.5, tolerance: 1e-6)
    }

    @Test func keypathsListAndRecolour() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        #expect(lottie.keypaths.contains("L.Group.Fill 1.Color"))
        #expect(lottie.keypaths.contains("L.Transform.Opacity"))
        #expect(lottie.setValue(.color(.blue), forKeypath: "**.Fill 1.Color") == 1)
        #expect(lottie.setValue(.number(50), forKeypath: "L.Transform.Opacity") == 1)
        #expect(lottie.setValue(.color(.blue), forKeypath: "Other.**.Color") == 0)
        let root = Timeline(rootLayer: lottie).presentation(at: 0)
        let fill = try #require(root.layer(named: "Group")?.sublayers.first)
        expectClose(fill.shape?.fillColor, .blue, tolerance: 1e-9)
        expectClose(try opacity(root), 0.5, tolerance: 1e-9)
    }

    @Test func keypathPatterns() {
        let path = ["Layer", "Group", "Stroke 1", "Stroke Width"]
        #expect(LottieKeypath("**.Stroke Width").matches(path))
        #expect(LottieKeypath("Layer.*.Stroke 1.Stroke Width").matches(path))
        #expect(LottieKeypath("Layer.**").matches(path))
        #expect(LottieKeypath("**.Group.**.Stroke Width").matches(path))
        #expect(!LottieKeypath("Layer.*.Stroke Width").matches(path))
        #expect(!LottieKeypath("**.Fill 1.Color").matches(path))
    }

    @Test func namesFollowLottieNames() throws {
        let lottie = try LottieLayer(animation: try parse(json))
        #expect(lottie.layer(named: "L") != nil)
        #expect(lottie.layer(named: "Group") != nil)
    }
}

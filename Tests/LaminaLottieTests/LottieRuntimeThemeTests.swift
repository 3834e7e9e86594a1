import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// Themes and slot values applied to a `LottieLayer` after it is built: the colours change, the
/// frame shown and the play range do not.
@Suite struct LottieRuntimeThemeTests {
    /// The colour at the middle of the layer's frame at `time`, straight RGB over white.
    static func middle(_ timeline: Timeline, at time: Double = 0) -> [Int] {
        let image = Renderer().render(snapshot: timeline.presentation(at: time), size: Size(width: 120, height: 100), background: .white)
        let i = 50 * image.bytesPerRow + 50 * 4
        return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
    }

    @Test func aThemeAndSlotValuesRecolourAPausedFrameInPlace() throws {
        let url = try LottieSlotsAndThemesTests.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        let layer = try LottieLayer(contentsOf: url)
        let timeline = Timeline(rootLayer: layer)
        layer.currentFrame = 20
        #expect(layer.themes == ["dark", "pulse"])
        #expect(Self.middle(timeline) == [255, 0, 0])
        try layer.setTheme("dark")
        #expect(layer.theme == "dark")
        #expect(Self.middle(timeline) == [0, 0, 255])
        expectClose(layer.currentFrame, 20)
        try layer.setSlot("fill", .vector([0, 1, 0]))
        #expect(Self.middle(timeline) == [0, 255, 0])
        try layer.setTheme(nil)
        #expect(Self.middle(timeline) == [0, 255, 0], "the slot value stays on top when the theme goes")
        try layer.setSlot("fill", nil)
        #expect(Self.middle(timeline) == [255, 0, 0], "the file's own value again")
        expectClose(layer.currentFrame, 20)
    }

    @Test func aPlayingRangeKeepsItsTimingThroughATheme() throws {
        let url = try LottieSlotsAndThemesTests.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        let layer = try LottieLayer(contentsOf: url)
        let timeline = Timeline(rootLayer: layer)
        layer.play(fromFrame: 0, toFrame: 60, loopMode: .loop)
        timeline.advance(to: 0.5)
        expectClose(layer.currentFrame, 15, tolerance: 1e-6)
        try layer.setTheme("pulse")
        expectClose(layer.currentFrame, 15, tolerance: 1e-6)
        // The pulse theme's keyframes run red (frame 0) to green (frame 30): half way at 15.
        let half = Self.middle(timeline, at: 0.5)
        #expect(abs(half[0] - 128) <= 3 && abs(half[1] - 128) <= 3 && half[2] <= 3, "\(half)")
        // Frame 30 of the range, 0.5 s later: green.
        timeline.advance(to: 1)
        #expect(Self.middle(timeline, at: 1) == [0, 255, 0])
    }

    @Test func keypathValuesSurviveATheme() throws {
        let url = try LottieSlotsAndThemesTests.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        let layer = try LottieLayer(contentsOf: url)
        let timeline = Timeline(rootLayer: layer)
        layer.setValue(.color(Color(red: 0, green: 1, blue: 0)), forKeypath: "**.Fill 1.Color")
        try layer.setTheme("dark")
        #expect(Self.middle(timeline) == [0, 255, 0])
    }

    @Test func unknownThemesAndSlotsAreRefused() throws {
        let url = try LottieSlotsAndThemesTests.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        let layer = try LottieLayer(contentsOf: url)
        #expect(throws: LottieError.self) { try layer.setTheme("nope") }
        do { try layer.setTheme("nope") } catch { #expect("\(error)".hasSuffix("no theme \"nope\"; the archive has \"dark\", \"pulse\"")) }
        do { try layer.setSlot("colour", .scalar(1)) } catch { #expect("\(error)".hasSuffix("no slot \"colour\"; its slots are fill")) }
        #expect(layer.theme == nil && layer.slotValues.isEmpty, "a refused change changes nothing")
        let plain = try LottieLayer(animation: try parse(lottieJSON(shapeLayer("L", shapes: redSquare))))
        do {
            try plain.setTheme("dark")
            Issue.record("a file without slots has no themes")
        } catch {
            #expect("\(error)".hasSuffix("the file declares no slots, so no theme or slot value applies"))
        }
    }
}

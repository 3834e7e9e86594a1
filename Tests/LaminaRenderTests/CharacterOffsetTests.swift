import Lamina
import LaminaRender
import Testing

/// Per-character offsets from Pango match what the renderer sets: the line's advance at the end,
/// and letter spacing added after each character.
@Suite struct CharacterOffsetTests {
    @Test func characterOffsetsRiseToTheLineAdvance() {
        let measurer = PangoTextMeasurer()
        let offsets = measurer.characterOffsets("HIH", font: "DejaVu Sans", fontSize: 20, kern: nil)
        #expect(offsets.count == 4)
        #expect(offsets[0] == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "\(offsets)")
        let width = measurer.measure("HIH", font: "DejaVu Sans", fontSize: 20, wrapWidth: nil).width
        #expect(abs(offsets[3] - width) < 1e-6, "\(offsets) against \(width)")
        // Two "H"s are as wide as each other.
        #expect(abs((offsets[1] - offsets[0]) - (offsets[3] - offsets[2])) < 1e-6)
    }

    @Test func kernMovesEachLaterCharacter() {
        let measurer = PangoTextMeasurer()
        let plain = measurer.characterOffsets("HHHH", font: "DejaVu Sans", fontSize: 20, kern: 0)
        let spaced = measurer.characterOffsets("HHHH", font: "DejaVu Sans", fontSize: 20, kern: 3)
        // Each character starts 3 points further than the one before it did.
        for i in 1..<4 {
            #expect(abs((spaced[i] - spaced[i - 1]) - (plain[i] - plain[i - 1]) - 3) < 0.01, "\(plain) \(spaced)")
        }
        // The advance is what the renderer draws: no spacing after the last character.
        let drawn = measurer.lineMetrics("HHHH", font: "DejaVu Sans", fontSize: 20).width + 3 * 3
        #expect(abs(spaced[4] - drawn) < 0.01, "\(spaced) against \(drawn)")
    }

    @Test func theEstimateIsSixTenthsOfAnEmACharacter() {
        let offsets = EstimatingTextMeasurer().characterOffsets("abc", font: "x", fontSize: 10, kern: 1)
        #expect(offsets == [0, 7, 14, 20])
    }
}

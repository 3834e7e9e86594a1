import Foundation
import Lamina
@testable import LaminaLottie
import Testing

/// Paragraph boxes break text at spaces into lines no wider than the box, measured once: with
/// the estimating measurer every character is 0.6 em (6 points at 10 points) wide.
@Suite struct LottieTextWrappingTests {
    static func wrap(_ text: String, width: Double) -> [String] {
        LottieTextLayout.wrapped(text, width: width, font: "Helvetica,", size: 10, kern: 0, measurer: EstimatingTextMeasurer())
    }

    @Test func wordsFillALineUpToTheBoxWidth() {
        #expect(Self.wrap("aa bb cc", width: 30) == ["aa bb", "cc"])  // "aa bb" is 5 × 6 = 30 points
        #expect(Self.wrap("aa bb cc", width: 29.9) == ["aa", "bb", "cc"])
        #expect(Self.wrap("aa bb cc", width: 100) == ["aa bb cc"])
    }

    @Test func aWordWiderThanTheBoxStandsAlone() {
        #expect(Self.wrap("aaaaaaaa b", width: 20) == ["aaaaaaaa", "b"])
    }

    @Test func spacesInsideALineAreKept() {
        #expect(Self.wrap("aa  bb", width: 100) == ["aa  bb"])
    }

    @Test func aLongParagraphBreaksEveryFewWords() {
        // 50,000 words of two letters: "ab ab ab" is 8 × 6 = 48 points, so three a line.
        let lines = Self.wrap(Array(repeating: "ab", count: 50_000).joined(separator: " "), width: 50)
        #expect(lines.count == 16_667)
        #expect(lines.first == "ab ab ab" && lines.last == "ab ab")
    }
}

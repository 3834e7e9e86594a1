import Lamina

/// Measures text set in a Lottie file's own glyphs (`chars`, `LottieGlyph`): each character
/// advances by its glyph's width scaled from a font size of 100, plus the kern. What
/// `LottieTextLayout` needs to place characters and wrap paragraph boxes when the text is drawn
/// from the designer's outlines instead of this machine's fonts.
struct LottieGlyphMeasurer: TextMeasuring {
    /// The glyphs of one font, by character.
    let glyphs: [String: LottieGlyph]
    /// The font's ascent in hundredths of its size (`fonts.list[i].ascent`), if given.
    let ascent: Double?

    /// Each character's start: the advances of those before it, kerned between characters.
    func characterOffsets(_ string: String, font: String, fontSize: Double, kern: Double?) -> [Double] {
        var offsets = [0.0]
        offsets.reserveCapacity(string.count + 1)
        let count = string.count
        for (i, character) in string.enumerated() {
            let advance = (glyphs[String(character)]?.advance ?? 0) * fontSize / 100
            offsets.append(offsets[i] + advance + (i + 1 < count ? kern ?? 0 : 0))
        }
        return offsets
    }

    /// The widest line's advance, and the lines' height at the font's ascent and descent.
    func measure(_ string: String, font: String, fontSize: Double, wrapWidth: Double?) -> Size {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { characterOffsets(String($0), font: font, fontSize: fontSize, kern: nil).last ?? 0 }.max() ?? 0
        let metrics = fontMetrics(font: font, fontSize: fontSize)
        return Size(width: width, height: Double(lines.count) * (metrics.ascent + metrics.descent))
    }

    /// The ascent the file gives (else three quarters of an em), the rest of the em below the
    /// baseline, and the capitals' height from the glyph of "H" when there is one.
    func fontMetrics(font: String, fontSize: Double) -> FontMetrics {
        let ascent = (self.ascent ?? 75) * fontSize / 100
        let capHeight = glyphs["H"].map { -$0.outline.controlPointBounds.minY * fontSize / 100 } ?? ascent * 0.93
        return FontMetrics(ascent: ascent, descent: max(fontSize - ascent, 0), capHeight: capHeight)
    }
}

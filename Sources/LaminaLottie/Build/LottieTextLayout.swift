import Foundation
import Lamina

/// A text document set into lines and characters, in the text layer's space: point text's
/// first baseline at y = 0 and its lines aligned about x = 0; box text wrapped at spaces into
/// the box (`ps`, `sz`), its first line's capitals at the box's top. Lines are the document's
/// line height (`lh`) apart, or the font's when it gives none.
///
/// Each character knows the units a range selector counts it in (its character, its character
/// not counting spaces, its word, its line), so text animators can cover it.
struct LottieTextLayout {
    struct Line {
        var text: String
        /// Where the line starts and its baseline.
        var origin: Point
        var width: Double
    }

    struct Glyph {
        var character: Character
        /// The character's start on its baseline, and its advance.
        var origin: Point
        var advance: Double
        var line: Int
        /// The character's index in each basis a selector can count by (`LottieTextSelector.Basis`).
        var units: [LottieTextSelector.Basis: Int]
        var isSpace: Bool { character.isWhitespace }
    }

    var lines: [Line] = []
    var glyphs: [Glyph] = []
    /// How many units each basis counts.
    var unitCounts: [LottieTextSelector.Basis: Int] = [:]

    /// Lays `string` (line breaks as "\n") out as `document` says, measured by `measurer`.
    init(_ string: String, document: LottieTextDocument, font: String, kern: Double, measurer: any TextMeasuring,
         withGlyphs: Bool) {
        let size = document.fontSize
        let metrics = measurer.fontMetrics(font: font, fontSize: size)
        let lineHeight = document.lineHeight > 0 ? document.lineHeight : metrics.ascent + metrics.descent
        var texts = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let box = document.boxSize {
            texts = texts.flatMap { Self.wrapped($0, width: box.width, font: font, size: size, kern: kern, measurer: measurer) }
        }
        let across: Double = switch document.justification {
        case 1: 1
        case 2: 0.5
        default: 0
        }
        var top = 0.0, left = 0.0, width = 0.0
        if let box = document.boxSize, let corner = document.boxPosition {
            top = corner.y + metrics.capHeight
            left = corner.x
            width = box.width
        }
        // Each line measured once: its width here, its characters' places below.
        let lineOffsets = texts.map { measurer.characterOffsets($0, font: font, fontSize: size, kern: kern) }
        for (i, text) in texts.enumerated() {
            let lineWidth = lineOffsets[i].last ?? 0
            let x = document.boxSize == nil ? -lineWidth * across : left + (width - lineWidth) * across
            lines.append(Line(text: text, origin: Point(x: x, y: top + Double(i) * lineHeight), width: lineWidth))
        }
        guard withGlyphs else { return }
        var counts: [LottieTextSelector.Basis: Int] = [.characters: 0, .charactersExcludingSpaces: 0, .words: 0, .lines: lines.count]
        var inWord = false
        for (l, line) in lines.enumerated() {
            let offsets = lineOffsets[l]
            inWord = false
            for (i, character) in line.text.enumerated() {
                let space = character.isWhitespace
                if !space && !inWord { counts[.words, default: 0] += 1 }
                inWord = !space
                // A space counts with the word before it, and, when spaces are not counted,
                // with the character before it.
                let units: [LottieTextSelector.Basis: Int] = [
                    .characters: counts[.characters]!, .charactersExcludingSpaces: max(counts[.charactersExcludingSpaces]! - (space ? 1 : 0), 0),
                    .words: max(counts[.words]! - 1, 0), .lines: l,
                ]
                counts[.characters]! += 1
                if !space { counts[.charactersExcludingSpaces]! += 1 }
                let start = i < offsets.count ? offsets[i] : 0
                let end = i + 1 < offsets.count ? offsets[i + 1] : start
                glyphs.append(Glyph(character: character, origin: Point(x: line.origin.x + start, y: line.origin.y),
                                    advance: end - start, line: l, units: units))
            }
        }
        unitCounts = counts
    }

    /// `text` broken at spaces into lines no wider than `width` (a word wider than the box
    /// stands alone on its line), as After Effects fills a paragraph box. The text is measured
    /// once; a line's width is the distance between its first character's start and its last
    /// character's end on that one line, so breaking is linear in the text's length.
    static func wrapped(_ text: String, width: Double, font: String, size: Double, kern: Double,
                        measurer: any TextMeasuring) -> [String] {
        guard width > 0 else { return [text] }
        let characters = Array(text)
        let offsets = measurer.characterOffsets(text, font: font, fontSize: size, kern: kern)
        guard offsets.count == characters.count + 1 else { return [text] }
        /// The width of characters `a..<b` set alone: no kern after the last.
        func span(_ a: Int, _ b: Int) -> Double {
            b > a ? offsets[b] - offsets[a] - (b < characters.count ? kern : 0) : 0
        }
        // Words between single spaces (empty between two spaces), as character ranges.
        var words: [Range<Int>] = [], wordStart = 0
        for (i, character) in characters.enumerated() where character == " " {
            words.append(wordStart..<i)
            wordStart = i + 1
        }
        words.append(wordStart..<characters.count)
        var lines: [String] = [], first = words[0], last = words[0]
        for word in words.dropFirst() {
            if first.lowerBound == last.upperBound {
                // Nothing on the line yet (an empty word): the word starts it, whatever its width.
                first = word
                last = word
            } else if span(first.lowerBound, word.upperBound) <= width {
                last = word
            } else {
                lines.append(String(characters[first.lowerBound..<last.upperBound]))
                first = word
                last = word
            }
        }
        lines.append(String(characters[first.lowerBound..<last.upperBound]))
        return lines
    }
}

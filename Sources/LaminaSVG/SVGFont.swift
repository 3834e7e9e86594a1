import Foundation

/// The inherited text properties of an element (`font-*`, `letter-spacing`, `word-spacing`,
/// `text-anchor`, `xml:space`), computed along with `SVGStyle`.
struct SVGFont {
    /// `font-family`, generic names (`serif`, `sans-serif`, ...) left for fontconfig to resolve.
    /// The default is resvg's and librsvg's ("Times New Roman", which is a serif face).
    var families = ["serif"]
    /// `font-size` in user units (resvg's and librsvg's default, 12).
    var size = 12.0
    /// `font-weight`, 1 to 1000.
    var weight = 400
    var style = "normal"
    /// `font-variant: small-caps`.
    var smallCaps = false
    /// `font-stretch` as a Pango style word (`nil` for normal).
    var stretch: String? = nil
    var letterSpacing = 0.0
    var wordSpacing = 0.0
    /// `text-anchor`: 0 start, 0.5 middle, 1 end.
    var anchor = 0.0
    /// `xml:space="preserve"`.
    var preservesSpace = false
    /// `font-variation-settings` as Pango writes variations (`wght=700,wdth=25`).
    var variations: String? = nil

    /// The property names `apply` reads.
    static let names: Set<String> = [
        "font", "font-family", "font-size", "font-weight", "font-style", "font-stretch", "letter-spacing",
        "word-spacing", "text-anchor", "xml:space", "font-variation-settings", "font-variant",
    ]

    /// The Pango font description: the family list, then weight, style and stretch.
    var description: String {
        var words = [families.joined(separator: ",")]
        if weight != 400 { words.append("weight=\(weight)") }
        switch style {
        case "italic": words.append("Italic")
        case "oblique": words.append("Oblique")
        default: break
        }
        if smallCaps { words.append("Small-Caps") }
        if let stretch { words.append(stretch) }
        if let variations { words.append("@" + variations) }
        return words.joined(separator: " ")
    }

    private static let stretches: [String: String?] = [
        "ultra-condensed": "Ultra-Condensed", "extra-condensed": "Extra-Condensed", "condensed": "Condensed",
        "semi-condensed": "Semi-Condensed", "normal": nil, "semi-expanded": "Semi-Expanded",
        "expanded": "Expanded", "extra-expanded": "Extra-Expanded", "ultra-expanded": "Ultra-Expanded",
    ]

    /// CSS absolute sizes, from `medium` = 12 (the default size) by factors of 1.2.
    private static let absoluteSizes: [String: Double] = [
        "xx-small": 12 / 1.728, "x-small": 12 / 1.44, "small": 12 / 1.2, "medium": 12, "large": 12 * 1.2,
        "x-large": 12 * 1.44, "xx-large": 12 * 1.728,
    ]

    /// Applies one declaration; `false` when the value cannot be read (the caller warns).
    mutating func apply(_ name: String, _ value: String, parent: SVGFont, viewportDiagonal: Double) -> Bool {
        if value == "inherit" {
            switch name {
            case "font":
                self = parent
            case "font-family": families = parent.families
            case "font-size": size = parent.size
            case "font-weight": weight = parent.weight
            case "font-style": style = parent.style
            case "font-stretch": stretch = parent.stretch
            case "letter-spacing": letterSpacing = parent.letterSpacing
            case "word-spacing": wordSpacing = parent.wordSpacing
            case "text-anchor": anchor = parent.anchor
            case "font-variation-settings": variations = parent.variations
            case "font-variant": smallCaps = parent.smallCaps
            default: break
            }
            return true
        }
        switch name {
        case "font-family":
            let list = Self.families(value)
            guard !list.isEmpty else { return false }
            families = list
        case "font-size":
            guard let size = Self.size(value, parentSize: parent.size, viewportDiagonal: viewportDiagonal) else { return false }
            self.size = size
        case "font-weight":
            guard let weight = Self.weight(value, parent: parent.weight) else { return false }
            self.weight = weight
        case "font-style":
            guard ["normal", "italic", "oblique"].contains(value) else { return false }
            style = value
        case "font-stretch":
            guard let stretch = Self.stretch(value) else { return false }
            self.stretch = stretch
        case "letter-spacing", "word-spacing":
            let spacing: Double
            if value == "normal" {
                spacing = 0
            } else if let v = Self.length(value, fontSize: size, percentOf: viewportDiagonal) {
                spacing = v
            } else { return false }
            if name == "letter-spacing" { letterSpacing = spacing } else { wordSpacing = spacing }
        case "text-anchor":
            switch value {
            case "start": anchor = 0
            case "middle": anchor = 0.5
            case "end": anchor = 1
            default: return false
            }
        case "font-variant":
            guard value == "normal" || value == "small-caps" else { return false }
            smallCaps = value == "small-caps"
        case "font-variation-settings":
            guard let v = Self.variations(value) else { return false }
            variations = v
        case "xml:space":
            preservesSpace = value == "preserve"
        case "font":
            return applyShorthand(value, parent: parent, viewportDiagonal: viewportDiagonal)
        default:
            break
        }
        return true
    }

    /// `font`: `[style] [variant] [weight] [stretch] size[/line-height] family, ...`.
    private mutating func applyShorthand(_ value: String, parent: SVGFont, viewportDiagonal: Double) -> Bool {
        var words = value.split(whereSeparator: \.isWhitespace).map(String.init)
        var shorthand = SVGFont()
        shorthand.anchor = anchor
        shorthand.preservesSpace = preservesSpace
        shorthand.letterSpacing = letterSpacing
        shorthand.wordSpacing = wordSpacing
        while let word = words.first {
            if ["italic", "oblique"].contains(word) {
                shorthand.style = word
            } else if word == "small-caps" {
                shorthand.smallCaps = true
            } else if word == "normal" {
            } else if let w = Self.weight(word, parent: parent.weight),
                      Double(word) == nil || (Int(word).map { $0 % 100 == 0 } ?? false) && words.count > 2 {
                shorthand.weight = w
            } else if let s = Self.stretches[word] {
                shorthand.stretch = s
            } else {
                break
            }
            words.removeFirst()
        }
        // CSS needs a unit here: a bare number (other than 0) makes the whole shorthand invalid.
        guard let sizeWord = words.first?.split(separator: "/").first.map(String.init),
              Double(sizeWord) == nil || Double(sizeWord) == 0,
              let size = Self.size(sizeWord, parentSize: parent.size, viewportDiagonal: viewportDiagonal) else { return false }
        shorthand.size = size
        let families = Self.families(words.dropFirst().joined(separator: " "))
        guard !families.isEmpty else { return false }
        shorthand.families = families
        self = shorthand
        return true
    }

    /// `normal` (`nil` inside) or `"wght" 700, "wdth" 25`: four-letter axis tags and numbers.
    static func variations(_ value: String) -> String?? {
        if value == "normal" { return .some(nil) }
        var axes: [String] = []
        for item in value.split(separator: ",") {
            let parts = item.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, let number = Double(parts[1]), number.isFinite else { return nil }
            let tag = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            guard tag.count == 4, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            axes.append("\(tag)=\(number)")
        }
        return axes.isEmpty ? nil : .some(axes.joined(separator: ","))
    }

    static func families(_ value: String) -> [String] {
        value.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    /// A `font-size` in user units; `nil` when unreadable or negative.
    static func size(_ value: String, parentSize: Double, viewportDiagonal: Double) -> Double? {
        if let absolute = absoluteSizes[value] { return absolute }
        if value == "larger" { return parentSize * 1.2 }
        if value == "smaller" { return parentSize / 1.2 }
        guard let size = length(value, fontSize: parentSize, percentOf: parentSize), size >= 0 else { return nil }
        return size
    }

    static func weight(_ value: String, parent: Int) -> Int? {
        switch value {
        case "normal": return 400
        case "bold": return 700
        // CSS Fonts 4's table of relative weights.
        case "bolder": return parent < 350 ? 400 : parent < 550 ? 700 : max(parent, 900)
        case "lighter": return parent < 100 ? parent : parent < 550 ? 100 : parent < 750 ? 400 : 700
        default:
            guard let n = Double(value), n >= 1, n <= 1000 else { return nil }
            return Int(n.rounded())
        }
    }

    /// A Pango stretch word (`nil` inside for normal); the outer `nil` when unreadable.
    static func stretch(_ value: String) -> String?? {
        if let keyword = stretches[value] { return .some(keyword) }
        guard value.hasSuffix("%"), let percent = Double(value.dropLast()), percent > 0 else { return nil }
        let steps: [(Double, String?)] = [
            (50, "Ultra-Condensed"), (62.5, "Extra-Condensed"), (75, "Condensed"), (87.5, "Semi-Condensed"),
            (100, nil), (112.5, "Semi-Expanded"), (125, "Expanded"), (150, "Extra-Expanded"), (200, "Ultra-Expanded"),
        ]
        return .some(steps.min { abs($0.0 - percent) < abs($1.0 - percent) }!.1)
    }

    /// A length where `em` and `ex` are of `fontSize` and percentages of `percentOf`.
    static func length(_ value: String, fontSize: Double, percentOf: Double) -> Double? {
        let s = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if s.hasSuffix("em"), let v = Double(s.dropLast(2)), v.isFinite { return v * fontSize }
        if s.hasSuffix("ex"), let v = Double(s.dropLast(2)), v.isFinite { return v * fontSize / 2 }
        return SVGLength.parse(s, reference: percentOf)
    }
}

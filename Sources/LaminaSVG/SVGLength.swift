import Foundation

/// Numbers, number lists and lengths with units, as SVG writes them.
enum SVGLength {
    /// User units per unit (CSS: 96 px to the inch).
    private static let units: [String: Double] = [
        "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
    ]

    /// A length in user units; percentages are of `reference`, `em` and `ex` of `fontSize`
    /// (16, CSS's medium, where no style gives one). `nil` when malformed.
    static func parse(_ text: String?, reference: Double = 0, fontSize: Double = 16) -> Double? {
        guard let text else { return nil }
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if s.hasSuffix("%") {
            return Double(s.dropLast()).map { $0 / 100 * reference }.flatMap { $0.isFinite ? $0 : nil }
        }
        var numberEnd = s.endIndex
        while numberEnd > s.startIndex, s[s.index(before: numberEnd)].isLetter {
            numberEnd = s.index(before: numberEnd)
        }
        let unit = String(s[numberEnd...])
        let scale = unit == "em" ? fontSize : unit == "ex" ? fontSize / 2 : units[unit]
        guard let value = Double(s[..<numberEnd]), value.isFinite, let scale, (value * scale).isFinite else { return nil }
        return value * scale
    }

    /// A list of numbers separated by spaces and/or commas, allowing SVG's compact forms
    /// (`10-5`, `.5.5`). `nil` when something else is in the list.
    static func numbers(_ text: String) -> [Double]? {
        var result: [Double] = []
        let chars = Array(text.utf8)
        var i = 0
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        while i < chars.count {
            let c = chars[i]
            if c == 32 || c == 44 || c == 9 || c == 10 || c == 13 { i += 1; continue }
            let start = i
            if c == 43 || c == 45 { i += 1 }
            var sawDigit = false, sawDot = false
            while i < chars.count {
                if isDigit(chars[i]) { sawDigit = true; i += 1 }
                else if chars[i] == 46, !sawDot { sawDot = true; i += 1 }
                else { break }
            }
            guard sawDigit else { return nil }
            if i < chars.count, chars[i] == 101 || chars[i] == 69 {
                var j = i + 1
                if j < chars.count, chars[j] == 43 || chars[j] == 45 { j += 1 }
                if j < chars.count, isDigit(chars[j]) {
                    while j < chars.count, isDigit(chars[j]) { j += 1 }
                    i = j
                }
            }
            guard let value = Double(String(decoding: chars[start..<i], as: UTF8.self)), value.isFinite else { return nil }
            result.append(value)
        }
        return result
    }
}

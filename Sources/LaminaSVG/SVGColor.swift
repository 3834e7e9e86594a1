import Foundation
import Lamina

/// A paint value: nothing, a colour, the current colour, or a reference to a gradient with the
/// paint to use when the reference is missing (`url(#g) green`).
indirect enum SVGPaint: Hashable {
    case none
    case color(Color)
    case currentColor
    case url(String, fallback: SVGPaint? = nil)

    /// Not a reference: `none`, a colour or `currentColor`.
    var isPlain: Bool {
        if case .url = self { return false }
        return true
    }
}

/// CSS colours in every form SVG allows: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`,
/// `rgba()`, `hsl()`, `hsla()` (comma or space separated, numbers or percentages), the 147 CSS
/// names and `transparent`. Case-insensitive.
enum SVGColor {
    /// The colour `text` names, or `nil` when it is not a colour.
    static func parse(_ text: String) -> Color? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if s.hasPrefix("#") {
            return hex(String(s.dropFirst()))
        }
        if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            let function = s[..<open].trimmingCharacters(in: .whitespaces)
            let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" }).map(String.init)
            switch function {
            case "rgb", "rgba": return rgb(parts)
            case "hsl", "hsla": return hsl(parts)
            default: return nil
            }
        }
        if s == "transparent" { return .clear }
        return named[s].flatMap { hex($0) }
    }

    /// A paint: `none`, `currentColor`, `url(#id)` (with an optional fallback), or a colour.
    static func paint(_ text: String) -> SVGPaint? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if s == "none" { return SVGPaint.none }
        if s.lowercased() == "currentcolor" { return .currentColor }
        if s.hasPrefix("url("), let close = s.firstIndex(of: ")") {
            var reference = s[s.index(s.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: .whitespaces)
            reference = reference.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            let id = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
            let rest = s[s.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard !rest.isEmpty else { return .url(id) }
            // A fallback must itself be a plain paint; anything else makes the value invalid.
            guard let fallback = paint(rest), fallback.isPlain else { return nil }
            return .url(id, fallback: fallback)
        }
        return parse(s).map(SVGPaint.color)
    }

    private static func hex(_ digits: String) -> Color? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        var expanded = digits
        if digits.count == 3 || digits.count == 4 {
            expanded = digits.map { "\($0)\($0)" }.joined()
        }
        guard expanded.count == 6 || expanded.count == 8, let value = UInt64(expanded, radix: 16) else { return nil }
        let hasAlpha = expanded.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        let alpha = hasAlpha ? Double(value & 0xFF) / 255 : 1
        return Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                     blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// A channel: `128` or `50%` in 0...1.
    private static func channel(_ s: String) -> Double? {
        if s.hasSuffix("%") { return Double(s.dropLast()).map { min(max($0 / 100, 0), 1) } }
        return Double(s).map { min(max($0 / 255, 0), 1) }
    }

    /// An alpha: `0.5` or `50%` in 0...1.
    private static func alpha(_ s: String) -> Double? {
        if s.hasSuffix("%") { return Double(s.dropLast()).map { min(max($0 / 100, 0), 1) } }
        return Double(s).map { min(max($0, 0), 1) }
    }

    private static func rgb(_ parts: [String]) -> Color? {
        // The three channels are all numbers or all percentages: CSS does not allow mixing.
        guard parts.count == 3 || parts.count == 4, Set(parts.prefix(3).map { $0.hasSuffix("%") }).count == 1,
              let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
        let a = parts.count == 4 ? alpha(parts[3]) : 1
        return a.map { Color(red: r, green: g, blue: b, alpha: $0) }
    }

    private static func hsl(_ parts: [String]) -> Color? {
        guard parts.count == 3 || parts.count == 4,
              let h = Double(parts[0].replacingOccurrences(of: "deg", with: "")),
              let s = alpha(parts[1]), let l = alpha(parts[2]) else { return nil }
        let a = parts.count == 4 ? alpha(parts[3]) : 1
        guard let a else { return nil }
        // CSS Color 4's hsl-to-rgb.
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let k2 = k < 0 ? k + 12 : k
            return l - s * min(l, 1 - l) * max(-1, min(k2 - 3, 9 - k2, 1))
        }
        return Color(red: f(0), green: f(8), blue: f(4), alpha: a)
    }

    /// The CSS named colours (CSS Color 3, the same 147 names as SVG 1.1).
    static let named: [String: String] = {
        let table = """
        aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc \
        bisque ffe4c4 black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a \
        burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 \
        cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b \
        darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b \
        darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000 \
        darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f \
        darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff \
        dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0 \
        forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 \
        goldenrod daa520 gray 808080 grey 808080 green 008000 greenyellow adff2f honeydew f0fff0 \
        hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa \
        lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 \
        lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 \
        lightgrey d3d3d3 lightpink ffb6c1 lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa \
        lightslategray 778899 lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0 \
        lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 \
        mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db \
        mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc \
        mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 \
        navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 \
        orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee \
        palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd \
        powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f \
        royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 \
        seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 \
        slategrey 708090 snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 \
        thistle d8bfd8 tomato ff6347 turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff \
        whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32
        """
        let words = table.split(whereSeparator: \.isWhitespace).map(String.init)
        var result: [String: String] = [:]
        for i in stride(from: 0, to: words.count - 1, by: 2) { result[words[i]] = words[i + 1] }
        return result
    }()
}

extension Color {
    /// A CSS colour, in any form SVG allows: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `hsl()`,
    /// the 147 names (`white`, `dodgerblue`) and `transparent`; case-insensitive. `nil` when
    /// `css` is not a colour.
    public init?(css: String) {
        guard let color = SVGColor.parse(css) else { return nil }
        self = color
    }
}

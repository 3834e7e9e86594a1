import Lamina

/// The W3C Compositing and Blending mixing functions on straight colours (0...1): `feBlend`'s
/// modes, which Cairo has too but only as operators on whole surfaces.
enum FilterBlend {
    typealias RGB = (Float, Float, Float)

    static func blend(_ mode: CompositingFilter, backdrop b: RGB, source s: RGB) -> RGB {
        func each(_ f: (Float, Float) -> Float) -> RGB { (f(b.0, s.0), f(b.1, s.1), f(b.2, s.2)) }
        switch mode {
        case .sourceOver: return s
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight(s: $0, b: $1) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each { hardLight(s: $1, b: $0) }
        case .softLight: return each(softLight)
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        // Not blends: `FilterImage.blend` composites these two itself.
        case .xor, .addition: return s
        }
    }

    private static func hardLight(s: Float, b: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func softLight(_ b: Float, _ s: Float) -> Float {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    private static func lum(_ c: RGB) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var c = c
        if n < 0 { c = (l + (c.0 - l) * l / (l - n), l + (c.1 - l) * l / (l - n), l + (c.2 - l) * l / (l - n)) }
        if x > 1 { c = (l + (c.0 - l) * (1 - l) / (x - l), l + (c.1 - l) * (1 - l) / (x - l), l + (c.2 - l) * (1 - l) / (x - l)) }
        return c
    }

    private static func setLum(_ c: RGB, _ l: Float) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: RGB, _ s: Float) -> RGB {
        let x = max(c.0, c.1, c.2), n = min(c.0, c.1, c.2)
        guard x > n else { return (0, 0, 0) }
        func f(_ v: Float) -> Float { v == x ? s : v == n ? 0 : (v - n) * s / (x - n) }
        return (f(c.0), f(c.1), f(c.2))
    }
}

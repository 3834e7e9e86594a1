import Foundation
import Lamina
import LaminaRender
import Testing

/// `compositingFilter` on rendered pixels against the W3C Compositing and Blending formulas
/// (https://www.w3.org/TR/compositing-1/): an opaque layer over an opaque backdrop shows
/// B(backdrop, source), within 2/255.
@Suite struct CompositingFilterRenderTests {
    typealias RGB = (r: Double, g: Double, b: Double)

    static let source: RGB = (0.8, 0.4, 0.2)
    static let backdrop: RGB = (0.5, 0.5, 1.0)

    /// The source square over the backdrop square, blended by `filter`, on a transparent page
    /// (so where the source is alone it has nothing to blend with).
    static func render(_ filter: CompositingFilter?) -> ImageBuffer {
        let behind = makeSquare(Rect(0, 0, 100, 100), Color(red: backdrop.r, green: backdrop.g, blue: backdrop.b))
        let front = makeSquare(Rect(25, 25, 100, 100), Color(red: source.r, green: source.g, blue: source.b))
        front.compositingFilter = filter
        return LaminaRenderTests.render(makeRoot(Size(150, 150), behind, front), background: nil)
    }

    static func rgba(_ c: RGB) -> RGBA {
        RGBA(Int((c.r * 255).rounded()), Int((c.g * 255).rounded()), Int((c.b * 255).rounded()))
    }

    @Test func literalValues() {
        // multiply: the product; screen: a + b − ab; difference: |a − b|.
        expectPixel(Self.render(.multiply), Point(60, 60), Self.rgba((0.4, 0.2, 0.2)))
        expectPixel(Self.render(.screen), Point(60, 60), Self.rgba((0.9, 0.7, 1.0)))
        expectPixel(Self.render(.difference), Point(60, 60), Self.rgba((0.3, 0.1, 0.8)))
    }

    @Test(arguments: CompositingFilter.allCases.filter { $0 != .xor && $0 != .addition })
    func blendModeMatchesTheW3CFormula(filter: CompositingFilter) {
        let image = Self.render(filter)
        // Where they overlap: the blend; where only one is: that one, unblended.
        expectPixel(image, Point(60, 60), Self.rgba(Self.blend(filter, Self.backdrop, Self.source)))
        expectPixel(image, Point(10, 10), Self.rgba(Self.backdrop))
        expectPixel(image, Point(120, 120), Self.rgba(Self.source))
    }

    @Test func xorClearsWhereBothAreOpaque() {
        let image = Self.render(.xor)
        expectPixel(image, Point(60, 60), RGBA(0, 0, 0, 0))
        expectPixel(image, Point(10, 10), Self.rgba(Self.backdrop))
        expectPixel(image, Point(120, 120), Self.rgba(Self.source))
    }

    @Test func additionAddsEachChannelClampedToOne() {
        // (0.5, 0.5, 1.0) + (0.8, 0.4, 0.2): (1.0, 0.9, 1.0).
        let image = Self.render(.addition)
        expectPixel(image, Point(60, 60), Self.rgba((1.0, 0.9, 1.0)))
        expectPixel(image, Point(10, 10), Self.rgba(Self.backdrop))
        expectPixel(image, Point(120, 120), Self.rgba(Self.source))
    }

    @Test func noFilterIsSourceOver() {
        expectPixel(Self.render(nil), Point(60, 60), Self.rgba(Self.source))
    }

    @Test func onlyWhatIsBehindInTheSuperlayerIsBlended() {
        // A group (the parent's opacity) isolates its content: the multiplied child sees the
        // parent's transparent group, not the red page behind it, so it shows its own colour
        // at the parent's opacity over red.
        let parent = makeSquare(Rect(0, 0, 100, 100), .clear)
        parent.backgroundColor = nil
        parent.opacity = 0.5
        let child = makeSquare(Rect(0, 0, 100, 100), Color(red: 0, green: 0, blue: 1))
        child.compositingFilter = .multiply
        parent.addSublayer(child)
        let image = LaminaRenderTests.render(makeRoot(Size(100, 100), parent), background: .red)
        expectPixel(image, Point(50, 50), RGBA(128, 0, 128), tolerance: 2)
    }

    // MARK: - The W3C formulas

    static func blend(_ filter: CompositingFilter, _ cb: RGB, _ cs: RGB) -> RGB {
        func each(_ f: (Double, Double) -> Double) -> RGB { (f(cb.r, cs.r), f(cb.g, cs.g), f(cb.b, cs.b)) }
        func multiply(_ b: Double, _ s: Double) -> Double { b * s }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch filter {
        case .multiply: return each(multiply)
        case .screen: return each(screen)
        case .overlay: return each { b, s in hardLight(s, b) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge: return each { b, s in b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { b, s in b + s - 2 * b * s }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        case .xor: return cs  // not a blend; see xorClearsWhereBothAreOpaque
        case .addition: return cs  // not a blend; see additionAddsEachChannelClampedToOne
        case .sourceOver: return cs
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        var c = c
        if n < 0 { c = (l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n), l + (c.b - l) * l / (l - n)) }
        if x > 1 { c = (l + (c.r - l) * (1 - l) / (x - l), l + (c.g - l) * (1 - l) / (x - l), l + (c.b - l) * (1 - l) / (x - l)) }
        return c
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.r + d, c.g + d, c.b + d))
    }

    static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.r, c.g, c.b]
        let order = v.indices.sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0
            v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }
}

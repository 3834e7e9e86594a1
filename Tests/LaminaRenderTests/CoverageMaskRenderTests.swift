import CCairo
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// A group masked by solid fills (a track matte) is masked through an A8 surface the filler
/// draws (`CairoCanvas.coverageMask`) instead of a pushed ARGB32 group: the pixels must be the
/// group's byte for byte, and the closed-form alpha of the mask.
@Suite struct CoverageMaskRenderTests {
    /// Overlapping content (opaque and translucent) under a group with `group`'s settings,
    /// masked by `mask`, over white.
    private static func list(mask: [DisplayItem], opacity: Double = 1, filter: CompositingFilter? = nil) -> DisplayList {
        let content: [DisplayItem] = [
            .fill(.rect(Rect(10, 10, 60, 50)), color: .red, rule: .nonZero, transform: .identity),
            .fill(.ellipse(in: Rect(30, 20, 50, 50)), color: Color(red: 0, green: 0.4, blue: 1, alpha: 0.6),
                  rule: .nonZero, transform: AffineTransform(rotationAngle: 0.2)),
        ]
        let group = DisplayGroup(opacity: opacity, mask: mask, compositingFilter: filter, bounds: Rect(0, 0, 90, 80))
        let background = DisplayItem.fill(.rect(Rect(0, 0, 90, 80)), color: .white, rule: .nonZero, transform: .identity)
        return DisplayList(size: Size(90, 80), items: [background, .beginGroup(group)] + content + [.endGroup])
    }

    /// Fills of both rules, translucent, curved, rotated and overlapping.
    private static func maskFills(seed: UInt64) -> [DisplayItem] {
        var rng = SeededGenerator(seed: seed)
        let star = ScanlineFillerTests.starShape(size: 70, using: &rng)
        return [
            .fill(.ellipse(in: Rect(5, 8, 60, 45)), color: Color(red: 0, green: 0, blue: 0, alpha: 0.7), rule: .nonZero,
                  transform: .identity),
            .fill(star, color: .black, rule: .evenOdd,
                  transform: AffineTransform(rotationAngle: 0.5).concatenating(AffineTransform(translationX: 45.3, y: 40.6))),
        ]
    }

    /// The same mask wrapped in a plain group (no offscreen buffer of its own), which makes the
    /// canvas draw it the old way, as a pushed group.
    private static func asGroup(_ mask: [DisplayItem]) -> [DisplayItem] {
        [.beginGroup(DisplayGroup())] + mask + [.endGroup]
    }

    @Test(arguments: [(1.0, nil), (0.6, nil), (1.0, CompositingFilter.multiply), (0.5, .difference)] as [(Double, CompositingFilter?)])
    func aMaskOfFillsMasksAsAGroupDoes(opacity: Double, filter: CompositingFilter?) {
        for seed: UInt64 in 1...6 {
            let mask = CoverageMaskRenderTests.maskFills(seed: seed)
            for scale in [1.0, 2.5] {
                let alpha = Renderer().render(CoverageMaskRenderTests.list(mask: mask, opacity: opacity, filter: filter), scale: scale)
                let group = Renderer().render(CoverageMaskRenderTests.list(mask: CoverageMaskRenderTests.asGroup(mask),
                                                                           opacity: opacity, filter: filter), scale: scale)
                #expect(alpha.pixels == group.pixels, "seed \(seed), scale \(scale)")
            }
        }
    }

    @Test func aHalfAlphaMaskHalvesTheContent() {
        // Opaque red under a mask of alpha 0.5 over white: 255 − 127.5 in green and blue.
        let mask: [DisplayItem] = [.fill(.rect(Rect(0, 0, 40, 80)), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                                         rule: .nonZero, transform: .identity)]
        let image = Renderer().render(CoverageMaskRenderTests.list(mask: mask))
        expectPixel(image, Point(20, 12), RGBA(255, 128, 128), tolerance: 1)
        // Outside the mask only the white shows.
        expectPixel(image, Point(50, 12), .white, tolerance: 0)
    }

    @Test func onlyMasksOfFillsAreDrawnAsAlpha() throws {
        let surface = ScanlineFillerTests.Surface(width: 32, height: 32)
        ScanlineFillerTests.withContext(surface) { cr in
            let canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: 32, pixelHeight: 32)
            let fill = DisplayItem.fill(.rect(Rect(2, 2, 10, 10)), color: .black, rule: .nonZero, transform: .identity)
            let stroke = DisplayItem.stroke(.rect(Rect(2, 2, 10, 10)), color: .black, style: StrokeStyle(), transform: .identity)
            let drawn = canvas.coverageMask([fill, fill])
            #expect(drawn != nil)
            drawn.map { cairo_pattern_destroy($0) }
            #expect(canvas.coverageMask([fill, stroke]) == nil)
            #expect(canvas.coverageMask(CoverageMaskRenderTests.asGroup([fill])) == nil)
        }
    }
}

import Lamina
import LaminaRender
import Testing

/// A text layer's stroke (Lamina's own `textStrokeColor` and `textStrokeWidth`): an outline
/// centred on the glyphs' edges, under the fill unless over it, and drawn without a fill too.
@Suite struct TextStrokeRenderTests {
    /// An "I" (one upright stem) 60 points high at (80, 10) on white.
    func stem(fill: Color?, stroke: Color?, width: Double, overFill: Bool = false) -> ImageBuffer {
        let text = TextLayer()
        text.string = "I"
        text.fontSize = 60
        text.foregroundColor = fill
        text.textStrokeColor = stroke
        text.textStrokeWidth = width
        text.isTextStrokeOverFill = overFill
        text.bounds = Rect(0, 0, 60, 80)
        text.anchorPoint = .zero
        text.position = Point(80, 10)
        return render(makeRoot(Size(200, 100), text))
    }

    /// The columns of row 50 darker than white, left and right.
    func inkColumns(_ image: ImageBuffer) -> (Int, Int)? {
        let xs = (0..<image.width).filter { image.rgba($0, 50).g < 128 }
        return xs.isEmpty ? nil : (xs.first!, xs.last!)
    }

    @Test func theStrokeWidensTheInkByItsWidthAndTheFillCoversItsInnerHalf() throws {
        let (left, right) = try #require(inkColumns(stem(fill: .black, stroke: nil, width: 0)))
        let stroked = stem(fill: .black, stroke: .red, width: 6)
        let (strokedLeft, strokedRight) = try #require(inkColumns(stroked))
        // Half the width (3 points) on each side, within a pixel of anti-aliasing.
        #expect(abs((left - strokedLeft) - 3) <= 1 && abs((strokedRight - right) - 3) <= 1,
                "plain \(left)...\(right), stroked \(strokedLeft)...\(strokedRight)")
        expectPixel(stroked, Point(Double(left - 2) + 0.5, 50.5), .red)
        expectPixel(stroked, Point(Double(left + 1) + 0.5, 50.5), .black)
        // Over the fill, the stroke's inner half covers the stem's edge.
        expectPixel(stem(fill: .black, stroke: .red, width: 6, overFill: true), Point(Double(left + 1) + 0.5, 50.5), .red)
    }

    @Test func aStrokeWithoutAFillLeavesTheInsideClear() throws {
        let (left, right) = try #require(inkColumns(stem(fill: .black, stroke: nil, width: 0)))
        let outline = stem(fill: nil, stroke: .blue, width: 4)
        expectPixel(outline, Point(Double(left) + 0.5, 50.5), .blue)
        // The stem's middle, more than two points from either edge, stays white.
        if right - left > 6 { expectPixel(outline, Point(Double((left + right) / 2) + 0.5, 50.5), .white) }
    }
}

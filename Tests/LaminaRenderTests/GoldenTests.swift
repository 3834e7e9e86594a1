import Foundation
import Lamina
import LaminaRender
import LaminaTesting
import Testing

/// Goldens for what has no closed form: text, gradients, shadows. The references are small PNGs
/// (160×120 at scale 1, over white) in `__Snapshots__/GoldenTests/`.
///
/// Record new ones with `LAMINA_RECORD_SNAPSHOTS=missing swift test --filter GoldenTests`
/// (or `=1` to re-record all), look at them, and commit them.
///
/// Tolerances: Cairo and pixman versions round anti-aliased edges, gradient steps and blurs a
/// little differently, so shapes allow `maxChannelDifference` 8 (about 3% of a channel) on
/// 1% of pixels. Text also depends on FreeType's rasteriser and hinting: it draws in the pinned
/// default font (DejaVu Sans) and allows 16 on 3% of pixels. A glyph in the wrong place, a
/// wrong colour or a missing shadow changes far more than that.
@Suite struct GoldenTests {
    static let size = Size(160, 120)

    @Test func textAlignmentWrappingTruncationAndSizes() {
        func label(_ string: String, _ frame: Rect, size: Double, _ alignment: TextAlignment = .left,
                   wrapped: Bool = false, truncation: TextTruncation = .none, color: Color = .black) -> TextLayer {
            let text = TextLayer()
            text.string = string
            text.fontSize = size
            text.foregroundColor = color
            text.alignmentMode = alignment
            text.isWrapped = wrapped
            text.truncationMode = truncation
            text.bounds = Rect(origin: .zero, size: frame.size)
            text.anchorPoint = .zero
            text.position = frame.origin
            return text
        }
        let root = makeRoot(Self.size,
                            label("Left", Rect(4, 2, 152, 16), size: 12),
                            label("Center", Rect(4, 18, 152, 16), size: 12, .center, color: .blue),
                            label("Right", Rect(4, 34, 152, 16), size: 12, .right, color: .red),
                            label("Wrapped text fills two lines here", Rect(4, 52, 110, 32), size: 11, wrapped: true),
                            label("Truncated at the end of the line", Rect(4, 86, 110, 14), size: 11, truncation: .end),
                            label("Big", Rect(116, 52, 44, 30), size: 22),
                            label("tiny", Rect(116, 100, 44, 12), size: 8))
        let result = verifySnapshot(of: Timeline(rootLayer: root), as: .image(at: 0, background: .white,
                                                                              maxChannelDifference: 16, maxDifferingShare: 0.03),
                                    named: "text")
        #expect(result == nil, "\(result ?? "")")
    }

    @Test func axialRadialAndConicGradientsWithLocations() {
        func gradient(_ type: GradientType, _ start: Point, _ end: Point) -> Layer {
            let gradient = GradientLayer()
            gradient.type = type
            gradient.bounds = Rect(origin: .zero, size: Self.size)
            gradient.anchorPoint = .zero
            gradient.colors = [.red, Color(red: 1, green: 0.8, blue: 0), .blue]
            gradient.locations = [0, 0.25, 1]
            gradient.startPoint = start
            gradient.endPoint = end
            return makeRoot(Self.size, gradient)
        }
        let cases: [(String, Layer)] = [
            ("axial", gradient(.axial, Point(0, 0), Point(1, 1))),
            ("radial", gradient(.radial, Point(0.5, 0.5), Point(1, 1))),
            ("conic", gradient(.conic, Point(0.5, 0.5), Point(1, 0.5))),
        ]
        for (name, root) in cases {
            let result = verifySnapshot(of: Timeline(rootLayer: root), as: .image(at: 0, background: .white,
                                                                                  maxChannelDifference: 8, maxDifferingShare: 0.01),
                                        named: "gradient-\(name)")
            #expect(result == nil, "\(result ?? "")")
        }
    }

    @Test func softShadowShadowPathAndOffset() {
        let card = makeSquare(Rect(14, 14, 56, 56), Color(red: 0.2, green: 0.5, blue: 0.9))
        card.cornerRadius = 8
        card.shadowOpacity = 0.6
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 4, height: 6)

        // A square whose shadow is an ellipse below it, as for an object hovering over a floor.
        let hovering = makeSquare(Rect(96, 20, 44, 44), Color(red: 0.9, green: 0.3, blue: 0.2))
        hovering.shadowOpacity = 0.8
        hovering.shadowRadius = 3
        hovering.shadowOffset = .zero
        hovering.shadowPath = .ellipse(in: Rect(-4, 56, 52, 14))

        let triangle = ShapeLayer()
        triangle.bounds = Rect(0, 0, 60, 30)
        triangle.anchorPoint = .zero
        triangle.position = Point(20, 84)
        var path = Path()
        path.move(to: Point(0, 30))
        path.addLine(to: Point(30, 0))
        path.addLine(to: Point(60, 30))
        path.closeSubpath()
        triangle.path = path
        triangle.fillColor = Color(red: 0.3, green: 0.7, blue: 0.3)
        triangle.shadowColor = Color(red: 0.5, green: 0, blue: 0.5)
        triangle.shadowOpacity = 1
        triangle.shadowRadius = 0
        triangle.shadowOffset = Size(width: 8, height: -4)

        let root = makeRoot(Self.size, card, hovering, triangle)
        let result = verifySnapshot(of: Timeline(rootLayer: root), as: .image(at: 0, background: .white,
                                                                              maxChannelDifference: 8, maxDifferingShare: 0.01),
                                    named: "shadows")
        #expect(result == nil, "\(result ?? "")")
    }
}

import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import LaminaTestSupport
import Testing

/// `text` and `tspan` become text layers whose glyphs land where SVG's positioning puts them.
/// Measured on the ink of "H" in DejaVu Sans (the bootstrap's font): a flat foot on the
/// baseline and equal side bearings, so its ink centre is its advance's centre. Tolerance: one
/// pixel, the anti-aliased edge.
@Suite struct SVGTextTests {
    /// The box of the pixels darker than mid-grey when `svg` (200×100) is drawn over white.
    static func ink(_ svg: String) throws -> Rect {
        PangoTextMeasurer.installIfNeeded()
        let imported = try importSVG(svg)
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.bytesPerRow + x * 4 + 1] < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        try #require(maxX >= 0, "nothing drawn")
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    static func drawing(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-family="DejaVu Sans">
        \(body)
        </svg>
        """
    }

    @Test func theBaselineSitsAtYAndTextAnchorAlignsTheInkOnX() throws {
        let start = try Self.ink(Self.drawing(#"<text x="100" y="60" font-size="40">HH</text>"#))
        let middle = try Self.ink(Self.drawing(#"<text x="100" y="60" font-size="40" text-anchor="middle">HH</text>"#))
        let end = try Self.ink(Self.drawing(#"<text x="100" y="60" font-size="40" text-anchor="end">HH</text>"#))
        for box in [start, middle, end] {
            expectClose(box.maxY, 60, tolerance: .absolute(1), "the foot of H is on the baseline")
        }
        // Start: the ink begins just right of x (the side bearing); end: it stops as far left of x.
        #expect(start.minX > 100 && start.minX < 106)
        expectClose(middle.midX, 100, tolerance: .absolute(1))
        expectClose(100 - end.maxX, start.minX - 100, tolerance: .absolute(1))
        expectClose(start.width, middle.width, tolerance: .absolute(1))
    }

    @Test func fontSizeScalesTheInkHeight() throws {
        let small = try Self.ink(Self.drawing(#"<text x="10" y="80" font-size="20">H</text>"#))
        let large = try Self.ink(Self.drawing(#"<text x="10" y="80" font-size="60">H</text>"#))
        expectClose(large.height / small.height, 3, tolerance: .relative(0.1))
        expectClose(large.maxY, 80, tolerance: .absolute(1))
        expectClose(small.maxY, 80, tolerance: .absolute(1))
    }

    @Test func aTspansDxShiftsItsGlyphsAndDyItsBaseline() throws {
        let plain = try Self.ink(Self.drawing(#"<text x="10" y="50" font-size="30">H<tspan>H</tspan></text>"#))
        let shifted = try Self.ink(Self.drawing(#"<text x="10" y="50" font-size="30">H<tspan dx="25">H</tspan></text>"#))
        expectClose(shifted.maxX - plain.maxX, 25, tolerance: .absolute(1))
        expectClose(shifted.minX, plain.minX, tolerance: .absolute(0.5))
        let lowered = try Self.ink(Self.drawing(#"<text x="10" y="50" font-size="30">H<tspan dy="20">H</tspan></text>"#))
        expectClose(lowered.maxY - plain.maxY, 20, tolerance: .absolute(1))
    }

    @Test func eachSpanIsANamedTextLayerWithItsFontAndFill() throws {
        PangoTextMeasurer.installIfNeeded()
        let result = try importSVG(Self.drawing("""
            <text id="title" x="10" y="50" font-size="20" fill="blue" font-weight="bold" font-style="italic">
              Hello   <tspan id="who" fill="#00ff00" font-size="150%">world</tspan>
            </text>
            """))
        let title = try #require(layer(result.layer, "title"))
        let texts = title.sublayers.compactMap { $0 as? TextLayer }
        // Whitespace collapses to one space, leading and trailing space goes.
        #expect(texts.map { $0.string ?? "" } == ["Hello ", "world"])
        let who = try #require(layer(result.layer, "who") as? TextLayer)
        #expect(who.foregroundColor == Color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(who.fontSize == 30)
        #expect(who.font == "DejaVu Sans weight=700 Italic")
        #expect(texts[0].foregroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func preservedSpaceIsKeptAndWhatIsSkippedIsReported() throws {
        PangoTextMeasurer.installIfNeeded()
        let result = try importSVG(Self.drawing("""
            <text id="spaced" x="10" y="50" xml:space="preserve"> a  b </text>
            <text id="stroked" x="10" y="80" stroke="red">on <textPath href="#nowhere">a path</textPath></text>
            """))
        #expect((layer(result.layer, "spaced") as? TextLayer)?.string == " a  b ")
        #expect((layer(result.layer, "stroked") as? TextLayer)?.string == "on")
        #expect(result.warnings.contains { $0.element == "textPath" && $0.message.contains("without a path") })
        #expect(!result.warnings.contains { $0.message.contains("stroked text") })
    }

    @Test func anUnderlinesCentreIsTheFontsUnderlinePosition() throws {
        PangoTextMeasurer.installIfNeeded()
        let result = try importSVG(Self.drawing(#"<text id="t" x="10" y="60" font-size="40" text-decoration="underline line-through">H</text>"#))
        let container = try #require(layer(result.layer, "t"))
        let lines = container.sublayers.compactMap { $0 as? ShapeLayer }
        let text = try #require(container.sublayers.compactMap { $0 as? TextLayer }.first)
        try #require(lines.count == 2)
        let m = TextLayer.measurer.lineMetrics("H", font: text.font, fontSize: 40)
        let baseline = text.position.y - text.bounds.size.height / 2 + m.baseline
        // Underline first (beneath the glyphs), line-through last (over them).
        expectClose(lines[0].position.y, baseline + m.underlineOffset, tolerance: .absolute(1e-9))
        expectClose(lines[0].bounds.size.height, m.underlineThickness, tolerance: .absolute(1e-9))
        expectClose(lines[1].position.y, baseline - m.strikethroughOffset, tolerance: .absolute(1e-9))
    }

    @Test func strokedTextOutlinesItsGlyphsHalfTheWidthOutside() throws {
        // An H's ink is a box: stroked 4 wide it grows by 2 on each side; without a fill only the
        // stroke is drawn, so the H's middle (inside its left stem) stays white.
        let filled = try Self.ink(Self.drawing(#"<text x="50" y="70" font-size="60">H</text>"#))
        let stroked = try Self.ink(Self.drawing(#"<text x="50" y="70" font-size="60" fill="none" stroke="black" stroke-width="4">H</text>"#))
        expectClose(stroked.width, filled.width + 4, tolerance: .absolute(1.5))
        expectClose(stroked.height, filled.height + 4, tolerance: .absolute(1.5))
        expectClose(stroked.midX, filled.midX, tolerance: .absolute(1))
        let paintedLast = try Self.ink(Self.drawing(
            #"<text x="50" y="70" font-size="60" stroke="black" stroke-width="4" paint-order="stroke">H</text>"#))
        expectClose(paintedLast.width, filled.width + 4, tolerance: .absolute(1.5))
    }

    @Test func textOnAPathTurnsWithIt() throws {
        // Down a vertical line each glyph turns a quarter clockwise: its top faces +x, so the
        // ink spans the cap height (0.73 em in DejaVu Sans) right of the line, from its start.
        let ink = try Self.ink(Self.drawing("""
            <path id="p" d="M 100 5 L 100 95" fill="none"/>
            <text font-size="20"><textPath href="#p">HHHH</textPath></text>
            """))
        expectClose(ink.minX, 100, tolerance: .absolute(1))
        expectClose(ink.width, 0.73 * 20, tolerance: .absolute(1.5))
        #expect(ink.minY >= 5 && ink.minY < 9)
        #expect(ink.height > 3 * ink.width)
    }
}

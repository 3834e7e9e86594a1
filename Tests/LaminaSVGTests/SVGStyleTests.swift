import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// Colours, presentation attributes, the style attribute, inheritance, display and visibility.
@Suite struct SVGStyleTests {
    @Test(arguments: [
        ("#f00", Color(red: 1, green: 0, blue: 0)),
        ("#F008", Color(red: 1, green: 0, blue: 0, alpha: 0x88 / 255.0)),
        ("#336699", Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0)),
        ("#33669980", Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 0x80 / 255.0)),
        ("rgb(255, 128, 0)", Color(red: 1, green: 128 / 255.0, blue: 0)),
        ("rgb(100%, 50%, 0%)", Color(red: 1, green: 0.5, blue: 0)),
        ("rgba(0,0,255,0.25)", Color(red: 0, green: 0, blue: 1, alpha: 0.25)),
        ("rgb(0 0 255 / 50%)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ("hsl(120, 100%, 25%)", Color(red: 0, green: 0.5, blue: 0)),
        ("hsla(0, 100%, 50%, 0.5)", Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ("cornflowerblue", Color(red: 100 / 255.0, green: 149 / 255.0, blue: 237 / 255.0)),
        ("RebeccaPurple", Color(red: 0x66 / 255.0, green: 0x33 / 255.0, blue: 0x99 / 255.0)),
        ("transparent", Color.clear),
    ])
    func cssColours(text: String, expected: Color) {
        expectClose(SVGColor.parse(text), expected, tolerance: 1e-9)
    }

    @Test func allNamedColoursAndBadColours() {
        #expect(SVGColor.named.count == 148)  // 147 names and rebeccapurple.
        for name in SVGColor.named.keys { #expect(SVGColor.parse(name) != nil) }
        for bad in ["#12", "#ggg", "rgb(1,2)", "notacolour", "rgb(a,b,c)", "", "url(#x)"] {
            #expect(SVGColor.parse(bad) == nil)
        }
        #expect(SVGColor.paint("url( '#grad' )") == .url("grad"))
        #expect(SVGColor.paint("none") == SVGPaint.none)
        #expect(SVGColor.paint("currentColor") == .currentColor)
    }

    @Test func strokeAttributes() throws {
        let result = try importSVG(document("""
            <path id="p" d="M0 0 L10 10" stroke="#00f" stroke-width="3" stroke-linecap="round"
              stroke-linejoin="bevel" stroke-miterlimit="8" stroke-dasharray="4 2 1" stroke-dashoffset="1.5"
              stroke-opacity="0.5" fill="none"/>
            """))
        let p = try #require(layer(result.layer, "p") as? ShapeLayer)
        expectClose(p.strokeColor, Color(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: .absolute(1.0 / 255))
        #expect(p.lineWidth == 3 && p.lineCap == .round && p.lineJoin == .bevel && p.miterLimit == 8)
        #expect(p.lineDashPattern == [4, 2, 1, 4, 2, 1])
        #expect(p.lineDashPhase == 1.5)
        #expect(p.fillColor == nil)
    }

    @Test func strokeLengthsTakeUnitsAndPercentagesOfTheDiagonal() throws {
        let result = try importSVG(document("""
            <path id="p" d="M0 0 L10 10" stroke="red" stroke-width="2%" stroke-dasharray="3px, 1mm 10%" stroke-dashoffset="1pt"/>
            <path id="q" d="M0 0 L10 10" stroke="red" stroke-dasharray="0 0"/>
            <path id="bad" d="M0 0 L10 10" stroke="red" stroke-dasharray="4 -2" stroke-width="-1"/>
            """))
        let p = try #require(layer(result.layer, "p") as? ShapeLayer)
        // 100 × 100: the diagonal over √2 is 100.
        expectClose(p.lineWidth, 2, tolerance: 1e-9)
        let dashes = try #require(p.lineDashPattern)
        #expect(dashes.count == 6 && isClose(dashes[0], 3, tolerance: 1e-6) && isClose(dashes[1], 96 / 25.4, tolerance: 1e-9) && isClose(dashes[2], 10, tolerance: 1e-9))
        expectClose(p.lineDashPhase, 4.0 / 3, tolerance: 1e-9)
        #expect((layer(result.layer, "q") as? ShapeLayer)?.lineDashPattern == nil)
        #expect(result.warnings.filter { $0.id == "bad" }.count == 2)
    }

    @Test func fillAttributesAndDefaults() throws {
        let result = try importSVG(document("""
            <rect id="d" width="5" height="5"/>
            <rect id="f" width="5" height="5" fill="green" fill-opacity="0.5" fill-rule="evenodd" opacity="0.4"/>
            <rect id="c" width="5" height="5" color="red" fill="currentColor" stroke="currentColor"/>
            """))
        let d = try #require(layer(result.layer, "d") as? ShapeLayer)
        #expect(isClose(d.fillColor, .black, tolerance: .absolute(1.0 / 255)) && d.strokeColor == nil && d.lineWidth == 1 && d.fillRule == .nonZero)
        let f = try #require(layer(result.layer, "f") as? ShapeLayer)
        expectClose(f.fillColor, Color(red: 0, green: 128 / 255.0, blue: 0, alpha: 0.5), tolerance: .absolute(1.0 / 255))
        #expect(f.fillRule == .evenOdd && isClose(f.opacity, 0.4, tolerance: 1e-6))
        let c = try #require(layer(result.layer, "c") as? ShapeLayer)
        #expect(isClose(c.fillColor, .red, tolerance: .absolute(1.0 / 255)) && isClose(c.strokeColor, .red, tolerance: .absolute(1.0 / 255)))
    }

    @Test func styleAttributeWinsOverPresentationAttributesAndInheritanceFlows() throws {
        let result = try importSVG(document("""
            <g fill="blue" stroke="red" stroke-width="4" opacity="0.5">
              <rect id="a" width="5" height="5" fill="green" style="fill: yellow; stroke-width: 2 !important"/>
              <rect id="b" width="5" height="5"/>
              <rect id="c" width="5" height="5" stroke="inherit" fill="none"/>
            </g>
            """))
        let a = try #require(layer(result.layer, "a") as? ShapeLayer)
        #expect(isClose(a.fillColor, Color(red: 1, green: 1, blue: 0), tolerance: .absolute(1.0 / 255)) && a.lineWidth == 2)
        let b = try #require(layer(result.layer, "b") as? ShapeLayer)
        #expect(isClose(b.fillColor, .blue, tolerance: .absolute(1.0 / 255)) && isClose(b.strokeColor, .red, tolerance: .absolute(1.0 / 255)) && b.lineWidth == 4)
        // Opacity is not inherited: it stays on the group.
        #expect(b.opacity == 1 && b.superlayer?.opacity == 0.5)
        let c = try #require(layer(result.layer, "c") as? ShapeLayer)
        #expect(isClose(c.strokeColor, .red, tolerance: .absolute(1.0 / 255)) && c.fillColor == nil)
    }

    @Test func displayAndVisibility() throws {
        let result = try importSVG(document("""
            <rect id="gone" width="5" height="5" display="none"/>
            <g visibility="hidden">
              <rect id="hidden" width="5" height="5"/>
              <rect id="shown" width="5" height="5" style="visibility: visible"/>
            </g>
            """))
        #expect(layer(result.layer, "gone")?.isHidden == true)
        #expect(layer(result.layer, "hidden")?.isHidden == true)
        #expect(layer(result.layer, "shown")?.isHidden == false)
        #expect(layer(result.layer, "shown")?.superlayer?.isHidden == false)
    }

    @Test func linearAndRadialGradientsBecomeMaskedGradientLayers() throws {
        let result = try importSVG(document("""
            <defs>
              <linearGradient id="lg" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stop-color="red"/><stop offset="50%" style="stop-color: blue; stop-opacity: 0.5"/>
              </linearGradient>
              <linearGradient id="derived" href="#lg" x2="1" y2="0"/>
              <radialGradient id="rg" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="25">
                <stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/>
              </radialGradient>
            </defs>
            <rect id="a" x="10" y="10" width="40" height="20" fill="url(#lg)"/>
            <rect id="b" width="10" height="10" fill="url(#derived)" stroke="black"/>
            <circle id="c" cx="50" cy="50" r="50" fill="url(#rg)"/>
            """))
        let a = try #require(layer(result.layer, "a") as? GradientLayer)
        #expect(a.type == .axial && a.startPoint == Point(x: 0, y: 0) && a.endPoint == Point(x: 0, y: 1))
        #expect(a.locations == [0, 0.5])
        expectClose(a.colors?[1], Color(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: .absolute(1.0 / 255))
        #expect((a.mask as? ShapeLayer)?.path?.boundingBox == Rect(x: 0, y: 0, width: 40, height: 20))
        let b = try #require(layer(result.layer, "b"))
        let bGradient = try #require(b.sublayers.first as? GradientLayer)
        #expect(bGradient.endPoint == Point(x: 1, y: 0) && bGradient.colors?.count == 2)
        #expect((b.sublayers.last as? ShapeLayer)?.strokeColor != nil)
        let c = try #require(layer(result.layer, "c") as? GradientLayer)
        #expect(c.type == .radial)
        #expect(isClose(c.startPoint, Point(x: 0.5, y: 0.5), tolerance: 1e-6) && isClose(c.endPoint, Point(x: 0.75, y: 0.75), tolerance: 1e-6))
        #expect(result.warnings.isEmpty)
    }
}

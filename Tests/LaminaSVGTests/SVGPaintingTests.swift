import Foundation
import Lamina
import LaminaRender
@testable import LaminaSVG
import LaminaTestSupport
import Testing

/// Markers, paint-order, gradient and pattern paints, style sheets and the smaller painting
/// rules, checked by pixels at stated points of small drawings (over white, 100×100).
@Suite struct SVGPaintingTests {
    static let red: [UInt8] = [0, 0, 255, 255]  // premultiplied BGRA
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [255, 0, 0, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    static func pixels(_ svg: String) throws -> (Int, Int) -> [UInt8] {
        try SVGClipAndBlendTests.pixels(svg)
    }

    /// A 10×10 red square marker centred on its vertex, in user units.
    static let squareMarker = """
        <marker id="m" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" refX="5" refY="5">
          <rect width="10" height="10" fill="#ff0000"/>
        </marker>
        """

    @Test func aMarkerIsDrawnAtEachVertex() throws {
        let pixel = try Self.pixels(document(Self.squareMarker + """
            <path id="p" d="M 10 50 L 50 50 L 90 50" stroke="none" fill="none" marker-start="url(#m)"
                  marker-mid="url(#m)" marker-end="url(#m)"/>
            """))
        for x in [10, 50, 90] { #expect(pixel(x, 50) == Self.red, "vertex at x = \(x)") }
        // Between vertices, and outside each 10×10 square: nothing.
        #expect(pixel(30, 50) == Self.white)
        #expect(pixel(50, 57) == Self.white)
    }

    @Test func onlyTheMiddleVerticesTakeMarkerMid() throws {
        let pixel = try Self.pixels(document(Self.squareMarker + """
            <polyline points="10,50 50,50 90,50" fill="none" marker-mid="url(#m)"/>
            """))
        #expect(pixel(50, 50) == Self.red)
        #expect(pixel(10, 50) == Self.white && pixel(90, 50) == Self.white)
    }

    @Test func orientAutoTurnsTheMarkerAlongThePath() throws {
        // The marker reaches 10 units along +x from its vertex; on a path going down it points down.
        let svg = document("""
            <marker id="arrow" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="4" refY="2" orient="auto">
              <rect width="10" height="4" fill="#ff0000"/>
            </marker>
            <path d="M 20 10 L 20 80" stroke="none" marker-end="url(#arrow)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(20, 86) == Self.red)
        #expect(pixel(26, 80) == Self.white)
        let vertices = SVGLayerBuilder.markerVertices(try Path(svgPathData: "M 0 0 L 10 0 L 10 10"), segmentEnds: [1, 2, 3])
        // The corner's marker bisects east (0) and south (π/2).
        #expect(vertices.count == 3)
        expectClose(vertices[1].angle, .pi / 4, tolerance: Tolerance(absolute: 1e-12))
        expectClose(vertices[2].angle, .pi / 2, tolerance: Tolerance(absolute: 1e-12))
    }

    @Test func aSegmentWithoutLengthPointsWhereThePathLastWent() throws {
        // SVG 2, 9.5.1: a zero-length segment takes the direction at the end of the one before.
        // A closing segment back onto the start after `L 20 20`: up and left, 3π/2 − π/4 ...
        let closed = SVGLayerBuilder.markerVertices(try Path(svgPathData: "M 20 20 L 80 20 L 80 80 L 20 20 Z"),
                                                    segmentEnds: [1, 2, 3, 4, 5])
        #expect(closed.count == 5)
        expectClose(closed[4].angle, 5 * .pi / 4, tolerance: Tolerance(absolute: 1e-12))
        // ... and a repeated line end keeps the line's direction (south), drawn 10 units down.
        let svg = document("""
            <marker id="arrow" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="4" refY="2" orient="auto">
              <rect width="10" height="4" fill="#ff0000"/>
            </marker>
            <path d="M 20 10 L 20 60 L 20 60" stroke="none" marker-end="url(#arrow)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(20, 66) == Self.red)
        #expect(pixel(26, 60) == Self.white)
    }

    @Test func markerUnitsStrokeWidthScalesTheMarker() throws {
        // markerWidth 2 × stroke-width 10: a 20-unit square centred on (50, 50).
        let pixel = try Self.pixels(document("""
            <marker id="m" markerWidth="2" markerHeight="2" refX="1" refY="1">
              <rect width="2" height="2" fill="#ff0000"/>
            </marker>
            <path d="M 50 50 L 90 50" stroke="none" stroke-width="10" marker-start="url(#m)"/>
            """))
        #expect(pixel(42, 42) == Self.red && pixel(58, 58) == Self.red)
        #expect(pixel(38, 50) == Self.white)
    }

    @Test func contextFillInAMarkerTakesTheShapesFill() throws {
        let pixel = try Self.pixels(document("""
            <marker id="m" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" refX="5" refY="5">
              <rect width="10" height="10" fill="context-stroke"/>
            </marker>
            <path d="M 10 50 L 90 50" stroke="#0000ff" marker-start="url(#m)"/>
            """))
        #expect(pixel(10, 46) == Self.blue)
    }

    @Test func paintOrderStrokeFirstPutsTheFillOverTheStrokesInnerHalf() throws {
        let body = """
            <rect x="20" y="20" width="60" height="60" fill="#00ff00" stroke="#0000ff" stroke-width="20" PAINT/>
            """
        // 5 units inside the edge: the stroke's inner half, under the fill when the stroke goes first.
        let normal = try Self.pixels(document(body.replacingOccurrences(of: "PAINT", with: "")))
        #expect(normal(25, 50) == Self.blue)
        let strokeFirst = try Self.pixels(document(body.replacingOccurrences(of: "PAINT", with: "paint-order=\"stroke\"")))
        #expect(strokeFirst(25, 50) == Self.green)
        #expect(strokeFirst(15, 50) == Self.blue)
    }

    @Test func paintOrderPutsMarkersUnderTheFill() throws {
        let pixel = try Self.pixels(document(Self.squareMarker + """
            <path d="M 20 20 L 80 20 L 80 80 Z" fill="#00ff00" marker-start="url(#m)" marker-mid="url(#m)"
                  marker-end="url(#m)" paint-order="markers"/>
            """))
        // Inside the triangle near the corner (80, 20): the fill covers the marker.
        #expect(pixel(78, 22) == Self.green)
        // Outside the triangle, the marker still shows.
        #expect(pixel(83, 17) == Self.red)
    }

    @Test func aZeroLengthSubpathWithSquareCapsIsASquareAlongTheXAxis() throws {
        // SVG 2 §13.5.4: each zero-length subpath (M L to the same point, or M Z) shows its caps,
        // a square of the stroke width here; a lone moveto shows nothing.
        let pixel = try Self.pixels(document("""
            <path d="M 30 30 L 30 30 M 70 30 Z M 50 80" stroke="#00ff00" stroke-width="20" stroke-linecap="square"/>
            <path d="M 30 70 C 30 70 30 70 30 70 M 70 70 L 90 70" stroke="#00ff00" stroke-width="10" stroke-linecap="square"/>
            """))
        for (x, y) in [(21, 21), (38, 38), (30, 30), (61, 21), (78, 38)] { #expect(pixel(x, y) == Self.green, "(\(x), \(y))") }
        for (x, y) in [(18, 30), (42, 30), (50, 30), (50, 80)] { #expect(pixel(x, y) == Self.white, "(\(x), \(y))") }
        #expect(pixel(26, 66) == Self.green)
        #expect(pixel(30, 77) == Self.white)
    }

    @Test func aGradientStrokeIsAGradientThroughTheStroke() throws {
        let pixel = try Self.pixels(document("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="10" x2="90">
              <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/>
            </linearGradient>
            <line x1="10" y1="50" x2="90" y2="50" stroke="url(#g)" stroke-width="10"/>
            """))
        let left = pixel(12, 50), right = pixel(88, 50)
        #expect(left[2] > 230 && left[0] < 25, "\(left)")
        #expect(right[0] > 230 && right[2] < 25, "\(right)")
        #expect(pixel(50, 60) == Self.white)
    }

    @Test func aPatternRepeatsItsTileOverTheShape() throws {
        let pixel = try Self.pixels(document("""
            <pattern id="checks" patternUnits="userSpaceOnUse" width="20" height="20">
              <rect width="10" height="10" fill="#ff0000"/>
              <rect x="10" y="10" width="10" height="10" fill="#0000ff"/>
            </pattern>
            <rect x="0" y="0" width="60" height="60" fill="url(#checks)"/>
            """))
        for (x, y) in [(5, 5), (25, 25), (45, 5), (5, 45)] { #expect(pixel(x, y) == Self.red, "(\(x), \(y))") }
        for (x, y) in [(15, 15), (35, 35), (55, 15)] { #expect(pixel(x, y) == Self.blue, "(\(x), \(y))") }
        #expect(pixel(15, 5) == Self.white)
        // Outside the shape: nothing.
        #expect(pixel(65, 5) == Self.white)
    }

    @Test func aPatternTileIsARowAndAColumnOfReplicators() throws {
        let result = try importSVG(document("""
            <pattern id="checks" patternUnits="userSpaceOnUse" width="20" height="20">
              <rect id="cell" width="10" height="10" fill="red"/>
            </pattern>
            <rect id="r" width="60" height="40" fill="url(#checks)"/>
            """))
        let cell = try #require(layer(result.layer, "cell"))
        let row = try #require(sequence(first: cell, next: \.superlayer).lazy.compactMap { $0 as? ReplicatorLayer }.first)
        let grid = try #require(row.superlayer as? ReplicatorLayer)
        #expect(row.instanceCount == 3 && grid.instanceCount == 2)
    }

    @Test func aStyleSheetClassBeatsPresentationAttributesAndLosesToAnId() throws {
        let pixel = try Self.pixels(document("""
            <style>
              /* a comment */
              .ok { fill: #00ff00 }
              #special { fill: #0000ff }
              g > rect.ok { stroke: none }
              svg rect[data-k~="b"] { fill: #ff0000 !important }
            </style>
            <rect class="ok" x="0" y="0" width="20" height="20" fill="#ff0000"/>
            <rect id="special" class="ok" x="30" y="0" width="20" height="20"/>
            <rect class="ok" data-k="a b" x="60" y="0" width="20" height="20" style="fill: #00ff00"/>
            <style type="text/plain">rect { fill: #0000ff }</style>
            """))
        #expect(pixel(10, 10) == Self.green)  // class over the fill attribute
        #expect(pixel(40, 10) == Self.blue)  // id over class
        #expect(pixel(70, 10) == Self.red)  // !important over the style attribute
    }

    @Test func descendantAndFirstChildSelectorsMatchByPosition() throws {
        let pixel = try Self.pixels(document("""
            <style><![CDATA[ g rect:first-child { fill: #0000ff } ]]></style>
            <g><rect x="0" y="0" width="20" height="20"/><rect x="30" y="0" width="20" height="20"/></g>
            <rect x="60" y="0" width="20" height="20"/>
            """))
        #expect(pixel(10, 10) == Self.blue)
        #expect(pixel(40, 10) == [0, 0, 0, 255])
        #expect(pixel(70, 10) == [0, 0, 0, 255])
    }

    @Test func aStatementAtRuleEndsAtItsSemicolonAndTheRuleAfterItApplies() throws {
        // `@charset` and `@import` end at their `;` (CSS Syntax 3); `@media` is a block, skipped whole.
        let pixel = try Self.pixels(document("""
            <style>@charset "utf-8"; @import url(other.css);
              rect { fill: #0000ff }
              @media screen { rect { fill: #ff0000 } } circle { fill: #00ff00 }</style>
            <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
            <circle cx="70" cy="10" r="10" fill="#ff0000"/>
            """))
        #expect(pixel(10, 10) == Self.blue)
        #expect(pixel(70, 10) == Self.green)
    }

    @Test func crispEdgesAndOptimizeSpeedDrawShapesWithoutAntialiasing() throws {
        // shape-rendering is inherited: the circle under the g and the stroked path are aliased,
        // the geometricPrecision circle antialiased; markers keep their own rendering.
        let svg = document("""
            <g shape-rendering="crispEdges">
              <circle id="a" cx="25" cy="25" r="20" fill="#00ff00"/>
              <circle id="b" cx="75" cy="25" r="20" fill="#00ff00" shape-rendering="geometricPrecision"/>
            </g>
            <path id="c" d="M10 60 L90 90" stroke="#00ff00" stroke-width="3" shape-rendering="optimizeSpeed"/>
            """)
        let result = try importSVG(svg)
        #expect(try #require(layer(result.layer, "a")).allowsEdgeAntialiasing == false)
        #expect(try #require(layer(result.layer, "b")).allowsEdgeAntialiasing)
        #expect(try #require(layer(result.layer, "c")).allowsEdgeAntialiasing == false)
        let pixel = try Self.pixels(svg)
        func partial(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            ys.reduce(0) { sum, y in sum + xs.filter { pixel($0, y) != Self.green && pixel($0, y) != Self.white }.count }
        }
        #expect(partial(0..<50, 0..<50) == 0)
        #expect(partial(0..<100, 55..<100) == 0)
        // An antialiased circle of radius 20 has partly covered pixels all round its edge.
        #expect(partial(50..<100, 0..<50) > 40)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aClipPathChildWithCrispEdgesClipsWithoutAntialiasing() throws {
        // shape-rendering inherited from the clipPath by its circle; the second clip antialiases.
        let pixel = try Self.pixels(document("""
            <clipPath id="crisp" shape-rendering="crispEdges"><circle cx="25" cy="50" r="20"/></clipPath>
            <clipPath id="smooth"><circle cx="75" cy="50" r="20"/></clipPath>
            <rect width="50" height="100" fill="#00ff00" clip-path="url(#crisp)"/>
            <rect x="50" width="50" height="100" fill="#00ff00" clip-path="url(#smooth)"/>
            """))
        func partial(_ xs: Range<Int>) -> Int {
            (0..<100).reduce(0) { sum, y in sum + xs.filter { pixel($0, y) != Self.green && pixel($0, y) != Self.white }.count }
        }
        #expect(pixel(25, 50) == Self.green && pixel(75, 50) == Self.green)
        #expect(partial(0..<50) == 0)
        #expect(partial(50..<100) > 40)
    }

    @Test func siblingCombinatorsMatchTheNextAndAnyLaterSibling() throws {
        // `#a + rect`: only the rect right after #a; `#a ~ circle`: every later circle; `g > #b + rect`
        // climbs from the sibling to the parent. `[k~="x"]` keeps its `~=` inside the brackets.
        let pixel = try Self.pixels(document("""
            <style>
              #a + rect { fill: #0000ff }
              #a ~ circle { fill: #00ff00 }
              g > #b + rect { fill: #00ff00 }
              rect[k~="x"] ~ rect[k] { fill: #00ff00 }
            </style>
            <rect id="a" x="0" y="0" width="10" height="10"/>
            <rect x="20" y="0" width="10" height="10"/>
            <rect x="40" y="0" width="10" height="10"/>
            <circle cx="65" cy="5" r="5"/>
            <g><rect id="b" x="0" y="30" width="10" height="10"/><rect x="20" y="30" width="10" height="10"/></g>
            <rect k="x y" x="0" y="60" width="10" height="10"/><rect x="20" y="60" width="10" height="10"/>
            <rect k="z" x="40" y="60" width="10" height="10"/>
            """))
        let black: [UInt8] = [0, 0, 0, 255]
        #expect(pixel(25, 5) == Self.blue)  // next sibling of #a
        #expect(pixel(45, 5) == black)  // a later rect, not the next one
        #expect(pixel(65, 5) == Self.green)  // a later circle
        #expect(pixel(25, 35) == Self.green)  // next sibling of #b, child of a g
        #expect(pixel(25, 65) == black)  // no k attribute
        #expect(pixel(45, 65) == Self.green)  // a later rect with k
        #expect(SVGStyleSheet.selector("a + + b") == nil)
        #expect(SVGStyleSheet.selector("+ b") == nil)
    }

    @Test func specificityOrdersSelectors() throws {
        let type = try #require(SVGStyleSheet.selector("rect")), cls = try #require(SVGStyleSheet.selector("g .a"))
        let id = try #require(SVGStyleSheet.selector("#x"))
        #expect(type.specificity < cls.specificity && cls.specificity < id.specificity)
        #expect(SVGStyleSheet.selector("rect:hover") == nil)
    }

    @Test func aPathWithBadDataIsDrawnUpToTheError() throws {
        let svg = document("""
            <path id="p" d="M 10 10 L 90 10 L 90 90 Z L 50" fill="#00ff00"/>
            """)
        let result = try importSVG(svg)
        #expect(result.warnings.contains { $0.id == "p" && $0.message.contains("drawn up to the error") })
        let pixel = try Self.pixels(svg)
        #expect(pixel(80, 20) == Self.green)
        #expect(pixel(20, 80) == Self.white)
    }

    @Test func transformOriginPivotsTheTransform() throws {
        // A half turn about the drawing's centre moves the square from the top left to the bottom right.
        let pixel = try Self.pixels(document("""
            <rect x="10" y="10" width="20" height="20" fill="#00ff00" transform="rotate(180)" transform-origin="center"/>
            """))
        #expect(pixel(80, 80) == Self.green)
        #expect(pixel(20, 20) == Self.white)
    }

    @Test func smallerPaintRules() throws {
        let pixel = try Self.pixels(document("""
            <linearGradient id="empty"/>
            <rect x="0" y="0" width="20" height="20" color="#00ff00" fill="url(#empty) currentColor"/>
            <rect x="30" y="0" width="20" height="20" fill="rgb(0, 50%, 0)"/>
            <rect x="60" y="10" width="20" height="20" fill="none" stroke="#ff0000" stroke-width="-5"/>
            """))
        #expect(pixel(10, 10) == Self.green)  // a gradient without stops takes the fallback
        #expect(pixel(40, 10) == [0, 0, 0, 255])  // mixed numbers and percentages: invalid, so black
        #expect(pixel(60, 20) == Self.white)  // a negative stroke width strokes nothing
    }

    @Test func anElementWhoseFilterIsInErrorIsNotDrawn() throws {
        let svg = document("""
            <filter id="bad"><feConvolveMatrix order="3" kernelMatrix="1 2 3 4 5"/></filter>
            <filter id="fine"><feConvolveMatrix kernelMatrix="0 0 0 0 1 0 0 0 0"/></filter>
            <rect id="hidden" x="0" y="0" width="40" height="40" fill="#ff0000" filter="url(#bad)"/>
            <rect id="shown" x="50" y="0" width="40" height="40" fill="#00ff00" filter="url(#fine)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(20, 20) == Self.white)
        #expect(pixel(70, 20) == Self.green)
        #expect(try importSVG(svg).warnings.contains { $0.id == "hidden" && $0.message.contains("in error") })
    }

    @Test func markerAndPatternCopiesAreBounded() throws {
        // 2,000 vertices × a marker of 101 elements, and a 0.1-unit tile over the drawing.
        let points = (0..<2000).map { "\($0 % 100) \($0 / 100)" }.joined(separator: " ")
        let dots = String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 100)
        let result = try importSVG(document("""
            <marker id="m">\(dots)</marker>
            <polyline id="line" points="\(points)" marker-mid="url(#m)"/>
            <pattern id="tiny" patternUnits="userSpaceOnUse" width="0.1" height="0.1"><rect width="0.05" height="0.05"/></pattern>
            <rect id="filled" width="100" height="100" fill="url(#tiny)"/>
            """))
        #expect(result.warnings.contains { $0.id == "line" && $0.message.contains("none drawn") })
        #expect(result.warnings.contains { $0.id == "filled" && $0.message.contains("not painted") })
        #expect(layer(result.layer, "line")?.sublayers.isEmpty != false)
    }
}

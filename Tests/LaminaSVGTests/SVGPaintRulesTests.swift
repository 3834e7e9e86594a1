import Foundation
import Lamina
import LaminaRender
@testable import LaminaSVG
import Testing

/// Paint-server and stroke rules read from SVG 2 and CSS, each with pixels that follow from the
/// geometry (100×100 drawings over white, premultiplied BGRA) and checked against Chrome.
@Suite struct SVGPaintRulesTests {
    static let blue: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    static func pixels(_ svg: String) throws -> (Int, Int) -> [UInt8] { try SVGClipAndBlendTests.pixels(svg) }

    // MARK: Masks

    @Test func anImageInsideALuminanceMaskMasksByItsPixelsLuminance() throws {
        // Two pixels, white then black, stretched over the mask: the left half shows the rect.
        let png = try pngData(try #require(ImageBuffer(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 255])))
        let svg = document("""
            <mask id="m"><image width="100" height="100" preserveAspectRatio="none"
                href="data:image/png;base64,\(png.base64EncodedString())"/></mask>
            <rect width="100" height="100" fill="#00ff00" mask="url(#m)"/>
            """)
        let imported = try importSVG(svg, options: SVGImportOptions(imageDecoder: { try decodeImage($0) }))
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
        #expect(pixel(10, 50) == Self.green)
        #expect(pixel(90, 50) == Self.white)
    }

    @Test func colouredTextInsideAMaskMasksByItsLuminance() throws {
        PangoTextMeasurer.installIfNeeded()
        let pixel = try Self.pixels(document("""
            <mask id="m"><text x="5" y="80" font-size="90" font-family="sans-serif" fill="#ff0000">H</text></mask>
            <rect id="r" width="100" height="100" fill="black" mask="url(#m)"/>
            """))
        // Red's luminance is 0.2125: where the glyph covers a pixel whole, black at that alpha
        // over white, 255 · (1 − 0.2125) ≈ 200.8 in each channel, and never darker.
        let darkest = (0..<100).flatMap { y in (0..<100).map { x in Int(pixel(x, y)[1]) } }.min() ?? 255
        #expect(abs(Double(darkest) - 255 * (1 - 0.2125)) <= 2)
    }

    // MARK: Stops

    @Test func stopColorInheritTakesTheGradientElementsValue() throws {
        // `stop-color` is not inherited, but `inherit` takes the parent's (the gradient's) value.
        let pixel = try Self.pixels(document("""
            <linearGradient id="g" stop-color="#00ff00">
              <stop offset="0" stop-color="inherit"/><stop offset="1" style="stop-color: inherit"/>
            </linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        #expect(pixel(10, 50) == Self.green)
        #expect(pixel(90, 50) == Self.green)
    }

    @Test func stopOpacityInheritTakesTheGradientElementsValue() throws {
        // Black at half opacity over white: 127 or 128 in each channel.
        let pixel = try Self.pixels(document("""
            <linearGradient id="g" stop-opacity="0.5">
              <stop offset="0" stop-opacity="inherit"/><stop offset="1" stop-opacity="inherit"/>
            </linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        #expect(abs(Int(pixel(50, 50)[1]) - 128) <= 1)
    }

    @Test func offsetInAStyleAttributeIsNotAProperty() throws {
        // `offset` is an attribute only: the first stop stays at 0, so x = 25 is a quarter grey.
        let pixel = try Self.pixels(document("""
            <linearGradient id="g"><stop style="offset: 0.5" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        #expect(abs(Double(pixel(25, 50)[1]) - 255 * 25.5 / 100) <= 3)
    }

    @Test func aFocalRadiusOutsideTheRadiusRunsTheRampInwards() throws {
        // fr = 40 around r = 20: t = (40 − d) / 20, black at t = 0 to white at t = 1, padded.
        let pixel = try Self.pixels(document("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="20" fr="40">
              <stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/>
            </radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        func grey(_ x: Int) -> Double { Double(pixel(x, 50)[1]) }
        #expect(grey(50) >= 254)                                   // d < 20: white
        #expect(abs(grey(80) - 255 * (40 - 30.5) / 20) <= 3)       // d = 30.5
        #expect(grey(95) <= 1)                                     // d > 40: black
    }

    // MARK: Patterns

    @Test(arguments: ["width=\"0\" height=\"10\"", "width=\"10\"", "width=\"-5\" height=\"10\""])
    func aPatternTileWithoutAreaPaintsTheFallback(size: String) throws {
        let pixel = try Self.pixels(document("""
            <pattern id="p" \(size) patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#0000ff"/></pattern>
            <rect width="100" height="80" fill="url(#p) #00ff00"/>
            <rect x="0" y="80" width="100" height="20" fill="url(#p)"/>
            """))
        #expect(pixel(50, 50) == Self.green)
        #expect(pixel(50, 90) == Self.white)  // no fallback: nothing
    }

    @Test func aPatternFillAloneKeepsItsFillOpacity() throws {
        // Blue at half opacity over white: (127 or 128, 127 or 128, 255) in RGB.
        let pixel = try Self.pixels(document("""
            <pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#0000ff"/></pattern>
            <rect x="10" y="10" width="80" height="80" fill="url(#p)" fill-opacity="0.5"/>
            """))
        #expect(pixel(50, 50)[0] == 255 && abs(Int(pixel(50, 50)[2]) - 128) <= 1)
    }

    // MARK: Stroke geometry

    @Test func emInStrokeLengthsIsTheElementsFontSize() throws {
        // font-size 20: dashes 1em on, 0.5em off are 20 and 10; the offset 0.25em is 5.
        let pixel = try Self.pixels(document("""
            <line x1="0" y1="50" x2="100" y2="50" stroke="#0000ff" stroke-width="0.5em" font-size="20"
                  stroke-dasharray="1em 0.5em" stroke-dashoffset="0.25em"/>
            """))
        // Dashes at 0...15 (the first cut by the offset), 25...45, 55...75.
        #expect(pixel(10, 50) == Self.blue && pixel(20, 50) == Self.white && pixel(30, 50) == Self.blue)
        #expect(pixel(50, 50) == Self.white && pixel(60, 50) == Self.blue)
        // Width 0.5em = 10: 45...55.
        #expect(pixel(10, 46) == Self.blue && pixel(10, 43) == Self.white)
    }

    /// A 16-wide stroke over a join at (50, 20) of 67.4°: its miter ratio is 1/sin(33.7°) = 1.80,
    /// so the miter's tip reaches y = 20 − 8·1.80 = 5.6; a bevel stops at y = 20 − 8·sin(33.7°) = 15.6.
    static func join(_ limit: String) -> String {
        document("<path d=\"M 10 80 L 50 20 L 90 80\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"16\" \(limit)/>")
    }

    @Test func aMiterLimitBelowOneBevelsEveryJoin() throws {
        #expect(try Self.pixels(Self.join(""))(50, 10) == Self.blue)  // default 4 > 1.80: mitred
        #expect(try Self.pixels(Self.join("stroke-miterlimit=\"0.5\""))(50, 10) == Self.white)
        #expect(try importSVG(Self.join("stroke-miterlimit=\"0.5\"")).warnings.isEmpty)
    }

    @Test func aNegativeMiterLimitIsIgnored() throws {
        #expect(try Self.pixels(Self.join("stroke-miterlimit=\"-1\""))(50, 10) == Self.blue)
        #expect(try importSVG(Self.join("stroke-miterlimit=\"-1\"")).warnings.map(\.message)
                    == ["cannot read stroke-miterlimit: \"-1\"; ignored"])
    }

    @Test func miterClipCutsTheMiterAtTheLimitInsteadOfBevelling() throws {
        // Limit 1.2: the cut is 1.2 · 8 = 9.6 from the vertex (y = 10.4), between the bevel
        // (y = 15.6) and the full miter's tip (y = 5.6).
        let clipped = try Self.pixels(Self.join("stroke-linejoin=\"miter-clip\" stroke-miterlimit=\"1.2\""))
        #expect(clipped(50, 12) == Self.blue && clipped(50, 8) == Self.white)
        let bevelled = try Self.pixels(Self.join("stroke-linejoin=\"miter\" stroke-miterlimit=\"1.2\""))
        #expect(bevelled(50, 12) == Self.white)
        // Under the limit a miter-clip join is a full miter: pixel (50, 8) lies wholly inside
        // its tip (1.6 wide each side at y = 8), past where the 1.2 cut ends it. (Pixel (50, 7)
        // is not wholly covered, 0.93 each side at y = 7: Cairo's sampling rounded it to full.)
        #expect(try Self.pixels(Self.join("stroke-linejoin=\"miter-clip\""))(50, 8) == Self.blue)
    }

    @Test func aClosedSubpathHasAJoinAtEveryCorner() throws {
        let joins = SVGMiterClip.joins(of: try Path(svgPathData: "M 10 10 L 90 10 L 50 80 Z"))
        #expect(joins.map(\.0) == [Point(x: 90, y: 10), Point(x: 50, y: 80), Point(x: 10, y: 10)])
    }

    @Test(arguments: ["round", "square"])
    func aDashedZeroLengthSubpathDrawsNoCap(cap: String) throws {
        func svg(_ dashes: String) -> String {
            document("<path d=\"M 20 50 L 20 50 M 60 50 Z\" stroke=\"#0000ff\" stroke-width=\"10\" stroke-linecap=\"\(cap)\" \(dashes)/>")
        }
        let plain = try Self.pixels(svg(""))
        #expect(plain(20, 50) == Self.blue && plain(60, 50) == Self.blue)
        let dashed = try Self.pixels(svg("stroke-dasharray=\"5 5\""))
        #expect(dashed(20, 50) == Self.white && dashed(60, 50) == Self.white)
    }

    @Test func aMarkerAfterAClosepathTakesTheNextSegmentsDirection() throws {
        // After Z the line starts at the subpath's start (20, 20) and goes down to (20, 80).
        let read = Path.svgPathDataPrefix("M 20 20 L 80 20 L 80 60 Z L 20 80")
        let vertices = SVGLayerBuilder.markerVertices(read.path, segmentEnds: read.segmentEnds)
        let last = try #require(vertices.last)
        #expect(last.point == Point(x: 20, y: 80))
        #expect(abs(last.angle - .pi / 2) < 1e-9)
    }

    @Test func aMarkersOwnOpacityAppliesToEachInstance() throws {
        // `marker` is a container element, so `opacity` applies: red at half over white.
        let pixel = try Self.pixels(document("""
            <marker id="m" markerUnits="userSpaceOnUse" markerWidth="20" markerHeight="20" refX="10" refY="10" opacity="0.5">
              <rect width="20" height="20" fill="#ff0000"/>
            </marker>
            <path d="M 20 50 L 80 50" stroke="none" marker-start="url(#m)" marker-end="url(#m)"/>
            """))
        for x in [15, 85] {
            #expect(pixel(x, 45)[2] == 255 && abs(Int(pixel(x, 45)[0]) - 128) <= 1, "marker at x = \(x)")
        }
    }

    // MARK: vector-effect

    /// x scaled by 4: the left edge lands at x = 20 and its 4-wide stroke covers 18...22 (a
    /// scaling stroke would cover 12...28); y is not scaled: the top edge's stroke is 18...22.
    /// The same for a colour and for a one-colour gradient.
    @Test(arguments: ["#0000ff", "url(#g)"])
    func aNonScalingStrokeKeepsItsWidthUnderAScale(stroke: String) throws {
        let svg = document("""
            <linearGradient id="g"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
            <g transform="scale(4 1)">
              <rect x="5" y="20" width="15" height="60" fill="none" stroke="\(stroke)" stroke-width="4"
                    vector-effect="non-scaling-stroke"/>
            </g>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(20, 50) == Self.blue && pixel(21, 50) == Self.blue)
        #expect(pixel(15, 50) == Self.white && pixel(25, 50) == Self.white)
        #expect(pixel(50, 21) == Self.blue && pixel(50, 24) == Self.white)
        #expect(try importSVG(svg).warnings.isEmpty)
    }

    @Test func aNonScalingStrokeIgnoresRotationAndScaleTogether() throws {
        // A horizontal line turned upright (x = 50, y 20...80) under a scale of 4 across it: the
        // stroke stays 6 wide (47...53), where a scaling one would be 24 (38...62).
        let pixel = try Self.pixels(document("""
            <g transform="translate(50 50) rotate(90) scale(1 4)">
              <line x1="-30" y1="0" x2="30" y2="0" stroke="#0000ff" stroke-width="6" vector-effect="non-scaling-stroke"/>
            </g>
            """))
        #expect(pixel(50, 25) == Self.blue && pixel(48, 75) == Self.blue)
        #expect(pixel(44, 50) == Self.white && pixel(56, 50) == Self.white)
    }

    @Test func aNonScalingStrokeDashesInTheRootsUnits() throws {
        // Dashes 10 on, 10 off in root units although the line is drawn 4 times larger.
        let pixel = try Self.pixels(document("""
            <g transform="scale(4 1)">
              <line x1="0" y1="50" x2="25" y2="50" stroke="#0000ff" stroke-width="10" stroke-dasharray="10 10"
                    vector-effect="non-scaling-stroke"/>
            </g>
            """))
        #expect(pixel(5, 50) == Self.blue && pixel(15, 50) == Self.white && pixel(25, 50) == Self.blue)
    }

    @Test func aNonScalingGradientStrokesPaintStaysInUserSpace() throws {
        // A red-to-blue ramp over the rect's user-space x (5...20, so 20...80 in the root):
        // red at the left edge, blue at the right, whatever the stroke's own space.
        let ramp = try Self.pixels(document("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="5" x2="20">
              <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/>
            </linearGradient>
            <g transform="scale(4 1)">
              <rect x="5" y="20" width="15" height="60" fill="none" stroke="url(#g)" stroke-width="4"
                    vector-effect="non-scaling-stroke"/>
            </g>
            """))
        let left = ramp(20, 50), right = ramp(80, 50)
        #expect(left[2] > 240 && left[0] < 15, "red at the left edge: \(left)")
        #expect(right[0] > 240 && right[2] < 15, "blue at the right edge: \(right)")
    }

    @Test func aNonScalingPatternStrokeKeepsItsWidth() throws {
        let pixel = try Self.pixels(document("""
            <pattern id="p" patternUnits="userSpaceOnUse" width="10" height="10">
              <rect width="10" height="10" fill="#0000ff"/>
            </pattern>
            <g transform="scale(4 1)">
              <rect x="5" y="20" width="15" height="60" fill="none" stroke="url(#p)" stroke-width="4"
                    vector-effect="non-scaling-stroke"/>
            </g>
            """))
        #expect(pixel(20, 50) == Self.blue && pixel(21, 50) == Self.blue)
        #expect(pixel(15, 50) == Self.white && pixel(25, 50) == Self.white)
        #expect(pixel(50, 21) == Self.blue && pixel(50, 24) == Self.white)
    }

    // MARK: Paint servers on text

    @Test func aGradientFillsTextThroughItsGlyphsOverTheTextsBox() throws {
        PangoTextMeasurer.installIfNeeded()
        let svg = document("""
            <linearGradient id="g"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#ff0000"/></linearGradient>
            <text x="5" y="75" font-family="sans-serif" font-size="70" fill="url(#g)">HH</text>
            """)
        #expect(try importSVG(svg).warnings.isEmpty)
        let pixel = try Self.pixels(svg)
        // The inked pixels: blue on the left of the text's box, red on the right.
        var inked: [(x: Int, pixel: [UInt8])] = []
        for y in stride(from: 20, to: 80, by: 2) {
            for x in 0..<100 where pixel(x, y) != Self.white { inked.append((x, pixel(x, y))) }
        }
        let left = try #require(inked.min { $0.x < $1.x }), right = try #require(inked.max { $0.x < $1.x })
        #expect(left.pixel[0] > left.pixel[2], "blue (B first) beats red at x = \(left.x)")
        #expect(right.pixel[2] > right.pixel[0], "red beats blue at x = \(right.x)")
        #expect(right.x - left.x > 40)
    }

    @Test func aGradientOnATurnedGlyphStaysUprightInUserSpace() throws {
        PangoTextMeasurer.installIfNeeded()
        // A horizontal ramp is one colour down each column of pixels, however the glyph turns:
        // the second H is turned 90° (it lies right of x = 40, below the baseline).
        let pixel = try Self.pixels(document("""
            <linearGradient id="g"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#ff0000"/></linearGradient>
            <text x="5" y="40" font-family="sans-serif" font-size="40" fill="url(#g)" rotate="0 90">HH</text>
            """))
        var columns = 0
        for x in 42..<100 {
            // Fully inked pixels only (alpha 255, no white mixed in): blue plus red is 255.
            var reds: [Int] = []
            for y in 40..<100 {
                let p = pixel(x, y)
                let blue = Int(p[0]), red = Int(p[2])
                if blue + red >= 250, p[1] == 0 { reds.append(red) }
            }
            guard reds.count >= 2, let low = reds.min(), let high = reds.max() else { continue }
            columns += 1
            #expect(high - low <= 6, "column \(x): red from \(low) to \(high)")
        }
        #expect(columns >= 5)
    }

    @Test func aGradientPaintsTextDecorationsThroughTheirLines() throws {
        PangoTextMeasurer.installIfNeeded()
        let svg = document("""
            <linearGradient id="g"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#ff0000"/></linearGradient>
            <text id="t" x="5" y="60" font-family="sans-serif" font-size="40" fill="url(#g)" text-decoration="underline">HH</text>
            """)
        let result = try importSVG(svg)
        #expect(result.warnings.isEmpty)
        // The underline is a shape layer without a colour of its own, painted by a masked gradient.
        let text = try #require(layer(result.layer, "t"))
        let lines = text.sublayers.compactMap { $0 as? ShapeLayer }
        let line = try #require(lines.first)
        #expect(line.fillColor == nil)
        let paint = try #require(line.sublayers.first as? GradientLayer)
        #expect(paint.mask is ShapeLayer)
    }

    @Test func aPatternStrokesTextThroughItsGlyphOutlines() throws {
        PangoTextMeasurer.installIfNeeded()
        let svg = document("""
            <pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="#00ff00"/></pattern>
            <text x="5" y="75" font-family="sans-serif" font-size="70" fill="none" stroke="url(#p)" stroke-width="4">HH</text>
            """)
        #expect(try importSVG(svg).warnings.isEmpty)
        let pixel = try Self.pixels(svg)
        var greens = 0
        for y in 20..<80 { for x in 0..<100 where pixel(x, y) == Self.green { greens += 1 } }
        #expect(greens > 100)
    }
}

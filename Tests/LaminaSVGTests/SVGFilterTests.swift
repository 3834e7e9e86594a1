import Foundation
import Lamina
import LaminaRender
@testable import LaminaSVG
import LaminaTestSupport
import Testing

/// `filter`: filter elements and CSS filter functions become the layer's `filters`, in the
/// layer's space, and render; invalid references hide the element; unsupported primitives warn once.
@Suite struct SVGFilterTests {
    /// Pixels (BGRA) of `svg` rendered over white.
    static func pixels(_ svg: String) throws -> (Int, Int) -> [UInt8] {
        let imported = try importSVG(svg)
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        return { x, y in Array(image.pixels[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
    }

    @Test func aFilterElementBecomesTheLayersFiltersInItsSpace() throws {
        let result = try importSVG(document("""
            <filter id="f" x="0" y="0" width="2" height="2"><feOffset dx="20" dy="10" result="a"/></filter>
            <rect id="r" x="10" y="10" width="30" height="30" fill="#0000ff" filter="url(#f)"/>
            """))
        let filters = try #require(layer(result.layer, "r")?.filters)
        // The region in the layer's space: the box (10, 10, 30, 30) at the origin, twice its size.
        #expect(filters.region == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(filters.primitives == [FilterPrimitive(.offset(dx: 20, dy: 10), inputs: [.previous], result: "a")])
        #expect(result.warnings.isEmpty)
    }

    @Test func anOffsetFilterMovesTheShape() throws {
        let pixel = try Self.pixels(document("""
            <filter id="f" x="0" y="0" width="2" height="2"><feOffset dx="20" dy="10"/></filter>
            <rect x="10" y="10" width="30" height="30" fill="#0000ff" filter="url(#f)"/>
            """))
        #expect(pixel(15, 15) == [255, 255, 255, 255])
        #expect(pixel(35, 25) == [255, 0, 0, 255])
        #expect(pixel(55, 45) == [255, 0, 0, 255])
    }

    @Test func aFloodWithOpacityFillsTheDefaultRegion() throws {
        // The default region is the box grown by 10% on each side: 20..80 for a box of 25..75.
        let pixel = try Self.pixels(document("""
            <filter id="f"><feFlood flood-color="#00ff00" flood-opacity="0.5"/></filter>
            <rect x="25" y="25" width="50" height="50" fill="#0000ff" filter="url(#f)"/>
            """))
        // Half-transparent green over white, within 2/255 (8-bit premultiplied rounding).
        #expect(zip(pixel(22, 50), [128, 255, 128, 255]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(pixel(22, 50))")
        #expect(pixel(18, 50) == [255, 255, 255, 255])
    }

    @Test func anInvalidReferenceHidesTheElement() throws {
        let result = try importSVG(document(#"<rect id="r" width="10" height="10" filter="url(#missing)"/>"#))
        #expect(layer(result.layer, "r")?.isHidden == true)
        #expect(result.warnings.map(\.message) == ["filter refers to #missing, which is not a filter; the element is not drawn"])
    }

    @Test func unsupportedPrimitivesWarnOncePerKind() throws {
        let result = try importSVG(document("""
            <filter id="f"><feFancyGlow/><feFancyGlow radius="2"/></filter>
            <filter id="g"><feFancyGlow/></filter>
            <rect width="10" height="10" filter="url(#f)"/><rect width="10" height="10" filter="url(#g)"/>
            """))
        #expect(result.warnings.map(\.message) == ["<feFancyGlow> is not supported; it passes its input through"])
    }

    @Test func aDisplacementMapReadsIn2ChannelsAndScalesInPrimitiveUnits() throws {
        let result = try importSVG(document("""
            <filter id="f"><feDisplacementMap in="SourceGraphic" in2="m" scale="8" xChannelSelector="R" yChannelSelector="B"/></filter>
            <filter id="g" primitiveUnits="objectBoundingBox"><feDisplacementMap scale="0.5" xChannelSelector="x"/></filter>
            <rect id="r" x="10" y="10" width="20" height="40" filter="url(#f)"/>
            <rect id="b" x="10" y="10" width="20" height="40" filter="url(#g)"/>
            """))
        let f = try #require(layer(result.layer, "r")?.filters?.primitives.first)
        #expect(f.operation == .displacementMap(scaleX: 8, scaleY: 8, x: .red, y: .blue))
        // A result not made yet reads the previous output (the source graphic, first).
        #expect(f.inputs == [.sourceGraphic, .previous])
        // In box units the scale is a fraction of the box's width and height; an unknown
        // channel is the default, alpha.
        let g = try #require(layer(result.layer, "b")?.filters?.primitives.first)
        #expect(g.operation == .displacementMap(scaleX: 10, scaleY: 20, x: .alpha, y: .alpha))
        #expect(result.warnings.isEmpty)
    }

    @Test func aDisplacementMapMovesPixelsByHalfTheScaleAtFullAndZeroChannels() throws {
        // The map is opaque red: R = 1 moves x by +scale/2, G = 0 moves y by −scale/2, so the
        // result at (x, y) is the source at (x + 10, y − 10): the square 40...60 is drawn at
        // x 30...50, y 50...70.
        let pixel = try Self.pixels(document("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feFlood flood-color="#ff0000" result="map"/>
              <feDisplacementMap in="SourceGraphic" in2="map" scale="20" xChannelSelector="R" yChannelSelector="G"/>
            </filter>
            <rect x="40" y="40" width="20" height="20" fill="#0000ff" filter="url(#f)"/>
            """))
        #expect(pixel(35, 60) == [255, 0, 0, 255])
        #expect(pixel(48, 52) == [255, 0, 0, 255])
        #expect(pixel(55, 60) == [255, 255, 255, 255])
        #expect(pixel(45, 45) == [255, 255, 255, 255])
    }

    @Test func clipPathAndMaskCutTheFilteredResultNotTheFiltersInput() throws {
        // Filter, then clip, then mask (CSS Masking 1, Filter Effects 1): the blurred square
        // 10...90 is solid 30 px inside its edges, so just inside the clip (x < 60) and the
        // mask (y < 60) it stays solid green; were the input cut first it would fade there.
        // The slanted clip (its edge at x = 61.2 on row 30) is a polygon, which the scan
        // converter notes and draws under itself: it too cuts only the result.
        for cut in [#"clip-path="url(#c)""#, #"clip-path="url(#s)""#, #"mask="url(#m)""#] {
            let pixel = try Self.pixels(document("""
                <filter id="f"><feGaussianBlur stdDeviation="3"/></filter>
                <clipPath id="c"><rect width="60" height="100"/></clipPath>
                <clipPath id="s"><polygon points="0,0 60,0 64,100 0,100"/></clipPath>
                <mask id="m"><rect width="100" height="60" fill="white"/></mask>
                <rect x="10" y="10" width="80" height="80" fill="#008000" filter="url(#f)" \(cut)/>
                """))
            let inside = cut.hasPrefix("clip") ? pixel(58, 30) : pixel(30, 58)
            #expect(zip(inside, [0, 128, 0, 255]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(cut): \(inside)")
            let outside = cut.hasPrefix("clip") ? pixel(62, 30) : pixel(30, 62)
            #expect(outside == [255, 255, 255, 255], "\(cut): \(outside)")
        }
    }

    @Test func aHugeDisplacementMovesEverythingOutOfTheBufferWithoutTrapping() throws {
        // 1e300 is a finite Double but an infinite Float: every place lands outside the buffer
        // (or is NaN where the channel is exactly ½), so nothing is drawn.
        let pixel = try Self.pixels(document("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feFlood flood-color="#ff8000" result="map"/>
              <feDisplacementMap in="SourceGraphic" in2="map" scale="1e300" xChannelSelector="R" yChannelSelector="A"/>
            </filter>
            <rect x="40" y="40" width="20" height="20" fill="#0000ff" filter="url(#f)"/>
            """))
        #expect(pixel(50, 50) == [255, 255, 255, 255])
        #expect(pixel(10, 10) == [255, 255, 255, 255])
    }

    @Test func cssFilterFunctionsMapToPrimitivesInSRGB() throws {
        let result = try importSVG(document("""
            <rect id="r" x="10" y="10" width="20" height="20" filter="blur(2px) grayscale(100%)"/>
            <rect id="bad" x="10" y="10" width="20" height="20" filter="hue-rotate(45)"/>
            """))
        let filters = try #require(layer(result.layer, "r")?.filters)
        #expect(filters.primitives.count == 2)
        #expect(filters.primitives[0] == FilterPrimitive(.gaussianBlur(x: 2, y: 2), colorSpace: .sRGB))
        #expect(filters.primitives.allSatisfy { $0.colorSpace == .sRGB })
        // An angle without a unit is invalid CSS: the value is ignored, with a warning.
        #expect(layer(result.layer, "bad")?.filters == nil)
        #expect(result.warnings.map(\.message) == [#"cannot read filter: "hue-rotate(45)"; ignored"#])
    }

    @Test func importSVGWritesFiltersIntoTheScene() throws {
        let svg = document("""
            <filter id="f" color-interpolation-filters="sRGB">
              <feGaussianBlur stdDeviation="2" in="SourceAlpha" result="b"/>
              <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
            </filter>
            <rect id="r" x="20" y="20" width="40" height="40" fill="#ff0000" filter="url(#f)"/>
            """)
        let imported = try importSVG(svg)
        let json = SceneWriter.document(size: imported.size, layers: [imported.layer]).rendered()
        #expect(json.contains("\"filters\""))
        #expect(json.contains("\"gaussianBlur\""))
        let scene = try Scene(jsonData: Data(json.utf8))
        let loaded = Renderer().render(snapshot: scene.advance(to: 0), size: imported.size, background: .white)
        let direct = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                       background: .white)
        #expect(zip(loaded.pixels, direct.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
    }

    @Test func aFilterWithTooManyPrimitivesStopsAtTheLimitWithAWarning() throws {
        let offsets = String(repeating: #"<feOffset dx="1"/>"#, count: FilterGraph.maximumPrimitives + 500)
        let result = try importSVG(document("""
            <filter id="f">\(offsets)</filter>
            <rect id="r" width="10" height="10" filter="url(#f)"/>
            """))
        #expect(layer(result.layer, "r")?.filters?.primitives.count == FilterGraph.maximumPrimitives)
        #expect(result.warnings.map(\.message) == ["more than 1000 filter primitives; the rest are left out"])
    }
}

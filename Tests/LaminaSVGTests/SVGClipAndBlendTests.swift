import Foundation
import Lamina
import LaminaRender
@testable import LaminaSVG
import LaminaTestSupport
import Testing

/// `clip-path` and `mask` become the layer's mask, `mix-blend-mode` its compositing filter; all survive
/// `lamina import-svg`'s scene document.
@Suite struct SVGClipAndBlendTests {
    /// The premultiplied BGRA pixel at `x`, `y` of `svg` drawn over white.
    static func pixels(_ svg: String) throws -> (Int, Int) -> [UInt8] {
        let imported = try importSVG(svg)
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        return { x, y in Array(image.pixels[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
    }

    static let circleClip = document("""
        <clipPath id="c"><circle cx="50" cy="50" r="30"/></clipPath>
        <rect id="r" x="10" y="10" width="80" height="80" fill="#00ff00" clip-path="url(#c)"/>
        """)

    @Test func aClipPathBecomesTheLayersMaskInItsBounds() throws {
        let result = try importSVG(Self.circleClip)
        let rect = try #require(layer(result.layer, "r"))
        let mask = try #require(rect.mask)
        let circle = try #require(mask.sublayers.first as? ShapeLayer)
        // The circle's box (20...80) in the rect's bounds, which start at the rect's corner (10, 10).
        #expect(circle.path?.boundingBox == Rect(x: 10, y: 10, width: 60, height: 60))
        #expect(circle.fillColor == .black)
        #expect(result.warnings.isEmpty)
        let pixel = try Self.pixels(Self.circleClip)
        #expect(pixel(50, 50) == [0, 255, 0, 255])  // inside the circle
        #expect(pixel(15, 15) == [255, 255, 255, 255])  // inside the rect, outside the circle
    }

    @Test func objectBoundingBoxUnitsAndClipRuleApply() throws {
        let pixel = try Self.pixels(document("""
            <clipPath id="c" clipPathUnits="objectBoundingBox">
              <path d="M 0 0 H 1 V 1 H 0 Z M 0.25 0.25 H 0.75 V 0.75 H 0.25 Z" clip-rule="evenodd"/>
            </clipPath>
            <rect x="20" y="20" width="40" height="40" fill="#0000ff" clip-path="url(#c)"/>
            """))
        #expect(pixel(25, 25) == [255, 0, 0, 255])  // in the ring
        #expect(pixel(40, 40) == [255, 255, 255, 255])  // in the even-odd hole
        #expect(pixel(70, 40) == [255, 255, 255, 255])  // outside the rect
    }

    @Test func aGradientFilledShapeIsWrappedToTakeTheClip() throws {
        let svg = document("""
            <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#ff0000"/></linearGradient>
            <clipPath id="c"><rect x="0" y="0" width="50" height="100"/></clipPath>
            <rect id="r" width="100" height="100" fill="url(#g)" clip-path="url(#c)"/>
            """)
        let wrapper = try #require(layer(try importSVG(svg).layer, "r"))
        #expect(wrapper.mask != nil)
        #expect(wrapper.sublayers.first is GradientLayer)
        let pixel = try Self.pixels(svg)
        #expect(pixel(25, 50) == [0, 0, 255, 255])
        #expect(pixel(75, 50) == [255, 255, 255, 255])
    }

    @Test func aMissingClipPathIsReportedAndDoesNotClip() throws {
        let result = try importSVG(document(#"<rect id="r" width="10" height="10" clip-path="url(#none)"/>"#))
        #expect(layer(result.layer, "r")?.mask == nil)
        #expect(result.warnings.map(\.message) == ["clip-path refers to #none, which is not a clipPath; not clipped"])
    }

    @Test func mixBlendModeFromStyleSetsTheCompositingFilter() throws {
        let svg = document("""
            <rect width="100" height="100" fill="#ff0000"/>
            <rect id="b" width="100" height="50" fill="#0000ff" style="mix-blend-mode: screen"/>
            <rect id="plain" y="50" width="100" height="50" fill="#0000ff" mix-blend-mode="screen"/>
            """)
        let result = try importSVG(svg)
        #expect(layer(result.layer, "b")?.compositingFilter == .screen)
        // A CSS property, not a presentation attribute (SVG 2).
        #expect(layer(result.layer, "plain")?.compositingFilter == nil)
        let pixel = try Self.pixels(svg)
        #expect(pixel(50, 25) == [255, 0, 255, 255])  // red screen blue: magenta
        #expect(pixel(50, 75) == [255, 0, 0, 255])
    }

    @Test func anIsolatedGroupKeepsTheBlendModesInsideItFromTheBackdrop() throws {
        // Screen of blue over red is magenta; inside an isolated group the blue screens over
        // nothing and stays blue. The attribute form is not CSS and does not isolate (SVG 2).
        let svg = document("""
            <rect width="100" height="100" fill="#ff0000"/>
            <g id="iso" style="isolation: isolate">
                <rect width="100" height="50" fill="#0000ff" style="mix-blend-mode: screen"/>
            </g>
            <g id="attr" isolation="isolate">
                <rect y="50" width="100" height="50" fill="#0000ff" style="mix-blend-mode: screen"/>
            </g>
            """)
        let result = try importSVG(svg)
        #expect(layer(result.layer, "iso")?.compositingFilter == .sourceOver)
        #expect(layer(result.layer, "attr")?.compositingFilter == nil)
        let pixel = try Self.pixels(svg)
        #expect(pixel(50, 25) == [255, 0, 0, 255])  // BGRA: blue
        #expect(pixel(50, 75) == [255, 0, 255, 255])  // magenta
    }

    @Test func importSVGWritesMasksAndCompositingIntoTheScene() throws {
        let svg = document("""
            <clipPath id="c"><circle cx="50" cy="50" r="30"/></clipPath>
            <rect width="100" height="100" fill="#ff0000"/>
            <rect id="r" width="100" height="100" fill="#00ff00" clip-path="url(#c)" style="mix-blend-mode: multiply"/>
            """)
        let imported = try importSVG(svg)
        let json = SceneWriter.document(size: imported.size, layers: [imported.layer]).rendered()
        #expect(json.contains("\"mask\""))
        #expect(json.contains("\"compositingFilter\" : \"multiplyBlendMode\"") || json.contains("\"compositingFilter\": \"multiplyBlendMode\""))
        let scene = try Scene(jsonData: Data(json.utf8))
        let loaded = Renderer().render(snapshot: scene.advance(to: 0), size: imported.size, background: .white)
        let direct = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                       background: .white)
        #expect(zip(loaded.pixels, direct.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        // Multiply of green over red is black inside the clip; red outside it.
        #expect(Array(direct.pixels[(50 * direct.bytesPerRow + 50 * 4)..<(50 * direct.bytesPerRow + 50 * 4 + 4)]) == [0, 0, 0, 255])
        #expect(Array(direct.pixels[(5 * direct.bytesPerRow + 5 * 4)..<(5 * direct.bytesPerRow + 5 * 4 + 4)]) == [0, 0, 255, 255])
    }

    @Test func aLuminanceMaskBecomesAnAlphaMaskInItsRegion() throws {
        let svg = document("""
            <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="50" height="100">
              <rect width="100" height="50" fill="white"/>
              <rect y="50" width="100" height="50" fill="#808080"/>
            </mask>
            <rect id="r" width="100" height="100" fill="#0000ff" mask="url(#m)"/>
            """)
        let result = try importSVG(svg)
        #expect(result.warnings.isEmpty)
        let mask = try #require(layer(result.layer, "r")?.mask)
        // The region keeps the content's colours and turns them into alpha by a filter.
        let region = try #require(mask.sublayers.first)
        #expect(region.filters?.primitives.last?.operation == FilterOperation.luminanceToAlpha)
        let shapes = region.sublayers.compactMap { $0 as? ShapeLayer }
        #expect(shapes.map(\.fillColor) == [.white, Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)])
        let pixel = try Self.pixels(svg)
        #expect(pixel(25, 25) == [255, 0, 0, 255])  // white: fully shown
        let half = pixel(25, 75)  // mid grey: about half blue over white
        #expect(abs(Int(half[0]) - 255) <= 1 && abs(Int(half[1]) - 127) <= 2)
        #expect(pixel(75, 25) == [255, 255, 255, 255])  // outside the region
    }

    @Test func maskTypeAlphaKeepsColoursAndASelfReferenceIsIgnored() throws {
        let result = try importSVG(document("""
            <mask id="a" mask-type="alpha"><rect width="10" height="10" fill="#ff0000" fill-opacity="0.5"/></mask>
            <mask id="loop"><rect width="10" height="10" fill="white" mask="url(#loop)"/></mask>
            <rect id="r" width="10" height="10" mask="url(#a)"/>
            <rect id="s" width="10" height="10" mask="url(#loop)"/>
            """))
        let shape = try #require(layer(result.layer, "r")?.mask?.sublayers.first?.sublayers.first as? ShapeLayer)
        #expect(shape.fillColor == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // The rect inside #loop refers back to it: that reference is ignored, so the rect is
        // drawn into the mask unmasked (Chromium's reading) and #loop shows all of `s`.
        #expect(layer(result.layer, "s")?.mask?.sublayers.first?.sublayers.first?.isHidden == false)
        #expect(layer(result.layer, "s")?.mask?.sublayers.first?.sublayers.first?.mask == nil)
        #expect(result.warnings.map(\.message) == ["mask #loop refers back to itself; ignored here"])
    }

    @Test func maskTypeInStyleWinsOverTheAttribute() throws {
        // CSS: a style declaration overrides the presentation attribute, so #a is a luminance
        // mask (its region carries the luminance filter) and #b an alpha one.
        let result = try importSVG(document("""
            <mask id="a" mask-type="alpha" style="mask-type: luminance"><rect width="10" height="10" fill="white"/></mask>
            <mask id="b" mask-type="luminance" style="mask-type: alpha"><rect width="10" height="10" fill="white"/></mask>
            <rect id="r" width="10" height="10" mask="url(#a)"/>
            <rect id="s" width="10" height="10" mask="url(#b)"/>
            """))
        #expect(layer(result.layer, "r")?.mask?.sublayers.first?.filters?.primitives.last?.operation == FilterOperation.luminanceToAlpha)
        #expect(layer(result.layer, "s")?.mask?.sublayers.first?.filters == nil)
    }

    @Test func aNestedSVGClipsToItsViewportUnlessOverflowIsVisible() throws {
        let pixel = try Self.pixels(document("""
            <svg x="10" y="10" width="30" height="30" viewBox="0 0 10 10">
              <rect x="-5" y="-5" width="20" height="20" fill="#0000ff"/>
            </svg>
            <svg x="60" y="10" width="30" height="30" viewBox="0 0 10 10" overflow="visible">
              <rect x="-5" y="-5" width="20" height="20" fill="#0000ff"/>
            </svg>
            """))
        #expect(pixel(25, 25) == [255, 0, 0, 255])
        #expect(pixel(5, 5) == [255, 255, 255, 255])  // the rect's overhang, clipped
        #expect(pixel(55, 5) == [255, 0, 0, 255])  // the same overhang, shown
    }

    @Test func paintOrderStrokeDrawsTheStrokeUnderTheFill() throws {
        let result = try importSVG(document("""
            <rect id="s" x="20" y="20" width="60" height="60" fill="#00ff00" stroke="#0000ff" stroke-width="20"
                  paint-order="stroke"/>
            <rect id="n" x="20" y="20" width="60" height="60" fill="#00ff00" stroke="#0000ff" paint-order="fill bogus"/>
            """))
        let parts = try #require(layer(result.layer, "s")?.sublayers.compactMap { $0 as? ShapeLayer })
        #expect(parts.map { $0.fillColor == nil } == [true, false])
        #expect(parts.map { $0.strokeColor == nil } == [false, true])
        #expect(layer(result.layer, "n") is ShapeLayer)
        #expect(result.warnings.map(\.message) == ["cannot read paint-order: \"fill bogus\"; ignored"])
    }
}


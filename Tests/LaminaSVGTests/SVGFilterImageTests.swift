import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import Testing

/// `feImage` (Filter Effects 1 §15.12) as a filter's first primitive: an element drawn like a
/// `use` moved to the subregion's corner, or an image file drawn like an `image` filling the
/// subregion; the rest of the filter reads the picture, and the filtered element's own drawing
/// is not shown. Filters on `image` and `text` apply as on any graphics element.
@Suite struct SVGFilterImageTests {
    static let green: [UInt8] = [0, 128, 0, 255]  // premultiplied BGRA of `green`
    static let white: [UInt8] = [255, 255, 255, 255]

    /// Pixels (BGRA) of `svg` rendered over white, with images decoded.
    static func pixels(_ svg: String) throws -> (Int, Int) -> [UInt8] {
        let imported = try importSVG(svg, options: SVGImportOptions(imageDecoder: { try decodeImage($0) }))
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        return { x, y in Array(image.pixels[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
    }

    @Test func anElementIsDrawnAtTheFilterRegionsCornerInsteadOfTheElement() throws {
        // Region = the red rect's box (20...80); the 40-unit green square moves to (20, 20).
        let pixel = try Self.pixels(document("""
            <defs><rect id="g" width="40" height="40" fill="green"/></defs>
            <filter id="f" x="0" y="0" width="1" height="1"><feImage href="#g"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(pixel(30, 30) == Self.green)
        #expect(pixel(58, 58) == Self.green)
        #expect(pixel(70, 70) == Self.white)  // in the region, outside the picture: not the red rect
        #expect(pixel(10, 10) == Self.white)
    }

    @Test func xAndYMoveTheElementAndTheSubregionCutsIt() throws {
        // Default region: the box 10...90 grown by 10% = 2...98. The subregion starts at
        // (30, 30) and runs to the region's far side: the square lands on 30...70.
        let pixel = try Self.pixels(document("""
            <defs><rect id="g" width="40" height="40" fill="green"/></defs>
            <filter id="f"><feImage href="#g" x="30" y="30"/></filter>
            <rect x="10" y="10" width="80" height="80" fill="red" filter="url(#f)"/>
            """))
        #expect(pixel(35, 35) == Self.green)
        #expect(pixel(65, 65) == Self.green)
        #expect(pixel(25, 50) == Self.white)
        #expect(pixel(80, 80) == Self.white)
    }

    @Test func anImageFileFillsTheSubregion() throws {
        // A one-pixel green PNG stretched over the left half of the region.
        let png = try pngData(try #require(ImageBuffer(width: 1, height: 1, pixels: [0, 255, 0, 255])))
        let pixel = try Self.pixels(document("""
            <filter id="f" x="0" y="0" width="1" height="1">
              <feImage x="0" y="0" width="50" height="100" preserveAspectRatio="none"
                       href="data:image/png;base64,\(png.base64EncodedString())"/>
            </filter>
            <rect width="100" height="100" fill="red" filter="url(#f)"/>
            """))
        #expect(pixel(25, 50) == [0, 255, 0, 255])
        #expect(pixel(75, 50) == Self.white)
    }

    @Test func laterPrimitivesReadThePictureByNameOrAsThePreviousOutput() throws {
        // The picture (green on 20...60) moved 20 to the right by an feOffset that names it.
        let pixel = try Self.pixels(document("""
            <defs><rect id="g" width="40" height="40" fill="green"/></defs>
            <filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
              <feImage href="#g" result="picture"/><feFlood flood-color="blue"/><feOffset in="picture" dx="20"/>
            </filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(pixel(30, 30) == Self.white)
        #expect(pixel(50, 30) == Self.green)
        #expect(pixel(75, 50) == Self.green)
    }

    @Test func aPictureOfTheFilteredElementItselfLeavesItUnfiltered() throws {
        let svg = document("""
            <filter id="f"><feImage href="#r"/></filter>
            <rect id="r" x="20" y="20" width="60" height="60" fill="green" filter="url(#f)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(22, 22) == Self.green)
        #expect(pixel(78, 78) == Self.green)
        #expect(try importSVG(svg).warnings.contains { $0.message.contains("contains the filtered element; drawn unfiltered") })
    }

    @Test func anElementDrawnInsideItsOwnFiltersPictureIsDrawnWithoutIt() throws {
        // #g uses the filter that draws it: inside the picture it is drawn plainly.
        let svg = document("""
            <filter id="f" x="0" y="0" width="1" height="1"><feImage href="#g"/></filter>
            <defs><g id="g" filter="url(#f)"><rect width="40" height="40" fill="green"/></g></defs>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(30, 30) == Self.green)
        #expect(pixel(70, 70) == Self.white)
        #expect(try importSVG(svg).warnings.contains { $0.message.contains("is drawing this element as its feImage") })
    }

    @Test func aFilterThatAlsoReadsTheSourceGraphicKeepsTheElement() throws {
        let svg = document("""
            <defs><rect id="g" width="40" height="40" fill="blue"/></defs>
            <filter id="f" x="0" y="0" width="1" height="1"><feImage href="#g"/><feMerge><feMergeNode in="SourceGraphic"/></feMerge></filter>
            <rect x="20" y="20" width="60" height="60" fill="green" filter="url(#f)"/>
            """)
        let pixel = try Self.pixels(svg)
        #expect(pixel(70, 70) == Self.green)
        #expect(try importSVG(svg).warnings.contains { $0.message.contains("also reads SourceGraphic") })
    }

    // MARK: filters on images and text (graphics elements, Filter Effects 1 §5)

    @Test func aFilterOnAnImageAppliesToIt() throws {
        // A green picture on 10...50 moved by (20, 10) inside the default region 6...54.
        let png = try pngData(try #require(ImageBuffer(width: 1, height: 1, pixels: [0, 128, 0, 255])))
        let pixel = try Self.pixels(document("""
            <filter id="f"><feOffset dx="20" dy="10"/></filter>
            <image x="10" y="10" width="40" height="40" preserveAspectRatio="none" filter="url(#f)"
                   href="data:image/png;base64,\(png.base64EncodedString())"/>
            """))
        #expect(pixel(40, 30) == Self.green)
        #expect(pixel(20, 15) == Self.white)  // where it was before the offset
        #expect(pixel(58, 30) == Self.white)  // moved past the filter region
    }

    @Test func aFilterOnTextAppliesToIt() throws {
        PangoTextMeasurer.installIfNeeded()
        // A flood over the text's box: the gap between the H's stems, below its bar, is green.
        let pixel = try Self.pixels(document("""
            <filter id="f" x="0" y="0" width="1" height="1"><feFlood flood-color="green"/></filter>
            <text x="10" y="60" font-family="sans-serif" font-size="40" filter="url(#f)">H</text>
            """))
        #expect(pixel(27, 55) == Self.green)
        #expect(pixel(5, 55) == Self.white)
    }
}

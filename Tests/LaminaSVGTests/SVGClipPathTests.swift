import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import Testing

/// CSS Masking 1 rules for `clip-path` inside and on `clipPath` elements (§6.1, §6.3).
@Suite struct SVGClipPathTests {
    static let green: [UInt8] = [0, 128, 0, 255]  // premultiplied BGRA of `green`
    static let white: [UInt8] = [255, 255, 255, 255]

    @Test func anUnreadableTransformOnAClipPathIsIgnored() throws {
        // As on any element: the clip applies untransformed (Chromium and rsvg), with a warning.
        let svg = document("""
            <clipPath id="c" transform="qwe(1)"><rect x="20" y="20" width="40" height="40"/></clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        #expect(pixel(40, 40) == Self.green)
        #expect(pixel(70, 70) == Self.white)
        #expect(try importSVG(svg).warnings.map(\.message) == ["cannot read transform=\"qwe(1)\"; ignored"])
    }

    @Test func aClipPathOnAClipPathChildClipsThatChildOnly() throws {
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <clipPath id="circle"><circle cx="50" cy="50" r="30"/></clipPath>
            <clipPath id="c">
              <rect width="100" height="100" clip-path="url(#circle)"/>
              <rect y="80" width="20" height="20"/>
            </clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """))
        #expect(pixel(50, 50) == Self.green)
        #expect(pixel(10, 10) == Self.white)   // in the first child, outside its clip
        #expect(pixel(10, 90) == Self.green)   // the second child is not clipped
    }

    @Test func aClipPathChildsClipIsInTheChildsOwnSpace() throws {
        // The circle is written about (0, 50) in the child's space, which is moved 50 right.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <clipPath id="circle"><circle cx="0" cy="50" r="30"/></clipPath>
            <clipPath id="c"><rect width="50" height="100" transform="translate(50 0)" clip-path="url(#circle)"/></clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """))
        #expect(pixel(60, 50) == Self.green)
        #expect(pixel(40, 50) == Self.white)   // outside the rect
        #expect(pixel(90, 50) == Self.white)   // outside the circle
    }

    @Test func aClipPathOnAClipPathElementIntersects() throws {
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <clipPath id="top"><rect width="100" height="50"/></clipPath>
            <clipPath id="left" clip-path="url(#top)"><rect width="50" height="100"/></clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#left)"/>
            """))
        #expect(pixel(25, 25) == Self.green)
        #expect(pixel(75, 25) == Self.white)
        #expect(pixel(25, 75) == Self.white)
    }

    @Test func aReferenceBackToTheClipBeingBuiltIsIgnored() throws {
        let svg = document("""
            <clipPath id="c"><rect x="20" y="20" width="60" height="60" clip-path="url(#c)"/></clipPath>
            <rect id="r" width="100" height="100" fill="green" clip-path="url(#c)"/>
            """)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        #expect(pixel(50, 50) == Self.green)
        #expect(pixel(10, 10) == Self.white)
        #expect(try importSVG(svg).warnings.contains { $0.message.contains("refers back to itself") })
    }

    @Test func aUseOfAShapeIsAClipChildPlacedAndInheritingFromTheUse() throws {
        // The ring (even-odd from the use) is moved 20 right and then 10 down by the transform.
        let svg = document("""
            <defs><path id="ring" d="M 10 10 h 40 v 40 h -40 z M 20 20 h 20 v 20 h -20 z"/><g id="group"><rect width="100" height="100"/></g></defs>
            <clipPath id="c">
              <use href="#ring" x="20" transform="translate(0 10)" clip-rule="evenodd"/>
              <use id="bad" href="#group"/>
            </clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        #expect(pixel(35, 25) == Self.green)   // the ring's band, at (30...70, 20...60)
        #expect(pixel(50, 40) == Self.white)   // its hole
        #expect(pixel(15, 15) == Self.white)   // where the ring was written: not there
        #expect(pixel(90, 90) == Self.white)   // the group is not a clip child
        #expect(try importSVG(svg).warnings.contains { $0.id == "bad" && $0.message.contains("not a clip child") })
    }

    @Test func textInsideAClipPathClipsByItsGlyphsWhateverItsPaint() throws {
        PangoTextMeasurer.installIfNeeded()
        // fill="none" and a faint fill-opacity do not matter: a clip takes the glyphs' shapes.
        let svg = document("""
            <clipPath id="c"><text x="5" y="70" font-size="70" font-family="sans-serif" fill="none" fill-opacity="0.1">HI</text></clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """)
        let result = try importSVG(svg)
        #expect(!result.warnings.contains { $0.message.contains("text") })
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        var green = 0
        for y in 0..<100 { for x in 0..<100 where pixel(x, y) == Self.green { green += 1 } }
        #expect(green > 300, "\(green) fully green pixels")
        #expect(pixel(50, 90) == Self.white)  // below the baseline
        #expect(pixel(50, 5) == Self.white)   // above the capitals
    }

    @Test func aUseOfTextInsideAClipPathClipsByTheGlyphsWhereTheUsePutsThem() throws {
        PangoTextMeasurer.installIfNeeded()
        // CSS Masking 1 §6.1: a use that refers to a text element is a clip child. The text is
        // written off to the left; the use moves it 100 units right, onto the rectangle.
        let svg = document("""
            <defs><text id="t" x="-95" y="70" font-size="70" font-family="sans-serif">HI</text></defs>
            <clipPath id="c"><use href="#t" x="100"/></clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """)
        #expect(try importSVG(svg).warnings.isEmpty)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        var green = 0
        for y in 0..<100 { for x in 0..<100 where pixel(x, y) == Self.green { green += 1 } }
        #expect(green > 300, "\(green) fully green pixels")
        #expect(pixel(50, 90) == Self.white)  // below the baseline
    }

    @Test func aClipPathOnTheRootClipsInTheViewBoxsSpace() throws {
        // The viewBox doubles the drawing: the clip's 0...25 square covers 0...50 pixels.
        let pixel = try SVGClipAndBlendTests.pixels("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 50 50" clip-path="url(#c)">
              <clipPath id="c"><rect width="25" height="25"/></clipPath>
              <rect width="50" height="50" fill="green"/>
            </svg>
            """)
        #expect(pixel(40, 40) == Self.green)
        #expect(pixel(60, 40) == Self.white)
        #expect(pixel(40, 60) == Self.white)
    }
}

import Foundation
import Lamina
import LaminaSVG
import Testing

/// CSS Masking 1 rules for `mask` beyond the basics in SVGClipAndBlendTests.
@Suite struct SVGMaskTests {
    static let green: [UInt8] = [0, 128, 0, 255]  // premultiplied BGRA of `green`
    static let white: [UInt8] = [255, 255, 255, 255]

    @Test func aMaskOnAMaskElementMasksItsContent() throws {
        // The mask is a band y 20...80; its own mask keeps the left half of that.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <mask id="half" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect width="50" height="100" fill="white"/>
            </mask>
            <mask id="band" mask="url(#half)" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect y="20" width="100" height="60" fill="white"/>
            </mask>
            <rect width="100" height="100" fill="green" mask="url(#band)"/>
            """))
        #expect(pixel(25, 50) == Self.green)
        #expect(pixel(75, 50) == Self.white)  // outside the mask's mask
        #expect(pixel(25, 10) == Self.white)  // outside the band
    }

    @Test func aReferenceBackToTheMaskBeingBuiltIsIgnored() throws {
        let svg = document("""
            <mask id="m"><rect width="100" height="100" fill="white" mask="url(#m)"/></mask>
            <rect id="r" width="100" height="100" fill="green" mask="url(#m)"/>
            """)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        #expect(pixel(50, 50) == Self.green)
        let warnings = try importSVG(svg).warnings
        #expect(warnings.contains { $0.message.contains("mask #m refers back to itself") })
    }

    @Test func masksOnMasksThatComeBackRoundAreDropped() throws {
        // #b's mask #a is masked by #b again: the chain is dropped and #b masks alone.
        let svg = document("""
            <mask id="a" mask="url(#b)" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect width="60" height="60" fill="white"/>
            </mask>
            <mask id="b" mask="url(#a)" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect x="40" y="40" width="60" height="60" fill="white"/>
            </mask>
            <rect width="100" height="100" fill="green" mask="url(#b)"/>
            """)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        #expect(pixel(50, 50) == Self.green)
        #expect(pixel(80, 80) == Self.green)
        #expect(pixel(20, 20) == Self.white)
        #expect(try importSVG(svg).warnings.contains { $0.id == "b" && $0.message.contains("come back round") })
    }

    /// Whether every channel of `pixel` is within `tolerance` of `expected`.
    static func near(_ pixel: [UInt8], _ expected: [Double], _ tolerance: Double = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }

    @Test func aLuminanceMaskIsTheLuminanceOfItsContentOnceDrawn() throws {
        // CSS Masking 1 §7.2: the mask value is the luminance of the mask image. A black circle
        // over a white rect cuts a hole; a half-transparent white dot over the black shows half.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect x="10" y="10" width="80" height="80" fill="white"/>
              <circle cx="50" cy="50" r="30" fill="black"/>
              <circle cx="50" cy="50" r="10" fill="white" fill-opacity="0.5"/>
            </mask>
            <rect width="100" height="100" fill="green" mask="url(#m)"/>
            """))
        #expect(pixel(15, 15) == Self.green)
        #expect(pixel(50, 30) == Self.white)  // under the black circle
        // Half green over white: 255 · 0.5 in blue and red, (128 + 255) / 2 in green.
        #expect(Self.near(pixel(50, 50), [127.5, 191.5, 127.5, 255]))
    }

    @Test func overlappingGreysInAMaskDoNotAddUp() throws {
        // Two opaque mid-grey rects overlap: the drawn mask is mid grey there too (luminance
        // 128/255 ≈ 0.502), so the overlap shows as much as either rect alone.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect width="60" height="100" fill="#808080"/>
              <rect x="40" width="60" height="100" fill="#808080"/>
            </mask>
            <rect width="100" height="100" fill="black" mask="url(#m)"/>
            """))
        let grey = 255 * (1 - 128.0 / 255)
        #expect(Self.near(pixel(20, 50), [grey, grey, grey, 255]))
        #expect(Self.near(pixel(50, 50), [grey, grey, grey, 255]))
        #expect(Self.near(pixel(80, 50), [grey, grey, grey, 255]))
    }

    @Test func aClipPathOnAMaskElementClipsItsContent() throws {
        // The mask shows everything; its clip path keeps the left 40 units of the masked rect.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <clipPath id="c"><rect width="40" height="100"/></clipPath>
            <mask id="m" clip-path="url(#c)" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <rect width="100" height="100" fill="white"/>
            </mask>
            <rect width="100" height="100" fill="green" mask="url(#m)"/>
            """))
        #expect(pixel(20, 50) == Self.green)
        #expect(pixel(60, 50) == Self.white)
    }
}

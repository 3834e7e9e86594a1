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
}

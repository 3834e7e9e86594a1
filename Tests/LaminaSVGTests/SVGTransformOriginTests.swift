import Foundation
import Lamina
import LaminaSVG
import Testing

/// SVG 2 makes `gradientTransform`, `patternTransform` and a clipPath's `transform` the
/// element's `transform`, so `transform-origin` pivots them (CSS Transforms 1), in the space
/// each works in; keywords and percentages are of the viewport. Each drawing is 100×100; a
/// point x maps to (x − o)·2 + o under `scale(2)` about o.
@Suite struct SVGTransformOriginTests {
    static let red: [UInt8] = [0, 0, 255, 255]  // BGRA
    static let blue: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 128, 0, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A gradient stepping from red to blue halfway along its axis.
    static let step = #"<stop offset="0.5" stop-color="red"/><stop offset="0.5" stop-color="blue"/>"#

    @Test func transformOriginPivotsAUserSpaceGradientTransform() throws {
        // The step at x = 25 is the pivot, so it stays there (it would move to 50 about 0).
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" x2="50"
                            gradientTransform="scale(2)" transform-origin="25 0">\(Self.step)</linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        #expect(pixel(20, 50) == Self.red)
        #expect(pixel(30, 50) == Self.blue)
        #expect(pixel(45, 50) == Self.blue)
    }

    @Test func transformOriginOfABoundingBoxGradientIsInTheBoxsUnitSquare() throws {
        // "0.5 0" is the box's middle: the step at 0.5 stays at x = 50 (about 0 it would
        // move to the box's far edge, leaving it red).
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <linearGradient id="g" gradientTransform="scale(2)" transform-origin="0.5 0">\(Self.step)</linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """))
        #expect(pixel(40, 50) == Self.red)
        #expect(pixel(60, 50) == Self.blue)
    }

    @Test func transformOriginPivotsAPatternTransform() throws {
        // A 20-unit tile with a green 10-unit square, doubled about (10, 10): squares of 20 at
        // −10 + 40k, so 30...50 is green and 10...30 is not (about 0: 0...20 and 40...60).
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <pattern id="p" patternUnits="userSpaceOnUse" width="20" height="20"
                     patternTransform="scale(2)" transform-origin="10 10">
              <rect width="10" height="10" fill="green"/>
            </pattern>
            <rect width="100" height="100" fill="url(#p)"/>
            """))
        #expect(pixel(5, 5) == Self.green)
        #expect(pixel(20, 20) == Self.white)
        #expect(pixel(35, 35) == Self.green)
        #expect(pixel(55, 55) == Self.white)
    }

    @Test func transformOriginPivotsAClipPathsTransform() throws {
        // The clip's 25...50 square doubled about the centre covers 0...50.
        let pixel = try SVGClipAndBlendTests.pixels(document("""
            <clipPath id="c" transform="scale(2)" transform-origin="center">
              <rect x="25" y="25" width="25" height="25"/>
            </clipPath>
            <rect width="100" height="100" fill="green" clip-path="url(#c)"/>
            """))
        #expect(pixel(10, 10) == Self.green)
        #expect(pixel(45, 45) == Self.green)
        #expect(pixel(60, 60) == Self.white)
    }
}

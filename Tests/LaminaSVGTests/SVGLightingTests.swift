import Foundation
import Lamina
@testable import LaminaSVG
import LaminaTestSupport
import Testing

/// `feDiffuseLighting` and `feSpecularLighting` in SVG: the light child, its units, the
/// `lighting-color` rules, and pixels on a flat surface where the lighting equations close.
@Suite struct SVGLightingTests {
    static func primitive(_ svg: String) throws -> FilterPrimitive {
        let result = try importSVG(svg)
        let filters = try #require(layer(result.layer, "r")?.filters)
        return try #require(filters.primitives.first)
    }

    @Test func theFirstLightChildIsTheSourceAndDefaultsAreTheSpecifications() throws {
        let p = try Self.primitive(document("""
            <filter id="f"><feDiffuseLighting><desc/><feDistantLight azimuth="45"/><fePointLight/></feDiffuseLighting></filter>
            <rect id="r" width="10" height="10" filter="url(#f)"/>
            """))
        #expect(p.operation == .lighting(Lighting(model: .diffuse, constant: 1, surfaceScale: 1, color: .white,
                                                  light: .distant(azimuth: 45, elevation: 0))))
    }

    @Test func lightPositionsInBoundingBoxUnitsAreFractionsOfTheBox() throws {
        // Box (20, 20, 160, 80) in the layer's space: the layer's origin is the box's corner.
        let p = try Self.primitive(document("""
            <filter id="f" primitiveUnits="objectBoundingBox"><feSpecularLighting specularExponent="4">
            <fePointLight x="0.5" y="0.25" z="0.5"/></feSpecularLighting></filter>
            <rect id="r" x="20" y="20" width="160" height="80" filter="url(#f)"/>
            """))
        guard case .lighting(let l) = p.operation, case let .point(x, y, z) = l.light else {
            Issue.record("expected a point light, found \(p.operation)")
            return
        }
        #expect(l.model == .specular(exponent: 4))
        #expect(x == 80 && y == 20)
        // z is a fraction of the box's diagonal over √2: √((160² + 80²) / 2) = √16000.
        expectClose(z, 0.5 * 16_000.0.squareRoot(), tolerance: 1e-9)
    }

    @Test func lightingColorIsWhiteByDefaultCurrentColorFromTheFilterAndAlphaIgnored() throws {
        func color(_ filterAttributes: String, _ primitiveAttributes: String) throws -> Color? {
            let p = try Self.primitive(document("""
                <filter id="f" \(filterAttributes)><feDiffuseLighting \(primitiveAttributes)><feDistantLight/></feDiffuseLighting></filter>
                <rect id="r" width="10" height="10" filter="url(#f)"/>
                """))
            if case .lighting(let l) = p.operation { return l.color }
            return nil
        }
        #expect(try color("", "") == .white)
        #expect(try color(##"color="#ff0000""##, #"lighting-color="currentColor""#) == Color(red: 1, green: 0, blue: 0))
        #expect(try color("", #"lighting-color="currentColor""#) == .black)
        #expect(try color("", #"style="lighting-color: rgba(0, 0, 255, 0.5)""#) == Color(red: 0, green: 0, blue: 1))
        #expect(try color(##"lighting-color="#00ff00""##, #"lighting-color="inherit""#) == Color(red: 0, green: 1, blue: 0))
    }

    @Test func aSpecularExponentOutOfRangeOrNoLightMakesTheOutputTransparent() throws {
        for body in [#"<feSpecularLighting specularExponent="0"><feDistantLight/></feSpecularLighting>"#,
                     "<feDiffuseLighting/>"] {
            let result = try importSVG(document("""
                <filter id="f">\(body)</filter><rect id="r" width="10" height="10" filter="url(#f)"/>
                """))
            let p = try #require(layer(result.layer, "r")?.filters?.primitives.first)
            #expect(p.operation == .flood(.clear))
            #expect(result.warnings.count == 1)
        }
    }

    @Test func aFlatSurfaceLitFromThirtyDegreesIsHalfBright() throws {
        // N = (0, 0, 1) inside the square, L at elevation 30°: N · L = sin 30° = 0.5; in sRGB the
        // white light gives 0.5 · 255 ≈ 128 (opaque). Specular from straight above: H = N, so the
        // highlight is specularConstant · colour, alpha its largest channel.
        let pixel = try SVGFilterTests.pixels(document("""
            <filter id="d" color-interpolation-filters="sRGB"><feDiffuseLighting><feDistantLight elevation="30"/></feDiffuseLighting></filter>
            <filter id="s" color-interpolation-filters="sRGB"><feSpecularLighting specularConstant="0.5" lighting-color="#ff0000">
            <feDistantLight elevation="90"/></feSpecularLighting></filter>
            <rect x="10" y="10" width="30" height="30" filter="url(#d)"/>
            <rect x="60" y="10" width="30" height="30" filter="url(#s)"/>
            """))
        let diffuse = pixel(25, 25)  // BGRA
        #expect(diffuse.prefix(3).allSatisfy { abs(Int($0) - 128) <= 1 }, "\(diffuse)")
        // Half-opaque red over white: (255, 128, 128) as RGB.
        let specular = pixel(75, 25)
        #expect(abs(Int(specular[2]) - 255) <= 1 && abs(Int(specular[1]) - 128) <= 1 && abs(Int(specular[0]) - 128) <= 1, "\(specular)")
    }

    @Test func aSpotLightShinesOnlyInsideItsCone() throws {
        // A spot 10 units above (50, 50) pointing straight down with a 30° cone lights a disc of
        // radius 10 · tan 30° ≈ 5.8 around (50, 50); a pixel 20 units away is black.
        let pixel = try SVGFilterTests.pixels(document("""
            <filter id="f" color-interpolation-filters="sRGB" x="0" y="0" width="1" height="1"><feDiffuseLighting>
            <feSpotLight x="50" y="50" z="10" pointsAtX="50" pointsAtY="50" pointsAtZ="0" limitingConeAngle="30"/>
            </feDiffuseLighting></filter>
            <rect x="0" y="0" width="100" height="100" filter="url(#f)"/>
            """))
        // Directly below: L · S = 1 and N · L = 1, so full white.
        #expect(pixel(50, 50).prefix(3).allSatisfy { $0 >= 250 }, "\(pixel(50, 50))")
        #expect(pixel(70, 50).prefix(3).allSatisfy { $0 == 0 }, "\(pixel(70, 50))")
    }
}

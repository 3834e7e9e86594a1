import Foundation
import Lamina
@testable import LaminaSVG
import LaminaTestSupport
import Testing

/// Paint fallbacks (`url(#missing) green`), and gradient stops that take `currentColor` from
/// where the gradient stands and percentage opacities.
@Suite struct SVGPaintFallbackTests {
    @Test func aMissingReferenceUsesItsFallback() throws {
        #expect(SVGColor.paint("url(#g) green") == .url("g", fallback: .color(Color(red: 0, green: 128.0 / 255, blue: 0))))
        #expect(SVGColor.paint("url(#g) currentColor") == .url("g", fallback: .currentColor))
        #expect(SVGColor.paint("url(#g) url(#h)") == nil)
        let result = try importSVG(document("""
            <rect id="a" width="10" height="10" fill="url(#missing) #00ff00"/>
            <rect id="b" width="10" height="10" color="#0000ff" fill="url(#missing) currentColor" stroke="url(#gone) none"/>
            """))
        expectClose((layer(result.layer, "a") as? ShapeLayer)?.fillColor, Color(red: 0, green: 1, blue: 0), tolerance: 1e-9)
        let b = try #require(layer(result.layer, "b") as? ShapeLayer)
        expectClose(b.fillColor, Color(red: 0, green: 0, blue: 1), tolerance: 1e-9)
        #expect(b.strokeColor == nil)
        #expect(result.warnings.isEmpty)
    }

    @Test func stopsTakeCurrentColorFromTheirPlaceAndPercentageOpacity() throws {
        let gradients = SVGGradient.collect(from: try SVGNode.parse(Data(document("""
            <g color="#00ff00">
              <linearGradient id="g">
                <stop offset="0" stop-color="currentColor" stop-opacity="50%"/>
                <stop offset="1" stop-color="currentColor" color="#ff0000"/>
              </linearGradient>
            </g>
            """).utf8), fileName: "test.svg"))
        let stops = try #require(gradients["g"]?.stops)
        expectClose(stops.map(\.color), [Color(red: 0, green: 1, blue: 0, alpha: 0.5), Color(red: 1, green: 0, blue: 0)],
                    tolerance: 1e-9)
    }
}

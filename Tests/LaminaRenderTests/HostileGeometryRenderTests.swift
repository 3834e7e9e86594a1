import Foundation
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// Geometry of issue #17 that made the renderer trap converting a huge or NaN `Double` to `Int`:
/// it now draws what can be seen and nothing of the rest.
@Suite struct HostileGeometryRenderTests {
    func render(_ json: String) throws -> ImageBuffer {
        let document = try SceneDocument(jsonData: Data(json.utf8))
        let scene = Scene(document: document)
        return Renderer().render(snapshot: scene.presentation(at: 0), size: document.size, background: .white)
    }

    @Test func pixelCountsBeyondIntAreClampedNotTrapped() {
        #expect(Renderer.pixels(1e20) == 32_767)
        #expect(Renderer.pixels(-1e20) == 1)
        #expect(Renderer.pixels(.infinity) == 1)
        #expect(Renderer.pixels(99.6) == 100)
        // A fractional edge gets a pixel of its own (117.68 points at 1x are 118 rows); rounding
        // noise over a whole number does not.
        #expect(Renderer.pixels(117.68) == 118)
        #expect(Renderer.pixels(99.2) == 100)
        #expect(Renderer.pixels(1000.0000000000001) == 1000)
    }

    @Test func aShadowOffsetBeyondIntLeavesOnlyTheLayer() throws {
        let image = try render(HostileInputs.shadowOffsetBeyondInt)
        #expect(image.rgba(10, 10).isClose(to: .red))
        // The shadow is 1e20 points away: nothing of it lands in the image.
        #expect(image.rgba(2, 2).isClose(to: .white))
    }

    @Test func aShadowUnderAScaleOf1e308Draws() throws {
        let image = try render(HostileInputs.shadowUnderHugeScale)
        #expect(image.width == 20 && image.height == 20)
    }

    @Test func boundsAndATransformOf1e308DrawWithoutNaNRectangles() throws {
        let image = try render(HostileInputs.boundsAndTransformOf1e308)
        #expect(image.width == 20 && image.height == 20)
    }
}

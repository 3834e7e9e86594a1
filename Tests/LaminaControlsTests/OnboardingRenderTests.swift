import Foundation
import Lamina
import LaminaControls
import LaminaRender
import Testing

/// Pixels of the rendered onboarding where the geometry is clear: the desk's front panel off
/// screen at the start and in place after the intro; the page-two scenery shrunk into the
/// ground until the walk's completion scales it back up; the stage cross-fading on a page change.
@Suite struct OnboardingRenderTests {
    static let background = Onboarding.backgroundColor
    static let deskFront = Color(hex: "#B9733A")!
    static let building = Color(hex: "#6C71B5")!

    static func render(_ scene: OnboardingScene, at t: Double) -> ImageBuffer {
        Renderer().render(snapshot: scene.advance(to: t), size: scene.size, background: scene.background)
    }

    /// A page point (300 × 240 artwork) on the canvas: the stage is centred at (170, 192), scale 1.
    static func canvas(_ x: Double, _ y: Double) -> Point { Point(20 + x, 72 + y) }

    static func color(_ image: ImageBuffer, _ p: Point) -> (r: Double, g: Double, b: Double) {
        let i = Int(p.y) * image.bytesPerRow + Int(p.x) * 4
        return (Double(image.pixels[i + 2]), Double(image.pixels[i + 1]), Double(image.pixels[i]))
    }

    static func distance(_ c: (r: Double, g: Double, b: Double), _ color: Color) -> Double {
        max(abs(c.r - color.red * 255), abs(c.g - color.green * 255), abs(c.b - color.blue * 255))
    }

    @Test func theDeskComesInFromTheRightAndRestsInTheMiddle() throws {
        let scene = try OnboardingScene(pageChanges: [])
        let panel = Self.canvas(150, 186)  // the desk's front panel, below the laptop
        #expect(Self.distance(Self.color(Self.render(scene, at: 0), panel), Self.background) < 3)
        #expect(Self.distance(Self.color(Self.render(scene, at: 1), panel), Self.deskFront) < 3)
    }

    @Test func thePageChangeCrossFadesAndTheSceneryGrowsAfterTheWalk() throws {
        let scene = try OnboardingScene(pageChanges: [1])
        let panel = Self.canvas(150, 186)
        let tower = Self.canvas(70, 110)  // high on the second building, between windows
        // Half way through the 0.125 s fade (eased progress 0.5): half desk, half background.
        let middle = Self.color(Self.render(scene, at: 1.0625), panel)
        for (shown, a, b) in [(middle.r, Self.deskFront.red, Self.background.red),
                              (middle.g, Self.deskFront.green, Self.background.green),
                              (middle.b, Self.deskFront.blue, Self.background.blue)] {
            #expect(abs(shown - (a + b) / 2 * 255) < 4, "\(middle)")
        }
        // The buildings stay shrunk into the ground during the 0.45 s walk...
        #expect(Self.distance(Self.color(Self.render(scene, at: 1.4), tower), Self.background) < 3)
        // ...and stand at full height once the second transaction ends.
        #expect(Self.distance(Self.color(Self.render(scene, at: 2.5), tower), Self.building) < 3)
    }
}

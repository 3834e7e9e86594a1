import Foundation
import Lamina
import LaminaContent
import LaminaRender
import LaminaTestSupport
import Testing

/// Issue #33: `Examples/spinner.json`, the README's first command, is steady from its first
/// frame, as a Core Animation spinner is (its animation begins a period early, `beginTime: -1`),
/// instead of replaying its warm-up (one mark at frame 0, the others filling in) every loop.
@Suite struct SpinnerExampleTests {
    /// The frame at `time`, rendered as `lamina render` does.
    static func frame(at time: Double) throws -> ImageBuffer {
        let composition = try ContentLoader.composition(for: ContentLoaderTests.example("spinner.json"))
        let list = try CompositionExporter(composition).displayLists(at: [time])[0]
        return Renderer().render(list, background: composition.background)
    }

    /// The brightness (0-255) at the centre of each of the twelve marks: 36 points from the
    /// centre of the 120 x 120 canvas, 30° apart.
    static func markBrightness(_ image: ImageBuffer) -> [Int] {
        (0 ..< 12).map { k in
            let angle = Double(k) * .pi / 6
            let x = Int((60 + 36 * sin(angle)).rounded()), y = Int((60 - 36 * cos(angle)).rounded())
            return Int(SceneContentsTests.pixel(image, x, y)[1])
        }
    }

    @Test func everyMarkShowsFromTheFirstFrame() throws {
        let brightness = Self.markBrightness(try Self.frame(at: 0))
        #expect(brightness.allSatisfy { $0 > 0 }, "\(brightness)")
        // A trail: one mark at full brightness, each of the others dimmer by about a twelfth.
        #expect(brightness.max()! > 240, "\(brightness)")
        #expect(Set(brightness).count >= 10, "\(brightness)")
    }

    @Test func theLoopJoinsWithoutAJump() throws {
        // The clip lasts one period: the frame after the last is the first again.
        #expect(Self.markBrightness(try Self.frame(at: 0)) == Self.markBrightness(try Self.frame(at: 1)))
    }
}

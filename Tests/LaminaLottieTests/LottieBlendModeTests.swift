import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

/// Lottie layer blend modes (`bm`) on pixels.
@Suite struct LottieBlendModeTests {
    @Test func addAddsTheColours() throws {
        // Blend mode 16, After Effects' Add: (0.2, 0.4, 0.8) on top of (0.6, 0.4, 0.4) gives
        // (0.8, 0.8, 1.0), the blue clamped.
        let top = ##"{"ty":1,"nm":"Top","ind":1,"bm":16,"ip":0,"op":60,"st":0,"sw":50,"sh":100,"sc":"#3366cc","ks":{}}"##
        let bottom = ##"{"ty":1,"nm":"Bottom","ind":2,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#996666","ks":{}}"##
        let json = lottieJSON(top + "," + bottom)
        let added = try pixel(json, atFrame: 0, x: 25, y: 50)
        #expect(zip(added, [204, 204, 255, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(added)")
        #expect(try pixel(json, atFrame: 0, x: 75, y: 50) == [153, 102, 102, 255])
    }

    @Test func luminosityIsNormalForCoreAnimationAndBlendsForAfterEffects() throws {
        // Blend mode 15: (0.2, 0.4, 0.8) over (0.6, 0.4, 0.4). Core Animation draws lottie-ios's
        // luminosityBlendMode as a normal layer (the top colour); After Effects keeps the
        // bottom's hue and saturation under the top's luminosity (0.3 r + 0.59 g + 0.11 b):
        // each channel + (0.384 − 0.460) = (0.524, 0.324, 0.324).
        let top = ##"{"ty":1,"nm":"Top","ind":1,"bm":15,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#3366cc","ks":{}}"##
        let bottom = ##"{"ty":1,"nm":"Bottom","ind":2,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#996666","ks":{}}"##
        let animation = try parse(lottieJSON(top + "," + bottom))
        func pixel(_ fidelity: LottieFidelity) throws -> [Int] {
            let composition = try Composition(lottie: animation, name: "anim.json", fidelity: fidelity)
            let root = try composition.playback().presentation(at: 0)
            let image = Renderer().render(snapshot: root, size: Size(width: 100, height: 100))
            let i = 50 * image.bytesPerRow + 50 * 4
            return [2, 1, 0, 3].map { Int(image.pixels[i + $0]) }
        }
        #expect(try pixel(.coreAnimation) == [51, 102, 204, 255])
        let blended = try pixel(.afterEffects)
        #expect(zip(blended, [134, 83, 83, 255]).allSatisfy { abs($0 - $1) <= 2 }, "\(blended)")
    }
}

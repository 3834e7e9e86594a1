import Foundation
import Lamina
import LaminaLottie
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
}

import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// A fill held red from frame 0 and blue from frame 30: After Effects holds red until frame 30;
/// lottie-ios's Core Animation engine makes the lone hold a discrete animation of one value,
/// which Core Animation does not apply, so the shape layer's own colour (black) shows first.
@Suite struct LottieLoneHoldTests {
    private let json = lottieJSON(shapeLayer("L", shapes: #"""
        {"ty":"gr","nm":"G","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
         {"ty":"fl","nm":"F","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1],"h":1},{"t":30,"s":[0,0,1,1]}]},"o":{"a":0,"k":100}}]}
        """#))

    private func fill(atFrame frame: Double, fidelity: LottieFidelity) throws -> Color? {
        let animation = try parse(json)
        let composition = try Composition(lottie: animation, name: "anim.json", fidelity: fidelity)
        let root = try composition.playback().presentation(at: frame / animation.frameRate)
        func find(_ layer: LayerSnapshot) -> Color? {
            if let color = layer.shape?.fillColor { return color }
            for sublayer in layer.sublayers { if let found = find(sublayer) { return found } }
            return nil
        }
        return find(try #require(root.layer(named: "L")))
    }

    @Test func afterEffectsHoldsTheKeyframesValue() throws {
        #expect(try fill(atFrame: 15, fidelity: .afterEffects) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(try fill(atFrame: 45, fidelity: .afterEffects) == Color(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func coreAnimationShowsTheLayersOwnValueUntilTheNextKeyframe() throws {
        #expect(try fill(atFrame: 15, fidelity: .coreAnimation) == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(try fill(atFrame: 45, fidelity: .coreAnimation) == Color(red: 0, green: 0, blue: 1, alpha: 1))
    }
}

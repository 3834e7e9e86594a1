import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// The `valueFunction` key of scene animations: read as `CAPropertyAnimation.valueFunction`,
/// values read as the function's input, and refused where it makes no transform.
@Suite struct ValueFunctionSceneTests {
    private func scene(_ animation: String) throws(SceneError) -> Scene {
        let json = """
        {"size": [100, 100], "duration": 1, "layers": [
          {"name": "card", "bounds": [0, 0, 10, 10], "animations": [\(animation)]}]}
        """
        return try Scene(jsonData: Data(json.utf8), fileName: "spin.json")
    }

    @Test func aSpinOfAWholeTurnReadsAndPlays() throws {
        let spin = try scene(#"{"type": "basic", "keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": 6.283185307179586, "duration": 1}"#)
        let card = try #require(spin.rootLayer.layer(named: "card"))
        #expect((card.animations.first?.animation as? PropertyAnimation)?.valueFunction == .rotateZ)
        let shown = spin.timeline.presentation(at: 0.5).layer(named: "card")
        expectClose(shown?.transform, Transform3D(rotationAngle: .pi))
    }

    @Test func threeValueFunctionsTakeThreeNumbers() throws {
        let grow = try scene(#"{"type": "keyframe", "keyPath": "sublayerTransform", "valueFunction": "scale", "values": [[1, 1, 1], [3, 3, 1]], "duration": 1}"#)
        expectClose(grow.timeline.presentation(at: 0.5).layer(named: "card")?.sublayerTransform, Transform3D(scaleX: 2, y: 2, z: 1))
    }

    @Test func misuseIsReportedWithItsPath() {
        do {
            _ = try scene(#"{"type": "basic", "keyPath": "opacity", "valueFunction": "rotateZ", "toValue": 1}"#)
            Issue.record("a value function on opacity was accepted")
        } catch {
            #expect("\(error)".contains("valueFunction"))
        }
        do {
            _ = try scene(#"{"type": "basic", "keyPath": "transform", "valueFunction": "translate", "toValue": 1}"#)
            Issue.record("one number for 'translate' was accepted")
        } catch {
            #expect("\(error)".contains("toValue"))
        }
        do {
            _ = try scene(#"{"type": "basic", "keyPath": "transform", "valueFunction": "twist", "toValue": 1}"#)
            Issue.record("an unknown value function was accepted")
        } catch {
            #expect("\(error)".contains("value function"))
        }
    }
}

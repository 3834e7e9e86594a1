import Foundation
import Lamina
import LaminaWindow

/// Scene documents for the preview tests: a white 100x100 box whose opacity goes linearly from
/// 0 to 1 over `fade` seconds (fill mode both), in a loop of `loop` seconds. The closed form:
/// opacity(t) = min(t / fade, 1).
enum PreviewFixtures {
    static func fadeJSON(fade: Double, loop: Double = 4, size: Double = 100, extra: String = "") -> String {
        """
        {"size": [\(size), \(size)], "backgroundColor": "#000000", "duration": \(loop), "fps": 60,
         "layers": [{"name": "box", "bounds": [0, 0, \(size), \(size)], "position": [\(size / 2), \(size / 2)],
           "backgroundColor": "#FFFFFF",
           "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1,
             "duration": \(fade), "timingFunction": "linear", "fillMode": "both", "removedOnCompletion": false}]}]\(extra)}
        """
    }

    /// A composition from scene JSON, as `lamina preview` makes one from a file.
    static func source(_ json: String, name: String = "fade.json") throws -> Composition {
        Composition(document: try SceneDocument(jsonData: Data(json.utf8), fileName: name), name: name)
    }

    static func opacity(of name: String, in snapshot: LayerSnapshot?) -> Double? {
        snapshot?.layer(named: name)?.opacity
    }
}

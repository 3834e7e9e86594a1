import Foundation
import LaminaTestSupport
import Testing
@testable import Lamina

/// Helpers shared by the scene tests.
enum SceneTestSupport {
    static let repositoryRoot = BuiltLamina.repositoryRoot

    static func example(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name)
    }

    /// A scene document with the given layers (JSON text of the list's items) and actions.
    static func document(layers: String, actions: String? = nil) -> String {
        var text = #"{"size": [100, 100], "layers": [\#(layers)]"#
        if let actions { text += #", "actions": [\#(actions)]"# }
        return text + "}"
    }

    /// The error loading `json` throws, or `nil` when it loads.
    static func error(loading json: String, fileName: String? = nil) -> SceneError? {
        do {
            _ = try SceneDocument(jsonData: Data(json.utf8), fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    static func scene(_ json: String) throws -> Scene {
        try Scene(jsonData: Data(json.utf8), fileName: "test.json")
    }
}

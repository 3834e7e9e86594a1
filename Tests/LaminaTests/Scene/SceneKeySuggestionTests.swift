import Testing
@testable import Lamina

/// A mistyped layer key gets "did you mean", also when the key it is near belongs to another
/// kind of layer (the first hour, #33: `linewidth` on a plain layer).
@Suite struct SceneKeySuggestionTests {
    @Test(arguments: [
        (#"{"type": "shape", "linewidth": 2}"#, "layers[0].linewidth: unknown key 'linewidth'; did you mean 'lineWidth'?"),
        (#"{"linewidth": 2}"#, "layers[0].linewidth: unknown key 'linewidth'; did you mean 'lineWidth'? (only 'shape' layers have it)"),
        (#"{"lineWidth": 2}"#, "layers[0].lineWidth: 'lineWidth' is not a key of a 'layer' layer (only 'shape' layers have it)"),
        (#"{"opacityy": 2}"#, "layers[0].opacityy: unknown key 'opacityy'; did you mean 'opacity'?"),
        (#"{"zzzzzz": 2}"#, "layers[0].zzzzzz: unknown key 'zzzzzz'"),
    ])
    func aMistypedKeyIsNamedWithItsNearestKey(layer: String, message: String) throws {
        let error = try #require(SceneTestSupport.error(loading: SceneTestSupport.document(layers: layer), fileName: "k.json"))
        #expect(error.description == "k.json: " + message)
    }
}

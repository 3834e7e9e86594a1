import Foundation
import LaminaTestSupport
import Testing
@testable import Lamina

/// Keyframe keys in scene documents (`keyTimes`, `timingFunctions`, `calculationMode`, `path`,
/// `rotationMode`, `tensionValues`, `continuityValues`, `biasValues`): what is rejected and where,
/// and what `inspect` prints for each calculation mode.
@Suite struct SceneKeyframeTests {
    static func keyframe(_ body: String) -> String {
        SceneTestSupport.document(layers: #"{"name": "dot", "animations": [{"type": "keyframe", "duration": 10, \#(body)}]}"#)
    }

    struct Rejection: CustomTestStringConvertible, Sendable {
        let name: String
        let body: String
        let key: String
        let phrase: String
        var testDescription: String { name }
    }

    static let square = #""path": {"svg": "M0 0 L100 0 L100 100 L0 100"}"#

    static let rejections: [Rejection] = [
        Rejection(name: "discrete key times, two short", body: #""keyPath": "opacity", "values": [0, 1, 0], "calculationMode": "discrete", "keyTimes": [0, 1]"#,
                  key: "keyTimes", phrase: "2 key times for 3 values in discrete mode (expected 4: one more than the values"),
        Rejection(name: "discrete key times, two many", body: #""keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete", "keyTimes": [0, 0.2, 0.5, 1]"#,
                  key: "keyTimes", phrase: "4 key times for 2 values in discrete mode (expected 3"),
        Rejection(name: "linear key times with Apple's discrete count", body: #""keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 0.5, 1]"#,
                  key: "keyTimes", phrase: "3 key times for 2 values"),
        Rejection(name: "path key times", body: #""keyPath": "position", \#(square), "keyTimes": [0, 0.5, 1]"#,
                  key: "keyTimes", phrase: "3 key times for a path of 4 vertices (expected 4, one per vertex)"),
        Rejection(name: "path timing functions", body: #""keyPath": "position", \#(square), "timingFunctions": ["easeIn"]"#,
                  key: "timingFunctions", phrase: "1 timing function for a path of 4 vertices (expected 3, one per segment)"),
        Rejection(name: "path with no segment", body: #""keyPath": "position", "path": {"svg": "M10 10"}"#,
                  key: "path", phrase: "a keyframe path needs at least one line or curve"),
        Rejection(name: "rotation without a path", body: #""keyPath": "position", "values": [[0, 0], [1, 1]], "rotationMode": "rotateAuto""#,
                  key: "rotationMode", phrase: "rotationMode turns a layer along a path"),
        Rejection(name: "unknown rotation mode", body: #""keyPath": "position", \#(square), "rotationMode": "auto""#,
                  key: "rotationMode", phrase: "unknown rotation mode 'auto'"),
        Rejection(name: "tension outside the cubic modes", body: #""keyPath": "opacity", "values": [0, 1], "tensionValues": [1, 1]"#,
                  key: "tensionValues", phrase: "tensionValues shape only the cubic and cubicPaced modes (calculationMode is 'linear')"),
        Rejection(name: "bias on a path", body: #""keyPath": "position", \#(square), "calculationMode": "cubic", "biasValues": [1]"#,
                  key: "biasValues", phrase: "biasValues shape the curve through 'values'"),
        Rejection(name: "too many continuity values", body: #""keyPath": "opacity", "values": [0, 1], "calculationMode": "cubic", "continuityValues": [0, 0, 0]"#,
                  key: "continuityValues", phrase: "3 continuityValues for 2 values (at most one per value)"),
        Rejection(name: "tension not numbers", body: #""keyPath": "opacity", "values": [0, 1], "calculationMode": "cubic", "tensionValues": "tight""#,
                  key: "tensionValues", phrase: "expected a list of numbers"),
    ]

    @Test(arguments: rejections)
    func rejectsWithThePathAndTheCount(_ rejection: Rejection) throws {
        let error = try #require(SceneTestSupport.error(loading: Self.keyframe(rejection.body)))
        #expect(error.path == "layers[0].animations[0].\(rejection.key)")
        #expect(error.message.contains(rejection.phrase), "message: \(error.message)")
    }

    @Test func acceptsApplesDiscreteFormAndOneKeyTimePerValue() {
        for times in ["[0, 0.5, 1]", "[0, 0.5]"] {
            let json = Self.keyframe(#""keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete", "keyTimes": \#(times)"#)
            #expect(SceneTestSupport.error(loading: json) == nil, "keyTimes \(times)")
        }
        // Paced modes ignore key times and timing functions, as Apple's do.
        let paced = Self.keyframe(#""keyPath": "opacity", "values": [0, 1, 0], "calculationMode": "paced", "keyTimes": [0, 1], "timingFunctions": ["easeIn"]"#)
        #expect(SceneTestSupport.error(loading: paced) == nil)
    }

    /// One layer per calculation mode, each moving for 10 s (held at the end).
    static let modes = SceneFixtures.keyframeModes

    /// What inspect prints of each layer at `time`, by name.
    static func inspected(_ json: String, at time: Double) throws -> [String: [String: Any]] {
        let text = try SceneTestSupport.scene(json).inspect(at: time).rendered()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layers = try #require(object["layers"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: layers.map { ($0["name"] as? String ?? "", $0) })
    }

    static func position(_ layer: [String: Any]?) -> Point? {
        guard let p = layer?["position"] as? [Double], p.count == 2 else { return nil }
        return Point(p[0], p[1])
    }

    @Test func inspectPrintsEachModesDocumentedValues() throws {
        let early = try Self.inspected(Self.modes, at: 2.4), late = try Self.inspected(Self.modes, at: 6)
        // discrete: 10 holds until 2.5 s, 20 until 5 s, 30 after.
        expectClose(Self.position(early["discrete"])?.x, 10, tolerance: 0)
        expectClose(Self.position(late["discrete"])?.x, 30, tolerance: 0)
        // path: the first leg eased in over 8 s, then the second linearly.
        expectClose(Self.position(early["path"]), Point(100 * TimingFunction.easeIn.value(at: 0.3), 0), tolerance: 1e-6)
        let end = try Self.inspected(Self.modes, at: 9)
        expectClose(Self.position(end["path"]), Point(100, 25), tolerance: 1e-6)
        // rotateAuto: on the second leg the dot faces +y, a quarter turn (m11 = cos, m12 = sin).
        let turn = try #require(end["path"]?["transform"] as? [Double])
        expectClose(Array(turn.prefix(2)), [0, 1], tolerance: 1e-9)
        // paced: 150 points in 10 s.
        expectClose(Self.position(early["paced"]), Point(36, 0), tolerance: 1e-6)
        expectClose(Self.position(end["paced"]), Point(100, 35), tolerance: 1e-6)
        // cubic: through 10 at 10/3 s; Catmull-Rom half way through the middle segment.
        expectClose(Self.position(try Self.inspected(Self.modes, at: 10.0 / 3)["cubic"])?.x, 10, tolerance: 1e-6)
        let catmullRom: Double = (9 * 10 + 9 * 30 - 20) / 16  // p₀ = 0
        expectClose(Self.position(try Self.inspected(Self.modes, at: 5)["cubic"])?.x, catmullRom, tolerance: 1e-6)
        // cubicPaced: constant speed along monotone values, 4 a second.
        expectClose(Self.position(late["cubicPaced"])?.x, 24, tolerance: 0.01)
    }
}

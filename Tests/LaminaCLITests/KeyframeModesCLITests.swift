import Foundation
import Lamina
import LaminaTestSupport
import Testing

/// `lamina inspect` on the keyframe calculation modes: the built program reports what the
/// evaluator computes (`SceneKeyframeTests` checks the same document in-process).
@Suite struct KeyframeModesCLITests {
    static func position(_ layer: [String: Any]?) -> Point? {
        guard let p = layer?["position"] as? [Double], p.count == 2 else { return nil }
        return Point(p[0], p[1])
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func theBuiltProgramInspectsEachMode() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("keyframe-modes-\(UUID().uuidString).json")
        try Data(SceneFixtures.keyframeModes.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try InspectCLITests.run(["inspect", file.path, "--time", "6"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layers = try #require(object["layers"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: layers.map { ($0["name"] as? String ?? "", $0) })
        expectClose(Self.position(byName["discrete"])?.x, 30, tolerance: 0)
        expectClose(Self.position(byName["paced"]), Point(90, 0), tolerance: 1e-6)
        expectClose(Self.position(byName["cubicPaced"])?.x, 24, tolerance: 0.01)
        expectClose(Self.position(byName["path"]), Point(100 * TimingFunction.easeIn.value(at: 0.75), 0), tolerance: 1e-6)
    }
}

import Foundation
import LaminaMedia
import Testing

/// `lamina inspect onboarding` and `lamina render onboarding`: the built-in onboarding scene.
@Suite struct OnboardingCLITests {
    static let binary = InspectCLITests.binary

    static func report(_ arguments: [String]) throws -> [String: Any] {
        let result = try InspectCLITests.run(["inspect", "onboarding"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func find(_ name: String, in layers: [[String: Any]]) -> [String: Any]? {
        for layer in layers {
            if layer["name"] as? String == name { return layer }
            if let found = find(name, in: layer["sublayers"] as? [[String: Any]] ?? []) { return found }
        }
        return nil
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func inspectShowsThePartsAndThePage() throws {
        // Half way through the intro (0.25 s): the body half way in, the frame upright.
        let early = try Self.report(["--time", "0.25", "--page-at", "2"])
        let state = try #require(early["state"] as? [String: Any])
        #expect(state["page"] as? Double == 1)
        #expect(state["finished"] as? Bool == false)
        let layers = try #require(early["layers"] as? [[String: Any]])
        let frame = try #require(Self.find("pictureFrame", in: layers))
        let transform = try #require(frame["transform"] as? [Double])
        #expect(abs(transform[1]) < 1e-6 && abs(transform[0] - 1) < 1e-6)
        for name in ["chair", "body", "leftArm", "rightArm", "table", "lamp", "fireworks"] {
            #expect(Self.find(name, in: layers) != nil, "\(name)")
        }
        let late = try Self.report(["--time", "3", "--page-at", "2"])
        let lateState = try #require(late["state"] as? [String: Any])
        #expect(lateState["page"] as? Double == 2)
        let character = try #require(Self.find("character", in: late["layers"] as? [[String: Any]] ?? []))
        let rest = try #require(character["position"] as? [Double])
        // At the page change the character is off to the left by half the view plus half the
        // illustration (340 / 2 + 300 / 2).
        let start = try Self.report(["--time", "2", "--page-at", "2"])
        let entering = try #require(Self.find("character", in: start["layers"] as? [[String: Any]] ?? []))
        let position = try #require(entering["position"] as? [Double])
        #expect(abs(position[0] - (rest[0] - 320)) < 1e-6 && position[1] == rest[1])
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func rendersBothPagesAsAMovie() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let movie = folder.appendingPathComponent("onboarding.mp4")
        let result = try InspectCLITests.run(["render", "onboarding", "-o", movie.path, "--page-at", "1",
                                              "--fps", "10", "--size", "170x240"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try MediaProbe.probe(movie)
        // 3.5 s after the last page change.
        #expect(abs((probe.duration ?? 0) - 4.5) <= 0.1, "duration \(String(describing: probe.duration))")
        #expect(probe.width == 170 && probe.height == 240)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func badOptionsAreRefused() throws {
        var result = try InspectCLITests.run(["inspect", "onboarding", "--page-at", "-1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--page-at -1.0: expected a non-negative number of seconds"), "\(result.stderr)")
        result = try InspectCLITests.run(["inspect", "onboarding", "--drops", "3"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--drops does not apply to onboarding"), "\(result.stderr)")
        result = try InspectCLITests.run(["inspect", "record-button", "--page-at", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--page-at does not apply to record-button"), "\(result.stderr)")
    }
}

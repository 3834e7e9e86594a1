import Foundation
import LaminaTestSupport
import Testing

/// Real runs of the built `lamina` binary.
@Suite struct InspectCLITests {
    static let binary = BuiltLamina.binary

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try BuiltLamina.checkedBinary()
        process.arguments = arguments
        process.currentDirectoryURL = BuiltLamina.repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large report cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func inspectPrintsValidJSON() throws {
        let result = try Self.run(["inspect", "Examples/stroke.json", "--time", "1"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["time"] as? Double == 1)
        let ring = try #require((object["layers"] as? [[String: Any]])?.first)
        #expect(ring["strokeEnd"] as? Double == 0.5)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func inspectReadsYAML() throws {
        let json = try Self.run(["inspect", "Examples/stroke.json", "--time", "0.7"])
        let yaml = try Self.run(["inspect", "Examples/stroke.yaml", "--time", "0.7"])
        #expect(yaml.status == 0)
        #expect(yaml.stdout == json.stdout)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func brokenSceneExitsOneWithThePath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-broken-\(UUID().uuidString).json")
        try Data(#"{"size": [1, 1], "layers": [{"animations": [{"type": "basic", "keyPath": "strokeEnd"}]}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["inspect", file.path, "--time", "0"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("lamina: \(file.path): layers[0].animations[0].keyPath: "))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"), arguments: ["-1", "abc", "nan"])
    func badTimeNamesTheOption(_ value: String) throws {
        let result = try Self.run(["inspect", "Examples/stroke.json", "--time", value])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--time"))
        #expect(result.stdout.isEmpty)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func unknownTargetSaysNoSuchFileOrControl() throws {
        let result = try Self.run(["inspect", "no-such-thing", "--time", "1"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("lamina: no-such-thing: no such file or built-in control (built-in controls: "))
        #expect(result.stderr.contains("recording-meter"))
    }
}

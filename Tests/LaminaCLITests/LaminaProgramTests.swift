import Foundation
import LaminaTestSupport
import Testing

/// A handful of real runs of the built `lamina` program.
@Suite struct LaminaProgramTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `lamina` from the repository root, with TMPDIR in a folder of its own (capture
    /// sessions' temporary files go there), and waits for it to exit.
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let binary = try #require(BuiltLamina.binary)
        let tmp = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = BuiltLamina.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp.path
        process.environment = environment
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                   stderr: try String(contentsOf: err, encoding: .utf8))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func helpExitsZero() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["--help"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: lamina <subcommand>"))
        #expect(run.stdout.contains("record") && run.stdout.contains("studio"))
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func anUnknownOptionIsNamed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["record", "--frobnicate"], in: folder)
        #expect(run.status != 0)
        #expect(run.stderr.contains("--frobnicate"), "stderr: \(run.stderr)")
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func recordWithPressesWritesAMovie() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let movie = folder.appendingPathComponent("take.mp4")
        let run = try Self.run(["record", "--size", "320x180", "--press", "0.2:0.8", "-o", movie.path], in: folder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "\(movie.path) (0.600 s, 1 segment)\n")
        let size = try FileManager.default.attributesOfItem(atPath: movie.path)[.size] as? Int
        #expect((size ?? 0) > 0)
    }
}

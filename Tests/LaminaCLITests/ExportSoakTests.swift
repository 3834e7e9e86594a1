import Foundation
import LaminaTestSupport
import Testing
@testable import lamina

/// The soak of issue #25: every example scene, drawing and Lottie file and every built-in
/// control demo of the gallery, exported by the built `lamina` as a GIF and an MP4 at its own
/// length and the gallery's scale, several times each, every run under a watchdog that kills it
/// and fails the test when it takes longer than a generous bound. A hang that depends on which
/// worker draws which frame shows up in some runs only, so each export runs
/// `LAMINA_SOAK_RUNS` times (default 2; the exports of one run are the gallery's).
@Suite(.serialized) struct ExportSoakTests {
    /// Seconds one export may take before it counts as hung: far above the slowest (a debug
    /// build, two frames a second on this 2-core machine), far below a hang's forever.
    static let limit = ProcessInfo.processInfo.environment["LAMINA_SOAK_SECONDS"].flatMap(Double.init) ?? 240
    static let runs = ProcessInfo.processInfo.environment["LAMINA_SOAK_RUNS"].flatMap(Int.init) ?? 2

    /// What the gallery renders: the examples and the control demos, as `lamina render` arguments.
    static var exports: [[String]] {
        let examples = BuiltLamina.repositoryRoot.appendingPathComponent("Examples").path
        let items = ((try? GalleryCommand.parse([]).exampleScenes(in: examples)) ?? []) + GalleryCommand.controls(examples: examples)
        return items.map { [$0.target] + $0.arguments }
    }

    /// Runs `lamina` with `arguments` from the repository root; `nil` when the watchdog killed it.
    static func run(_ arguments: [String], limit: Double) throws -> (status: Int32, stderr: String)? {
        let binary = try BuiltLamina.checkedBinary()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = BuiltLamina.repositoryRoot
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Read stderr while it runs, so a full pipe never blocks the program.
        let stderr = Locked(Data())
        let reader = Thread { stderr.withValue { $0 = err.fileHandleForReading.readDataToEndOfFile() } }
        reader.start()
        guard exited.wait(timeout: .now() + limit) == .success else {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            return nil
        }
        while !reader.isFinished { usleep(1_000) }
        return (process.terminationStatus, String(decoding: stderr.withValue { $0 }, as: UTF8.self))
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"), arguments: exports)
    func everyExampleAndControlExportsWithoutHanging(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for run in 1...Self.runs {
            for format in ["gif", "mp4"] {
                let output = folder.appendingPathComponent("clip-\(run).\(format)")
                let command = ["render"] + arguments + ["-o", output.path, "--scale", "2"]
                guard let result = try Self.run(command, limit: Self.limit) else {
                    Issue.record("lamina \(command.joined(separator: " ")) hung: killed after \(Int(Self.limit)) s (run \(run))")
                    return
                }
                #expect(result.status == 0, "lamina \(command.joined(separator: " ")): \(result.stderr)")
                let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
                #expect(size > 0, "lamina \(command.joined(separator: " ")) wrote nothing")
            }
        }
    }
}

/// A value shared between threads.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withValue<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}

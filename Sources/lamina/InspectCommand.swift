import ArgumentParser
import Foundation
import Lamina
import LaminaYAML

/// `lamina inspect <scene.json | scene.yaml | control> --time T`: the presentation tree as JSON.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the presentation tree of a scene at a time, as JSON.")

    @Argument(help: "A scene file (.json, .yaml, .yml) or the name of a built-in control.")
    var target: String

    // Unconditional parsing so that `--time -1` reaches validate() and gets a clear message
    // instead of being taken for an option.
    @Option(name: .long, parsing: .unconditional, help: "The scene time in seconds (not negative).")
    var time: Double = 0

    func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time must be a non-negative number of seconds, got '\(time)'")
        }
    }

    func run() throws {
        do {
            let report = try InspectTargets.report(for: target, time: time)
            FileHandle.standardOutput.write(Data(report.rendered().utf8))
        } catch {
            FileHandle.standardError.write(Data("lamina: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// What `inspect` can look at: scene files, and built-in controls by name.
enum InspectTargets {
    /// Makes the report of a built-in target at a time.
    typealias Builder = @Sendable (_ time: Double) throws(SceneError) -> InspectReport

    /// Built-in targets by name; controls register here as they land.
    static let builtIns: [String: Builder] = [:]

    /// The report for a file path or, when no such file exists, a built-in name.
    static func report(for target: String, time: Double) throws(SceneError) -> InspectReport {
        if FileManager.default.fileExists(atPath: target) {
            let scene = Scene(document: try SceneDocument.load(contentsOf: URL(fileURLWithPath: target)))
            return scene.inspect(at: time)
        }
        if let builder = builtIns[target] { return try builder(time) }
        throw SceneError(fileName: target, path: "", message: "no such file or built-in control")
    }
}

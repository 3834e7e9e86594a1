import ArgumentParser
import Foundation
@testable import lamina
import LaminaTestSupport
import Testing

/// Every command's `--help` text, pinned as a golden file in `__Help__/<command>.txt`
/// (`lamina.txt` for the root), rendered 100 columns wide.
///
/// A help text that changes on purpose is re-recorded, then the new files are reviewed in the
/// diff like any other change:
///
///     LAMINA_RECORD_HELP=1 swift test --skip-build --filter LaminaCLITests.HelpTextTests
///
/// A mismatch prints a unified-style diff (`-` the golden file, `+` the text now) and that
/// command. A command without a golden file fails until it is recorded; a golden file without
/// a command fails until it is deleted.
@Suite struct HelpTextTests {
    static let folder = BuiltLamina.repositoryRoot.appendingPathComponent("Tests/LaminaCLITests/__Help__")
    static let isRecording = ProcessInfo.processInfo.environment["LAMINA_RECORD_HELP"] == "1"
    static let recordCommand = "LAMINA_RECORD_HELP=1 swift test --skip-build --filter LaminaCLITests.HelpTextTests"

    /// The root and every subcommand, by the golden file's name.
    static let commands: [(name: String, type: any ParsableCommand.Type)] =
        [("lamina", LaminaCommand.self)] + LaminaCommand.configuration.subcommands.map {
            ($0.configuration.commandName ?? "\($0)", $0)
        }

    @Test(arguments: commands.map(\.name))
    func helpTextMatchesTheGoldenFile(command: String) throws {
        let type = try #require(Self.commands.first { $0.name == command }?.type)
        let text = LaminaCommand.helpMessage(for: type, columns: 100) + "\n"
        let file = Self.folder.appendingPathComponent("\(command).txt")
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden help text for `lamina \(command)` at \(file.path); record it with:\n\(Self.recordCommand)")
            return
        }
        if golden != text {
            Issue.record("""
                `lamina \(command) --help` differs from \(file.lastPathComponent):
                \(LineDiff.unified(old: golden, new: text))
                If the change is meant, re-record with:
                \(Self.recordCommand)
                """)
        }
    }

    @Test func everyGoldenFileBelongsToACommand() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        let names = Set(Self.commands.map { "\($0.name).txt" })
        for file in files where !names.contains(file) {
            Issue.record("\(file) in \(Self.folder.path) names no command of `lamina`: delete it")
        }
    }
}

import Foundation
import LaminaTestSupport
import Testing

/// The README's "Try these" block is what a new user pastes first: every `lamina` command in it
/// (but `preview`, which needs a display) runs, exits 0 and says nothing but what it wrote.
@Suite(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
struct ReadmeTryTheseTests {
    /// The `lamina ...` lines of the first ```sh block after "## Try these", comments removed.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: BuiltLamina.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Try these")).upperBound
        let start = try #require(readme.range(of: "```sh\n", range: section..<readme.endIndex)).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        return readme[start..<end].split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces)
            guard command.hasPrefix("lamina ") else { return nil }
            return command.split(separator: " ").dropFirst().map(String.init)
        }
    }

    @Test func everyCommandRuns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 5)
        let examples = BuiltLamina.repositoryRoot.appendingPathComponent("Examples").path
        for command in commands where command.first != "preview" {
            let folder = try LaminaProgramTests.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // Examples from the repository, outputs into the test's own folder.
            let arguments = command.enumerated().map { index, argument in
                argument.hasPrefix("Examples/") ? examples + argument.dropFirst("Examples".count)
                    : index > 0 && command[index - 1] == "-o" ? folder.appendingPathComponent(argument).path : argument
            }
            let run = try LaminaProgramTests.run(arguments, in: folder)
            #expect(run.status == 0, "lamina \(command.joined(separator: " ")): \(run.stderr)")
            #expect(!run.stderr.contains("warning") && !run.stderr.contains("note:"), "\(command): \(run.stderr)")
        }
    }
}

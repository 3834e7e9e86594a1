import ArgumentParser
import Foundation
import Lamina
import LaminaControls
import LaminaWorkloads

@main
struct LaminaCommand: ParsableCommand {
    /// The version `lamina --version` prints: the one place it is written.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "lamina",
        abstract: "Core Animation's layer and animation model, headless.",
        discussion: """
            Shell completion: lamina --generate-completion-script bash|zsh|fish (see README, \
            "Shell completion").
            """,
        version: "lamina \(version)",
        subcommands: [InspectCommand.self, RenderCommand.self, ImportSVGCommand.self, GalleryCommand.self,
                      RecordCommand.self, BenchCommand.self, PreviewCommand.self, StudioCommand.self,
                      ConformanceCommand.self])

    /// Parses and runs a command, and says what went wrong in one voice (see `UsageError`):
    /// a mistake in what was typed exits with 64, a failure with 1; help, version and
    /// completion scripts go to standard output as ArgumentParser writes them.
    static func main() {
        MemoryTuning.keepFreedMemoryForReuse()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if let message = unknownCommandMessage(arguments) { throw UsageError(message) }
            if let unknown = CommandSuggestion.unknownOption(in: arguments) { throw unknown }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(reporting: error, arguments: arguments)
        }
    }

    /// Writes `lamina: <message>` for `error` to standard error and exits: 64 for a usage
    /// mistake (ArgumentParser's, a `ValidationError`, a `UsageError`, a control option that
    /// does not fit), 1 for anything else; help and version requests and a bare `ExitCode` (the
    /// command has spoken already) as ArgumentParser does.
    static func exit(reporting error: any Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        if code == .success || error is ExitCode { exit(withError: error) }
        let message: String, status: Int32
        switch error {
        case let usage as UsageError: (message, status) = (usage.description, ExitCode.validationFailure.rawValue)
        case let option as ControlOptionError: (message, status) = (option.description, ExitCode.validationFailure.rawValue)
        default:
            if code == .validationFailure {
                let command = arguments.first.map { commandNames.contains($0) && $0 != "help" ? "lamina \($0)" : "lamina" } ?? "lamina"
                message = UsageError(parserMessage: self.message(for: error), command: command).description
                status = code.rawValue
            } else {
                (message, status) = (ErrorMessage.text(for: error), ExitCode.failure.rawValue)
            }
        }
        FileHandle.standardError.write(Data("lamina: \(message)\n".utf8))
        Foundation.exit(status)
    }

    /// The subcommands' names, and `help`.
    static var commandNames: [String] {
        var names: [String] = []
        for type in configuration.subcommands { names.append(type._commandName) }
        return names + ["help"]
    }

    /// The message for a first argument that names no subcommand, with the nearest name:
    /// ArgumentParser suggests near option names, but not near subcommand names.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        // `lamina help NAME` names a command too.
        let named = arguments.first == "help" ? Array(arguments.dropFirst()) : arguments
        guard let first = named.first, !first.hasPrefix("-") else { return nil }
        let names = commandNames
        guard !names.contains(first) else { return nil }
        return "\(first): no such command\(NameSuggestion.didYouMean(first, in: names)) "
            + "(commands: \(names.joined(separator: ", ")); see 'lamina --help')"
    }
}

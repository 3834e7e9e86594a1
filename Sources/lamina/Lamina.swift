import ArgumentParser
import Foundation
import Lamina
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

    static func main() {
        MemoryTuning.keepFreedMemoryForReuse()
        if let message = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
            FileHandle.standardError.write(Data(message.utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        main(nil)
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
        var message = "lamina: unknown command '\(first)'"
        if let near = CommandSuggestion.nearest(to: first, in: names) { message += "; did you mean '\(near)'?" }
        return message + "\nCommands: \(names.joined(separator: ", ")). See 'lamina --help'.\n"
    }
}

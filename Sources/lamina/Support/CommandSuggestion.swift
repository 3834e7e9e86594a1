import ArgumentParser
import Foundation
import Lamina

/// "Did you mean" for what is typed on the command line: subcommands and options, by the names
/// in the command tree, compared by `NameSuggestion` (the one edit-distance helper, in Lamina).
/// Values, styles, control names, files, scene keys and key paths get theirs where they are
/// checked (the option parsers, LaminaControls, `ContentLoader`, the scene reader).
enum CommandSuggestion {
    /// The long options each command takes (`--output`), by command name (`lamina` for the
    /// root), read once from ArgumentParser's description of the tree; `--help` for each.
    static let longOptions: [String: Set<String>] = {
        var result: [String: Set<String>] = ["lamina": ["--help", "--version", "--generate-completion-script"]]
        guard let data = LaminaCommand._dumpHelp().data(using: .utf8),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let command = root["command"] as? [String: Any] else { return result }
        for sub in command["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = sub["commandName"] as? String else { continue }
            var names: Set<String> = ["--help"]
            for argument in sub["arguments"] as? [[String: Any]] ?? [] {
                for spelling in argument["names"] as? [[String: Any]] ?? [] where spelling["kind"] as? String == "long" {
                    if let long = spelling["name"] as? String { names.insert("--" + long) }
                }
            }
            result[name] = names
        }
        return result
    }()

    /// The first `--option` in `arguments` (`[command, ...]`) that its command does not take,
    /// with the nearest it does; nil when every one is known (or for an unknown command, which
    /// `unknownCommandMessage` answers). `--name=value` is read as `--name`; after `--` nothing
    /// is an option.
    static func unknownOption(in arguments: [String]) -> UsageError? {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "lamina"
        guard let known = longOptions[command] else { return nil }
        for argument in arguments.dropFirst(command == "lamina" ? 0 : 1) {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let name = String(argument.split(separator: "=", maxSplits: 1)[0])
            guard !known.contains(name) else { continue }
            let where_ = command == "lamina" ? "lamina" : "lamina \(command)"
            let hint = NameSuggestion.nearest(to: name, in: known.sorted()).map { "did you mean '\($0)'?" }
                ?? "see '\(where_) --help' for its options"
            return UsageError(option: name, "no such option of '\(where_)'; \(hint)")
        }
        return nil
    }
}

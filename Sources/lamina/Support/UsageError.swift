import ArgumentParser
import Foundation
import Lamina
import LaminaControls

/// A mistake in what was typed, in the one voice every message of `lamina` has:
/// `lamina: <option or file>: <what is wrong>; <what to do>`, and exit status 64 (`EX_USAGE`).
/// A failure (a file that cannot be read or written, a scene with an error) is worded the same
/// way and exits with 1; see `LaminaCommand.exit(reporting:arguments:)`.
struct UsageError: Error, CustomStringConvertible {
    /// The whole message after `lamina: `, as `subject: problem`.
    let description: String

    init(_ description: String) { self.description = description }

    /// `--fps 0: must be more than 0 and at most 240 frames per second`.
    init(option: String, value: String? = nil, _ problem: String) {
        description = "\(option)\(value.map { " \($0)" } ?? ""): \(problem)"
    }

    /// ArgumentParser's message (`The value 'x' is invalid for '--size <size>': ...`,
    /// `Unknown option '--x'`, `Missing expected argument '<target>'`) in Lamina's voice, with
    /// where to read more.
    init(parserMessage message: String, command: String) {
        let help = "see '\(command) --help'"
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("Error: ") { text.removeFirst(7) }
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '([^' ]+)(?: <[^>]+>)?'([\s\S]*)/) {
            let (value, name, rest) = (String(match.1), String(match.2), String(match.3))
            if rest.hasPrefix(": ") {
                description = "\(name) \(value): \(rest.dropFirst(2))"
            } else {
                // `. Please provide one of 'a', 'b' and 'c'.`, or one per line after `- `: the
                // values, and the nearest.
                let quoted = rest.matches(of: /'([^']*)'/).map { String($0.1) }
                let listed = rest.matches(of: /\n\s*- (\S+)/).map { String($0.1) }
                let values = quoted.isEmpty ? listed : quoted
                let list = values.isEmpty ? "" : " (one of \(values.joined(separator: ", ")))"
                description = "\(name) \(value): not a valid value\(NameSuggestion.didYouMean(value, in: values))\(list)"
            }
        } else if let match = text.wholeMatch(of: /Unknown option '([^']+)'(?:\. Did you mean '([^']+)'\?)?/) {
            let hint = match.2.map { "; did you mean '\($0)'?" } ?? "; \(help)"
            description = "\(match.1): no such option\(hint)"
        } else if let match = text.wholeMatch(of: /Missing expected argument '(--[^' ]+) <[^>]+>'/) {
            description = "\(match.1): missing, and it is required; \(help)"
        } else if let match = text.wholeMatch(of: /Missing expected argument '([^']+)'/) {
            description = "\(match.1): missing, and it is required; \(help)"
        } else if let match = text.wholeMatch(of: /Missing value for '([^']+)'/) {
            description = "\(match.1): the value is missing; \(help)"
        } else if let match = text.wholeMatch(of: /Unexpected argument '([^']+)'/) {
            description = "\(match.1): unexpected argument; \(help)"
        } else {
            description = text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}

extension Double {
    /// The number as it was most likely typed, for messages: `0`, `2.5`, `1e+20`.
    var typed: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

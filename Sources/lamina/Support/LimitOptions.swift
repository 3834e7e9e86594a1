import ArgumentParser
import Lamina

/// `--limit NAME=N`, for every command that loads content: the limits a document may reach,
/// raised from the defaults (`Limits.raisableNames`), so the remedy a limit's message gives
/// works in the command that gave it.
struct LimitOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditionalSingleValue,
            help: "Raise a limit, NAME=N (repeatable): pixels (in a frame, default \(Limits.standard.pixelsPerFrame)), frames (in a clip, default \(Limits.standard.framesPerClip)), document-bytes (of a scene or SVG file), lottie-bytes, lottie-layers or lottie-keyframes (see Limits in the README).",
            transform: LimitSetting.init(parsing:))
    var limit: [LimitSetting] = []

    /// The standard limits with those raised by `--limit`.
    var limits: Limits {
        var limits = Limits.standard
        for setting in limit { _ = limits.set(setting.name, to: setting.value) }
        return limits
    }
}

/// `NAME=N` from `--limit`: one of the limits the command line may raise, and its new value.
struct LimitSetting {
    let name: String
    let value: Int

    init(parsing argument: String) throws {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let names = Limits.raisableNames
        guard parts.count == 2 else { throw ValueProblem("expected NAME=N, with NAME one of \(names.joined(separator: ", "))") }
        let name = String(parts[0])
        guard names.contains(name) else {
            throw ValueProblem("no limit named '\(name)'\(NameSuggestion.didYouMean(name, in: names)) (limits: \(names.joined(separator: ", ")))")
        }
        guard let value = Int(parts[1]), value > 0 else { throw ValueProblem("N must be a whole number greater than 0") }
        self.name = name
        self.value = value
    }
}

import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaLottie

/// `lamina inspect <scene.json | scene.yaml | control> --time T`: the presentation tree as JSON.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the presentation tree of a scene, drawing, Lottie animation or control at a time, as JSON.")

    @Argument(help: TargetArgument.help, completion: Completions.sceneOrControl)
    var target: String

    // Unconditional parsing so that `--time -1` reaches validate() and gets a clear message
    // instead of being taken for an option.
    @Option(name: .long, parsing: .unconditional, help: "The scene time in seconds (not negative).")
    var time: Double = 0

    @Option(name: .long, parsing: .unconditional,
            help: "Where to inspect, from 0 (start) to 1 (end), instead of --time.")
    var progress: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "The frame number (a Lottie file's own numbering) to inspect, instead of --time.")
    var frame: Double?

    func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time \(time.typed): must be a number of seconds, 0 or more")
        }
        try FramePosition.validate(time: time, progress: progress, frame: frame)
    }

    @OptionGroup var control: ControlOptions
    @OptionGroup var lottie: LottieArguments
    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        let composition = try ContentLoader.load(target, options: control.values, limits: limitOptions.limits, lottie: lottie.options)
        let time = try FramePosition.time(time, progress: progress, frame: frame, in: composition)
        let playback = try composition.playback()
        // The tree advance returns is the one `inspect(at:)` would present again: presented once,
        // and the state read after it (advancing runs the events that change it).
        let snapshot = playback.advance(to: time)
        let report = InspectReport(time: time, state: playback.state(), root: snapshot)
        // Streamed a layer at a time: memory for one layer's text, whatever the layer count.
        var pending = ""
        report.write { piece in
            pending += piece
            if pending.utf8.count >= 1 << 16 {
                FileHandle.standardOutput.write(Data(pending.utf8))
                pending.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(pending.utf8))
    }
}

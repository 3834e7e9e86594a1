import ArgumentParser
import Foundation
import Lamina
import LaminaContent

/// `lamina inspect <scene.json | scene.yaml | control> --time T`: the presentation tree as JSON.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the presentation tree of a scene at a time, as JSON.")

    @Argument(help: "A scene file (.json, .yaml, .yml), an SVG document (.svg) or the name of a built-in control.",
              completion: Completions.sceneOrControl)
    var target: String

    // Unconditional parsing so that `--time -1` reaches validate() and gets a clear message
    // instead of being taken for an option.
    @Option(name: .long, parsing: .unconditional, help: "The scene time in seconds (not negative).")
    var time: Double = 0

    func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time \(time.typed): must be a number of seconds, 0 or more")
        }
    }

    @OptionGroup var control: ControlOptions

    func run() throws {
        let playback = try ContentLoader.load(target, options: control.values).playback()
        playback.advance(to: time)
        FileHandle.standardOutput.write(Data(playback.inspect(at: time).rendered().utf8))
    }
}

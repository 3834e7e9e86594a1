import ArgumentParser
import Foundation
import Lamina
import LaminaCapture
import LaminaRecorder
import LaminaWindow

/// `lamina studio`: the hold-to-record camera in a window.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "The recorder: hold to record from a camera or the synthetic source, Enter saves the movie.",
        discussion: """
            Hold the record button, the ring or the space bar to record; let go to pause. Backspace \
            undoes the last segment, Enter joins the segments and saves the movie to the library, \
            R restarts a source that failed, Esc quits (what was recorded is saved, and the path \
            printed). The onboarding shows on the first launch (remembered in \
            $XDG_CONFIG_HOME/lamina/studio.json, else ~/.config/lamina/studio.json).
            """)

    @OptionGroup var capture: CaptureSourceOptions

    @Option(help: "Save movies into this folder (default $XDG_VIDEOS_DIR/Lamina, else ~/Videos/Lamina).", completion: .directory)
    var library: String?

    @Flag(help: "Show the onboarding even if it was seen before.")
    var onboarding = false

    @Option(help: "The window's content size in points, WxH.")
    var size = "360x520"

    @Option(parsing: .unconditional, help: "Window zoom: screen units per point.")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "The longest movie in seconds: the ring's whole length.")
    var maxDuration: Double = 45

    @Option(parsing: .unconditional, help: "Megabytes to keep free on the disk of the temporary folder: recording does not start, and stops, with fewer.")
    var keepFree: Double = 64

    @Option(name: .long, help: "Write the recorder's state as JSON to this file whenever it changes (for tests and tools).")
    var dumpState: String?

    @Flag(help: "Print frame-time percentiles (p50, p95, p99, max) on exit.")
    var stats = false

    func validate() throws {
        guard windowSize != nil else { throw ValidationError("--size \(size): expected WIDTHxHEIGHT, each from 200 to 4000, like 360x520") }
        try RenderOptions.checkScale(scale, largest: RenderOptions.largestScale, unit: "screen units per point")
        guard maxDuration.isFinite, maxDuration > 0 else { throw ValidationError("--max-duration \(maxDuration.typed): must be a number of seconds greater than 0") }
        guard keepFree.isFinite, keepFree >= 0, keepFree <= 1e9 else { throw ValidationError("--keep-free \(keepFree.typed): must be a number of megabytes from 0 to 1000000000") }
        _ = try capture.videoSource()
    }

    private var windowSize: Size? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              (200 ... 4000).contains(w), (200 ... 4000).contains(h) else { return nil }
        return Size(width: w, height: h)
    }

    func run() throws {
        let video = try capture.videoSource()
        let session = StudioApp.captureConfiguration(video: video, audio: capture.audioSource(for: video),
                                                     maximumDuration: maxDuration,
                                                     reservedBytes: Int64(keepFree * 1_000_000))
        var configuration = RecorderScene.Configuration(
            size: windowSize!, capture: session,
            library: MovieLibrary(folder: library.map { URL(fileURLWithPath: $0, isDirectory: true) }),
            settingsFile: StudioSettings.defaultFile(), showsOnboarding: onboarding,
            stateFile: dumpState.map { URL(fileURLWithPath: $0) }, now: { Date() })
        configuration.homeFolder = ProcessInfo.processInfo.environment["HOME"]
        let outcome = StudioApp.run(configuration, scale: scale, reportsStats: stats, report: WindowContentReport.print)
        if let saved = outcome.saved { print(saved) }
        for message in outcome.messages { FileHandle.standardError.write(Data("lamina: \(message)\n".utf8)) }
        if outcome.failed { throw ExitCode(1) }
    }
}

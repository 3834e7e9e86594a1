import ArgumentParser
import Foundation
import LaminaCapture
import LaminaCaptureControls
import LaminaControls

/// `lamina record`: hold-to-record from a camera or the synthetic source; the segments joined
/// into one movie, saved to the library or a file.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record segments from a camera or the synthetic source and join them into one movie.",
        discussion: """
            With --press the session is scripted on the source's clock (the synthetic source runs \
            faster than real time and gives the same movie every time). Without --press it records \
            from the start until Enter or Ctrl-C, in real time.
            """)

    @OptionGroup var capture: CaptureSourceOptions

    @Option(help: "The recorded size in pixels, WxH (even numbers).")
    var size = "640x360"

    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 30

    @Option(help: "Hold from START to END seconds of source time (repeatable), e.g. 0.5:2.")
    var press: [String] = []

    @Option(parsing: .unconditional, help: "The longest recording in seconds; recording stops exactly there.")
    var maxDuration: Double?

    @Option(name: .shortAndLong, help: "Write the movie to this .mp4 file (an existing file only with --overwrite).",
            completion: .file(extensions: ["mp4"]))
    var output: String?

    @Flag(help: "Let -o replace an existing file.")
    var overwrite = false

    @Option(parsing: .unconditional, help: "Megabytes to keep free in the temporary folder; recording does not start, and stops, below it.")
    var keepFree: Double = 64

    @Option(help: "Save into this library folder (default $XDG_VIDEOS_DIR/Lamina, else ~/Videos/Lamina).", completion: .directory)
    var library: String?

    @Option(help: "Also render the recording screen (viewfinder in the recording meter, record button, time) to this .mp4.",
            completion: .file(extensions: ["mp4"]))
    var ui: String?

    @Flag(help: "Run the synthetic source in real time, as a camera would.")
    var realtime = false

    @Flag(help: "List cameras and microphones with their authorization, and exit.")
    var listDevices = false

    func validate() throws {
        if listDevices { return }
        guard parsedSize != nil else { throw ValidationError("--size \(size): expected WIDTHxHEIGHT in pixels, even numbers from 16x16 to 7680x4320, like 640x360") }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw ValidationError("--fps \(fps.typed): must be from 1 to 240 frames per second") }
        if let maxDuration, !(maxDuration.isFinite && maxDuration > 0) {
            throw ValidationError("--max-duration \(maxDuration.typed): must be a number of seconds greater than 0")
        }
        guard keepFree.isFinite, keepFree >= 0, keepFree <= 1e9 else {
            throw ValidationError("--keep-free \(keepFree.typed): must be a number of megabytes from 0 to 1000000000")
        }
        if overwrite && output == nil { throw ValidationError("--overwrite goes with -o/--output (the library never overwrites)") }
        if output != nil && library != nil { throw ValidationError("give either -o/--output or --library, not both") }
        if let output, !output.lowercased().hasSuffix(".mp4") { throw ValidationError("-o \(output): the movie is an .mp4 file") }
        if let ui, !ui.lowercased().hasSuffix(".mp4") { throw ValidationError("--ui \(ui): the screen recording is an .mp4 file") }
        let presses = try parsedPresses()
        let longest = CaptureConfiguration.longestSourceTime
        if let late = presses.first(where: { $0.end > longest }) {
            throw ValidationError("--press \(format(late.start)):\(format(late.end)): presses end by \(Int(longest)) s "
                + "(24 hours), the longest a capture session runs")
        }
        for (a, b) in zip(presses, presses.dropFirst()) where b.start < a.end {
            throw ValidationError("--press \(format(b.start)):\(format(b.end)) starts before the previous press ends")
        }
        if ui != nil && presses.isEmpty { throw ValidationError("--ui needs a scripted session (--press)") }
    }

    private var parsedSize: (width: Int, height: Int)? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 16, h >= 16, w <= 7680, h <= 4320,
              w % 2 == 0, h % 2 == 0 else { return nil }
        return (w, h)
    }

    private func parsedPresses() throws -> [(start: Double, end: Double)] {
        do {
            return try press.map { try PointerScript.parsePress($0) }
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() throws {
        if listDevices {
            print(CaptureDevices.report(CaptureDevices.list()), terminator: "")
            return
        }
        do {
            print(try record())
        } catch let error as ExitCode {
            throw error
        } catch {
            warn("record: \(error)")
            throw ExitCode(1)
        }
    }

    /// The recorder the options describe: signals and Enter stop a live recording.
    func recorder() throws -> MovieRecorder {
        let video = try capture.videoSource()
        let destination: MovieRecorder.Destination = output.map { .file(URL(fileURLWithPath: $0)) }
            ?? .library(MovieLibrary(folder: library.map { URL(fileURLWithPath: $0, isDirectory: true) }))
        var recorder = MovieRecorder(video: video, audio: capture.audioSource(for: video), destination: destination,
                                     now: { Date() })
        (recorder.width, recorder.height) = parsedSize!
        recorder.fps = fps
        recorder.presses = try parsedPresses().map { MovieRecorder.Press(start: $0.start, end: $0.end) }
        recorder.maximumDuration = maxDuration
        recorder.overwrites = overwrite
        recorder.reservedBytes = Int64(keepFree * 1_000_000)
        // Sessions that died (kill -9, a crash) are saved into the library, even when this
        // recording goes to -o: that is where a user looks for movies.
        recorder.recovery = MovieLibrary(folder: library.map { URL(fileURLWithPath: $0, isDirectory: true) })
        recorder.realtime = realtime
        recorder.keepsPreviewFrames = ui != nil
        recorder.handlesSignals = true
        recorder.stopsOnEnter = true
        return recorder
    }

    /// Records, saves, renders the screen when asked; the line that says where the movie went.
    /// Faults are printed to stderr after the movie is saved, then the exit is non-zero.
    func record() throws -> String {
        let outcome = try recorder().record { notice in
            switch notice {
            case .recordingLive: warn("recording from \(capture.source); press Enter (or Ctrl-C) to stop")
            case .segmentsKept(let folder): warn("record: the segments are kept in \(folder.path)")
            case .recovered(let outcome): warn("record: \(outcome)")
            case .partialFileRemoved(let file): warn("record: removed \(file.path), left by a save that did not finish")
            }
        }
        if outcome.fault != nil { print(outcome.summary) }
        if outcome.wasInterrupted {
            warn("record: interrupted; the current segment was closed and what was recorded is saved")
        }
        if let ui {
            try RecordingScreen.writeMovie(of: outcome.previewFrames, maximumDuration: maxDuration ?? 45, fps: fps,
                                           to: URL(fileURLWithPath: ui))
        }
        if let fault = outcome.fault {
            warn("record: \(fault)")
            throw ExitCode(1)
        }
        return outcome.summary
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("lamina: \(message)\n".utf8))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

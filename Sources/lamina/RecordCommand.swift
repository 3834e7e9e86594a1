import ArgumentParser
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Lamina
import LaminaCapture
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

    @Option(name: .shortAndLong, help: "Write the movie to this .mp4 file (replacing it).")
    var output: String?

    @Option(help: "Save into this library folder (default $XDG_VIDEOS_DIR/Lamina, else ~/Videos/Lamina).")
    var library: String?

    @Option(help: "Also render the recording screen (viewfinder in the recording meter, record button, time) to this .mp4.")
    var ui: String?

    @Flag(help: "Run the synthetic source in real time, as a camera would.")
    var realtime = false

    @Flag(help: "List cameras and microphones with their authorization, and exit.")
    var listDevices = false

    func validate() throws {
        if listDevices { return }
        guard parsedSize != nil else { throw ValidationError("--size '\(size)': expected WxH with even numbers, like 640x360") }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240") }
        if let maxDuration, !(maxDuration.isFinite && maxDuration > 0) {
            throw ValidationError("--max-duration must be a positive number of seconds")
        }
        if output != nil && library != nil { throw ValidationError("give either -o/--output or --library, not both") }
        if let output, !output.lowercased().hasSuffix(".mp4") { throw ValidationError("-o '\(output)': the movie is an .mp4 file") }
        if let ui, !ui.lowercased().hasSuffix(".mp4") { throw ValidationError("--ui '\(ui)': the screen recording is an .mp4 file") }
        let presses = try parsedPresses()
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
            print(Self.deviceReport(CaptureDevices.list()), terminator: "")
            return
        }
        do {
            print(try record())
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("lamina: record: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The configuration the options describe.
    func captureConfiguration() throws -> CaptureConfiguration {
        let video = try capture.videoSource()
        let sound = capture.audioSource(for: video)
        let (w, h) = parsedSize!
        var configuration = CaptureConfiguration(video: video, audio: sound, width: w, height: h, fps: fps)
        configuration.maximumDuration = maxDuration
        configuration.paced = realtime || press.isEmpty
        if configuration.previewWidth == nil {
            // The viewfinder is round: a square preview, cropped from the middle by the layer.
            configuration.previewWidth = 240
            configuration.previewHeight = max(2, Int((240 * Double(h) / Double(w) / 2).rounded()) * 2)
        }
        return configuration
    }

    /// Records, saves, renders the screen when asked; the line that says where the movie went.
    /// Faults are printed to stderr after the movie is saved, then the exit is non-zero.
    func record() throws -> String {
        let configuration = try captureConfiguration()
        let presses = try parsedPresses()
        let frames = FrameStore(keeps: ui != nil)
        let session = try CaptureSession(configuration: configuration, preview: { frames.add($0) })
        defer { session.close() }
        let signals = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { session.interrupt() }
            source.resume()
            return source
        }
        defer { for source in signals { source.cancel() } }
        try session.start()

        var fault: Error?
        if presses.isEmpty {
            FileHandle.standardError.write(Data("lamina: recording from \(capture.source); press Enter (or Ctrl-C) to stop\n".utf8))
            try session.startRecordingAndWait()
            waitForEnterOrStop(session)
            do { try session.stopRecordingAndWait() } catch { fault = error }
        } else {
            for press in presses where !session.isInterrupted {
                do {
                    try session.record(from: press.start, to: press.end)
                } catch CaptureError.maximumDurationReached {
                    break
                } catch {
                    fault = error
                    break
                }
            }
        }
        if fault == nil, let first = session.faults.first { fault = first }
        let recording: Recording
        let destination: URL
        do {
            recording = try session.finish(createdAt: Date())
            if let output {
                destination = try MovieLibrary.write(recording, to: URL(fileURLWithPath: output))
            } else {
                let library = MovieLibrary(folder: library.map { URL(fileURLWithPath: $0, isDirectory: true) })
                destination = try library.save(recording)
            }
        } catch {
            // Nothing recorded is lost: the segments stay where the user can find them.
            if !session.segments.isEmpty, let kept = try? session.keepFiles() {
                FileHandle.standardError.write(Data("lamina: record: the segments are kept in \(kept.path)\n".utf8))
            }
            throw error
        }
        let count = recording.segments.count
        let line = "\(destination.path) (\(String(format: "%.3f", recording.duration)) s, \(count) segment\(count == 1 ? "" : "s"))"
        if fault != nil { print(line) }
        if session.isInterrupted {
            FileHandle.standardError.write(Data("lamina: record: interrupted; the current segment was closed and what was recorded is saved\n".utf8))
        }
        if let ui {
            let screen = RecordingScreen(frames: frames.frames, maximumDuration: maxDuration ?? 45,
                                         frameInterval: 1 / fps)
            let clip = ClipRenderer(source: screen.frameSource(fps: fps), size: nil, scale: 1, background: nil)
            let (url, count) = try clip.write(to: URL(fileURLWithPath: ui), time: 0, duration: screen.duration, fps: fps,
                                              showsProgress: false)
            FileHandle.standardError.write(Data("lamina: wrote \(url.path) (\(count) frames of the recording screen)\n".utf8))
        }
        if let fault {
            FileHandle.standardError.write(Data("lamina: record: \(fault)\n".utf8))
            throw ExitCode(1)
        }
        return line
    }

    /// The gallery's demo: a scripted session on the synthetic source, the movie and the
    /// recording screen.
    static let galleryArguments = ["--press", "0.4:1.6", "--press", "2.2:3", "--press", "3.6:5.2", "--max-duration", "6"]

    /// Records the gallery's demo into `folder`: `record.mp4` and `record-ui.mp4`.
    static func galleryEntry(in folder: URL) throws -> GalleryEntry {
        let movie = folder.appendingPathComponent("record.mp4"), screen = folder.appendingPathComponent("record-ui.mp4")
        let command = try RecordCommand.parse(galleryArguments + ["-o", movie.path, "--ui", screen.path])
        _ = try command.record()
        let shown = "lamina record " + galleryArguments.joined(separator: " ")
        return GalleryEntry(name: "record", files: [("record-ui.mp4", shown + " -o record.mp4 --ui record-ui.mp4"),
                                                    ("record.mp4", shown + " -o record.mp4")])
    }

    /// Blocks until Enter, a signal, or the session stops recording by itself (maximum duration,
    /// a fault).
    private func waitForEnterOrStop(_ session: CaptureSession) {
        var stdinOpen = true
        while !session.isInterrupted && session.isRecording {
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            let ready = stdinOpen ? poll(&fds, 1, 100) : { usleep(100_000); return 0 }()
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            let n = read(0, &byte, 1)
            if n <= 0 { stdinOpen = false; continue }  // no terminal: wait for a signal
            if byte == UInt8(ascii: "\n") { return }
        }
    }

    /// The `--list-devices` text: one line per device with its state and fix-it message.
    static func deviceReport(_ devices: [CaptureDevice]) -> String {
        var text = "synthetic  (built in: moving test pattern with a clock, and a tone)  authorized\n"
        let cameras = devices.filter { $0.kind == .camera }
        let microphones = devices.filter { $0.kind == .microphone }
        text += cameras.isEmpty ? "no cameras (/dev/video*)\n" : ""
        for device in cameras + microphones {
            text += "\(device.identifier)  \(device.kind.rawValue), \(device.backend), \(device.name)  \(device.authorization)\n"
            for format in device.formats { text += "    \(format)\n" }
        }
        text += microphones.isEmpty ? "no microphones (ALSA capture devices or Pulse sources)\n" : ""
        return text
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Preview frames kept for `--ui`, filled on the session's thread.
private final class FrameStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [PreviewFrame] = []
    let keeps: Bool

    init(keeps: Bool) { self.keeps = keeps }

    func add(_ frame: PreviewFrame) {
        guard keeps else { return }
        lock.lock()
        stored.append(frame)
        lock.unlock()
    }

    var frames: [PreviewFrame] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

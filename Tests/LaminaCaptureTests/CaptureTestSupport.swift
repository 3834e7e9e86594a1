import Foundation
import LaminaCapture
import Testing

/// What ffprobe says about a file's streams, read with `Process` (independent of the code under
/// test).
struct StreamProbe {
    struct Stream {
        var codecType: String
        var codec: String
        var startTime: Double?
        var duration: Double?
        var frames: Int?
    }

    var formatDuration: Double?
    var streams: [Stream]

    var video: Stream? { streams.first { $0.codecType == "video" } }
    var audio: Stream? { streams.first { $0.codecType == "audio" } }

    /// Probes `url`, decoding every packet (`-count_frames`) so a damaged file fails.
    static func probe(_ url: URL) throws -> StreamProbe {
        let (data, status) = try output(of: "/usr/bin/ffprobe", [
            "-v", "error", "-count_frames", "-show_entries",
            "format=duration:stream=codec_type,codec_name,start_time,duration,nb_read_frames",
            "-of", "json", url.path])
        guard status == 0,
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ProbeFailed(file: url.path)
        }
        let format = object["format"] as? [String: Any]
        let streams = (object["streams"] as? [[String: Any]] ?? []).map { s in
            Stream(codecType: s["codec_type"] as? String ?? "", codec: s["codec_name"] as? String ?? "",
                   startTime: (s["start_time"] as? String).flatMap(Double.init),
                   duration: (s["duration"] as? String).flatMap(Double.init),
                   frames: (s["nb_read_frames"] as? String).flatMap(Int.init))
        }
        return StreamProbe(formatDuration: (format?["duration"] as? String).flatMap(Double.init), streams: streams)
    }

    struct ProbeFailed: Error { var file: String }

    /// Runs a tool to the end and returns its standard output and exit status (errors discarded).
    static func output(of tool: String, _ arguments: [String]) throws -> (Data, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, process.terminationStatus)
    }
}

/// A fresh folder for one test, removed by `cleanUp()`.
struct TestFolder {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-capture-test-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// A small, fast capture configuration: 160x120 at 30 fps with the synthetic tone, sessions in
/// `root`.
func smallConfiguration(root: URL, audio: AudioSource = .synthetic) -> CaptureConfiguration {
    var configuration = CaptureConfiguration(video: .synthetic(), audio: audio, width: 160, height: 120, fps: 30)
    configuration.encoderPreset = "ultrafast"
    configuration.temporaryRoot = root.appendingPathComponent("sessions")
    return configuration
}

/// A counter a `@Sendable` closure can bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Events collected from a session's thread.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CaptureEvent] = []
    private var previews: [PreviewFrame] = []

    func add(_ event: CaptureEvent) {
        lock.lock()
        stored.append(event)
        lock.unlock()
    }

    func add(_ frame: PreviewFrame) {
        lock.lock()
        previews.append(frame)
        lock.unlock()
    }

    var events: [CaptureEvent] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    var frames: [PreviewFrame] {
        lock.lock()
        defer { lock.unlock() }
        return previews
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Lamina
import LaminaMedia

/// One frame of the source: the recorded picture (raw yuv420p at the record size), the preview
/// (BGRA at the preview size) and the audio samples that belong to it (s16le, interleaved).
struct SourceFrame {
    /// Frame number on the source's clock: it shows time `index / fps`.
    var index: Int
    var video: [UInt8]
    var preview: ImageBuffer
    var audio: [UInt8]
}

/// Runs the source ffmpeg and cuts its three raw output streams into frames.
///
/// ffmpeg reads the source once and writes three pipes: the picture at the record size as
/// yuv420p (`pipe:3`, what the encoder takes), the picture scaled to the preview size as BGRA
/// (`pipe:4`, what the viewfinder shows) and the sound as 16-bit PCM (`pipe:5`). The video is
/// made constant-rate with ffmpeg's `fps` filter, so frame `i` is the source's picture at
/// `i / fps` on its own clock, and the audio of frame `i` is samples
/// `round(i · rate / fps) ..< round((i + 1) · rate / fps)`: frames, preview and sound never
/// drift apart. All three pipes are read with `poll`, whichever has data, so ffmpeg never
/// blocks on one pipe while this side waits on another.
///
/// Not thread-safe: the session thread owns it.
final class SourceReader {
    let configuration: CaptureConfiguration
    let process: ChildProcess
    let logPath: String
    private var streams: [ByteQueue]
    private let videoBytes: Int
    private let previewBytes: Int
    private let preview: (width: Int, height: Int)
    private var nextIndex = 0
    private var prefetched: SourceFrame?
    private var scratch = [UInt8](repeating: 0, count: 1 << 20)

    /// The process id, for tests that make the source die.
    var processIdentifier: Int32 { process.pid }

    init(configuration: CaptureConfiguration, ffmpeg: String, logPath: String) throws {
        self.configuration = configuration
        self.logPath = logPath
        preview = configuration.previewSize
        videoBytes = configuration.width * configuration.height * 3 / 2
        previewBytes = preview.width * preview.height * 4
        let hasAudio = configuration.audio != .none
        let paced = configuration.isRealTime && !configuration.video.isLive
        var arguments = ["-nostdin", "-hide_banner", "-loglevel", "error"]
        arguments += SourceArguments.video(configuration.video, width: configuration.width,
                                           height: configuration.height, fps: configuration.fps, paced: paced)
        arguments += SourceArguments.audio(configuration.audio, sampleRate: configuration.sampleRate,
                                           fps: configuration.fps, paced: paced)
        let rate = SourceArguments.rate(configuration.fps)
        let (w, h) = (configuration.width, configuration.height)
        // A camera's timestamps jitter and a movie has a rate of its own: `fps` makes them the
        // capture's constant rate (holding a frame until the next arrives). lavfi is
        // constant-rate already, and the hold would cost a frame of latency.
        let constantRate = configuration.video.hasOwnFrameRate ? "fps=\(rate)," : ""
        arguments += ["-filter_complex",
                      "[0:v]\(constantRate)scale=\(w):\(h),setsar=1,split=2[rec][pv];"
                          + "[pv]scale=\(preview.width):\(preview.height):flags=bilinear,format=bgra[pvo]",
                      "-map", "[rec]", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-flush_packets", "1", "pipe:3",
                      "-map", "[pvo]", "-f", "rawvideo", "-pix_fmt", "bgra", "-flush_packets", "1", "pipe:4"]
        if hasAudio {
            // A microphone's clock drifts from the camera's: resample to follow the timestamps.
            let resample = configuration.audio == .synthetic ? [] : ["-af", "aresample=async=1"]
            arguments += ["-map", "1:a"] + resample + ["-f", "s16le", "-ar", String(configuration.sampleRate),
                          "-ac", String(configuration.channels), "-flush_packets", "1", "pipe:5"]
        }
        var pipes: [ChildProcess.ExtraPipe] = [.childWrites(3), .childWrites(4)]
        if hasAudio { pipes.append(.childWrites(5)) }
        // libpulse keeps a runtime folder in $XDG_RUNTIME_DIR; without one it makes a new
        // `pulse-XXXXXXXXXXXX` in TMPDIR on every start and never removes it. Point it into the
        // session's folder instead, which goes with the session. (With no runtime folder there is
        // no per-user server socket it could find there anyway; PULSE_SERVER still works.)
        var environment: [String: String] = [:]
        let inherited = ProcessInfo.processInfo.environment
        if case .pulse = configuration.audio, (inherited["XDG_RUNTIME_DIR"] ?? "").isEmpty,
           (inherited["PULSE_RUNTIME_PATH"] ?? "").isEmpty {
            let folder = URL(fileURLWithPath: logPath).deletingLastPathComponent().appendingPathComponent("pulse")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            environment["PULSE_RUNTIME_PATH"] = folder.path
        }
        process = try ChildProcess(executable: ffmpeg, arguments: arguments, pipeStdin: false, stdoutPath: nil,
                                   stderrPath: logPath, extraPipes: pipes, ownProcessGroup: true, environment: environment)
        let process = self.process
        streams = pipes.map { ByteQueue(fd: process.extraFDs[$0.childFD]!) }
    }

    deinit { stop() }

    /// Reads frame 0 ahead so `start` knows the source works; `next()` returns it first.
    func prefetch() throws {
        if prefetched == nil { prefetched = try readFrame() }
    }

    /// The next frame, in order; throws ``CaptureError/sourceEnded(reason:recorded:)`` when the
    /// source stops (with ffmpeg's last lines).
    func next() throws -> SourceFrame {
        if let frame = prefetched {
            prefetched = nil
            return frame
        }
        return try readFrame()
    }

    /// Stops ffmpeg and closes the pipes.
    func stop() {
        process.closeExtraPipes()
        process.kill()
    }

    // MARK: - Reading

    private func needed(_ stream: Int, index: Int) -> Int {
        switch stream {
        case 0: return videoBytes
        case 1: return previewBytes
        default:
            let samples = configuration.audioSample(atFrame: index + 1) - configuration.audioSample(atFrame: index)
            return samples * configuration.audioFrameBytes
        }
    }

    private func readFrame() throws -> SourceFrame {
        let index = nextIndex
        while true {
            let missing = streams.indices.filter { streams[$0].count < needed($0, index: index) }
            if missing.isEmpty { break }
            if missing.contains(where: { streams[$0].ended }) { throw ended() }
            // Poll every open stream, not only the missing ones, so ffmpeg never blocks on a
            // full pipe while this side waits for another (ffmpeg interleaves its outputs, so a
            // stream ahead holds at most a frame or two).
            var fds = streams.filter { !$0.ended }.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let rc = poll(&fds, nfds_t(fds.count), -1)
            if rc < 0 {
                if errno == EINTR { continue }
                throw CaptureError.sourceEnded(reason: "poll: \(POSIXFile.errnoText())", recorded: false)
            }
            for entry in fds where entry.revents != 0 {
                guard let i = streams.firstIndex(where: { $0.fd == entry.fd }) else { continue }
                let n = scratch.withUnsafeMutableBytes { POSIXFile.read(entry.fd, into: $0.baseAddress!, count: $0.count) }
                if n <= 0 {
                    streams[i].ended = true
                } else {
                    streams[i].append(scratch, count: n)
                }
            }
        }
        nextIndex += 1
        let video = streams[0].take(videoBytes)
        let pixels = streams[1].take(previewBytes)
        let audio = streams.count > 2 ? streams[2].take(needed(2, index: index)) : []
        let image = ImageBuffer(width: preview.width, height: preview.height, pixels: pixels)!
        return SourceFrame(index: index, video: video, preview: image, audio: audio)
    }

    /// The error for a source that stopped: ffmpeg's status and last lines.
    private func ended() -> CaptureError {
        process.closeExtraPipes()
        let status = process.wait()
        let tail = ChildProcess.tail(ofFile: logPath, lines: 6)
        let how = status > 128 ? "ffmpeg was killed by signal \(status - 128)" : "ffmpeg exited with status \(status)"
        let reason = tail.isEmpty ? how : "\(how): \(tail)"
        return .sourceEnded(reason: reason, recorded: false)
    }
}

/// Bytes read from a pipe and not yet taken.
private struct ByteQueue {
    let fd: Int32
    var bytes: [UInt8] = []
    var head = 0
    var ended = false

    init(fd: Int32) { self.fd = fd }

    var count: Int { bytes.count - head }

    mutating func append(_ chunk: [UInt8], count: Int) {
        if head > 0 && head >= bytes.count / 2 {
            bytes.removeFirst(head)
            head = 0
        }
        chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0.prefix(count)) }
    }

    mutating func take(_ n: Int) -> [UInt8] {
        let result = Array(bytes[head ..< head + n])
        head += n
        if head == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            head = 0
        }
        return result
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LaminaMedia

/// ffmpeg encoding one segment: raw yuv420p frames on stdin and PCM on `pipe:3`, to H.264 and
/// AAC in Matroska.
///
/// Started before the press (warm): ffmpeg loads and waits on its input, writing to
/// `segment-NNNN.pending.mkv`; the first frame renames the file to `segment-NNNN.mkv` (the
/// open file follows the rename), so a warm encoder that never records leaves no segment.
/// Matroska is written cluster by cluster (`-flush_packets 1`), so whatever is on disk is
/// playable if anything dies; if this process dies, ffmpeg sees end of file on its inputs and
/// closes the segment properly. Keyframes every second keep a truncated file decodable.
///
/// Not thread-safe: the session thread owns it.
final class SegmentEncoder {
    let number: Int
    let pendingURL: URL
    let url: URL
    let logPath: String
    private let process: ChildProcess
    private let hasAudio: Bool
    private let audioFrameBytes: Int
    private(set) var frameCount = 0
    private(set) var sampleCount = 0
    private(set) var isActive = false
    /// Whether the file has its final name (ffmpeg creates it only once its first frames are in).
    private var isRenamed = false
    /// Index of the first frame (the source's clock).
    var startIndex = 0

    init(number: Int, folder: SessionFolder, configuration: CaptureConfiguration, ffmpeg: String) throws {
        self.number = number
        pendingURL = folder.pendingURL(number)
        url = folder.segmentURL(number)
        logPath = folder.url.appendingPathComponent(String(format: "segment-%04d.log", number)).path
        hasAudio = configuration.audio != .none
        audioFrameBytes = configuration.audioFrameBytes
        let rate = SourceArguments.rate(configuration.fps)
        // No probing: the inputs are described in full, and probing would read seconds of
        // sound before any picture, while this side can only send them a frame at a time.
        let noProbe = ["-probesize", "32", "-analyzeduration", "0"]
        var arguments = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y"] + noProbe + [
                         "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(configuration.width)x\(configuration.height)",
                         "-framerate", rate, "-i", "pipe:0"]
        if hasAudio {
            arguments += noProbe + ["-f", "s16le", "-ar", String(configuration.sampleRate), "-ac", String(configuration.channels),
                          "-i", "pipe:3"]
        }
        arguments += ["-map", "0:v", "-c:v", "libx264", "-preset", configuration.encoderPreset, "-tune", "zerolatency",
                      "-crf", String(configuration.encoderQuality), "-g", String(max(1, Int(configuration.fps.rounded()))),
                      "-pix_fmt", "yuv420p"]
        if hasAudio { arguments += ["-map", "1:a", "-c:a", "aac", "-b:a", "128k"] }
        // Timestamps as they are (the AAC priming stays before zero), so the join can start
        // every segment's picture and sound at the same instant.
        arguments += ["-avoid_negative_ts", "disabled", "-flush_packets", "1", "-f", "matroska", pendingURL.path]
        process = try ChildProcess(executable: ffmpeg, arguments: arguments, pipeStdin: true, stdoutPath: nil,
                                   stderrPath: logPath, extraPipes: hasAudio ? [.childReads(3)] : [],
                                   ownProcessGroup: true)
    }

    deinit {
        if !process.hasExited { abandon() }
    }

    /// Makes this the recording segment: the pending file becomes `segment-NNNN.mkv`.
    func activate(startIndex: Int) throws {
        self.startIndex = startIndex
        isActive = true
        try renameIfCreated()
    }

    /// Gives the file its final name as soon as ffmpeg has created it.
    private func renameIfCreated() throws {
        guard isActive, !isRenamed, FileManager.default.fileExists(atPath: pendingURL.path) else { return }
        guard rename(pendingURL.path, url.path) == 0 else {
            throw CaptureError.fileError(operation: "renaming", path: pendingURL.path, reason: POSIXFile.errnoText())
        }
        isRenamed = true
    }

    /// Sends one frame's sound then picture; `false` if ffmpeg is gone.
    func append(video: [UInt8], audio: [UInt8]) throws -> Bool {
        // Sound first: it is small and fits the pipe, so ffmpeg never waits for it while this
        // side blocks on a picture.
        if hasAudio {
            guard try audio.withUnsafeBytes({ try process.write($0, toChildFD: 3) }) else { return false }
        }
        guard try video.withUnsafeBytes({ try process.write($0) }) else { return false }
        frameCount += 1
        sampleCount += hasAudio ? audio.count / audioFrameBytes : 0
        try renameIfCreated()
        return true
    }

    /// Closes the inputs and waits for ffmpeg to close the file; its exit status and last lines.
    func finish() -> (status: Int32, message: String) {
        process.closeExtraPipes()
        process.closeStdin()
        let status = process.wait()
        try? renameIfCreated()
        let message = ChildProcess.tail(ofFile: logPath, lines: 6)
        if status == 0 { try? FileManager.default.removeItem(atPath: logPath) }
        return (status, message)
    }

    /// Kills ffmpeg and removes its files (a warm encoder that was never used, or an empty one).
    func abandon() {
        process.kill()
        try? FileManager.default.removeItem(at: pendingURL)
        if frameCount == 0 { try? FileManager.default.removeItem(at: url) }
        try? FileManager.default.removeItem(atPath: logPath)
    }
}

import Foundation

/// Why writing or reading a media file failed. Every message names the file or the tool and
/// says what to do.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file extension names no supported format.
    case unknownExtension(String)
    /// `ffmpeg` was not found at the path given or on `PATH`; the message says how to install it.
    case ffmpegMissing(searched: String)
    /// `ffprobe` (installed with ffmpeg) was not found.
    case ffprobeMissing(searched: String)
    /// The tool ran and failed; `stderrTail` is the last lines it printed.
    case toolFailed(tool: String, status: Int32, stderrTail: String)
    /// The tool could not be started or fed (`spawn`, `write`), with the system's reason.
    case systemError(operation: String, reason: String)
    /// The directory the file should be written to does not exist.
    case outputDirectoryMissing(String)
    /// Width, height or frame rate out of range.
    case invalidParameters(String)
    /// A frame whose size differs from the writer's.
    case frameSizeMismatch(expected: String, got: String)
    /// `append` after `finish` or `cancel`, a second frame for a PNG, or `finish` with no frame.
    case invalidState(String)
    /// ffprobe's answer could not be read.
    case unreadableProbe(file: String, reason: String)
    /// A frame did not arrive within `FramePipeline.stallTimeout` seconds of the pipeline's
    /// last progress: a renderer that makes no progress, reported instead of hanging.
    case frameStalled(frame: Int, seconds: Double)

    /// How to install ffmpeg and ffprobe on the machines Lamina runs on.
    public static let installHint = "install it with `apt-get install ffmpeg` (scripts/bootstrap does this)"

    public var description: String {
        switch self {
        case .unknownExtension(let ext):
            let shown = ext.isEmpty ? "no extension" : "unknown extension '.\(ext)'"
            return "\(shown): supported formats are "
                + MediaFormat.supportedExtensions.map { "." + $0 }.joined(separator: ", ")
        case .ffmpegMissing(let searched):
            return "ffmpeg not found (looked for \(searched)); \(MediaError.installHint)"
        case .ffprobeMissing(let searched):
            return "ffprobe not found (looked for \(searched)); it comes with ffmpeg: \(MediaError.installHint)"
        case .toolFailed(let tool, let status, let tail):
            let body = tail.isEmpty ? "" : ":\n" + tail
            return "\(tool) failed (exit status \(status))\(body)"
        case .systemError(let operation, let reason):
            return "\(operation) failed: \(reason)"
        case .outputDirectoryMissing(let dir):
            return "output directory \(dir) does not exist"
        case .invalidParameters(let what):
            return "invalid parameters: \(what)"
        case .frameSizeMismatch(let expected, let got):
            return "frame is \(got), the clip is \(expected)"
        case .invalidState(let what):
            return what
        case .unreadableProbe(let file, let reason):
            return "cannot read \(file): \(reason)"
        case .frameStalled(let frame, let seconds):
            let shown = seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
            return "frame \(frame) was not drawn after \(shown) s without progress; this is a bug in "
                + "Lamina, please report it with the input (LAMINA_FRAME_TIMEOUT=SECONDS changes the wait)"
        }
    }
}

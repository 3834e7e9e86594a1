import Foundation
import LaminaMedia

/// Why capturing, recording, joining or saving failed. Every message names the device, folder or
/// file and says what to do; the session hands these to its caller (thrown, and as a
/// ``CaptureEvent/fault(_:)``), never prints them.
public enum CaptureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A device the process may not open, with the reason and how to fix it.
    case deviceDenied(path: String, reason: String, fix: String)
    /// A device that does not exist or cannot be used now (missing, busy, not a capture device).
    case deviceUnavailable(path: String, reason: String)
    /// An option out of range: size, frame rate, maximum duration.
    case invalidConfiguration(String)
    /// The source (ffmpeg reading the camera, microphone or test pattern) ended while running.
    /// `recorded` says whether a segment was being recorded (it was closed and kept).
    case sourceEnded(reason: String, recorded: Bool)
    /// The encoder of a segment failed; the segment so far is kept when it could be closed.
    case encoderFailed(segment: String, reason: String)
    /// Not enough free space on the volume of the temporary `folder` (the sessions' root): recording
    /// stopped (or did not start) with `available` bytes left, fewer than the `required` reserve.
    case diskNearlyFull(folder: String, available: Int64, required: Int64)
    /// Not enough free space in the library (or beside the `-o` file) `folder` for the movie
    /// (`required` counts the movie and the library's reserve).
    case libraryFull(folder: String, available: Int64, required: Int64)
    /// The recording is as long as the session's maximum duration; nothing more is recorded.
    case maximumDurationReached(Double)
    /// `finish()` with no recorded segment.
    case nothingRecorded
    /// A call that does not fit the session's state (recording after finishing, ...).
    case invalidState(String)
    /// Joining the segments into one movie failed.
    case joinFailed(reason: String)
    /// A file operation in the session's folder or the library failed.
    case fileError(operation: String, path: String, reason: String)
    /// ffmpeg or ffprobe could not be found or started.
    case media(MediaError)

    public var description: String {
        switch self {
        case .deviceDenied(let path, let reason, let fix):
            return "\(path): access denied (\(reason)); \(fix)"
        case .deviceUnavailable(let path, let reason):
            return "\(path): unavailable (\(reason)); `lamina record --list-devices` lists what exists"
        case .invalidConfiguration(let what):
            return "invalid capture configuration: \(what)"
        case .sourceEnded(let reason, let recorded):
            let kept = recorded ? "; the segment recorded so far was closed and kept, and the session can still finish" : ""
            return "the capture source stopped: \(reason)\(kept)"
        case .encoderFailed(let segment, let reason):
            return "encoding \(segment) failed: \(reason)"
        case .diskNearlyFull(let folder, let available, let required):
            return "not enough free space: the temporary folder \(folder) has \(Self.megabytes(available)) free; "
                + "recording needs at least \(Self.megabytes(required)) (--keep-free), so it does not start or stops there, "
                + "keeping what was recorded; free some space, or set TMPDIR to a folder on a larger disk"
        case .libraryFull(let folder, let available, let required):
            return "not enough free space in \(folder): \(Self.megabytes(available)) free, saving the movie needs "
                + "\(Self.megabytes(required)); free some space"
        case .maximumDurationReached(let limit):
            return "the recording reached its maximum duration of \(limit) s"
        case .nothingRecorded:
            return "nothing was recorded: no segment to join"
        case .invalidState(let what):
            return what
        case .joinFailed(let reason):
            return "joining the segments failed: \(reason)"
        case .fileError(let operation, let path, let reason):
            return "\(operation) \(path) failed: \(reason)"
        case .media(let error):
            return error.description
        }
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}

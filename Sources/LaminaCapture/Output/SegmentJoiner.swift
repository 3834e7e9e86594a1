#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LaminaMedia

/// Joins segments into one fast-start MP4 without re-encoding: ffmpeg's concat demuxer with
/// stream copy.
///
/// The list gives every segment `inpoint 0`, its exact `duration` (frames / fps) and an
/// `outpoint` at that duration. Without the first two each segment would start where the
/// previous one's longest stream ended, and AAC's padding (up to 1,024 samples a segment) would
/// push every later picture a little later; with them, segment `k` starts at the sum of the
/// earlier durations in picture and sound alike, and its AAC priming packet (before zero) is
/// left out, so the sound stays in sync. The outpoint drops any sound that starts after the
/// last picture ends: a segment whose encoder was orphaned between a frame's sound and its
/// picture (the recorder killed) holds one frame more sound than pictures. So the movie lasts
/// the sum of the segments, plus at most one AAC frame of trailing sound.
enum SegmentJoiner {
    /// Writes the joined movie to `url`: under a temporary name beside it, then renamed. The
    /// segments may be in another folder (or file system): the list names them by full path.
    static func join(_ segments: [RecordedSegment], fps: Double, to url: URL, ffmpeg: String) throws {
        let folder = url.deletingLastPathComponent()
        let token = "\(getpid())-\(UInt32.random(in: 0 ... .max))"
        // Both hidden names are partial-file names, so a later run removes them if this one is killed.
        let list = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(token).txt")
        var text = "ffconcat version 1.0\n"
        for segment in segments {
            let duration = String(format: "%.6f", segment.duration)
            text += "file \(quoted(segment.url.path))\ninpoint 0\nduration \(duration)\noutpoint \(duration)\n"
        }
        let partial = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(token).mp4")
        defer {
            try? FileManager.default.removeItem(at: list)
            try? FileManager.default.removeItem(at: partial)
        }
        do {
            try text.write(to: list, atomically: true, encoding: .utf8)
        } catch {
            throw CaptureError.fileError(operation: "writing", path: list.path, reason: error.localizedDescription)
        }
        let result: (status: Int32, stdout: Data, stderrTail: String)
        do {
            result = try ChildProcess.run(executable: ffmpeg, arguments: [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", list.path,
                "-map", "0", "-c", "copy", "-movflags", "+faststart", "-f", "mp4", partial.path,
            ])
        } catch {
            throw CaptureError.joinFailed(reason: "\(error)")
        }
        guard result.status == 0 else {
            throw CaptureError.joinFailed(reason: "ffmpeg exited with status \(result.status): \(result.stderrTail)")
        }
        guard rename(partial.path, url.path) == 0 else {
            throw CaptureError.fileError(operation: "renaming", path: partial.path, reason: POSIXFile.errnoText())
        }
    }

    /// `path` as one ffconcat token: in single quotes, with each `'` closed, escaped and reopened.
    static func quoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

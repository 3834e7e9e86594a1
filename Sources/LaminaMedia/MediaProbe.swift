import Foundation

/// What ffprobe says about a media file's first video stream.
///
/// ```swift
/// let info = try MediaProbe.probe(URL(fileURLWithPath: "ring.mp4"))
/// print(info.frameCount, info.duration ?? 0, info.codec)   // 600 10.0 h264
/// ```
///
/// Frames are counted by decoding (`-count_frames`), so the count is what a player shows, not
/// what a header claims; that reads the whole file.
public struct MediaProbe: Sendable, Equatable {
    /// Duration in seconds: the container's, else the stream's, else the sum of the frame
    /// durations (APNG has no container duration). `nil` for a still image.
    public var duration: Double?
    /// Frames decoded.
    public var frameCount: Int
    /// Size in pixels.
    public var width: Int
    public var height: Int
    /// ffmpeg's codec name: `h264`, `vp9`, `gif`, `apng`, `png`.
    public var codec: String
    /// ffmpeg's pixel format name: `yuv420p`, `rgb24`, `bgra`, ...
    public var pixelFormat: String

    /// Probes `url` with `ffprobe` from `PATH`.
    ///
    /// - Throws: `MediaError.ffprobeMissing` with the install hint, `.toolFailed` with ffprobe's
    ///   message for a missing or unreadable file, `.unreadableProbe` if it has no video stream.
    public static func probe(_ url: URL) throws -> MediaProbe {
        try probe(url, ffprobePath: nil)
    }

    /// `probe(_:)` with an explicit ffprobe executable (tests).
    package static func probe(_ url: URL, ffprobePath: String?) throws -> MediaProbe {
        let ffprobe = try locate(ffprobePath)
        let result = try ChildProcess.run(executable: ffprobe, arguments: [
            "-v", "error", "-print_format", "json", "-show_streams", "-show_format", "-count_frames",
            "-select_streams", "v:0", url.path,
        ])
        guard result.status == 0 else {
            throw MediaError.toolFailed(tool: "ffprobe", status: result.status, stderrTail: result.stderrTail)
        }
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: result.stdout)
        } catch {
            throw MediaError.unreadableProbe(file: url.path, reason: "ffprobe's JSON: \(error)")
        }
        guard let stream = report.streams.first else {
            throw MediaError.unreadableProbe(file: url.path, reason: "no video stream")
        }
        let frames = Int(stream.nb_read_frames ?? "") ?? 0
        var duration = report.format?.duration.flatMap(Double.init) ?? stream.duration.flatMap(Double.init)
        if duration == nil, frames > 1 {
            duration = try summedFrameDurations(url, ffprobe: ffprobe)
        }
        return MediaProbe(duration: duration, frameCount: frames, width: stream.width ?? 0,
                          height: stream.height ?? 0, codec: stream.codec_name ?? "",
                          pixelFormat: stream.pix_fmt ?? "")
    }

    /// Frame `index` of `url` decoded to packed RGB, 3 bytes a pixel, rows top to bottom.
    package static func decodeFrameRGB(_ url: URL, index: Int = 0) throws -> [UInt8] {
        let located = ChildProcess.locate("ffmpeg", explicit: nil)
        guard let ffmpeg = located.path else { throw MediaError.ffmpegMissing(searched: located.searched) }
        let result = try ChildProcess.run(executable: ffmpeg, arguments: [
            "-nostdin", "-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))",
            "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
        ])
        guard result.status == 0 else {
            throw MediaError.toolFailed(tool: "ffmpeg", status: result.status, stderrTail: result.stderrTail)
        }
        return [UInt8](result.stdout)
    }

    private static func locate(_ explicit: String?) throws -> String {
        let located = ChildProcess.locate("ffprobe", explicit: explicit)
        guard let path = located.path else { throw MediaError.ffprobeMissing(searched: located.searched) }
        return path
    }

    private static func summedFrameDurations(_ url: URL, ffprobe: String) throws -> Double? {
        let result = try ChildProcess.run(executable: ffprobe, arguments: [
            "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pkt_duration_time,duration_time",
            "-print_format", "json", url.path,
        ])
        guard result.status == 0, let frames = try? JSONDecoder().decode(FrameReport.self, from: result.stdout) else {
            return nil
        }
        let durations = frames.frames.compactMap { ($0.duration_time ?? $0.pkt_duration_time).flatMap(Double.init) }
        return durations.isEmpty ? nil : durations.reduce(0, +)
    }

    // ffprobe's JSON, the parts read here; numbers arrive as strings.
    private struct Report: Decodable {
        var streams: [Stream]
        var format: Format?
    }

    private struct Stream: Decodable {
        var codec_name: String?
        var width: Int?
        var height: Int?
        var pix_fmt: String?
        var duration: String?
        var nb_read_frames: String?
    }

    private struct Format: Decodable {
        var duration: String?
    }

    private struct FrameReport: Decodable {
        struct Frame: Decodable {
            var pkt_duration_time: String?
            var duration_time: String?
        }
        var frames: [Frame]
    }
}

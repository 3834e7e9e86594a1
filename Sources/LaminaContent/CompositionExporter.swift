import Foundation
import Lamina
import LaminaMedia
import LaminaRender

/// Writes a ``Composition`` to an image or movie file: a PNG frame, or a GIF, APNG, MP4 or WebM
/// clip (the format from the file's extension).
///
///     let exporter = CompositionExporter(composition, size: Size(400, 400), scale: 2)
///     let (url, frames) = try exporter.write(to: URL(fileURLWithPath: "meter.mp4"))
///
/// Frames are made in two steps: snapshots in time order on the calling thread (a fresh
/// playback advanced frame by frame, so actions and input happen as they would live), then
/// pixels in parallel on LaminaMedia's frame pipeline (snapshots and display lists are values).
///
/// It lives here rather than in LaminaMedia because drawing needs LaminaRender (Cairo), which
/// LaminaMedia, and through it LaminaCapture, stays free of.
public struct CompositionExporter {
    public let composition: Composition
    /// The output size in points; the composition is scaled to fit and centred when it differs.
    public let outputSize: Size
    /// Pixels per point.
    public let scale: Double
    /// The colour under the tree: the given one, else the composition's.
    public let background: Color?

    public init(_ composition: Composition, size: Size? = nil, scale: Double = 1, background: Color? = nil) {
        self.composition = composition
        self.outputSize = size ?? composition.size
        self.scale = scale
        self.background = background ?? composition.background
    }

    public var pixelWidth: Int { max(Int((outputSize.width * scale).rounded()), 1) }
    public var pixelHeight: Int { max(Int((outputSize.height * scale).rounded()), 1) }

    /// Display lists of a fresh playback at `times` (non-decreasing): the root drawn in its own
    /// space, scaled to fit the output size and centred (the placement as the list's transform).
    public func displayLists(at times: [Double]) throws -> [DisplayList] {
        let playback = try composition.playback()
        let transform = composition.placement(in: outputSize).transform
        return times.map { DisplayList(snapshot: playback.advance(to: $0), size: outputSize, transform: transform) }
    }

    /// Writes one frame at `time` (a PNG), or a clip from `time` lasting `duration` (default: the
    /// composition's) at `fps` (default: the composition's). Returns the file and the number of
    /// frames written. Silent unless `showsProgress` (a bar on a terminal's stderr, as
    /// `lamina render` shows) or `progress` (called after each frame, on this thread).
    @discardableResult
    public func write(to url: URL, time: Double = 0, duration: Double? = nil, fps: Double? = nil,
                      showsProgress: Bool = false,
                      progress: ((ExportProgress) -> Void)? = nil) throws -> (url: URL, frames: Int) {
        try Self.write(to: url, width: pixelWidth, height: pixelHeight, scale: scale, background: background,
                       time: time, duration: duration ?? composition.duration, fps: fps ?? composition.fps,
                       showsProgress: showsProgress, progress: progress, displayLists: displayLists(at:))
    }

    /// Writes frames from any maker of display lists in time order: one at `time` for a PNG,
    /// else `round(duration × rate)` (at least one) from `time`, `rate` being `fps` as the format
    /// encodes it. Display lists are made on this thread, pixels in parallel.
    @discardableResult
    public static func write(to url: URL, width: Int, height: Int, scale: Double, background: Color?,
                             time: Double, duration: Double, fps: Double, showsProgress: Bool,
                             progress: ((ExportProgress) -> Void)? = nil,
                             displayLists: ([Double]) throws -> [DisplayList]) throws -> (url: URL, frames: Int) {
        let format = try MediaFormat(url: url)
        let renderer = Renderer()
        guard format.isAnimated else {
            let image = renderer.render(try displayLists([time])[0], scale: scale, background: background)
            try writePNG(image, to: url)
            progress?(ExportProgress(framesWritten: 1, frameCount: 1))
            return (url, 1)
        }
        let rate = format.encodedFrameRate(for: fps)
        let count = max(1, Int((duration * rate).rounded()))
        let lists = try displayLists((0..<count).map { time + Double($0) / rate })
        let written = try exportClip(to: url, format: format, width: width, height: height,
                                     duration: Double(count) / rate, fps: rate, start: 0,
                                     showsProgress: showsProgress, progress: progress) { t in
            let index = min(max(Int((t * rate).rounded()), 0), lists.count - 1)
            return renderer.render(lists[index], scale: scale, background: background)
        }
        return (written, count)
    }
}

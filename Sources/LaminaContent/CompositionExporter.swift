import Foundation
import Lamina
import LaminaMedia
import LaminaRender

/// Writes a `Composition` to an image or movie file: a PNG frame, or a GIF, APNG, MP4 or WebM
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
    /// The most pixels a frame and frames a clip may have; checked before anything is drawn.
    public let limits: Limits

    public init(_ composition: Composition, size: Size? = nil, scale: Double = 1, background: Color? = nil,
                limits: Limits = .standard) {
        self.composition = composition
        self.outputSize = size ?? composition.size
        self.scale = scale
        self.background = background ?? composition.background
        self.limits = limits
    }

    public var pixelWidth: Int { Self.pixels(outputSize.width * scale) }
    public var pixelHeight: Int { Self.pixels(outputSize.height * scale) }

    /// Enough whole pixels to hold `length` (rounded up, as UIKit's image renderer does, so a
    /// fractional output keeps its content at the origin and whole), at least 1, clamped as a
    /// `Double` first (`Int(1e20)` traps). A millionth over a whole number is rounding noise.
    static func pixels(_ length: Double) -> Int {
        length.isNaN ? 1 : Int(min(max((length - 1e-6).rounded(.up), 1), 1e12))
    }

    /// Display lists of a fresh playback at `times` (non-decreasing): the root drawn in its own
    /// space, scaled to fit the output size and centred (the placement as the list's transform).
    public func displayLists(at times: [Double]) throws -> [DisplayList] {
        var frames = try CompositionFrames(composition, size: outputSize)
        return times.map { frames.list(at: $0) }
    }

    /// Writes one frame at `time` (a PNG), or a clip from `time` lasting `duration` (default: the
    /// composition's) at `fps` (default: the composition's). Returns the file and the number of
    /// frames written. Nothing is printed; `progress` is called after each frame, on this thread
    /// (`lamina render` draws its terminal bar from it).
    @discardableResult
    public func write(to url: URL, time: Double = 0, duration: Double? = nil, fps: Double? = nil,
                      progress: ((ExportProgress) -> Void)? = nil) throws -> (url: URL, frames: Int) {
        try Self.checkPixels(width: outputSize.width * scale, height: outputSize.height * scale, limits: limits,
                             source: composition.name)
        return try Self.write(to: url, width: pixelWidth, height: pixelHeight, scale: scale, background: background,
                              time: time, duration: duration ?? composition.duration, fps: fps ?? composition.fps,
                              progress: progress, limits: limits,
                              source: composition.name, displayLists: displayLists(at:))
    }

    /// Whether frames over `background` have no transparent pixel: an opaque colour (no
    /// background is transparent).
    public static func isOpaque(_ background: Color?) -> Bool {
        (background?.alpha ?? 0) >= 1
    }

    /// Throws `LimitError` when a frame of `width` × `height` pixels is over the limit.
    static func checkPixels(width: Double, height: Double, limits: Limits, source: String?) throws {
        guard !(width * height <= Double(limits.pixelsPerFrame)) else { return }
        throw LimitError(fileName: source, what: "the pixels of a \(LimitError.count(width.rounded())) x \(LimitError.count(height.rounded())) frame",
                         limit: limits.pixelsPerFrame,
                         remedy: "render smaller with --size or --scale, or raise it with --limit pixels=N")
    }

    /// Writes frames from any maker of display lists in time order: one at `time` for a PNG,
    /// else `round(duration × rate)` (at least one) from `time`, `rate` being `fps` as the format
    /// encodes it. Display lists are made on this thread, pixels in parallel on `workers` threads
    /// (default: one per core); the frames are the same whatever their number.
    ///
    /// - Throws: `LimitError` naming `source` when a frame has more pixels or the clip more
    ///   frames than `limits` allow (checked before anything is allocated); `MediaError`.
    @discardableResult
    public static func write(to url: URL, width: Int, height: Int, scale: Double, background: Color?,
                             time: Double, duration: Double, fps: Double,
                             progress: ((ExportProgress) -> Void)? = nil,
                             limits: Limits = .standard, source: String? = nil, workers: Int? = nil,
                             displayLists: ([Double]) throws -> [DisplayList]) throws -> (url: URL, frames: Int) {
        let format = try MediaFormat(url: url)
        // A symbolic link is written through, to its target, not replaced by the new file.
        let linked = url, url = url.followingSymbolicLinks
        try checkPixels(width: Double(width), height: Double(height), limits: limits, source: source)
        guard format.isAnimated else {
            let image = Renderer().render(try displayLists([time])[0], scale: scale, background: background)
            try writePNG(image, to: url)
            progress?(ExportProgress(framesWritten: 1, frameCount: 1))
            return (linked, 1)
        }
        let rate = format.encodedFrameRate(for: fps)
        let frames = (duration * rate).rounded()
        guard frames <= Double(limits.framesPerClip) else {
            throw LimitError(fileName: source, what: "the \(LimitError.count(frames)) frames of a clip of \(LimitError.count(duration)) s at \(LimitError.count(rate)) fps",
                             limit: limits.framesPerClip,
                             remedy: "shorten --duration, lower --fps, or raise it with --limit frames=N")
        }
        let count = max(1, Int(frames.isNaN ? 1 : frames))
        let lists = try displayLists((0..<count).map { time + Double($0) / rate })
        // Transparency is kept wherever the format carries it (APNG, WebM; a GIF keeps
        // one-bit transparency through its palette); MP4 flattens it over black.
        let options = MovieWriter.Options(keepsAlpha: !Self.isOpaque(background))
        // Each worker keeps its last frame and redraws only what changed since, in runs that
        // make every frame's pixels independent of which worker drew it.
        let clip = ClipFrames(lists, scale: scale, background: background)
        let written = try exportClip(to: url, format: format, width: width, height: height,
                                     duration: Double(count) / rate, fps: rate, options: options,
                                     pipeline: clip.pipeline(workers: workers),
                                     progress: progress, renderFrame: clip.frame)
        return (written == url ? linked : written, count)
    }
}

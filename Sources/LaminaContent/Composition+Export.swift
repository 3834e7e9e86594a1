import Foundation
import Lamina
import LaminaMedia

// Design note: export lives here, not in LaminaMedia, because drawing needs LaminaRender (Cairo)
// and LaminaMedia stays free of it (so does LaminaCapture through it). These calls are plain
// synchronous methods: a `@MainActor` caller under Swift 6 passes its timeline without crossing
// an isolation boundary. Layer trees are presented in time order on the calling thread (layers
// and timelines are not `Sendable`); the snapshots are values, so only they go to the drawing
// threads.

extension Composition {
    /// Writes the composition to `url` as PNG, GIF, APNG, MP4 or WebM, the format from the
    /// extension: a PNG is the frame at `startTime`, a clip is `duration` seconds of frames from
    /// `startTime` at `framesPerSecond`.
    ///
    ///     try composition.export(to: URL(fileURLWithPath: "meter.mp4"), duration: 3)
    ///
    /// - Parameters:
    ///   - duration: seconds; `nil` takes the composition's.
    ///   - framesPerSecond: `nil` takes the composition's; GIF plays at most 50.
    ///   - startTime: the first frame's time, in seconds.
    ///   - size: the output in points (the composition scaled to fit and centred); `nil` takes
    ///     the composition's size.
    ///   - scale: pixels per point.
    ///   - background: painted under the tree; `nil` takes the composition's (else transparent,
    ///     which GIF, MP4 and WebM flatten onto black).
    ///   - progress: called after each frame is written, on this thread; nothing is printed.
    ///   - url: the file to write; its extension names the format.
    /// - Returns: `url`, once the file is complete there.
    /// - Throws: `MediaError` for a bad extension, parameter or encoder failure; nothing new is
    ///   left at `url` then.
    @discardableResult
    public func export(to url: URL, duration: Double? = nil, framesPerSecond: Double? = nil,
                       startTime: Double = 0, size: Size? = nil, scale: Double = 1, background: Color? = nil,
                       progress: ((ExportProgress) -> Void)? = nil) throws -> URL {
        let duration = duration ?? self.duration, fps = framesPerSecond ?? self.fps
        try ExportParameters.check(duration: duration, fps: fps, startTime: startTime, scale: scale,
                                   size: size ?? self.size)
        let exporter = CompositionExporter(self, size: size, scale: scale, background: background)
        return try exporter.write(to: url, time: startTime, duration: duration, fps: fps, progress: progress).url
    }
}

extension Timeline {
    /// Writes the timeline's root layer and its tree to `url` as PNG, GIF, APNG, MP4 or WebM, the
    /// format from the extension, at the size of the root layer's bounds.
    ///
    ///     try timeline.export(to: URL(fileURLWithPath: "ring.gif"), duration: 2, framesPerSecond: 30)
    ///
    /// The root is drawn in its own coordinate space, as `CALayer.render(in:)` draws: its bounds
    /// fill the image whatever its position. The timeline moves forward to each frame's time,
    /// as a window would play it: actions scheduled on it and completion handlers run when due
    /// (see `Composition.init(timeline:name:duration:fps:background:)`).
    ///
    /// - Parameters:
    ///   - duration: seconds of animation; a PNG ignores it and shows `startTime`.
    ///   - framesPerSecond: frames per second of the file; GIF plays at most 50.
    ///   - startTime: the first frame's time on the timeline, in seconds.
    ///   - scale: pixels per point (2 for a sharp image on a high-density screen).
    ///   - background: painted under the tree; `nil` leaves PNG and APNG transparent (GIF, MP4
    ///     and WebM flatten transparency onto black).
    ///   - progress: called after each frame is written, on this thread; nothing is printed.
    ///   - url: the file to write; its extension names the format.
    /// - Returns: `url`, once the file is complete there.
    /// - Throws: `MediaError` for a bad extension or parameter, an empty root layer, or an
    ///   encoder failure; nothing new is left at `url` then.
    @discardableResult
    public func export(to url: URL, duration: Double, framesPerSecond: Double = 30, startTime: Double = 0,
                       scale: Double = 1, background: Color? = nil,
                       progress: ((ExportProgress) -> Void)? = nil) throws -> URL {
        let composition = Composition(timeline: self, duration: duration, fps: framesPerSecond, background: background)
        return try composition.export(to: url, startTime: startTime, scale: scale, progress: progress)
    }
}

/// The checks that keep a bad argument from crashing the frame arithmetic or asking for a
/// gigantic image: each failure names the parameter.
enum ExportParameters {
    /// Cairo's largest image side, in pixels.
    static let maxPixels = 32_767.0

    static func check(duration: Double, fps: Double, startTime: Double, scale: Double, size: Size) throws {
        guard duration.isFinite, duration >= 0 else {
            throw MediaError.invalidParameters("duration \(duration) (must be 0 or more seconds)")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw MediaError.invalidParameters("framesPerSecond \(fps) (must be more than 0 and at most 1000)")
        }
        guard startTime.isFinite else {
            throw MediaError.invalidParameters("startTime \(startTime) (must be a finite number of seconds)")
        }
        guard scale.isFinite, scale > 0 else {
            throw MediaError.invalidParameters("scale \(scale) (must be more than 0 pixels per point)")
        }
        guard size.width.isFinite, size.height.isFinite, size.width * scale >= 1, size.height * scale >= 1 else {
            throw MediaError.invalidParameters(
                "size \(size.width) x \(size.height) points at scale \(scale) (the root layer's bounds must be at least one pixel each way)")
        }
        guard size.width * scale <= maxPixels, size.height * scale <= maxPixels else {
            throw MediaError.invalidParameters(
                "size \(size.width) x \(size.height) points at scale \(scale) (at most \(Int(maxPixels)) pixels each way)")
        }
    }
}

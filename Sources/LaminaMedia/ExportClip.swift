import Foundation
import Lamina

/// Renders a clip and writes it to `url`, in the format its extension names.
///
/// ```swift
/// // Any maker of frames that is safe to call from several threads at once.
/// let url = try exportClip(to: URL(fileURLWithPath: "fade.mp4"), width: 320, height: 240,
///                          duration: 2, fps: 30) { t in
///     ImageBuffer(width: 320, height: 240, filledWith: Color(white: min(t / 2, 1)))
/// }
/// ```
///
/// To export a `Timeline` or a `Composition`, use their `export(to:duration:framesPerSecond:)`
/// (LaminaContent), which draws the layers with LaminaRender: layer trees are not `Sendable`,
/// so they are presented in time order on the calling thread and only the drawing runs here.
///
/// Frame `i` shows time `start + i / fps` (seconds); there are `round(duration × fps)` frames
/// (at least one), so the file lasts `frameCount / fps`. Frames render in parallel on
/// `pipeline`'s workers, which is why `render` must be `@Sendable` (a snapshot is a value), and
/// reach the encoder in order. A PNG is the single frame at `start`. A GIF above 50 fps is
/// rendered at 50 fps (see `MediaFormat.encodedFrameRate(for:)`).
///
/// Nothing is printed: `progress` is called after each frame is written, on the calling thread
/// (`lamina render` draws its terminal bar from it).
///
/// - Parameters:
///   - format: the format; `nil` to take it from `url`'s extension.
///   - render: the frame at a time in seconds, `width`×`height` pixels.
///   - url: the file to write; its extension names the format unless `format` is given.
///   - width: the frame width, in pixels.
///   - height: the frame height, in pixels.
///   - duration: the clip's length, in seconds.
///   - fps: frames per second.
///   - start: the first frame's time, in seconds.
///   - options: the encoder's settings.
///   - pipeline: the threads that draw the frames.
///   - report: called after each frame is written, on the calling thread.
/// - Returns: `url`, once the file is complete there.
/// - Throws: `MediaError`; on any failure nothing new is left at `url`.
@discardableResult
public func exportClip(to url: URL, format: MediaFormat? = nil, width: Int, height: Int,
                       duration: Double, fps: Double, start: Double = 0,
                       options: MovieWriter.Options = MovieWriter.Options(),
                       pipeline: FramePipeline = FramePipeline(),
                       progress report: ((ExportProgress) -> Void)? = nil,
                       render: @escaping @Sendable (Double) -> ImageBuffer) throws -> URL {
    let frames = FrameTime(fps: try (format ?? MediaFormat(url: url)).encodedFrameRate(for: fps))
    return try exportClip(to: url, format: format, width: width, height: height, duration: duration, fps: fps,
                          options: options, pipeline: pipeline, progress: report,
                          renderFrame: { i in render(start + frames.time(ofIndex: i)) })
}

/// Renders a clip frame by frame and writes it to `url`: `exportClip(to:...render:)` for a
/// maker of frames by their index (frame `i` shows time `i / fps` after the clip's start, `fps`
/// as the format encodes it), which is how an exporter that keeps each worker's last frame
/// (`FrameRendererPool`) asks for them.
///
/// - Parameters:
///   - format: the format; `nil` to take it from `url`'s extension.
///   - renderFrame: frame `i`, `width`×`height` pixels.
///   - url: the file to write; its extension names the format unless `format` is given.
///   - width: the frame width, in pixels.
///   - height: the frame height, in pixels.
///   - duration: the clip's length, in seconds.
///   - fps: frames per second.
///   - options: the encoder's settings.
///   - pipeline: the threads that draw the frames.
///   - report: called after each frame is written, on the calling thread.
/// - Returns: `url`, once the file is complete there.
/// - Throws: `MediaError` (`frameStalled` when a frame never arrives); on any failure nothing
///   new is left at `url`.
@discardableResult
public func exportClip(to url: URL, format: MediaFormat? = nil, width: Int, height: Int,
                       duration: Double, fps: Double,
                       options: MovieWriter.Options = MovieWriter.Options(),
                       pipeline: FramePipeline = FramePipeline(),
                       progress report: ((ExportProgress) -> Void)? = nil,
                       renderFrame: @escaping @Sendable (Int) -> ImageBuffer) throws -> URL {
    let format = try format ?? MediaFormat(url: url)
    guard duration.isFinite, duration >= 0 else {
        throw MediaError.invalidParameters("duration \(duration) (must be 0 or more seconds)")
    }
    let rate = format.encodedFrameRate(for: fps)
    let frames = FrameTime(fps: rate)
    let frameCount = format.isAnimated ? frames.frameCount(in: duration) : 1
    let writer = try MovieWriter(url: url, format: format, width: width, height: height, fps: rate,
                                 options: options)
    do {
        // Workers and window cut to the frame memory budget, whatever the frame size.
        let pipeline = pipeline.fitting(frameBytes: width * height * 4)
        try pipeline.run(frameCount: frameCount, render: renderFrame) { i, frame in
            try writer.append(frame)
            report?(ExportProgress(framesWritten: i + 1, frameCount: frameCount))
        }
        return try writer.finish()
    } catch {
        writer.cancel()
        throw error
    }
}

/// Writes one frame to a PNG file through `MovieWriter`'s `.png` format, atomically.
///
/// Internal: the one public PNG writer is LaminaRender's `writePNG(_:to:)`, which always keeps
/// alpha and throws a typed error naming the file. This one exists so the tests can check
/// `MovieWriter`'s single-frame PNG path (flattened or with alpha).
@discardableResult
func writePNGThroughMovieWriter(_ frame: ImageBuffer, to url: URL, keepsAlpha: Bool = false) throws -> URL {
    let writer = try MovieWriter(url: url, format: .png, width: frame.width, height: frame.height, fps: 1,
                                 options: MovieWriter.Options(keepsAlpha: keepsAlpha))
    try writer.append(frame)
    return try writer.finish()
}

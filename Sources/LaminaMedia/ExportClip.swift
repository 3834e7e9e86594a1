import Foundation
import Lamina

/// Renders a clip and writes it to `url`, in the format its extension names.
///
/// ```swift
/// let url = try exportClip(to: URL(fileURLWithPath: "ring.mp4"), width: 1080, height: 1080,
///                          duration: 10, fps: 60) { t in renderer.render(scene.presentation(at: t)) }
/// ```
///
/// Frame `i` shows time `start + i / fps` (seconds); there are `round(duration × fps)` frames
/// (at least one), so the file lasts `frameCount / fps`. Frames render in parallel on
/// `pipeline`'s workers, which is why `render` must be `@Sendable` (a snapshot is a value), and
/// reach the encoder in order. A PNG is the single frame at `start`. A GIF above 50 fps is
/// rendered at 50 fps (see `MediaFormat.encodedFrameRate(for:)`).
///
/// A progress bar shows on stderr when it is a terminal and the clip is longer than a second.
///
/// - Parameters:
///   - format: the format; `nil` to take it from `url`'s extension.
///   - render: the frame at a time in seconds, `width`×`height` pixels.
/// - Returns: `url`, once the file is complete there.
/// - Throws: `MediaError`; on any failure nothing new is left at `url`.
@discardableResult
public func exportClip(to url: URL, format: MediaFormat? = nil, width: Int, height: Int,
                       duration: Double, fps: Double, start: Double = 0,
                       options: MovieWriter.Options = MovieWriter.Options(),
                       pipeline: FramePipeline = FramePipeline(), showsProgress: Bool = true,
                       render: @escaping @Sendable (Double) -> ImageBuffer) throws -> URL {
    let format = try format ?? MediaFormat(url: url)
    guard duration.isFinite, duration >= 0 else {
        throw MediaError.invalidParameters("duration \(duration) (must be 0 or more seconds)")
    }
    let rate = format.encodedFrameRate(for: fps)
    let frameCount = format.isAnimated ? max(1, Int((duration * rate).rounded())) : 1
    let writer = try MovieWriter(url: url, format: format, width: width, height: height, fps: rate,
                                 options: options)
    let progress = showsProgress && format.isAnimated && ProgressBar.isWorthShowing(clipDuration: duration)
        ? ProgressBar(label: url.lastPathComponent, total: frameCount) : nil
    do {
        try pipeline.run(frameCount: frameCount, render: { i in render(start + Double(i) / rate) }) { i, frame in
            try writer.append(frame)
            progress?.update(i + 1)
        }
        let result = try writer.finish()
        progress?.finish()
        return result
    } catch {
        writer.cancel()
        progress?.abandon()
        throw error
    }
}

/// Writes one frame to a PNG file, atomically: the file appears complete or not at all.
@discardableResult
public func writePNG(_ frame: ImageBuffer, to url: URL, keepsAlpha: Bool = false) throws -> URL {
    let writer = try MovieWriter(url: url, format: .png, width: frame.width, height: frame.height, fps: 1,
                                 options: MovieWriter.Options(keepsAlpha: keepsAlpha))
    try writer.append(frame)
    return try writer.finish()
}

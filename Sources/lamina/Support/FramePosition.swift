import ArgumentParser
import Lamina

/// Where in a composition `--time`, `--progress` or `--frame` puts the playhead, for `render`
/// and `inspect`: seconds, a fraction of the duration, or a frame in the file's own numbering
/// (a Lottie file's frames start at its in point), refused beyond the composition's frames.
enum FramePosition {
    /// Refuses values no composition has, and more than one way of saying where.
    static func validate(time: Double, progress: Double?, frame: Double?) throws {
        if let progress, !(progress.isFinite && progress >= 0 && progress <= 1) {
            throw ValidationError("--progress \(progress.typed): must be from 0 (the start) to 1 (the end)")
        }
        if let frame, !frame.isFinite { throw ValidationError("--frame \(frame): must be a frame number") }
        if progress != nil && frame != nil { throw ValidationError("--progress, --frame: give one of them, not both") }
        if (progress != nil || frame != nil) && time != 0 {
            throw ValidationError("--time, --\(progress != nil ? "progress" : "frame"): give one of them, not both")
        }
    }

    /// The time in seconds the options name in `composition`.
    static func time(_ time: Double, progress: Double?, frame: Double?, in composition: Composition) throws -> Double {
        if let progress { return composition.time(atProgress: progress) }
        guard let frame else { return time }
        let first = composition.firstFrame, last = composition.frameTime.frame(atTime: composition.duration)
        guard frame >= first, frame <= last else {
            throw UsageError(option: "--frame", value: frame.typed,
                             "beyond the frames of \(composition.name); give a frame from \(first.typed) to \(last.rounded().typed)")
        }
        return composition.time(ofFrame: frame)
    }
}

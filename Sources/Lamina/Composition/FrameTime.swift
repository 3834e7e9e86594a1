/// Frames and seconds: the one conversion between a frame number (or a progress) and time,
/// and the one rounding rule for whole frames (to the nearest, halves away from zero).
///
///     let frames = FrameTime(fps: 30, firstFrame: 10)   // a Lottie file from its in point, frame 10
///     frames.time(ofFrame: 25)            // 0.5 s
///     frames.frame(atTime: 0.5)           // 25
///     frames.time(ofIndex: 3)             // 0.1 s: the fourth frame from the start
///     frames.frameCount(in: 2.01)         // 60 = round(2.01 × 30)
///
/// Everything that turns frames into time goes through it: `Composition.time(ofFrame:)` and
/// `time(atProgress:)` (`lamina render --frame`, `--progress`), clip export and the bench (frame
/// `i` of a clip at `i / fps`, `round(duration × fps)` frames), the preview's frame steps and
/// `LottieLayer`'s frames.
public struct FrameTime: Hashable, Sendable {
    /// Frames per second.
    public var fps: Double
    /// The frame number shown at time 0 (a Lottie file's in point; else 0).
    public var firstFrame: Double

    /// Frames at `fps` a second, frame `firstFrame` at time 0.
    public init(fps: Double, firstFrame: Double = 0) {
        self.fps = fps
        self.firstFrame = firstFrame
    }

    /// The time of frame number `frame` (continuous), in seconds: `(frame − firstFrame) / fps`.
    public func time(ofFrame frame: Double) -> Double {
        (frame - firstFrame) / fps
    }

    /// The time of the frame `index` frames after the first (0 is the first), in seconds:
    /// `index / fps`.
    public func time(ofIndex index: Int) -> Double {
        Double(index) / fps
    }

    /// The frame number (continuous) shown at `time` seconds: `firstFrame + time × fps`.
    public func frame(atTime time: Double) -> Double {
        firstFrame + time * fps
    }

    /// The whole frame nearest to `time` seconds (the rounding rule).
    public func nearestFrame(atTime time: Double) -> Double {
        frame(atTime: time).rounded()
    }

    /// Whole frames in `duration` seconds: `duration × fps` rounded by the same rule, at least 1.
    public func frameCount(in duration: Double) -> Int {
        max(1, Int((duration * fps).rounded()))
    }
}

extension Composition {
    /// Its frames: ``fps`` a second, ``firstFrame`` at time 0.
    public var frameTime: FrameTime { FrameTime(fps: fps, firstFrame: firstFrame) }

    /// The time of frame number `frame` in the composition's own numbering (a Lottie file's
    /// frames), never before its start: what `lamina render --frame` shows.
    public func time(ofFrame frame: Double) -> Double {
        max(0, frameTime.time(ofFrame: frame))
    }

    /// The time at `progress` from the start (0) to the end (1) of ``duration``: what
    /// `lamina render --progress` shows.
    public func time(atProgress progress: Double) -> Double {
        progress * duration
    }
}

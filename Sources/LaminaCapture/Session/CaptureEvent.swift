import Lamina

/// A frame for the viewfinder: the source's picture at the preview size.
public struct PreviewFrame: Sendable {
    /// Frame number on the source's clock.
    public var index: Int
    /// Source time in seconds (`index / fps`).
    public var time: Double
    /// Premultiplied BGRA (opaque), ready for a layer's `contents`.
    public var image: ImageBuffer
    /// Whether this frame was recorded.
    public var isRecorded: Bool
    /// Seconds recorded in the current segment including this frame (0 when not recording).
    public var segmentDuration: Double
    /// Seconds recorded in all kept segments including this frame.
    public var totalDuration: Double
}

/// What happens in a session, in order, delivered on the session's thread.
public enum CaptureEvent: Sendable {
    /// A segment began at a source time (seconds).
    case segmentStarted(number: Int, time: Double)
    /// The first frame of a segment reached its encoder.
    case firstFrameRecorded(number: Int, time: Double)
    /// The current segment's duration after a recorded frame, in seconds of source time.
    case segmentProgress(number: Int, duration: Double)
    /// A segment's file is closed and kept.
    case segmentFinished(RecordedSegment)
    /// The recording reached the maximum duration and stopped exactly there.
    case maximumDurationReached(Double)
    /// Something went wrong; the session says what it kept.
    case fault(CaptureError)
}

import Foundation

/// One hold of the record button: a Matroska file in the session's folder.
///
/// Its duration is the source's own time: `frameCount / fps`, the frames whose timestamps lie
/// between the press and the release. These durations drive the recording meter, so the ring
/// shows exactly what the files hold.
public struct RecordedSegment: Sendable, Equatable {
    /// 1-based, in recording order; numbers are never reused within a session.
    public var number: Int
    /// `segment-0001.mkv` in the session's folder.
    public var url: URL
    /// Source time of the first frame, in seconds.
    public var startTime: Double
    /// Frames recorded.
    public var frameCount: Int
    /// Seconds: `frameCount / fps`.
    public var duration: Double
    /// Audio sample frames recorded (0 without audio).
    public var sampleCount: Int

    /// Source time just after the last frame.
    public var endTime: Double { startTime + duration }
}

import Foundation

/// The segments of a session joined into one MP4, ready to save.
public struct Recording: Sendable, Equatable {
    /// The movie in the session's folder (`recording-NNNN.mp4`), until it is saved; or, when
    /// ``isOutsideSession``, a hidden file in the folder it is being saved to.
    public var url: URL
    /// Unique to this recording; the library names the saved file with it, which is how it
    /// knows a second save of the same recording is not a new movie.
    public var identifier: String
    /// The segments, in order.
    public var segments: [RecordedSegment]
    /// Seconds: the sum of the segments' durations.
    public var duration: Double
    /// When it was recorded (the caller's clock), for the file name.
    public var createdAt: Date
    /// Joined from the segments of a session whose process died (``SessionRecovery``): the
    /// library names it `Lamina-Recovered-...`.
    public var isRecovered = false
    /// Joined outside the session's folder (that file system was full; see
    /// ``CaptureSession/finish(createdAt:overflow:)``): saving moves the file instead of copying
    /// it, and whoever gives up on saving removes it.
    public var isOutsideSession = false
}

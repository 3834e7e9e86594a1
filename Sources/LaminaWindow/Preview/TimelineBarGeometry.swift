import Lamina

/// Where the timeline bar's track lies and how x positions map to times: the pure part of the
/// bar, tested without a window.
///
///     |<-inset->|==========●-----------------|<-inset->|
///     frame.minX  trackStart  x(at: t)      trackEnd     frame.maxX
public struct TimelineBarGeometry: Hashable, Sendable {
    /// The bar's frame in root points.
    public var frame: Rect
    /// Points from each side of the bar to the ends of the track.
    public var inset: Double

    /// The bar's height in points.
    public static let height = 28.0

    public init(frame: Rect, inset: Double = 14) {
        self.frame = frame
        self.inset = min(inset, frame.width / 2)
    }

    public var trackStart: Double { frame.minX + inset }
    public var trackEnd: Double { frame.maxX - inset }
    public var trackWidth: Double { max(trackEnd - trackStart, 0) }

    /// The time at `x` on a track of `duration` seconds, clamped to [0, duration].
    public func time(atX x: Double, duration: Double) -> Double {
        guard trackWidth > 0, duration > 0 else { return 0 }
        return min(max((x - trackStart) / trackWidth, 0), 1) * duration
    }

    /// The x of the knob at `time` seconds of `duration`.
    public func x(at time: Double, duration: Double) -> Double {
        guard duration > 0 else { return trackStart }
        return trackStart + min(max(time / duration, 0), 1) * trackWidth
    }

    public func contains(_ point: Point) -> Bool {
        frame.contains(point)
    }
}

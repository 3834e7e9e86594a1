import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Lamina

/// The window's clock: seconds on the machine's monotonic clock since the clock was made, read
/// once at the start of each frame.
///
/// It is the one place the window reads time. A `Timeline` built with it ticks to the frame's
/// time, and everything in one frame (input, animation, drawing) sees the same `now`. Frames are
/// paced on a steady grid of `frameInterval`: when the display's vsync already paces presents,
/// the host turns `pacesFrames` off and the grid only measures.
///
///     frame:   0        1        2   (late)   4        5
///     grid:    |--------|--------|--------|--------|--------|
///              a late frame skips to the next grid point rather than rushing to catch up
public final class DisplayClock: TimelineClock {
    /// The current frame's time, in seconds since the clock was made.
    public private(set) var now: Double = 0
    /// Seconds between frames (1/60 unless the host asks for another rate).
    public let frameInterval: Double
    /// Whether `waitForNextFrame()` sleeps to the grid (off when vsync paces the presents).
    public var pacesFrames = true

    private let source: () -> Double
    private let sleep: (Double) -> Void
    private let origin: Double

    /// Makes a clock whose time is 0 now, ticking every `frameInterval` seconds.
    ///
    /// - Parameters:
    ///   - frameInterval: Seconds between frames.
    ///   - source: Monotonic seconds (the machine's monotonic clock by default; tests pass a fake).
    ///   - sleep: Sleeps for a number of seconds.
    public init(frameInterval: Double = 1.0 / 60,
                source: @escaping () -> Double = DisplayClock.monotonicSeconds,
                sleep: @escaping (Double) -> Void = DisplayClock.sleep) {
        precondition(frameInterval > 0 && frameInterval.isFinite, "a frame interval is a positive number of seconds")
        self.frameInterval = frameInterval
        self.source = source
        self.sleep = sleep
        origin = source()
    }

    /// Starts a frame: reads the monotonic clock once; `now` keeps that value for the frame.
    @discardableResult
    public func beginFrame() -> Double {
        now = max(now, source() - origin)
        return now
    }

    /// Seconds since the clock was made, read now (for measuring work within a frame).
    public func elapsed() -> Double {
        source() - origin
    }

    /// Sleeps until the next point of the frame grid after the present moment.
    public func waitForNextFrame() {
        guard pacesFrames else { return }
        let current = elapsed()
        let wait = Self.nextDeadline(after: current, interval: frameInterval) - current
        if wait > 0 { sleep(wait) }
    }

    /// The first grid point (a whole number of `interval`s) strictly after `time`.
    public static func nextDeadline(after time: Double, interval: Double) -> Double {
        (Foundation.floor(time / interval) + 1) * interval
    }

    /// The machine's monotonic clock, in seconds.
    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Sleeps the calling thread for `seconds`.
    public static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Foundation.floor(seconds)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

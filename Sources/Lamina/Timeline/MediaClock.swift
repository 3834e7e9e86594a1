import Foundation

/// Core Animation's media time (`CACurrentMediaTime()`): monotonic seconds since the machine
/// started, never set back, the time base of a live timeline.
///
/// The one live clock of the core, and only for the live path (``Timeline/live(rootLayer:)``,
/// ticked from the main run loop, so completion blocks and delegates hear their moments in real
/// time). Rendering, export and `inspect` take time as a parameter and never read it.
///
///     let timeline = Timeline.live(rootLayer: root)
///     timeline.tick()  // to MediaClock.currentTime()
public final class MediaClock: TimelineClock {
    /// Makes a clock that reads the current media time.
    public init() {}

    /// The current media time, in seconds (``currentTime()``).
    public var now: Double { Self.currentTime() }

    /// The current media time, in seconds: the system's monotonic uptime, as
    /// `CACurrentMediaTime()` is on Apple's systems.
    public static func currentTime() -> Double {
        ProcessInfo.processInfo.systemUptime
    }
}

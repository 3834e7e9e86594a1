/// Where a timeline's time comes from when it ticks.
///
/// Library code never reads the wall clock: tests and file renders use `ManualClock`, and a
/// window host supplies a display clock of its own.
public protocol TimelineClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
}

/// A clock that moves only when told to: for tests, files and scripted input.
public final class ManualClock: TimelineClock {
    /// The current time, in seconds.
    public var now: Double

    /// Makes a clock at `now` seconds.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the clock forward (or back, for a negative value) by `seconds`.
    public func advance(by seconds: Double) {
        now += seconds
    }
}

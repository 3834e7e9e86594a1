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
    public var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    public func advance(by seconds: Double) {
        now += seconds
    }
}

import Foundation

/// Seconds of a monotonic clock that starts at an arbitrary moment (`CACurrentMediaTime()`).
///
/// Lamina's layers outside a timeline do not run on this clock (see "Differences from Core
/// Animation"); it is for measuring, and for code that computes times from it.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

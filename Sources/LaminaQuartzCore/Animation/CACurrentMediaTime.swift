import Foundation
import Lamina

/// Seconds of a monotonic clock that starts at an arbitrary moment (`CACurrentMediaTime()`):
/// `MediaClock.currentTime()`, the clock live timelines (`Timeline.live(rootLayer:)`) run on.
///
/// Layers outside a live timeline do not run on this clock (see "Differences from Core
/// Animation"); for them it is for measuring, and for code that computes times from it.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.currentTime() }

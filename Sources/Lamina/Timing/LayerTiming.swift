/// A layer's own timing: how its local time follows its parent's (the layer half of `CAMediaTiming`).
///
///     parent time  ──beginTime──┬──────────────────────────▶
///     local time   timeOffset ──┴── speed × (parent - beginTime) ──▶
///
/// `localTime(forParentTime:)` is the one place the formula is written: the evaluator applies it
/// per layer per frame (from the layer or its arena record), and `LayerClock` composes it down a
/// chain of layers for the timeline's event search, time conversion and controls.
struct LayerTiming: Equatable, BitwiseCopyable {
    /// When the layer's time starts, in its parent's time (seconds).
    var beginTime: Double
    /// How fast local time runs against the parent's; 0 freezes it.
    var speed: Double
    /// Seconds added to local time.
    var timeOffset: Double

    /// Core Animation's defaults: local time is the parent's.
    static let identity = LayerTiming(beginTime: 0, speed: 1, timeOffset: 0)

    /// `(parent - beginTime) * speed + timeOffset`.
    @inline(__always)
    func localTime(forParentTime parent: Double) -> Double {
        (parent - beginTime) * speed + timeOffset
    }
}

/// A layer's local time as a function of root time (the timeline's): every ancestor's
/// `LayerTiming` composed, `local = root * scale + offset`.
///
/// The evaluator walks a tree downwards and applies each layer's `LayerTiming` to its parent's
/// local time; what needs one layer's time from the root (the timeline's event search,
/// `Layer.convertTime`, the begin time of a new animation) composes the same timings here.
struct LayerClock: Equatable {
    var scale: Double
    var offset: Double

    static let identity = LayerClock(scale: 1, offset: 0)

    /// Local time for a time of the root timeline.
    func local(_ t: Double) -> Double { t * scale + offset }

    /// The clock of a child with the given timing, in the same root time.
    func child(_ timing: LayerTiming) -> LayerClock {
        // local_child = timing(local_self) = timing(root * scale + offset)
        //             = root * scale * speed + timing(offset), since the timing is affine.
        LayerClock(scale: scale * timing.speed, offset: timing.localTime(forParentTime: offset))
    }

    /// The root time at which local time reaches `local`, or `nil` if this clock is frozen.
    func rootTime(forLocal local: Double) -> Double? {
        guard scale != 0 else { return nil }
        return (local - offset) / scale
    }
}

/// A layer's timing (`CAMediaTiming`'s layer half) and time conversion between layers
/// (`CALayer.convertTime(_:from:)`).
extension Layer {
    /// When the layer's time starts, in its parent's time (seconds). Local time is
    /// `(parent time - beginTime) * speed + timeOffset`, for this layer, its sublayers and its
    /// animations (`LayerTiming`).
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// How fast local time runs against the parent's; `speed = 0` with a `timeOffset` freezes
    /// the subtree.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// Seconds added to local time.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }

    /// Maps root time to this layer's local time, through every ancestor's timing.
    var clock: LayerClock {
        var chain: [Layer] = []
        var current: Layer? = self
        while let c = current {
            chain.append(c)
            current = c.superlayer ?? c.maskOwner
        }
        var clock = LayerClock.identity
        for layer in chain.reversed() {
            clock = clock.child(layer.timing)
        }
        return clock
    }

    /// The clock of this layer's parent (what its own `beginTime` is measured in).
    var parentClock: LayerClock {
        (superlayer ?? maskOwner)?.clock ?? .identity
    }

    /// The timeline's current time, or 0 for a layer outside any timeline.
    var currentRootTime: Double { timeline?.currentTime ?? 0 }

    /// This layer's local time now.
    public var currentLocalTime: Double { clock.local(currentRootTime) }

    func parentTime(forRootTime t: Double) -> Double { parentClock.local(t) }

    /// Converts a time from `layer`'s local time (or root time, for `nil`) to this layer's.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        let source = layer?.clock ?? .identity
        guard let root = source.rootTime(forLocal: t) else { return clock.local(0) }
        return clock.local(root)
    }

    /// Converts a time from this layer's local time to `layer`'s (or root time, for `nil`).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let target = layer?.clock ?? .identity
        guard let root = clock.rootTime(forLocal: t) else { return target.local(0) }
        return target.local(root)
    }

    /// The timeline (root) time at which this layer's local time is `t`, or `nil` when there is
    /// none because its time is frozen (its `speed` or an ancestor's is 0). What a control
    /// schedules for a moment of its own time (`Timeline.schedule(at:)` takes root time);
    /// `convertTime(_:to: nil)` answers the same but has no way to say "never".
    public func timelineTime(forLocalTime t: Double) -> Double? {
        clock.rootTime(forLocal: t)
    }
}

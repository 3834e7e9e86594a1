/// The base of every animation (`CAAnimation`): media timing, a timing function, removal on
/// completion and a delegate.
///
/// Like Core Animation, a layer copies an animation when it is added, so changing an animation
/// after `Layer.add(_:forKey:)` does not affect the running one.
open class Animation: MediaTiming {
    /// When the animation starts, in seconds of its layer's local time; 0 means the layer's time
    /// when the animation is added (Core Animation's rule), except for scenes.
    public var beginTime = 0.0
    /// Seconds; 0 means 0.25 s (Core Animation's default).
    public var duration = 0.0
    /// How fast the animation's time runs relative to its layer's: 2 plays twice as fast, 0 stops
    /// it.
    public var speed = 1.0
    /// Seconds added to the animation's own time: where in its duration it starts.
    public var timeOffset = 0.0
    /// How many times the animation plays (fractions allowed, `.infinity` for ever); 0 means once.
    public var repeatCount = 0.0
    /// How long, in seconds, the animation repeats; 0 means it does not repeat by time.
    public var repeatDuration = 0.0
    /// Whether each play runs forwards and then backwards.
    public var autoreverses = false
    /// What the animation shows outside its active time (before it begins, after it ends).
    public var fillMode = FillMode.removed
    /// The pacing of one basic duration; `nil` is linear, as for Core Animation's explicit animations.
    public var timingFunction: TimingFunction?
    /// When `true` (the default) a finished animation is removed and the model value shows again.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; kept alive by the animation, as in Core Animation.
    public var delegate: AnimationDelegate?
    /// Called with `finished` when the animation stops, after the delegate. A Lamina addition.
    public var completion: ((_ finished: Bool) -> Void)?

    /// Makes an animation with Core Animation's defaults: begins now, plays once for the default
    /// duration.
    public init() {}

    /// A copy with every setting of `other`; subclasses copy their own.
    public required init(copying other: Animation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        completion = other.completion
    }

    /// An independent copy of the same class.
    public func copy() -> Self {
        type(of: self).init(copying: self)
    }

    /// The basic duration used when `duration` is 0.
    open var defaultDuration: Double { TimingModel.defaultDuration }

    var timing: TimingModel {
        TimingModel(self, isRemovedOnCompletion: isRemovedOnCompletion, defaultDuration: defaultDuration)
    }

    /// Seconds into its basic duration the animation shows at `time`, a time of the layer it is
    /// added to (its begin time, speed, offset, repeats, autoreversing and fill applied, by the
    /// arithmetic the evaluator uses; before any timing function); `nil` when it shows nothing
    /// then. How a player reads back where a running animation is (`LottieLayer.currentFrame`).
    public func basicTime(atLayerTime time: Double) -> Double? {
        timing.state(atParentTime: time)?.basicTime
    }

    /// How progress is paced; springs override this.
    var pacing: AnimationPlan.Pacing { .curve(timingFunction.map(TimingFunction.Curve.init)) }

    /// The animation frozen for the evaluator, or `nil` when it animates nothing; objects the
    /// plan refers to are kept in `storage`.
    func makePlan(in storage: inout PlanStorage) -> AnimationPlan? { nil }
}

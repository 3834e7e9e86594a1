/// A transition between a layer's old and new look (`CATransition`).
///
/// When the transition is added, the layer's presentation at that moment is captured; change the
/// layer after adding it. While it runs, the snapshot carries both the outgoing capture and the
/// incoming layer with the progress, and the display list blends them by `type` and `subtype`.
open class Transition: Animation {
    /// How the new content enters: fading in, pushing the old content out, moving in over it, or
    /// revealing it.
    public enum Kind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
        /// Core Animation's transition types.
        case fade, push, moveIn, reveal
    }

    /// The side a push, move-in or reveal comes from.
    public enum Subtype: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
        /// Core Animation's transition subtypes.
        case fromLeft, fromRight, fromTop, fromBottom
    }

    /// How the new content enters (default fade).
    public var type = Kind.fade
    /// The side the content comes from; `nil` is Core Animation's default (from the left).
    public var subtype: Subtype?
    /// The progress at which the transition starts and ends (0...1).
    public var startProgress = 0.0
    /// Where the transition stops, as a 0...1 fraction of its progress (default 1).
    public var endProgress = 1.0

    /// Makes a fade transition with the default duration.
    public override init() {
        super.init()
    }

    /// Makes a transition of `type` from `subtype` lasting `duration` seconds.
    public convenience init(type: Kind, subtype: Subtype? = nil, duration: Double) {
        self.init()
        self.type = type
        self.subtype = subtype
        self.duration = duration
    }

    /// Makes a copy of `other`, a transition.
    public required init(copying other: Animation) {
        if let other = other as? Transition {
            type = other.type
            subtype = other.subtype
            startProgress = other.startProgress
            endProgress = other.endProgress
        }
        super.init(copying: other)
    }

    override func makePlan(in storage: inout PlanStorage) -> AnimationPlan? {
        AnimationPlan(timing: timing, pacing: pacing,
                      body: .transition(TransitionPlan(type: type, subtype: subtype, startProgress: startProgress,
                                                       endProgress: endProgress)))
    }
}

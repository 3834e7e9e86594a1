/// A transition between a layer's old and new look (`CATransition`).
///
/// When the transition is added, the layer's presentation at that moment is captured; change the
/// layer after adding it. While it runs, the snapshot carries both the outgoing capture and the
/// incoming layer with the progress, and the display list blends them by `type` and `subtype`.
open class Transition: Animation {
    public enum Kind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
        case fade, push, moveIn, reveal
    }

    public enum Subtype: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
        case fromLeft, fromRight, fromTop, fromBottom
    }

    public var type = Kind.fade
    public var subtype: Subtype?
    /// The progress at which the transition starts and ends (0...1).
    public var startProgress = 0.0
    public var endProgress = 1.0

    public override init() {
        super.init()
    }

    public convenience init(type: Kind, subtype: Subtype? = nil, duration: Double) {
        self.init()
        self.type = type
        self.subtype = subtype
        self.duration = duration
    }

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

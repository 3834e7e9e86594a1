/// Animations that run together in the group's time (`CAAnimationGroup`).
///
/// Each child's `beginTime` counts from the group's start, and children are cut at the group's
/// duration: a child that would run longer is simply not seen past the group's end. The group's
/// `timingFunction` warps the time its children see.
open class AnimationGroup: Animation {
    /// The animations played together, their times relative to the group's.
    public var animations: [Animation]?

    /// Makes an empty group.
    public override init() {
        super.init()
    }

    /// Makes a group of `animations` that lasts `duration` seconds.
    public convenience init(_ animations: [Animation], duration: Double) {
        self.init()
        self.animations = animations
        self.duration = duration
    }

    /// Makes a copy of `other`, a group, with copies of its animations.
    public required init(copying other: Animation) {
        animations = (other as? AnimationGroup)?.animations?.map { $0.copy() }
        super.init(copying: other)
    }

    override func makePlan(in storage: inout PlanStorage) -> AnimationPlan? {
        let children = (animations ?? []).compactMap { $0.makePlan(in: &storage) }
        return AnimationPlan(timing: timing, pacing: pacing, body: .group(storage.keep(GroupPlan(children: children))))
    }
}

/// Receives an animation's start and stop (`CAAnimationDelegate`).
///
/// Calls arrive from `Timeline.advance(to:)` in time order, with the timeline's `currentTime`
/// set to the moment of the event. As in Core Animation the animation keeps its delegate alive.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ animation: Animation)
    /// `finished` is `true` when the animation ran to its end, `false` when it was removed early.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    /// Called when the animation starts, at its begin time; does nothing by default.
    public func animationDidStart(_ animation: Animation) {}
    /// Called when the animation ends (`finished` true) or is removed early (`false`); does nothing
    /// by default.
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}

import Foundation

/// Hears an animation start and stop (`CAAnimationDelegate`). Both methods are optional, as in
/// Core Animation. The animation passed is the copy attached to the layer (what
/// `animation(forKey:)` returns), and the animation keeps its delegate alive.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

import Foundation
import Lamina

/// Where `CALayer.add(_:forKey:)` reports an animation it refuses, besides the layer's
/// `lastAnimationProblem`. A Lamina addition: Core Animation animates nothing, silently. Libraries
/// do not print, so by default nothing is called; a program can log here.
public enum CAAnimationProblems {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedHandler: (@Sendable (AnimationProblem) -> Void)?

    /// Called with each animation `add(_:forKey:)` refuses; `nil` by default.
    public static var handler: (@Sendable (AnimationProblem) -> Void)? {
        get { lock.withLock { storedHandler } }
        set { lock.withLock { storedHandler = newValue } }
    }
}

/// Adding, finding and removing animations (`CALayer`'s animation API).
extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing an animation with the same key. Its values
    /// are converted now; an animation that would animate nothing (an unknown key path, a
    /// property this kind of layer lacks, a value of the wrong kind) is not added and is
    /// kept in `lastAnimationProblem` and passed to `CAAnimationProblems.handler`
    /// (`addChecked(_:forKey:)` throws instead).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            try addChecked(anim, forKey: key)
        } catch {
            lastAnimationProblem = error
            CAAnimationProblems.handler?(error)
        }
    }

    /// Adds a copy of `anim` like `add(_:forKey:)`, or throws the reason it would animate
    /// nothing, naming the key path and the value. A Lamina addition.
    public func addChecked(_ anim: CAAnimation, forKey key: String?) throws(AnimationProblem) {
        let copy = anim.copy() as! CAAnimation
        let animation: Lamina.Animation
        do {
            animation = try copy.makeLaminaAnimation()
        } catch {
            throw AnimationProblem(key: key, location: error.location, message: error.message)
        }
        if copy.delegate != nil { animation.delegate = DelegateRelay(copy) }
        try backing.addChecked(animation, forKey: key)
        if let key, let added = backing.animation(forKey: key) {
            attachedAnimations[key] = (ObjectIdentifier(added), copy)
        }
    }

    /// The animation under `key`: the copy `add(_:forKey:)` attached (treat it as read-only), or
    /// for an implicit animation a `CABasicAnimation` describing it.
    public func animation(forKey key: String) -> CAAnimation? {
        guard let added = backing.animation(forKey: key) else {
            attachedAnimations[key] = nil
            return nil
        }
        if let attached = attachedAnimations[key], attached.lamina == ObjectIdentifier(added) {
            return attached.animation
        }
        return CALayer.describe(added)
    }

    /// The keys of the attached animations in the order they were added; `nil` when none.
    public func animationKeys() -> [String]? {
        let keys = backing.animationKeys()
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        backing.removeAnimation(forKey: key)
        attachedAnimations[key] = nil
    }

    /// Removes every animation; each delegate hears `finished: false`.
    public func removeAllAnimations() {
        backing.removeAllAnimations()
        attachedAnimations = [:]
    }

    /// A Core Animation description of a Lamina animation the facade did not add (an implicit
    /// animation of a transaction): key path, values, duration and curve.
    private static func describe(_ animation: Lamina.Animation) -> CAAnimation {
        let described: CAAnimation
        if let basic = animation as? Lamina.BasicAnimation {
            let ca = CABasicAnimation(keyPath: basic.keyPath)
            ca.fromValue = basic.fromValue.flatMap(AnimationValues.any)
            ca.toValue = basic.toValue.flatMap(AnimationValues.any)
            ca.byValue = basic.byValue.flatMap(AnimationValues.any)
            ca.isAdditive = basic.isAdditive
            described = ca
        } else {
            described = CAAnimation()
        }
        described.beginTime = animation.beginTime
        described.duration = animation.duration
        described.speed = Float(animation.speed)
        described.timeOffset = animation.timeOffset
        described.timingFunction = animation.timingFunction.map(CAMediaTimingFunction.init)
        described.fillMode = CAMediaTimingFillMode(rawValue: animation.fillMode.rawValue)
        described.isRemovedOnCompletion = animation.isRemovedOnCompletion
        return described
    }
}

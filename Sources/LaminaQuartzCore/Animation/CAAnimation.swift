import Foundation
import Lamina

/// The base of Core Animation's animations (`CAAnimation`): timing, a timing curve, a delegate
/// and removal on completion.
///
/// A facade over Lamina's `Animation`: settings are stored as iOS spells them (`Float` speed,
/// `Any?` values) and become a Lamina animation once, when the animation is added to a layer
/// (`CALayer.add(_:forKey:)`), which is also when a value of the wrong kind is reported.
/// Changing the animation afterwards changes nothing on screen, as in Core Animation.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// The pacing of one duration; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether a finished animation is removed (default `true`).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; kept alive by the animation, as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Values stored under keys of your own (`setValue(_:forKey:)`), as Core Animation's
    /// animations are key-value coding containers.
    private var extraValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// A new animation (`CAAnimation.animation()` in Objective-C).
    public class func animation() -> Self { Self() }

    /// The value stored under `key` with `setValue(_:forKey:)`, or `nil`.
    open func value(forKey key: String) -> Any? { extraValues[key] }

    /// Stores `value` under `key` (a common way to tag an animation for its delegate).
    open func setValue(_ value: Any?, forKey key: String) { extraValues[key] = value }

    /// An independent copy of the same class, with every setting.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Copies `other`'s settings into this animation; each subclass adds its own.
    func copySettings(from other: CAAnimation) {
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
        extraValues = other.extraValues
    }

    /// The Lamina animation this one describes, with its values converted; throws when a value
    /// is not one Lamina can animate.
    func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let animation = Lamina.Animation()
        applyTiming(to: animation)
        return animation
    }

    /// Copies the timing settings into a Lamina animation.
    func applyTiming(to animation: Lamina.Animation) {
        animation.beginTime = beginTime
        animation.duration = duration
        animation.speed = Double(speed)
        animation.timeOffset = timeOffset
        animation.repeatCount = Double(repeatCount)
        animation.repeatDuration = repeatDuration
        animation.autoreverses = autoreverses
        animation.fillMode = FillMode(rawValue: fillMode.rawValue) ?? .removed
        animation.timingFunction = timingFunction?.function
        animation.isRemovedOnCompletion = isRemovedOnCompletion
    }
}

/// Why an animation's value could not become a Lamina value: where (`"toValue"`,
/// `"values[2]"`) and what.
struct ValueProblem: Error {
    var location: String
    var message: String
}

/// Passes a Lamina animation's start and stop to the Core Animation delegate, with the copy
/// attached to the layer.
final class DelegateRelay: AnimationDelegate {
    let animation: CAAnimation

    init(_ animation: CAAnimation) { self.animation = animation }

    func animationDidStart(_ animation: Lamina.Animation) {
        self.animation.delegate?.animationDidStart(self.animation)
    }

    func animationDidStop(_ animation: Lamina.Animation, finished: Bool) {
        self.animation.delegate?.animationDidStop(self.animation, finished: finished)
    }
}

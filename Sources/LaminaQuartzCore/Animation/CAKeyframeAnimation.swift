import Foundation
import Lamina

/// An animation through a list of values, or along a path (`CAKeyframeAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values at the key times, of the property's kind (see `CABasicAnimation` for the kinds).
    open var values: [Any]?
    /// Fractions of the duration, one per value (`NSNumber`, as in Core Animation).
    open var keyTimes: [NSNumber]?
    /// One curve per segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are found (default linear).
    open var calculationMode = CAAnimationCalculationMode.linear
    /// A path for a point property; when set, `values` are ignored.
    open var path: CGPath?
    /// Turns the layer along the path's tangent.
    open var rotationMode: CAAnimationRotationMode?
    /// The `cubic` modes' tension, continuity and bias at each value.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path?.copy()
        rotationMode = other.rotationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
    }

    override func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let animation = Lamina.KeyframeAnimation(keyPath: keyPath)
        applyProperty(to: animation)
        if let values {
            var converted: [AnimatableValue] = []
            for (index, value) in values.enumerated() {
                // A nil inside the array has no kind to animate to.
                guard let value = try AnimationValues.convert(value, at: "values[\(index)]") else {
                    throw ValueProblem(location: "values[\(index)]", message: "nil is not a value to animate to")
                }
                converted.append(value)
            }
            animation.values = converted
        }
        animation.keyTimes = keyTimes?.map(\.doubleValue)
        animation.timingFunctions = timingFunctions?.map(\.function)
        guard let mode = Lamina.KeyframeAnimation.CalculationMode(rawValue: calculationMode.rawValue) else {
            throw ValueProblem(location: "calculationMode", message: "unknown calculation mode '\(calculationMode.rawValue)'")
        }
        animation.calculationMode = mode
        animation.path = path?.path
        switch rotationMode {
        case nil: animation.rotationMode = nil
        case .rotateAuto?: animation.rotationMode = .auto
        case .rotateAutoReverse?: animation.rotationMode = .autoReverse
        case let other?:
            throw ValueProblem(location: "rotationMode", message: "unknown rotation mode '\(other.rawValue)'")
        }
        animation.tensionValues = tensionValues?.map(\.doubleValue)
        animation.continuityValues = continuityValues?.map(\.doubleValue)
        animation.biasValues = biasValues?.map(\.doubleValue)
        return animation
    }
}

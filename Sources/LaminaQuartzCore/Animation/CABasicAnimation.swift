import Foundation
import Lamina

/// An animation between two values of one property (`CABasicAnimation`).
///
/// The values are `Any?` as in Core Animation: numbers (`CGFloat`, `Double`, `Float`, `Int`,
/// `NSNumber`), `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`, `CGPath`, `Bool`,
/// `String`, `NSValue` holding a point, size or rectangle, and arrays of numbers or colours.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let animation = Lamina.BasicAnimation(keyPath: keyPath)
        try fill(animation)
        return animation
    }

    /// Sets a Lamina basic animation (or spring) from this one.
    func fill(_ animation: Lamina.BasicAnimation) throws(ValueProblem) {
        applyProperty(to: animation)
        animation.fromValue = try AnimationValues.convert(fromValue, at: "fromValue")
        animation.toValue = try AnimationValues.convert(toValue, at: "toValue")
        animation.byValue = try AnimationValues.convert(byValue, at: "byValue")
    }
}

import Foundation
import Lamina

/// A transition between a layer's old and new look (`CATransition`): add it, then change the
/// layer.
open class CATransition: CAAnimation {
    /// How the new content enters (default fade).
    open var type = CATransitionType.fade
    /// The side it comes from; `nil` is from the left.
    open var subtype: CATransitionSubtype?
    /// Where in its progress the transition starts and ends (0...1).
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    override func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let transition = Lamina.Transition()
        applyTiming(to: transition)
        guard let kind = Lamina.Transition.Kind(rawValue: type.rawValue) else {
            throw ValueProblem(location: "type", message: "unknown transition type '\(type.rawValue)'")
        }
        transition.type = kind
        if let subtype {
            guard let side = Lamina.Transition.Subtype(rawValue: subtype.rawValue) else {
                throw ValueProblem(location: "subtype", message: "unknown transition subtype '\(subtype.rawValue)'")
            }
            transition.subtype = side
        }
        transition.startProgress = Double(startProgress)
        transition.endProgress = Double(endProgress)
        return transition
    }
}

import Foundation
import Lamina

/// Animations that run together in the group's time (`CAAnimationGroup`).
open class CAAnimationGroup: CAAnimation {
    /// The animations, their times relative to the group's.
    open var animations: [CAAnimation]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }

    override func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let group = Lamina.AnimationGroup()
        applyTiming(to: group)
        var members: [Lamina.Animation] = []
        for (index, member) in (animations ?? []).enumerated() {
            do {
                members.append(try member.makeLaminaAnimation())
            } catch {
                throw ValueProblem(location: "animations[\(index)].\(error.location)", message: error.message)
            }
        }
        group.animations = members
        return group
    }
}

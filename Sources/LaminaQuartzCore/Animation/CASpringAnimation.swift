import Foundation
import Lamina

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`).
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The damping (default 10).
    open var damping: CGFloat = 10
    /// The starting velocity, in distances to travel per second (default 0).
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to come to rest with these settings, in seconds.
    open var settlingDuration: CFTimeInterval {
        let spring = Lamina.SpringAnimation(keyPath: nil)
        setSpring(spring)
        return spring.settlingDuration
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    override func makeLaminaAnimation() throws(ValueProblem) -> Lamina.Animation {
        let animation = Lamina.SpringAnimation(keyPath: keyPath)
        try fill(animation)
        setSpring(animation)
        return animation
    }

    private func setSpring(_ spring: Lamina.SpringAnimation) {
        spring.mass = Double(mass)
        spring.stiffness = Double(stiffness)
        spring.damping = Double(damping)
        spring.initialVelocity = Double(initialVelocity)
    }
}

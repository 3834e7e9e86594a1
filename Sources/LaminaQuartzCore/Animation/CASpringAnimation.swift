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
    /// Whether a negative `bounce` given to `init(perceptualDuration:bounce:)` overdamps the
    /// spring; otherwise it counts as 0 (default `false`).
    open var allowsOverdamping = false {
        didSet { applyPerceptual() }
    }
    /// What `init(perceptualDuration:bounce:)` was given, and the mass, stiffness and damping it
    /// made; forgotten once those are set otherwise.
    private var perceptual: (duration: CFTimeInterval, bounce: CGFloat, made: [CGFloat])?

    /// A spring from how long it feels and how much it bounces (iOS 17), with SwiftUI's mapping
    /// on a mass of 1 (the core's `SpringAnimation(perceptualDuration:bounce:)`).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        perceptual = (perceptualDuration, bounce, [])
        applyPerceptual()
    }

    /// The spring's pace: its undamped period, `2π·√(mass / stiffness)`, in seconds.
    open var perceptualDuration: CFTimeInterval {
        let spring = Lamina.SpringAnimation(keyPath: nil)
        setSpring(spring)
        return spring.perceptualDuration
    }

    /// How much the spring bounces, from its damping ratio ζ: `1 − ζ` up to critical damping,
    /// `1/ζ − 1` beyond.
    open var bounce: CGFloat {
        let spring = Lamina.SpringAnimation(keyPath: nil)
        setSpring(spring)
        return CGFloat(spring.bounce)
    }

    private func applyPerceptual() {
        guard let given = perceptual, given.made.isEmpty || given.made == [mass, stiffness, damping] else {
            perceptual = nil
            return
        }
        let spring = Lamina.SpringAnimation(perceptualDuration: given.duration, bounce: Double(given.bounce))
        spring.allowsOverdamping = allowsOverdamping
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        perceptual = (given.duration, given.bounce, [mass, stiffness, damping])
    }

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
        allowsOverdamping = other.allowsOverdamping
        perceptual = other.perceptual
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

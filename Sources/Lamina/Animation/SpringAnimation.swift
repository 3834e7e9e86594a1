import Foundation

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`).
///
/// The spring starts at `fromValue` with `initialVelocity` (in units of the whole distance per
/// second) and settles at `toValue`. Its progress is the closed-form solution of
/// `m·x'' + c·x' + k·x = 0`; the timing function is not used. Unlike Core Animation, a spring
/// whose `duration` is 0 lasts its `settlingDuration` rather than 0.25 s.
open class SpringAnimation: BasicAnimation {
    /// The mass of the object on the spring (default 1); heavier springs move slower and overshoot
    /// more.
    public var mass = 1.0 { didSet { physicalParametersDidChange() } }
    /// The spring's stiffness (default 100); stiffer springs move faster.
    public var stiffness = 100.0 { didSet { physicalParametersDidChange() } }
    /// The damping (default 10): how quickly the oscillation dies out.
    public var damping = 10.0 { didSet { physicalParametersDidChange() } }
    /// The velocity at the start, in units of the distance to travel per second (1 covers the whole
    /// distance in a second), as in Core Animation.
    public var initialVelocity = 0.0 { didSet { cachedSettlingDuration = nil } }
    /// Whether a negative ``bounce`` given to ``init(perceptualDuration:bounce:)`` overdamps the
    /// spring (`true`), or counts as 0, a critically damped spring that never overshoots (`false`,
    /// the default). Springs set by mass, stiffness and damping are never changed by it.
    public var allowsOverdamping = false {
        didSet { if let perceptual { applyPerceptual(duration: perceptual.duration, bounce: perceptual.bounce) } }
    }
    /// The settling search runs once per parameter change, not once per frame.
    private var cachedSettlingDuration: Double?
    /// The parameters `init(perceptualDuration:bounce:)` was given, until mass, stiffness or
    /// damping are set; `allowsOverdamping` maps them again when it changes.
    private var perceptual: (duration: Double, bounce: Double)?
    /// Set while `applyPerceptual` writes the physical parameters, which then keep `perceptual`.
    private var isApplyingPerceptual = false

    /// Makes a spring animation of the property at `keyPath` (Core Animation's spelling).
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// Makes a spring from how long it feels and how much it bounces (`CASpringAnimation`'s
    /// iOS 17 initializer), with SwiftUI's mapping, on a mass of 1:
    /// `stiffness = (2π / perceptualDuration)²` and `damping = 4π·ζ / perceptualDuration`, where
    /// the damping ratio `ζ` is `1 − bounce` for a bounce of 0 or more and `1 / (1 + bounce)`
    /// below 0 (overdamped, only with ``allowsOverdamping``; otherwise 0).
    ///
    ///     let pop = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    ///     pop.keyPath = "transform.scale"
    ///
    /// `bounce` is clamped to −1...1 (exclusive of −1, which has no damping ratio) and a
    /// perceptual duration that is not a positive number counts as 0.5 s, SwiftUI's default.
    public convenience init(perceptualDuration: Double, bounce: Double) {
        self.init(keyPath: nil)
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        perceptual = (duration, bounce)
        applyPerceptual(duration: duration, bounce: bounce)
    }

    /// Makes a copy of `other`, a spring animation.
    public required init(copying other: Animation) {
        if let other = other as? SpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
            allowsOverdamping = other.allowsOverdamping
            perceptual = other.perceptual
        }
        super.init(copying: other)
    }

    /// The pace of the spring (`CASpringAnimation.perceptualDuration`): its undamped period,
    /// `2π·√(mass / stiffness)`, in seconds; for springs that do not bounce much, about how long
    /// it takes to settle.
    public var perceptualDuration: Double {
        2 * .pi * (max(mass, 1e-9) / max(stiffness, 1e-9)).squareRoot()
    }

    /// How much the spring bounces (`CASpringAnimation.bounce`), read from its damping ratio `ζ`:
    /// `1 − ζ` when it is at most critically damped (0 for critical, toward 1 for no damping),
    /// `1/ζ − 1` when it is overdamped (toward −1).
    public var bounce: Double {
        let ratio = max(damping, 0) / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    private func applyPerceptual(duration: Double, bounce: Double) {
        let bounce = allowsOverdamping ? bounce : max(bounce, 0)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        isApplyingPerceptual = true
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        damping = 4 * .pi * ratio / duration
        isApplyingPerceptual = false
    }

    private func physicalParametersDidChange() {
        cachedSettlingDuration = nil
        if !isApplyingPerceptual { perceptual = nil }
    }

    var solver: SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Seconds until the spring stays within 0.1% of the distance from its target.
    public var settlingDuration: Double {
        if let cachedSettlingDuration { return cachedSettlingDuration }
        let value = solver.settlingDuration
        cachedSettlingDuration = value
        return value
    }

    /// A spring lasts its settling duration unless given a duration.
    open override var defaultDuration: Double { settlingDuration }

    override var pacing: AnimationPlan.Pacing { .spring(solver) }
}

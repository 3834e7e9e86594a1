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
    public var mass = 1.0 { didSet { cachedSettlingDuration = nil } }
    /// The spring's stiffness (default 100); stiffer springs move faster.
    public var stiffness = 100.0 { didSet { cachedSettlingDuration = nil } }
    /// The damping (default 10): how quickly the oscillation dies out.
    public var damping = 10.0 { didSet { cachedSettlingDuration = nil } }
    /// The velocity at the start, in units of the distance to travel per second (1 covers the whole
    /// distance in a second), as in Core Animation.
    public var initialVelocity = 0.0 { didSet { cachedSettlingDuration = nil } }
    /// The settling search runs once per parameter change, not once per frame.
    private var cachedSettlingDuration: Double?

    /// Makes a spring animation of the property at `keyPath` (Core Animation's spelling).
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// Makes a copy of `other`, a spring animation.
    public required init(copying other: Animation) {
        if let other = other as? SpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
        }
        super.init(copying: other)
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

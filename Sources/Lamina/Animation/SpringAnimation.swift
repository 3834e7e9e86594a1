import Foundation

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`).
///
/// The spring starts at `fromValue` with `initialVelocity` (in units of the whole distance per
/// second) and settles at `toValue`. Its progress is the closed-form solution of
/// `m·x'' + c·x' + k·x = 0`; the timing function is not used. Unlike Core Animation, a spring
/// whose `duration` is 0 lasts its `settlingDuration` rather than 0.25 s.
open class SpringAnimation: BasicAnimation {
    public var mass = 1.0 { didSet { cachedSettlingDuration = nil } }
    public var stiffness = 100.0 { didSet { cachedSettlingDuration = nil } }
    public var damping = 10.0 { didSet { cachedSettlingDuration = nil } }
    public var initialVelocity = 0.0 { didSet { cachedSettlingDuration = nil } }
    /// The settling search runs once per parameter change, not once per frame.
    private var cachedSettlingDuration: Double?

    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

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

    open override var defaultDuration: Double { settlingDuration }

    override var pacing: AnimationPlan.Pacing { .spring(solver) }
}

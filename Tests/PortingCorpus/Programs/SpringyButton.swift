#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A button that springs down with CASpringAnimation (mass, stiffness, damping).
final class SpringyButton {
    let layer = CALayer()

    init() {
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    }

    func drop() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "drop")
        return spring
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A like button that pops with iOS 17's spring, set by how long it feels and how much it
/// bounces, and left to settle.
final class LikeButtonPop {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        layer.cornerRadius = 22
        layer.backgroundColor = CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    }

    func pop() {
        let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
        spring.keyPath = "transform.scale"
        spring.fromValue = 0.8
        spring.toValue = 1
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "pop")
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A square that rounds into a circle with an ease-in-ease-out curve.
final class CornerMorph {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    }

    func round() {
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.fromValue = 0
        animation.toValue = 20
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "round")
        layer.cornerRadius = 20
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A pulsing halo behind a map pin: scale and opacity together in an animation group.
final class PulseHalo {
    let layer = CALayer()

    init(radius: CGFloat) {
        layer.bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
        layer.cornerRadius = radius
        layer.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        layer.opacity = 0
    }

    func pulse() {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = NSNumber(value: 1.0)
        scale.toValue = NSNumber(value: 1.5)
        scale.duration = 1.2

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.45, 0.45, 0]
        fade.keyTimes = [0, 0.2, 1]
        fade.duration = 1.2

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1.2
        group.repeatCount = .greatestFiniteMagnitude
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(group, forKey: "pulse")
    }
}

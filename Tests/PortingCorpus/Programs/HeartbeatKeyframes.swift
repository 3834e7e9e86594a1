#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A heartbeat: opacity through keyframe values at given key times.
final class Heartbeat {
    let layer = CALayer()

    func beat() {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.0, 1.0, 0.5, 1.0]
        animation.keyTimes = [0, 0.25, 0.5, 1]
        animation.duration = 2
        layer.add(animation, forKey: "beat")
    }
}

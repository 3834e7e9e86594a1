#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A traffic light stepping through colours with a discrete keyframe animation.
final class TrafficLight {
    let lamp = CALayer()

    func cycle() {
        let steps = CAKeyframeAnimation(keyPath: "backgroundColor")
        steps.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
                        CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        steps.keyTimes = [0, 0.5, 0.75, 1]
        steps.calculationMode = .discrete
        steps.duration = 4
        lamp.add(steps, forKey: "cycle")
    }
}

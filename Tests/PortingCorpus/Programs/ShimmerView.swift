#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A skeleton-loading shimmer: a gradient's `locations` sliding across.
final class ShimmerView {
    let gradient = CAGradientLayer()

    init(frame: CGRect) {
        gradient.frame = frame
        let light = CGColor(gray: 1, alpha: 0.2)
        let bright = CGColor(gray: 1, alpha: 0.8)
        gradient.colors = [light, bright, light]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [-1, -0.5, 0]
    }

    func startShimmering() {
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-1.0, -0.5, 0.0]
        animation.toValue = [1.0, 1.5, 2.0]
        animation.duration = 1.5
        animation.repeatCount = .infinity
        gradient.add(animation, forKey: "shimmer")
    }
}

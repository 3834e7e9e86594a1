#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A loading spinner: an open arc turning forever with `transform.rotation.z`.
final class Spinner {
    let layer = CAShapeLayer()

    init(size: CGFloat) {
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.position = CGPoint(x: size / 2, y: size / 2)
        layer.path = CGPath(ellipseIn: layer.bounds.insetBy(dx: 2, dy: 2), transform: nil)
        layer.fillColor = nil
        layer.strokeColor = CGColor(gray: 0.2, alpha: 1)
        layer.lineWidth = 3
        layer.strokeEnd = 0.75
    }

    func startAnimating() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = CGFloat.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        layer.add(rotation, forKey: "spin")
    }

    func stopAnimating() {
        layer.removeAnimation(forKey: "spin")
    }

    var isAnimating: Bool { layer.animation(forKey: "spin") != nil }
}

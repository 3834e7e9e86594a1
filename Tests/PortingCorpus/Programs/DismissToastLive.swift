#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A toast dismissed with an implicit animation on a layer that is on screen: no explicit
/// transaction, the run loop's implicit one, committed at once with `CATransaction.flush()`.
final class DismissToast {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 44)
        layer.position = CGPoint(x: 160, y: 400)
        layer.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.9)
        layer.cornerRadius = 22
    }

    func dismiss() {
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.flush()
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A toast that fades out with an implicit animation inside an explicit transaction.
final class Toast {
    let layer = CALayer()

    init() {
        layer.frame = CGRect(x: 20, y: 500, width: 280, height: 44)
        layer.backgroundColor = CGColor(gray: 0.1, alpha: 0.9)
        layer.cornerRadius = 22
    }

    func dismiss(duration: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        layer.position.y += 20
        CATransaction.commit()
    }

    func hideWithoutAnimation() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.isHidden = true
        layer.opacity = 1
        CATransaction.commit()
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A selection highlight that jumps to the tapped row at once while it fades in: its
/// `actions` disable the geometry's implicit animations with `NSNull`.
final class SelectionHighlight {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
        layer.position = CGPoint(x: 160, y: 22)
        layer.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 0.2)
        layer.opacity = 0
        layer.actions = ["position": NSNull(), "bounds": NSNull()]
    }

    func select(row: Int) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 160, y: 22 + CGFloat(row) * 44)
        layer.opacity = 1
        CATransaction.commit()
    }
}

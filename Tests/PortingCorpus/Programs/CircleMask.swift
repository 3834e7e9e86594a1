#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A square photo placeholder masked to a circle with a shape layer.
final class CircleMasked {
    let layer = CALayer()

    init(side: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
        layer.backgroundColor = CGColor(red: 0, green: 0.8, blue: 0, alpha: 1)
        let mask = CAShapeLayer()
        mask.frame = layer.bounds
        mask.path = CGPath(ellipseIn: layer.bounds, transform: nil)
        layer.mask = mask
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A header background: a horizontal gradient from red to blue.
final class GradientHeader {
    let layer = CAGradientLayer()

    init(width: CGFloat, height: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A play-button triangle drawn from a CGMutablePath.
final class PlayButtonShape {
    let layer = CAShapeLayer()

    init(side: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: side * 0.25, y: side * 0.2))
        path.addLine(to: CGPoint(x: side * 0.85, y: side * 0.5))
        path.addLine(to: CGPoint(x: side * 0.25, y: side * 0.8))
        path.closeSubpath()
        layer.path = path
        layer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    }
}

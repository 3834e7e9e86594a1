#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A dashed "drop files here" border from a shape layer's dash pattern.
final class DashedDropZone {
    let border = CAShapeLayer()

    init(frame: CGRect) {
        border.frame = frame
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: frame.width, y: 10))
        border.path = path
        border.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        border.lineWidth = 4
        border.lineDashPattern = [10, 10]
        border.fillColor = nil
    }
}

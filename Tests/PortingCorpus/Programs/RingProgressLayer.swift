#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A circular progress ring: a track and a progress arc whose `strokeEnd` animates
/// (the classic "activity ring" tutorial).
final class RingProgressView {
    let layer = CALayer()
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    init(frame: CGRect, lineWidth: CGFloat = 8) {
        layer.frame = frame
        let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let radius = min(frame.width, frame.height) / 2 - lineWidth / 2
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        for shape in [trackLayer, progressLayer] {
            shape.frame = layer.bounds
            shape.path = path
            shape.fillColor = nil
            shape.lineWidth = lineWidth
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = CGColor(gray: 0.9, alpha: 1)
        progressLayer.strokeColor = CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)
        progressLayer.strokeEnd = 0
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.strokeEnd
        animation.toValue = progress
        animation.duration = animated ? 1 : 0
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        progressLayer.strokeEnd = progress
        progressLayer.add(animation, forKey: "progress")
    }
}

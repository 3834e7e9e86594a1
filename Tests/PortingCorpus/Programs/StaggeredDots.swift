#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Three loading dots scaling up one after another: begin times staggered from the layer's
/// current time, filling backwards so that late dots wait at their start value.
final class StaggeredDots {
    let container = CALayer()
    var dots: [CALayer] = []

    init() {
        for index in 0..<3 {
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: 10)
            container.addSublayer(dot)
            dots.append(dot)
        }
    }

    func start() {
        let now = container.convertTime(CACurrentMediaTime(), from: nil)
        for (index, dot) in dots.enumerated() {
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 0.5
            scale.toValue = 1
            scale.duration = 0.4
            scale.beginTime = now + Double(index) * 0.2
            scale.fillMode = .backwards
            dot.add(scale, forKey: "scale")
        }
    }
}

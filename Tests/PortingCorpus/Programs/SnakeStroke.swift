#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A line that draws itself and then erases from its start: strokeEnd then strokeStart in a group.
final class SnakeLine {
    let line = CAShapeLayer()

    init() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 200, y: 0))
        line.path = path
        line.strokeColor = CGColor.black
    }

    func run() {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        let erase = CABasicAnimation(keyPath: "strokeStart")
        erase.fromValue = 0
        erase.toValue = 1
        erase.beginTime = 1
        erase.duration = 1
        erase.fillMode = .backwards
        let group = CAAnimationGroup()
        group.animations = [draw, erase]
        group.duration = 2
        line.add(group, forKey: "snake")
    }
}

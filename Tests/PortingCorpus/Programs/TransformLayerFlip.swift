#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A two-sided card in a `CATransformLayer`: the back face is turned half a turn and neither
/// face is double-sided, so turning the container about y shows one face or the other.
final class TwoSidedCard {
    let host = CALayer()
    let container = CATransformLayer()
    let front = CALayer()
    let back = CALayer()

    init() {
        host.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.frame = host.bounds
        host.addSublayer(container)
        for face in [front, back] {
            face.frame = container.bounds
            face.isDoubleSided = false
            container.addSublayer(face)
        }
        front.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        back.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    }

    func show(back showsBack: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.transform = showsBack ? CATransform3DMakeRotation(.pi, 0, 1, 0) : CATransform3DIdentity
        CATransaction.commit()
    }

    func flip(duration: CFTimeInterval) {
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        container.add(turn, forKey: "flip")
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A refresh arrow that turns a whole turn: the transform is animated through a value function,
/// since the matrices of 0 and 2π are equal and would not move.
final class RefreshArrow {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
    }

    func spin(duration: CFTimeInterval) {
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.fromValue = 0
        turn.toValue = 2 * CGFloat.pi
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "spin")
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A "wrong password" shake: additive keyframes on `position.x` around the model position.
final class ShakeField {
    let field = CALayer()

    init() {
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
    }

    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]
        shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        field.add(shake, forKey: "shake")
    }
}

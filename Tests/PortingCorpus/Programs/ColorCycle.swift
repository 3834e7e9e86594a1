#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A status light that moves from red to blue (`backgroundColor` with CGColor values).
final class StatusLight {
    let light = CALayer()

    func turnBlue(duration: CFTimeInterval) {
        let change = CABasicAnimation(keyPath: "backgroundColor")
        change.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        change.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        change.duration = duration
        light.add(change, forKey: "color")
    }
}

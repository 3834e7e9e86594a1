#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A blinking cursor: opacity that autoreverses twice.
final class BlinkingCursor {
    let cursor = CALayer()

    func blink() {
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1
        blink.toValue = 0
        blink.duration = 0.5
        blink.autoreverses = true
        blink.repeatCount = 2
        cursor.add(blink, forKey: "blink")
    }
}

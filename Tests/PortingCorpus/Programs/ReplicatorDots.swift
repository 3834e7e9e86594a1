#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Three typing-indicator dots from one dot and a replicator.
final class TypingIndicator {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    init() {
        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceDelay = 0.2
    }

    func bounce() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 0.6
        fade.autoreverses = true
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }
}

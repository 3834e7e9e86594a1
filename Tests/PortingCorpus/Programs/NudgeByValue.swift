#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A nudge hint: a basic animation with only a `byValue`.
final class NudgeHint {
    let arrow = CALayer()

    init() {
        arrow.position = CGPoint(x: 50, y: 50)
        arrow.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    }

    func nudge() {
        let nudge = CABasicAnimation(keyPath: "position")
        nudge.byValue = CGPoint(x: 50, y: 0)
        nudge.duration = 1
        arrow.add(nudge, forKey: "nudge")
    }
}

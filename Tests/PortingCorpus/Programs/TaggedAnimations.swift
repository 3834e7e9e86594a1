#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// An animation delegate that tells animations apart by a value set with `setValue(_:forKey:)`.
final class AnimationLog: NSObject, CAAnimationDelegate {
    private(set) var started: [String] = []
    private(set) var stopped: [(name: String, finished: Bool)] = []

    func animationDidStart(_ anim: CAAnimation) {
        started.append(anim.value(forKey: "name") as? String ?? "?")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((anim.value(forKey: "name") as? String ?? "?", flag))
    }
}

func addTaggedFade(to layer: CALayer, log: AnimationLog) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.setValue("fade", forKey: "name")
    fade.delegate = log
    layer.add(fade, forKey: "fade")
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// An interactive transition driven by a pan gesture: the layer's own time is paused and
/// scrubbed with `timeOffset` (the "pause and scrub" idiom).
final class ScrubbedFade {
    let layer = CALayer()

    init() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        layer.speed = 0
    }

    func update(progress: CGFloat) {
        layer.timeOffset = CFTimeInterval(progress)
    }
}

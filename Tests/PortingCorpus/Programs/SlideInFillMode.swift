#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A panel that slides in and stays there (`fillMode = .forwards`, not removed), next to one
/// that snaps back to its model position when its animation ends.
final class SlidePanels {
    let stays = CALayer()
    let snapsBack = CALayer()

    func slide() {
        for (layer, keep) in [(stays, true), (snapsBack, false)] {
            layer.position = CGPoint(x: 0, y: 0)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 200
            slide.duration = 0.5
            if keep {
                slide.fillMode = .forwards
                slide.isRemovedOnCompletion = false
            }
            layer.add(slide, forKey: "slide")
        }
    }
}

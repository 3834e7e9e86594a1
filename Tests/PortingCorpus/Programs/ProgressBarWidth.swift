#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A linear progress bar whose fill grows by animating `bounds.size.width` from the left.
final class ProgressBar {
    let track = CALayer()
    let fill = CALayer()

    init(width: CGFloat) {
        track.frame = CGRect(x: 0, y: 0, width: width, height: 6)
        fill.anchorPoint = CGPoint(x: 0, y: 0.5)
        fill.frame = CGRect(x: 0, y: 0, width: 0, height: 6)
        track.addSublayer(fill)
    }

    func setProgress(_ progress: CGFloat) {
        let width = track.bounds.width * progress
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = fill.bounds.width
        grow.toValue = width
        grow.duration = 0.5
        fill.bounds.size.width = width
        fill.add(grow, forKey: "grow")
    }
}

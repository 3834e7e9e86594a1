#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A hamburger bar morphing into a longer bar: a shape layer's `path` animated between paths
/// with the same elements.
final class PathMorph {
    let shape = CAShapeLayer()

    static func bar(width: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 4), transform: nil)
    }

    func grow() {
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = PathMorph.bar(width: 20)
        animation.toValue = PathMorph.bar(width: 60)
        animation.duration = 1
        shape.add(animation, forKey: "morph")
        shape.path = PathMorph.bar(width: 60)
    }
}

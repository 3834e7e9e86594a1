#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A round avatar with a white border, clipped by `masksToBounds`.
final class Avatar {
    let layer = CALayer()
    let photo = CALayer()

    init(side: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
        layer.cornerRadius = side / 2
        layer.masksToBounds = true
        layer.borderWidth = 3
        layer.borderColor = CGColor.white
        photo.frame = layer.bounds
        photo.backgroundColor = CGColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)
        layer.addSublayer(photo)
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A sticker tilted and enlarged with an affine transform.
final class Sticker {
    let layer = CALayer()

    init() {
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 100)
    }

    func emphasize() {
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    }

    func tilt() {
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    }
}

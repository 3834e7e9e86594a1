#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A door that swings about its left edge: anchor point moved to (0, 0.5), position kept.
final class DoorHinge {
    let door = CALayer()

    init(frame: CGRect) {
        door.frame = frame
        let oldFrame = door.frame
        door.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.frame = oldFrame
    }

    func close(angle: CGFloat) {
        door.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
    }
}

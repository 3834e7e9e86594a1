#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A round button whose tap area is its circle, by overriding `contains(_:)`.
final class RoundButtonLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool {
        let radius = bounds.width / 2
        let dx = p.x - bounds.midX, dy = p.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
    }
}

func makeRoundButtonScene() -> (root: CALayer, button: RoundButtonLayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let button = RoundButtonLayer()
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(button)
    return (root, button)
}

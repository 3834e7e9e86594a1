#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// An unread-count badge drawn by `draw(in:)`: a red disc with a white bar across its top
/// third (standing in for the digits), redrawn when the count changes.
final class UnreadBadgeLayer: CALayer {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override init() {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        contentsScale = 2
    }

    override init(layer: Any) {
        count = (layer as? UnreadBadgeLayer)?.count ?? 0
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in ctx: CGContext) {
        guard count > 0 else { return }
        ctx.setFillColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        ctx.fillEllipse(in: bounds)
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 6, y: 4, width: 12, height: 4))  // y down: near the top
    }
}

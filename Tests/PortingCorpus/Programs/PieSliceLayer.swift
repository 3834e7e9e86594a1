#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A pie slice drawn in `draw(in:)` with Core Graphics, redrawn when its angle changes.
final class PieSliceLayer: CALayer {
    var endAngle: CGFloat = .pi / 2 {
        didSet { setNeedsDisplay() }
    }
    var fill = CGColor(red: 0.3, green: 0.7, blue: 0.3, alpha: 1)

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        if let other = layer as? PieSliceLayer {
            endAngle = other.endAngle
            fill = other.fill
        }
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        ctx.beginPath()
        ctx.move(to: center)
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: endAngle, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(fill)
        ctx.fillPath()
    }
}

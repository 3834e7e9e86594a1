#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A gauge whose content is drawn by its delegate (`CALayerDelegate.draw(_:in:)`) at a
/// contents scale of 2, as on a Retina screen.
final class GaugeDrawer: NSObject, CALayerDelegate {
    var level: CGFloat = 0.5

    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width * level, height: layer.bounds.height))
    }
}

final class Gauge {
    let layer = CALayer()
    let drawer = GaugeDrawer()

    init() {
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.contentsScale = 2
        layer.delegate = drawer
        layer.setNeedsDisplay()
    }

    func update(level: CGFloat) {
        drawer.level = level
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
    }
}

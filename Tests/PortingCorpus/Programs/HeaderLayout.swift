#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A navigation header that places its title and button in `layoutSublayers()`, the way
/// custom layers lay themselves out when their bounds change.
final class HeaderLayer: CALayer {
    let title = CATextLayer()
    let button = CALayer()
    private(set) var layoutPasses = 0

    override init() {
        super.init()
        title.string = "Inbox"
        title.fontSize = 17
        addSublayer(title)
        addSublayer(button)
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        layoutPasses += 1
        let inset: CGFloat = 16
        button.frame = CGRect(x: bounds.width - inset - 32, y: (bounds.height - 32) / 2, width: 32, height: 32)
        title.frame = CGRect(x: inset, y: (bounds.height - 22) / 2, width: button.frame.minX - 2 * inset, height: 22)
    }
}

/// A delegate that lays out a plain layer's sublayers: a divider along its bottom edge.
final class DividerLayout: NSObject, CALayerDelegate {
    func layoutSublayers(of layer: CALayer) {
        layer.sublayers?.first?.frame = CGRect(x: 0, y: layer.bounds.height - 1, width: layer.bounds.width, height: 1)
    }
}

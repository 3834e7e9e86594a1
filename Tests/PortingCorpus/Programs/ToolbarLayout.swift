#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A toolbar that spaces its buttons evenly in `layoutSublayers()`, laid out by the
/// transaction's layout pass after its width changes.
final class ToolbarLayer: CALayer {
    let buttons: [CALayer] = (0..<4).map { _ in CALayer() }
    private(set) var passes = 0

    override init() {
        super.init()
        for button in buttons { addSublayer(button) }
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        passes += 1
        let slot = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * slot + (slot - 28) / 2, y: (bounds.height - 28) / 2,
                                  width: 28, height: 28)
        }
    }

    override func preferredFrameSize() -> CGSize {
        CGSize(width: CGFloat(buttons.count) * 44, height: 44)
    }
}

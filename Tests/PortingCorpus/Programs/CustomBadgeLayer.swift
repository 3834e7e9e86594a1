#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A CALayer subclass with its own property, written as iOS custom layers are: `init()`,
/// `init(layer:)` copying the property, and the required `init?(coder:)`.
final class CountBadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
        backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        cornerRadius = 10
        bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    }

    override init(layer: Any) {
        if let other = layer as? CountBadgeLayer {
            count = other.count
        }
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func bump() {
        count += 1
        let pop = CAKeyframeAnimation(keyPath: "transform.scale")
        pop.values = [1, 1.3, 1]
        pop.duration = 0.3
        add(pop, forKey: "pop")
    }
}

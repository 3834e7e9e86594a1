#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A card that moves slowly while its highlight fades quickly: nested transactions, each with
/// its own duration.
final class NestedTransactionCard {
    let card = CALayer()
    let highlight = CALayer()

    init() {
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        highlight.frame = card.bounds
        card.addSublayer(highlight)
    }

    func moveAndFade() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        card.position = CGPoint(x: 200, y: 30)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        highlight.opacity = 0
        CATransaction.commit()
        card.cornerRadius = 8
        CATransaction.commit()
    }
}

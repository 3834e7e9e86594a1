#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A card with a soft shadow described by a shadow path (the performance-friendly idiom).
final class ShadowCard {
    let card = CALayer()

    init(frame: CGRect) {
        card.frame = frame
        card.backgroundColor = CGColor.white
        card.cornerRadius = 8
        card.shadowColor = CGColor.black
        card.shadowOpacity = 0.5
        card.shadowOffset = CGSize(width: 0, height: 6)
        card.shadowRadius = 4
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
    }
}

#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A red notification badge with a count, laid out by frames in the corner of an icon.
final class NotificationBadge {
    let icon = CALayer()
    let badge = CALayer()
    let label = CATextLayer()

    init(count: Int) {
        icon.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        icon.backgroundColor = CGColor(gray: 0.85, alpha: 1)
        icon.cornerRadius = 14

        let size: CGFloat = 22
        badge.frame = CGRect(x: icon.bounds.width - size + 4, y: -4, width: size, height: size)
        badge.cornerRadius = size / 2
        badge.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)

        label.string = count > 99 ? "99+" : "\(count)"
        label.fontSize = 13
        label.alignmentMode = .center
        label.foregroundColor = CGColor.white
        label.contentsScale = 2
        label.frame = badge.bounds

        badge.addSublayer(label)
        icon.addSublayer(badge)
    }
}

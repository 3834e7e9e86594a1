#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A theme switch that cross-fades the background with a CATransition.
final class ThemeSwitcher {
    let layer = CALayer()

    init() {
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = CGColor.white
    }

    func switchToDark() {
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 0.3
        layer.add(transition, forKey: kCATransitionKey)
        layer.backgroundColor = CGColor.black
    }

    let kCATransitionKey = "theme"
}

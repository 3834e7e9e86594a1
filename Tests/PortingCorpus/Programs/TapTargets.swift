#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A toolbar whose buttons are found by hit testing a tap.
final class Toolbar {
    let bar = CALayer()
    var buttons: [CALayer] = []

    init() {
        bar.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        for index in 0..<3 {
            let button = CALayer()
            button.name = "button\(index)"
            button.frame = CGRect(x: CGFloat(index) * 100 + 10, y: 2, width: 80, height: 40)
            bar.addSublayer(button)
            buttons.append(button)
        }
        buttons[2].isHidden = true
    }

    func button(at point: CGPoint) -> String? {
        bar.hitTest(point)?.name
    }
}

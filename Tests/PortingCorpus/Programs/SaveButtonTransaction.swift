#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A save button that animates its checkmark inside a transaction and reports completion.
final class SaveButton {
    let checkmark = CAShapeLayer()
    private(set) var completions = 0

    init() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 4, y: 12), CGPoint(x: 10, y: 18), CGPoint(x: 20, y: 6)])
        checkmark.path = path
        checkmark.strokeColor = CGColor.black
        checkmark.fillColor = nil
        checkmark.lineWidth = 2
    }

    /// Draws the checkmark; `completion` runs when the stroke animation ends or is removed.
    func showSaved() {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.completions += 1 }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.4
        checkmark.add(draw, forKey: "draw")
        CATransaction.commit()
    }

    /// A change with nothing to animate: the completion runs at once.
    func reset() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { [weak self] in self?.completions += 1 }
        checkmark.strokeEnd = 0
        CATransaction.commit()
    }

    func cancel() {
        checkmark.removeAllAnimations()
    }
}

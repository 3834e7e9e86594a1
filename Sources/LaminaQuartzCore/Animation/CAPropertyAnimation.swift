import Foundation
import Lamina

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// Core Animation's key path (`"opacity"`, `"transform.rotation.z"`).
    open var keyPath: String?
    /// Whether the value is added to the value beneath it.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// Copies the timing and the property settings into a Lamina property animation.
    func applyProperty(to animation: Lamina.PropertyAnimation) {
        applyTiming(to: animation)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
    }
}

/// Turns a layer's pointer events into a gesture with states (`UIGestureRecognizer`).
///
/// Subclasses read pointer events and move `state`; every change to `began`, `changed`,
/// `ended` or `cancelled` calls `action`.
open class GestureRecognizer {
    public enum State: String, Hashable, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed
    }

    public internal(set) var state = State.possible
    /// The layer this recognizer is attached to.
    public internal(set) weak var layer: Layer?
    public var isEnabled = true
    /// Called on every reported state change.
    public var action: ((GestureRecognizer) -> Void)?

    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }
}

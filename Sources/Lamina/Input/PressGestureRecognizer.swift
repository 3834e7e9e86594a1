/// A press on a layer, phase by phase (`touchesBegan` / `touchesMoved` / `touchesEnded` /
/// `touchesCancelled`): `began` on down, `changed` on each move, `ended` on up and
/// `cancelled` on cancel. A cancelled pointer always reports `cancelled`: it is never dropped.
public final class PressGestureRecognizer: GestureRecognizer {
    /// When `true`, moving the pointer outside the layer's bounds cancels the press, and the
    /// rest of that pointer is ignored.
    public var cancelsWhenMovedOutside = false

    /// Whether the pointer's last location is inside the layer (for "touch up inside").
    public var isPointerInside: Bool {
        guard let layer, let point = lastLocation else { return false }
        return layer.contains(layer.convert(point, from: nil))
    }

    override func pointerDown(_ event: PointerEvent) {
        transition(to: .began)
    }

    override func pointerMoved(_ event: PointerEvent) {
        if cancelsWhenMovedOutside && !isPointerInside {
            finish(.cancelled)
        } else {
            transition(to: .changed)
        }
    }
}

/// Attaching gesture recognizers.
///
/// For controls that want raw events, `Layer.pointerHandler` receives every event of a pointer
/// that goes down on the layer or a sublayer, unless a layer nearer the hit (that sublayer or
/// one between) has a handler of its own: only the innermost handler is called, after the
/// recognizers. It is passed the event (in root coordinates) and the layer that owns the
/// handler, so the closure needn't capture that layer. A `cancel` always arrives for a pointer
/// the system takes away.
extension Layer {
    /// Attaches `recognizer` to this layer, detaching it from any other layer first. It receives
    /// the pointers that go down on this layer or its sublayers from then on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.layer !== self else { return }
        recognizer.layer?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.layer = self
    }

    /// Detaches `recognizer`. A gesture in progress is cancelled (calling its action) and the
    /// recognizer is reset.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.cancel()
        recognizer.reset()
        recognizer.layer = nil
    }
}

/// Pointer input: hit testing and delivery to gesture recognizers and pointer handlers.
extension Timeline {
    /// Delivers one pointer event. First advances the timeline to `event.time`, so that every
    /// animation event and scheduled action up to then happens, in order (an earlier time
    /// advances nothing). Then:
    ///
    /// - `down` hit-tests the tree (`hitTest(_:)`) and captures the layer it finds for the
    ///   event's pointer; a down on nothing is ignored, and so is the rest of that pointer.
    /// - `move`, `up` and `cancel` go to the captured layer even when the pointer has left it;
    ///   `up` and `cancel` release the capture.
    ///
    /// Each event goes to the enabled recognizers of the captured layer and its ancestors
    /// (innermost first, as they were when the pointer went down), then to the innermost
    /// `pointerHandler` of that chain. Returns the captured layer, if any.
    @discardableResult
    public func send(_ event: PointerEvent) -> Layer? {
        advance(to: event.time)
        return pointerRouter.route(event, in: self)
    }

    /// The layer that pointer went down on, while it is down.
    public func capturedLayer(forPointer pointerID: Int = 0) -> Layer? {
        pointerRouter.captures[pointerID]?.layer
    }

    /// The frontmost layer at `location`, in the root layer's coordinates (`Layer.hitTest(_:)`
    /// on the root, which takes its point in the coordinates above the root). Uses model values.
    public func hitTest(_ location: Point) -> Layer? {
        // The root's own space is the one `location` is in: its matrix there is the identity.
        rootLayer.hitTest(location, matrix: .identity)
    }
}

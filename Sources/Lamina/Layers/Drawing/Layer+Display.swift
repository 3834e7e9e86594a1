/// Custom drawing (`CALayer.setNeedsDisplay()`, `displayIfNeeded()`): a layer marked as needing
/// display has its ``Layer/display()`` called by the next pass, the same passes that lay out
/// (`Layer+Layout.swift`): the outermost commit, a flush, `Timeline.advance(to:)`, and here
/// `displayIfNeeded()`. In a pass a layer is laid out, then displayed, then its sublayers.
extension Layer {
    /// Marks the layer's contents as needing to be drawn again (`CALayer.setNeedsDisplay()`).
    public func setNeedsDisplay() {
        if !needsDisplayFlag {
            needsDisplayFlag = true
            markAncestorsForLayout()
        }
        queueForNextPass()
    }

    /// Marks the contents in `rect` (layer coordinates) as needing to be drawn again
    /// (`CALayer.setNeedsDisplay(_:)`); Lamina draws the whole layer again.
    public func setNeedsDisplay(_ rect: Rect) {
        setNeedsDisplay()
    }

    /// Whether the layer is marked as needing display (`CALayer.needsDisplay()`).
    public func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Calls ``display()`` now if the layer is marked, clearing the mark first
    /// (`CALayer.displayIfNeeded()`).
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// The default display: the installed ``contentDrawer`` makes an image of the bounds at
    /// `contentsScale` and runs ``draw(in:)`` on it, which becomes `contents`. Without a drawer,
    /// nothing changes.
    func drawContents() {
        guard let drawer = Layer.contentDrawer else { return }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        contents = drawer.contents(bounds: bounds, scale: scale) { context in draw(in: context) }
    }
}

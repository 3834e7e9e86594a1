/// Layout (`CALayer.setNeedsLayout()`, `layoutIfNeeded()`): a layer marked as needing layout
/// has its `layoutSublayers()` called by the next pass, top-down, before its sublayers'.
///
/// Passes run at the outermost `Transaction.commit()`, at `Transaction.flush()`, at
/// `Timeline.advance(to:)` (so before every frame a window or an export draws) and at
/// `layoutIfNeeded()`. `Timeline.presentation(at:)` stays pure and lays nothing out.
///
/// Each pass lays out a layer at most once: its mark is cleared before `layoutSublayers()` runs,
/// so a layout that marks its own layer again waits for the next pass instead of looping.
extension Layer {
    /// Marks the layer as needing layout (`CALayer.setNeedsLayout()`); the next pass calls its
    /// ``layoutSublayers()``. Changing the bounds' size and adding or removing sublayers call it.
    public func setNeedsLayout() {
        if !needsLayoutFlag {
            needsLayoutFlag = true
            markAncestorsForLayout()
        }
        queueForNextPass()
    }

    /// Queues the tree for the commit of the transaction that will carry the change: an explicit
    /// one, or a live timeline's implicit one (opened here, so the run loop's flush runs the pass).
    func queueForNextPass() {
        if Transaction.isOpen {
            LayoutQueue.current.add(rootLayer)
        } else if Timeline.liveCount.isPositive, timeline?.isLive == true {
            Transaction.openImplicitIfNeeded()
            LayoutQueue.current.add(rootLayer)
        }
    }

    /// Whether the layer is marked as needing layout (`CALayer.needsLayout()`).
    public func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out now what needs it (`CALayer.layoutIfNeeded()`): from the highest ancestor in the
    /// unbroken chain of ancestors that need layout, that ancestor's tree, top-down.
    public func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layOutSubtree()
    }

    /// The pass over this layer's marked branches: the layer is laid out, then displayed, then
    /// each sublayer that needs either or has a descendant that does, in order.
    func layOutSubtree() {
        guard needsUpdate || subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        displayIfNeeded()
        for sublayer in sublayers where sublayer.needsUpdate || sublayer.subtreeNeedsLayout {
            sublayer.layOutSubtree()
        }
    }

    /// Whether the layer itself needs layout or display.
    private var needsUpdate: Bool { needsLayoutFlag || needsDisplayFlag }

    /// Marks each ancestor as having a descendant to lay out or display, up to the first already
    /// marked.
    func markAncestorsForLayout() {
        var current = superlayer
        while let layer = current, !layer.subtreeNeedsLayout {
            layer.subtreeNeedsLayout = true
            current = layer.superlayer
        }
    }
}

import Foundation

/// Draws and lays out a layer for it (`CALayerDelegate`); every method is optional. The layer
/// holds its delegate weakly, as in Core Animation.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents` itself, instead of the layer drawing them.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds (y down).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Places the layer's sublayers, when `layoutSublayers()` runs.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`, asked first by `action(forKey:)`: an action ends the
    /// search with it, `NSNull()` ends it with none, `nil` lets it go on.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Not implemented: the layer draws its content with `draw(_:in:)`.
    public func display(_ layer: CALayer) { (layer as CALayer).drawContents() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Leaves the sublayers where they are.
    public func layoutSublayers(of layer: CALayer) {}
    /// No action of the delegate's own: the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

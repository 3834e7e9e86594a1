import Foundation

/// Draws a layer's content for it (`CALayerDelegate`); both methods are optional. The layer
/// holds its delegate weakly, as in Core Animation.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents` itself, instead of the layer drawing them.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds (y down).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Not implemented: the layer draws its content with `draw(_:in:)`.
    public func display(_ layer: CALayer) { (layer as CALayer).drawContents() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// The surface a layer's custom drawing goes to (`CALayer.draw(in:)`'s `CGContext`).
///
/// The core imports only Foundation and cannot draw pixels, so it knows no drawing operations:
/// a renderer makes the context (LaminaRender's `CairoDrawingContext`, whose Cairo context a
/// `draw(in:)` casts to and draws on) and the core passes it from ``Layer/display()`` to
/// ``Layer/draw(in:)`` and the delegate. The context is in the layer's coordinates: the bounds'
/// origin at the image's top left, one unit a point.
public protocol LayerDrawingContext: AnyObject {
    /// The part of the layer being drawn: its bounds, in points.
    var bounds: Rect { get }
    /// Pixels per point of the image being drawn (the layer's `contentsScale`).
    var scale: Double { get }
}

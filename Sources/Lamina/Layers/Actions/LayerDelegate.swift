/// An object that takes part in a layer's actions, layout and drawing (`CALayerDelegate`). Every method
/// has a default that does what Core Animation does when a delegate does not implement it.
public protocol LayerDelegate: AnyObject {
    /// The action for `event` on `layer`, asked first by ``Layer/action(forKey:)``: an action
    /// ends the search with it, ``NoAction`` ends it with none, and `nil` (the default) lets the
    /// search go on to the layer's `actions`, `style` and defaults.
    func action(for layer: Layer, forKey event: String) -> (any Action)?

    /// Lays out `layer`'s sublayers, called by ``Layer/layoutSublayers()``; the default does
    /// nothing.
    func layoutSublayers(of layer: Layer)

    /// Makes `layer`'s contents, called by ``Layer/display()``; the default draws as a layer
    /// without a delegate does (the installed drawer runs ``Layer/draw(in:)``).
    func display(_ layer: Layer)

    /// Draws `layer`'s content on `context`, called by ``Layer/draw(in:)``; the default draws
    /// nothing.
    func draw(_ layer: Layer, in context: any LayerDrawingContext)
}

extension LayerDelegate {
    /// No action of the delegate's own: the search goes on.
    public func action(for layer: Layer, forKey event: String) -> (any Action)? { nil }

    /// No layout of the delegate's own.
    public func layoutSublayers(of layer: Layer) {}

    /// No display of the delegate's own: the layer draws.
    public func display(_ layer: Layer) { layer.drawContents() }

    /// Nothing drawn.
    public func draw(_ layer: Layer, in context: any LayerDrawingContext) {}
}

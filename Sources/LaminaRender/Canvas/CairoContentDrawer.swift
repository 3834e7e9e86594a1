import CCairo
import Lamina

/// LaminaRender's `LayerContentDrawing`: `Layer.display()` draws `draw(in:)` on a Cairo image
/// surface of the bounds at `contentsScale` and takes the pixels as `contents`. Installed when a
/// `Renderer` is made (`installIfNeeded()`).
public struct CairoContentDrawer: LayerContentDrawing {
    /// Makes the drawer.
    public init() {}

    /// An image of `bounds.size × scale` pixels (each side rounded up, at most 32,767, and no more
    /// pixels than `Limits().pixelsPerFrame`), transparent, with `draw` run on a
    /// ``CairoDrawingContext`` in the layer's coordinates; `nil` for empty bounds.
    public func contents(bounds: Rect, scale: Double, draw: (any LayerDrawingContext) -> Void) -> ImageBuffer? {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let w = bounds.size.width * scale, h = bounds.size.height * scale
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        let width = Renderer.pixels(w), height = Renderer.pixels(h)
        guard width * height <= Limits().pixelsPerFrame else { return nil }
        return ImageBuffer.drawn(width: width, height: height) { cr in
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -bounds.origin.x, -bounds.origin.y)
            draw(CairoDrawingContext(cairo: cr, bounds: bounds, scale: scale))
        }
    }

    /// Installs the drawer unless one is installed already.
    public static func installIfNeeded() {
        _ = installation
    }

    private static let installation: Bool = {
        guard Layer.contentDrawer == nil else { return false }
        Layer.contentDrawer = CairoContentDrawer()
        return true
    }()
}

/// The context a layer's `draw(in:)` gets from ``CairoContentDrawer``: a Cairo context on the
/// image, already scaled and moved so that one unit is a point and the bounds' origin is the
/// image's top left. Valid only during the call.
public final class CairoDrawingContext: LayerDrawingContext {
    /// The Cairo context (`cairo_t *`) to draw with.
    public let cairo: OpaquePointer
    /// The layer's bounds, in points.
    public let bounds: Rect
    /// Pixels per point.
    public let scale: Double

    init(cairo: OpaquePointer, bounds: Rect, scale: Double) {
        self.cairo = cairo
        self.bounds = bounds
        self.scale = scale
    }
}

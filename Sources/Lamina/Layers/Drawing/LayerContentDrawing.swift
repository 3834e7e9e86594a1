import Foundation

/// The renderer's half of ``Layer/display()``: makes an image, runs the layer's drawing on it
/// and hands the image back as the layer's `contents`. LaminaRender installs its Cairo drawer
/// (``Layer/contentDrawer``) when a `Renderer` is made; without one, `display()` leaves
/// `contents` as it is.
public protocol LayerContentDrawing: Sendable {
    /// A transparent image of `bounds.size × scale` pixels on which `draw` ran with a context in
    /// the layer's coordinates, or `nil` when none can be made (an empty size, or more pixels
    /// than ``Limits/pixelsPerFrame``).
    func contents(bounds: Rect, scale: Double, draw: (any LayerDrawingContext) -> Void) -> ImageBuffer?
}

extension Layer {
    /// The drawer ``display()`` uses to turn ``draw(in:)`` into `contents`; `nil` until a renderer
    /// installs one (LaminaRender does when a `Renderer` is made). Shared by every thread.
    public static var contentDrawer: (any LayerContentDrawing)? {
        get { ContentDrawerRegistry.shared.drawer }
        set { ContentDrawerRegistry.shared.drawer = newValue }
    }
}

/// The installed drawer, behind a lock.
final class ContentDrawerRegistry: @unchecked Sendable {
    static let shared = ContentDrawerRegistry()
    private let lock = NSLock()
    private var current: (any LayerContentDrawing)?

    var drawer: (any LayerContentDrawing)? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

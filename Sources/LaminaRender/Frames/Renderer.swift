import CCairo
import Lamina

/// Turns display lists into pixels with Cairo: anti-aliased, premultiplied BGRA.
///
/// ```swift
/// let renderer = Renderer()
/// let image = renderer.render(snapshot: timeline.presentation(at: 1), size: Size(400, 400), scale: 2)
/// try writePNG(image, to: URL(filePath: "frame.png"))
/// ```
///
/// A renderer holds no mutable state: every call draws on its own Cairo surface and context,
/// so frames can be rendered concurrently from several threads. Text uses Pango's default font
/// map, which Pango keeps per thread.
///
/// Creating the first renderer installs `PangoTextMeasurer` as `TextLayer.measurer` unless
/// another real measurer is already installed, so `TextLayer.preferredFrameSize()` measures
/// with the fonts that draw.
public struct Renderer: Sendable {
    public init() {
        PangoTextMeasurer.installIfNeeded()
        CairoContentDrawer.installIfNeeded()  // so `Layer.display()` can draw `draw(in:)`
    }

    /// Draws `list` at `scale` pixels per point over `background` (transparent when `nil`).
    ///
    /// The image is `size × scale` pixels, rounded to whole pixels (at least 1×1).
    /// - Complexity: proportional to the items and the pixels they cover.
    public func render(_ list: DisplayList, scale: Double = 1, background: Color? = nil) -> ImageBuffer {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = Renderer.pixels(list.size.width * scale), height = Renderer.pixels(list.size.height * scale)
        return ImageBuffer.drawn(width: width, height: height) { cr in
            if let background {
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            var canvas = CairoCanvas(cr: cr, scale: scale, pixelWidth: width, pixelHeight: height)
            canvas.execute(list.items[...])
            canvas.finish()
        }
    }

    /// Draws `snapshot` in its root layer's own space, as `CALayer.render(in:)` does: the root's
    /// bounds origin at the image's top left, its own position, anchor point and transform not
    /// applied (`DisplayList(snapshot:size:)`). For a tree as placed in a parent, draw
    /// `DisplayList(placing:size:)` with `render(_:scale:background:)`.
    public func render(snapshot: LayerSnapshot, size: Size, scale: Double = 1, background: Color? = nil) -> ImageBuffer {
        render(DisplayList(snapshot: snapshot, size: size), scale: scale, background: background)
    }

    /// A pixel count from a length in pixels: rounded up (a fractional edge gets its own pixel,
    /// as in UIKit's image renderer; a millionth over a whole number is rounding noise), at
    /// least 1, at most 32,767 (Cairo's limit).
    static func pixels(_ length: Double) -> Int {
        guard length.isFinite else { return 1 }
        // Clamped as a Double: `Int(1e20)` would trap.
        return Int(min(max((length - 1e-6).rounded(.up), 1), 32_767))
    }
}

import CCairo
import Lamina

/// The one place an `ImageBuffer` meets a Cairo image surface (both premultiplied ARGB32 in
/// memory order BGRA): lent to Cairo to be read, or made fresh to be drawn on.
extension ImageBuffer {
    /// The pixels lent to Cairo as an image surface for reading (a pattern's source, an encoder)
    /// without a copy, for the length of `body`; `nil` when Cairo cannot take the layout. The
    /// surface is finished before it is destroyed, so no snapshot of it outlives the loan.
    func withCairoSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
        guard bytesPerRow % 4 == 0 else { return nil }
        return pixels.withUnsafeBufferPointer { buffer -> Result? in
            guard let base = buffer.baseAddress, let surface = cairo_image_surface_create_for_data(
                UnsafeMutablePointer(mutating: base), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
            else { return nil }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return body(surface)
        }
    }

    /// A transparent image of `width × height` pixels (each 1...32,767) with `draw` run on a
    /// Cairo context over it.
    static func drawn(width: Int, height: Int, _ draw: (_ cairo: OpaquePointer) -> Void) -> ImageBuffer {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32,
                                                                    Int32(width), Int32(height), Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return }
            draw(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
        }
        // `init?` only fails for layouts that cannot happen here.
        return ImageBuffer(width: width, height: height, bytesPerRow: stride, pixels: pixels)
            ?? ImageBuffer(width: width, height: height, filledWith: .clear)
    }
}

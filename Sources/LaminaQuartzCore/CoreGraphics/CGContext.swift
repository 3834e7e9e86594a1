import CCairo
import Foundation
import Lamina
import LaminaRender

// Design note: CGContext is an immediate-mode drawing API (paths, state stack, clipping), which
// LaminaRender does not offer (it executes whole display lists), so this type draws with Cairo
// directly. Layers are still drawn by LaminaRender (`CALayer.render(in:)` builds a display list
// and asks `Renderer`), so there is one layer renderer. Core Graphics' user space is y-up with
// the origin at the bottom left of the bitmap; Cairo's device space is y-down, so the context
// keeps a base flip under everything it is told, and reports `ctm` without it.

/// How a line's ends are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
/// How a path's corners are drawn (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }
/// What `drawPath(using:)` does (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

/// A bitmap drawing destination (`CGContext`), drawn with Cairo.
///
/// Supports 8 bits a component, RGB, 32 bits a pixel with premultiplied alpha or a skipped
/// byte, first or last, in either byte order; other layouts make the initializer return `nil`,
/// as Core Graphics does for combinations it does not support.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bitsPerComponent = 8
    public let bitsPerPixel = 32
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// The pixels, in the layout asked for, rows from the top of the image.
    public let data: UnsafeMutableRawPointer?

    private let layout: PixelLayout
    private let ownsData: Bool
    private let surface: OpaquePointer
    let cr: OpaquePointer
    /// What Cairo's state does not hold: colours and alpha, saved and restored with it.
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []

    struct GraphicsState {
        var fill: [Double] = [0, 0, 0, 1]
        var stroke: [Double] = [0, 0, 0, 1]
        var alpha: Double = 1
    }

    /// A bitmap context over `data` (or memory it allocates and clears, for `nil`);
    /// `bytesPerRow` 0 means `width * 4`. `nil` for a layout it does not support, a size that
    /// is not positive or too large, or rows too short.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        // Cairo's largest image surface is 32,767 a side; the pixel count is Lamina's frame
        // limit (1 GiB), checked before anything is allocated.
        guard bitsPerComponent == 8, space.model == .rgb, width > 0, height > 0,
              width <= 32_767, height <= 32_767, width * height <= Limits().pixelsPerFrame,
              let layout = PixelLayout(bitmapInfo: bitmapInfo) else { return nil }
        let stride = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard stride >= width * 4, !stride.multipliedReportingOverflow(by: height).overflow,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        self.layout = layout
        self.surface = surface
        self.cr = cr
        if let data {
            self.data = data
            ownsData = false
        } else {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            self.data = buffer
            ownsData = true
        }
        // User space is y-up from the bottom left; Cairo's device space is y-down.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &flip)
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
    }

    /// A context on the image a layer's `display()` draws (`CALayer.draw(in:)`): the Cairo
    /// context's transform already maps the layer's bounds, in points, onto the image with y
    /// pointing down, so user space is the layer's coordinates as iOS sets them up for
    /// `draw(in:)`, and `ctm` reports the flip (`d` is minus the scale). `nil` unless Cairo draws
    /// on an image. Valid only during the call that gave it, as on iOS.
    init?(drawing context: CairoDrawingContext) {
        let cr = context.cairo
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return nil
        }
        width = Int(cairo_image_surface_get_width(target))
        height = Int(cairo_image_surface_get_height(target))
        bytesPerRow = Int(cairo_image_surface_get_stride(target))
        colorSpace = CGColorSpaceCreateDeviceRGB()
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        layout = .cairo
        surface = cairo_surface_reference(target)
        self.cr = cairo_reference(cr)
        data = nil
        ownsData = false
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsData { data?.deallocate() }
    }

    // MARK: - Pixels in and out

    /// Runs a drawing operation on Cairo's surface with the bitmap's current pixels, then writes
    /// the result back to `data`, so writes to `data` between calls are seen.
    func draw(_ body: (OpaquePointer) -> Void) {
        load()
        body(cr)
        store()
    }

    private func load() {
        guard let data else { return }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let cairoStride = Int(cairo_image_surface_get_stride(surface))
        let source = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let from = source + y * bytesPerRow, to = pixels + y * cairoStride
            for x in 0..<width {
                let p = from + x * 4, q = to + x * 4
                q[2] = p[layout.red]; q[1] = p[layout.green]; q[0] = p[layout.blue]
                q[3] = layout.skipsAlpha ? 255 : p[layout.alpha]
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private func store() {
        guard let data else { return }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let cairoStride = Int(cairo_image_surface_get_stride(surface))
        let target = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let from = pixels + y * cairoStride, to = target + y * bytesPerRow
            for x in 0..<width {
                let p = from + x * 4, q = to + x * 4
                q[layout.red] = p[2]; q[layout.green] = p[1]; q[layout.blue] = p[0]
                q[layout.alpha] = layout.skipsAlpha ? 255 : p[3]
            }
        }
    }

    /// The bitmap as an image (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        load()
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let cairoStride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for i in 0..<width * 4 { bytes[y * width * 4 + i] = pixels[y * cairoStride + i] }
        }
        return ImageBuffer(width: width, height: height, pixels: bytes).map {
            CGImage(buffer: $0, bitmapInfo: bitmapInfo, colorSpace: colorSpace)
        }
    }

    // MARK: - State

    /// Pushes the graphics state: transform, clip, colours, line settings, alpha.
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Pops the graphics state; without a matching save it does nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cr)
        state = saved
    }

    /// The current transform from user space to the bitmap's space (y-up, origin bottom left).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let userToCairo = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return userToCairo.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cr, Double(tx), Double(ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return }  // Cairo would enter an error state
        cairo_scale(cr, Double(sx), Double(sy))
    }
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, Double(angle)) }

    /// Applies `transform` before the current transform (user space is mapped by it first).
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return }
        var m = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                               yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cr, &m)
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.rgbaComponents.map { Double($0) } }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = [red, green, blue, alpha].map { Double($0) }
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = [gray, gray, gray, alpha].map { Double($0) } }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgbaComponents.map { Double($0) } }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = [red, green, blue, alpha].map { Double($0) }
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = [gray, gray, gray, alpha].map { Double($0) }
    }

    /// Multiplies everything drawn afterwards by `alpha` (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }
    public func setLineWidth(_ width: CGFloat) { if width >= 0, width.isFinite { cairo_set_line_width(cr, Double(width)) } }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(cap.rawValue))) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, cairo_line_join_t(UInt32(join.rawValue))) }
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { cairo_set_miter_limit(cr, Double(limit)) } }

    /// Dashes strokes with `lengths` from `phase`; an empty list (or all zeros) draws solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map { Double($0) }
        guard values.allSatisfy({ $0 >= 0 && $0.isFinite }), values.contains(where: { $0 > 0 }) else {
            return cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_set_dash(cr, values, Int32(values.count), Double(phase))
    }

    /// Turns anti-aliasing of shapes on (the default) or off.
    public func setShouldAntialias(_ flag: Bool) {
        cairo_set_antialias(cr, flag ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}

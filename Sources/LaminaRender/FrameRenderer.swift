import CCairo
import Lamina

/// Draws the frames of an animation one after another into one image it keeps, redrawing only
/// what changed since the previous frame: the renderer for playback, export and benchmarks.
///
/// ```swift
/// let frames = FrameRenderer(scale: 2)
/// for time in stride(from: 0.0, to: 2, by: 1.0 / 60) {
///     let image = frames.render(DisplayList(snapshot: playback.advance(to: time), size: size))
///     try encoder.append(image)
/// }
/// ```
///
/// Each frame's list is cut into units (`DisplayUnits`) and compared with the previous frame's:
/// units that are the same at the same place keep their pixels; the rectangles where anything
/// changed are cleared and every unit touching them is drawn again, clipped to them. A frame
/// identical to the previous one costs the comparison only. The pixels are those `Renderer`
/// draws for the same list (the tests compare them frame by frame).
///
/// The returned image shares its storage with the renderer's: keeping it is safe (the next
/// frame then copies the storage before drawing), dropping it before the next frame avoids
/// the copy. One renderer belongs to one thread; for frames in parallel, make one per thread.
public final class FrameRenderer {
    /// Pixels per point.
    public let scale: Double
    /// What the image is cleared to (transparent when `nil`).
    public let background: Color?
    /// The device pixels the last frame drew again (its damage), for benchmarks and tests.
    public private(set) var lastRedrawnPixels = 0

    private var image: ImageBuffer?
    private var previous: DisplayUnits?
    /// Where damaged rectangles are drawn before they are copied into the image.
    private var scratch: [UInt8] = []

    /// A renderer for frames at `scale` pixels per point over `background`.
    public init(scale: Double = 1, background: Color? = nil) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
        PangoTextMeasurer.installIfNeeded()
    }

    /// Draws `list` as the next frame and returns the image.
    @discardableResult
    public func render(_ list: DisplayList) -> ImageBuffer {
        let units = DisplayUnits(list)
        let width = Renderer.pixels(list.size.width * scale), height = Renderer.pixels(list.size.height * scale)
        defer { previous = units }
        guard var frame = image, frame.width == width, frame.height == height, let previous else {
            let drawn = Renderer().render(list, scale: scale, background: background)
            image = drawn
            lastRedrawnPixels = width * height
            return drawn
        }
        image = nil  // the storage is ours alone while we draw, unless the caller kept the last frame
        switch units.damage(since: previous) {
        case .none:
            lastRedrawnPixels = 0
        case .everything:
            lastRedrawnPixels = width * height
            draw(units, damage: nil, on: &frame)
        case .regions(let rects):
            let pixels = rects.map { deviceRect($0, width: width, height: height) }
            lastRedrawnPixels = pixels.reduce(0) { $0 + $1.width * $1.height }
            draw(units, damage: pixels, on: &frame)
        }
        image = frame
        return frame
    }

    /// Forgets the last frame, so the next is drawn whole.
    public func reset() {
        image = nil
        previous = nil
    }

    /// Clears the damage (or everything) to the background and draws the units that touch it.
    ///
    /// A damaged rectangle is drawn on a scratch surface a margin larger than it, placed by a
    /// device offset, and only the rectangle is copied into the image. Cairo's scan converter
    /// treats the edge of what it draws into (a clip or a surface's end) specially: coverage
    /// there can differ by a few levels from a full redraw's. The margin keeps that edge
    /// outside the pixels that are kept, so they are exactly the full redraw's.
    private func draw(_ units: DisplayUnits, damage: [PixelRect]?, on frame: inout ImageBuffer) {
        let width = frame.width, height = frame.height, stride = frame.bytesPerRow
        guard let pixels = damage else {
            frame.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                draw(units, touching: nil, into: base, region: (0, 0, width, height), stride: stride, imageSize: (width, height))
            }
            return
        }
        let margin = FrameRenderer.margin
        for r in pixels where r.width > 0 && r.height > 0 {
            // Grown by the margin, but never past the image's own edges, where a full redraw
            // has its scan converter's edge too.
            let x0 = max(r.x - margin, 0), y0 = max(r.y - margin, 0)
            let outer: PixelRect = (x0, y0, min(r.x + r.width + margin, width) - x0, min(r.y + r.height + margin, height) - y0)
            let scratchStride = outer.width * 4
            if scratch.count < scratchStride * outer.height { scratch = [UInt8](repeating: 0, count: scratchStride * outer.height) }
            // Units are chosen by the points the scratch surface covers, margin included.
            let covered = Rect(x: Double(outer.x) / scale, y: Double(outer.y) / scale,
                               width: Double(outer.width) / scale, height: Double(outer.height) / scale)
            scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                guard let scratchBase = scratchBuffer.baseAddress else { return }
                draw(units, touching: covered, into: scratchBase, region: outer, stride: scratchStride, imageSize: (width, height))
                frame.pixels.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    for row in 0..<r.height {
                        (base + (r.y + row) * stride + r.x * 4)
                            .update(from: scratchBase + (r.y - y0 + row) * scratchStride + (r.x - x0) * 4, count: r.width * 4)
                    }
                }
            }
        }
    }

    /// Pixels of scratch surface drawn around a damaged rectangle and then thrown away.
    private static let margin = 2

    /// Clears `region` of an image of `imageSize` pixels (its pixels at `base`, rows `stride`
    /// bytes apart) and draws the units that touch `touching` (every unit when `nil`).
    private func draw(_ units: DisplayUnits, touching rect: Rect?, into base: UnsafeMutablePointer<UInt8>,
                      region r: PixelRect, stride: Int, imageSize: (width: Int, height: Int)) {
        guard let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32,
                                                                Int32(r.width), Int32(r.height), Int32(stride)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_offset(surface, Double(-r.x), Double(-r.y))
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        }
        cairo_set_operator(cr, background == nil ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var canvas = CairoCanvas(cr: cr, scale: scale, pixelWidth: imageSize.width, pixelHeight: imageSize.height)
        for unit in units.units where rect.map({ DisplayUnits.unit(unit, touches: [$0]) }) ?? true {
            canvas.execute(units.list.items[unit.items])
        }
        canvas.finish()
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
    }

    private typealias PixelRect = (x: Int, y: Int, width: Int, height: Int)

    /// Root points as the whole device pixels covering them, inside the image.
    private func deviceRect(_ rect: Rect, width: Int, height: Int) -> PixelRect {
        func clamp(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(min(max(v, 0), Double(limit))) }
        let x0 = clamp((rect.minX * scale).rounded(.down), width), y0 = clamp((rect.minY * scale).rounded(.down), height)
        let x1 = clamp((rect.maxX * scale).rounded(.up), width), y1 = clamp((rect.maxY * scale).rounded(.up), height)
        return (x0, y0, max(x1 - x0, 0), max(y1 - y0, 0))
    }
}

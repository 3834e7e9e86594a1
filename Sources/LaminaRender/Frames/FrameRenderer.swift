import CCairo
import Dispatch
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
/// draws for the same list, to within a level of 255 where Cairo rounds an edge it clips to
/// the redrawn rectangle (the tests compare them frame by frame).
///
/// With `tiles` above 1, a frame's damage (or the whole frame) is cut into bands that are drawn
/// at once on several threads: one large frame on several cores, as the live window draws. A
/// band is drawn as a damaged rectangle is, a margin larger than itself, so its pixels are
/// those of a redraw of it; they depend on the frame and the number of tiles, never on which
/// thread drew a band or which frames came before.
///
/// The returned image shares its storage with the renderer's: keeping it is safe (the next
/// frame then copies the storage before drawing), dropping it before the next frame avoids
/// the copy. One renderer belongs to one thread (its bands' threads are its own); for frames
/// in parallel, make one per thread and leave `tiles` at 1.
public final class FrameRenderer {
    /// Pixels per point.
    public let scale: Double
    /// What the image is cleared to (transparent when `nil`).
    public let background: Color?
    /// How many bands of a frame are drawn at once (1: all on the calling thread).
    public let tiles: Int
    /// The device pixels the last frame drew again (its damage), for benchmarks and tests.
    public private(set) var lastRedrawnPixels = 0

    private var image: ImageBuffer?
    private var previous: DisplayUnits?
    /// The buffers bands are drawn into, kept from frame to frame.
    private let bandBuffers = BandBuffers()
    /// The scan converter every canvas drawn on the calling thread uses, its buffers kept from
    /// rectangle to rectangle and frame to frame (a band's thread has its own, in `bandBuffers`).
    private let filler = ScanlineFiller()

    /// A renderer for frames at `scale` pixels per point over `background`, drawing up to
    /// `tiles` bands of a frame at once (at most `maximumTiles`).
    public init(scale: Double = 1, background: Color? = nil, tiles: Int = 1) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
        self.tiles = min(max(tiles, 1), FrameRenderer.maximumTiles)
        PangoTextMeasurer.installIfNeeded()
    }

    /// Draws `list` as the next frame and returns the image.
    @discardableResult
    public func render(_ list: DisplayList) -> ImageBuffer {
        // Cut and compared in one pass: a unit the same as last frame's keeps its bounds.
        let (units, damage) = previous.map { DisplayUnits.compare(list, since: $0) } ?? (DisplayUnits(list), .everything)
        let width = Renderer.pixels(list.size.width * scale), height = Renderer.pixels(list.size.height * scale)
        defer { previous = units }
        guard var frame = image, frame.width == width, frame.height == height, previous != nil else {
            lastRedrawnPixels = width * height
            guard tiles > 1, var blank = ImageBuffer(width: width, height: height,
                                                     pixels: [UInt8](repeating: 0, count: width * height * 4)) else {
                let drawn = Renderer().render(list, scale: scale, background: background)
                image = drawn
                return drawn
            }
            drawInBands(units, damage: nil, on: &blank)
            image = blank
            return blank
        }
        image = nil  // the storage is ours alone while we draw, unless the caller kept the last frame
        filler.beginFrame()
        switch damage {
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
    /// A damaged rectangle is drawn through a surface a margin larger than it, placed by a
    /// device offset, and the margin's pixels are put back afterwards. Cairo's scan converter
    /// treats the edge of what it draws into (a clip or a surface's end) specially: coverage
    /// there can differ by a few levels from a full redraw's. The margin keeps that edge
    /// outside the damaged pixels, so they are the full redraw's (to the rounding of a
    /// clipped edge, a level at most), and the margin was not damaged, so its pixels from the
    /// last frame are this frame's.
    private func draw(_ units: DisplayUnits, damage: [PixelRect]?, on frame: inout ImageBuffer) {
        if tiles > 1 { return drawInBands(units, damage: damage, on: &frame) }
        let width = frame.width, height = frame.height, stride = frame.bytesPerRow
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            guard let pixels = damage else {
                draw(units, touching: nil, into: base, region: (0, 0, width, height), stride: stride, imageSize: (width, height))
                return
            }
            for r in pixels where r.width > 0 && r.height > 0 {
                let outer = FrameRenderer.grown(r, width: width, height: height)
                // The margin: whole rows above and below, and the short runs left and right.
                var ring: [(offset: Int, count: Int)] = []
                for row in outer.y..<(outer.y + outer.height) {
                    let rowStart = row * stride
                    if row < r.y || row >= r.y + r.height {
                        ring.append((rowStart + outer.x * 4, outer.width * 4))
                    } else {
                        if r.x > outer.x { ring.append((rowStart + outer.x * 4, (r.x - outer.x) * 4)) }
                        let right = r.x + r.width, outerRight = outer.x + outer.width
                        if outerRight > right { ring.append((rowStart + right * 4, (outerRight - right) * 4)) }
                    }
                }
                var saved: [UInt8] = []
                saved.reserveCapacity(ring.reduce(0) { $0 + $1.count })
                for run in ring { saved.append(contentsOf: UnsafeBufferPointer(start: base + run.offset, count: run.count)) }
                // Units are chosen by the points the surface covers, margin included.
                draw(units, touching: FrameRenderer.points(of: outer, scale: scale), into: base + outer.y * stride + outer.x * 4,
                     region: outer, stride: stride, imageSize: (width, height))
                saved.withUnsafeBufferPointer { saved in
                    var from = 0
                    for run in ring {
                        (base + run.offset).update(from: saved.baseAddress! + from, count: run.count)
                        from += run.count
                    }
                }
            }
        }
    }

    /// Pixels drawn around a damaged rectangle and then put back.
    private static let margin = 4

    /// The root points a rectangle of device pixels covers at `scale`.
    private static func points(of r: PixelRect, scale: Double) -> Rect {
        Rect(x: Double(r.x) / scale, y: Double(r.y) / scale, width: Double(r.width) / scale, height: Double(r.height) / scale)
    }

    /// `r` grown by `margin`, but never past the image's own edges (`width` × `height`), where
    /// a full redraw has its scan converter's edge too.
    private static func grown(_ r: PixelRect, width: Int, height: Int) -> PixelRect {
        let x0 = max(r.x - margin, 0), y0 = max(r.y - margin, 0)
        return (x0, y0, min(r.x + r.width + margin, width) - x0, min(r.y + r.height + margin, height) - y0)
    }

    /// The most bands a frame is cut into.
    public static let maximumTiles = 16
    /// Rows a band has at least: thinner ones would cost more in margins than they share out.
    private static let minimumBandHeight = 64

    /// `draw(_:damage:on:)` on several threads: each damaged rectangle (or the whole frame) is
    /// cut into up to `tiles` bands of rows (`bands(of:tiles:units:imageHeight:)`), each drawn
    /// into a buffer of its own a margin larger than it (cleared and drawn as a damaged
    /// rectangle is), and only the band's own pixels are copied into the frame. Damaged
    /// rectangles do not overlap and bands do not overlap, so no two threads write a pixel.
    private func drawInBands(_ units: DisplayUnits, damage: [PixelRect]?, on frame: inout ImageBuffer) {
        let width = frame.width, height = frame.height, stride = frame.bytesPerRow
        let bands = bands(of: damage ?? [(0, 0, width, height)], tiles: tiles, units: units, imageHeight: height)
        let scale = scale, background = background
        let outers = bands.map { FrameRenderer.grown($0, width: width, height: height) }
        let scratch = bandBuffers.buffers(bytes: outers.map { $0.width * $0.height * 4 })
        let fillers = bandBuffers.fillers(count: bands.count)
        bandBuffers.beginFrame()
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let frameBase = BandTarget(base: base)
            DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                let band = bands[index], outer = outers[index], drawn = scratch[index].base
                let rowBytes = outer.width * 4
                // Every byte of the buffer is painted (cleared to the background) first.
                FrameRenderer.draw(units, touching: FrameRenderer.points(of: outer, scale: scale), into: drawn, region: outer,
                                   stride: rowBytes, imageSize: (width, height), scale: scale, background: background,
                                   filler: fillers[index].filler)
                for row in band.y..<(band.y + band.height) {
                    (frameBase.base + row * stride + band.x * 4).update(
                        from: drawn + (row - outer.y) * rowBytes + (band.x - outer.x) * 4, count: band.width * 4)
                }
            }
        }
    }

    /// Clears `region` of an image of `imageSize` pixels (its pixels at `base`, rows `stride`
    /// bytes apart) and draws the units that touch `touching` (every unit when `nil`); from
    /// the last opaque fill covering the region on, without clearing, when there is one.
    private func draw(_ units: DisplayUnits, touching rect: Rect?, into base: UnsafeMutablePointer<UInt8>,
                      region r: PixelRect, stride: Int, imageSize: (width: Int, height: Int)) {
        FrameRenderer.draw(units, touching: rect, into: base, region: r, stride: stride, imageSize: imageSize,
                           scale: scale, background: background, filler: filler)
    }

    /// `draw(_:touching:into:region:stride:imageSize:)` at `scale` over `background` with
    /// `filler` (the calling thread's own), callable from a band's thread.
    private static func draw(_ units: DisplayUnits, touching rect: Rect?, into base: UnsafeMutablePointer<UInt8>,
                             region r: PixelRect, stride: Int, imageSize: (width: Int, height: Int),
                             scale: Double, background: Color?, filler: ScanlineFiller) {
        // Under an opaque fill that covers the whole region, neither the clear nor the units
        // before it change a pixel: they are left out (`OpaqueCover`).
        let cover = OpaqueCover.lastIndex(in: units, covering: r, scale: scale)
        if cover == nil { clear(r, at: base, stride: stride, to: background) }
        guard let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32,
                                                                Int32(r.width), Int32(r.height), Int32(stride)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_offset(surface, Double(-r.x), Double(-r.y))
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        var canvas = CairoCanvas(cr: cr, scale: scale, pixelWidth: imageSize.width, pixelHeight: imageSize.height,
                                 filler: filler)
        for unit in units.units[(cover ?? 0)...] where rect.map(unit.touches) ?? true {
            canvas.execute(units.list.items[unit.items])
        }
        canvas.finish()
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
    }

    /// Sets every pixel of `region` (its first at `base`, rows `stride` bytes apart) to
    /// `background`, or to transparent black: the pixel Cairo's `CAIRO_OPERATOR_SOURCE` paint of
    /// the colour writes (`ScanlineFiller.premultiplied`), row by row. Through `cairo_paint`
    /// the clear went through pixman's generic fill, ~4 instructions a pixel: 6.8% of
    /// LottieLogo2's frames, whose regions are large and have no opaque background.
    private static func clear(_ region: PixelRect, at base: UnsafeMutablePointer<UInt8>, stride: Int, to background: Color?) {
        let pixel = background.map(ScanlineFiller.premultiplied) ?? 0
        for row in 0..<region.height {
            UnsafeMutableRawPointer(base + row * stride).withMemoryRebound(to: UInt32.self, capacity: region.width) {
                $0.update(repeating: pixel, count: region.width)
            }
        }
    }

    private typealias PixelRect = (x: Int, y: Int, width: Int, height: Int)

    /// Each rectangle cut into up to `tiles` bands of rows of at least `minimumBandHeight`,
    /// never through a unit that spreads (a shadow or a filter reads pixels around the ones it
    /// writes, so it is drawn whole, as damage grows to hold it whole): a cut that would fall
    /// inside one moves below it, or is left out.
    private func bands(of rects: [PixelRect], tiles: Int, units: DisplayUnits, imageHeight: Int) -> [PixelRect] {
        // The rows spreading units cover (an unbounded one covers them all).
        let spreading = units.units.filter(\.spreads).map { unit -> (top: Int, bottom: Int) in
            guard let bounds = unit.bounds else { return (0, imageHeight) }
            let r = CairoCanvas.deviceRect(bounds, scale: scale)
            return (r.y, r.y + r.height)
        }
        var bands: [PixelRect] = []
        for r in rects where r.width > 0 && r.height > 0 {
            let count = min(tiles, max(r.height / FrameRenderer.minimumBandHeight, 1))
            var top = r.y
            for i in 1...count {
                var cut = i == count ? r.y + r.height : r.y + r.height * i / count
                // Below every spreading unit the cut falls inside; each move only goes down.
                var moved = true
                while moved && cut < r.y + r.height {
                    moved = false
                    for rows in spreading where rows.top < cut && cut < rows.bottom {
                        cut = min(rows.bottom, r.y + r.height)
                        moved = true
                    }
                }
                guard cut > top else { continue }
                bands.append((r.x, top, r.width, cut - top))
                top = cut
            }
        }
        return bands
    }

    /// The frame's pixels, or a band's buffer, shared with the threads drawing bands: each
    /// writes only its own band's buffer and its own band's pixels of the frame, and bands do
    /// not overlap.
    struct BandTarget: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
    }

    /// Root points as the whole device pixels covering them (as a group's buffer is cut),
    /// inside the image.
    private func deviceRect(_ rect: Rect, width: Int, height: Int) -> PixelRect {
        let r = CairoCanvas.deviceRect(rect, scale: scale)
        let x0 = min(max(r.x, 0), width), y0 = min(max(r.y, 0), height)
        let x1 = min(max(r.x + r.width, 0), width), y1 = min(max(r.y + r.height, 0), height)
        return (x0, y0, x1 - x0, y1 - y0)
    }
}

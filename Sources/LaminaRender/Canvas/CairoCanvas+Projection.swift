import CCairo
import Foundation
import Lamina

/// A layer in true perspective (`DisplayProjection`): Cairo has only affine matrices, so the
/// plane is drawn flat into an offscreen image at the finest scale the projection asks for
/// anywhere on it, and every target pixel the plane covers takes the bilinear sample of that
/// image at its centre's exact preimage.
///
/// Why not subdivide into affine cells: each cell's seams would need their own anti-aliasing
/// and the error bound grows with the taper; inverse mapping is exact at every pixel centre
/// (corners land where the projection puts them), and clipping behind the eye is a sign test
/// per pixel. Edges are anti-aliased by the bilinear ramp across the image's transparent border,
/// one offscreen pixel wide (about one target pixel, since the image is drawn at the plane's
/// largest magnification; narrower where the plane is minified, as it tapers away).
extension CairoCanvas {
    /// The most pixels an offscreen plane may have (16 MB): a plane magnified more, near the eye,
    /// is drawn coarser rather than allocating without bound. A plane inside a plane gets
    /// half of its plane's (`planePixels`), so a chain of them costs at most twice one plane.
    static let maximumPlanePixels = 4_194_304
    /// The longest side of an offscreen plane, in pixels.
    static let maximumPlaneSide = 4096.0
    /// Transparent pixels round the offscreen plane, for the bilinear ramp at its edges.
    static let planePadding = 2

    func drawProjection(_ p: DisplayProjection) {
        // The target pixels: the projection's bounds, inside the current clip.
        cairo_identity_matrix(cr)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let b = deviceRect(p.bounds)
        let clip = CairoCanvas.deviceRect(Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), scale: 1)
        let x0 = max(b.x, clip.x), y0 = max(b.y, clip.y)
        let x1 = min(b.x + b.width, clip.x + clip.width), y1 = min(b.y + b.height, clip.y + clip.height)
        guard x1 > x0, y1 > y0, planePixels >= 16, let inverse = p.projection.inverse() else { return }

        // The part of the plane those pixels show, and how finely to draw it.
        let shown = Rect(x: Double(x0) / scale, y: Double(y0) / scale,
                         width: Double(x1 - x0) / scale, height: Double(y1 - y0) / scale)
        var rect = p.rect
        if let seen = p.projection.preimageBounds(of: shown) {
            guard let overlap = rect.overlap(seen) else { return }
            rect = overlap
        }
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let polygon = p.projection.visiblePolygon(of: rect)
        guard !polygon.isEmpty else { return }
        var s = polygon.map { p.projection.magnification(at: $0) }.max()! * scale
        s = min(s, CairoCanvas.maximumPlaneSide / max(rect.width, rect.height),
                (Double(planePixels) / (rect.width * rect.height)).squareRoot())
        guard s.isFinite, s > 0 else { return }
        let pad = CairoCanvas.planePadding
        let width = Int((rect.width * s).rounded(.up)) + 2 * pad, height = Int((rect.height * s).rounded(.up)) + 2 * pad
        guard let plane = drawPlane(p.items, rect: rect, scale: s, width: width, height: height) else { return }
        defer { cairo_surface_destroy(plane) }

        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else { return }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let source = cairo_image_surface_get_data(plane),
              let pixels = cairo_image_surface_get_data(target) else { return }
        let sampler = PlaneSampler(pixels: UnsafeRawPointer(source), width: width, height: height,
                                   stride: Int(cairo_image_surface_get_stride(plane)))
        let m = p.projection.matrix
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let originX = rect.minX * s - Double(pad) + 0.5, originY = rect.minY * s - Double(pad) + 0.5
        for row in 0..<(y1 - y0) {
            let y = (Double(y0 + row) + 0.5) / scale
            let line = (pixels + row * targetStride).withMemoryRebound(to: UInt32.self, capacity: x1 - x0) { $0 }
            for column in 0..<(x1 - x0) {
                let x = (Double(x0 + column) + 0.5) / scale
                // The pixel centre's preimage, in homogeneous plane coordinates.
                let hx = x * inverse[0] + y * inverse[3] + inverse[6]
                let hy = x * inverse[1] + y * inverse[4] + inverse[7]
                let hw = x * inverse[2] + y * inverse[5] + inverse[8]
                guard hw != 0 else { continue }
                let px = hx / hw, py = hy / hw
                // Behind the eye (or nearer than drawing goes): the plane is not there.
                guard px * m.m14 + py * m.m24 + m.m44 >= PlaneProjection.minimumW else { continue }
                line[column] = sampler.sample(x: px * s - originX, y: py * s - originY)
            }
        }
        cairo_surface_mark_dirty(target)
        cairo_set_source_surface(cr, target, Double(x0), Double(y0))
        cairo_paint(cr)
    }

    /// The items drawn into a new image covering `rect` of the plane at `scale` pixels per
    /// point, with `planePadding` transparent pixels round it.
    private func drawPlane(_ items: [DisplayItem], rect: Rect, scale s: Double, width: Int, height: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The device offset puts the plane's point `rect.origin` at pixel (pad, pad); the canvas
        // below sets its matrices and group bounds as for any frame.
        let pad = Double(CairoCanvas.planePadding)
        cairo_surface_set_device_offset(surface, -rect.minX * s + pad, -rect.minY * s + pad)
        if let cr = cairo_create(surface) {
            var canvas = CairoCanvas(cr: cr, scale: s, pixelWidth: width, pixelHeight: height, filler: filler)
            canvas.planePixels = planePixels / 2
            canvas.execute(items[...])
            canvas.finish()
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        return surface
    }
}

/// Bilinear samples of a premultiplied ARGB32 image, transparent outside it.
private struct PlaneSampler {
    let pixels: UnsafeRawPointer
    let width: Int
    let height: Int
    let stride: Int

    /// The image at `(x, y)` in pixel units (pixel centres at whole numbers), premultiplied.
    func sample(x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let tx = x - fx, ty = y - fy
        let p00 = pixel(ix, iy), p10 = pixel(ix + 1, iy), p01 = pixel(ix, iy + 1), p11 = pixel(ix + 1, iy + 1)
        if p00 == 0, p10 == 0, p01 == 0, p11 == 0 { return 0 }
        let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let v = Double((p00 >> shift) & 0xFF) * w00 + Double((p10 >> shift) & 0xFF) * w10
                + Double((p01 >> shift) & 0xFF) * w01 + Double((p11 >> shift) & 0xFF) * w11
            result |= UInt32(min(max(v.rounded(), 0), 255)) << shift
        }
        return result
    }

    private func pixel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
}

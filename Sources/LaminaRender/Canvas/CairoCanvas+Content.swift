import CCairo
import Foundation
import Lamina

extension CairoCanvas {
    /// Draws an image's pieces (user space already set), filtered as the fill asks, with the image's
    /// edge pixels extended so a scaled image has no faded rim. Several pieces (a nine-part
    /// image) are added together in a group, so where two meet on a pixel their coverages sum
    /// to one and no seam shows.
    func drawImage(_ fill: ImageFill) {
        let image = fill.image
        guard !fill.pieces.isEmpty else { return }
        _ = image.withCairoSurface { surface in
            let grouped = fill.pieces.count > 1
            if grouped {
                cairo_save(cr)
                clipToDeviceBox(of: fill.rect)
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            }
            for piece in fill.pieces {
                drawPiece(piece, of: surface, magnifiedNearest: fill.isNearestWhenMagnified,
                          minifiedNearest: fill.isNearestWhenMinified)
            }
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }

    /// Draws one piece: its source rectangle of `surface` scaled onto its rectangle.
    private func drawPiece(_ piece: ImageFill.Piece, of surface: OpaquePointer, magnifiedNearest: Bool,
                           minifiedNearest: Bool) {
        let d = piece.rect.standardized, s = piece.source.standardized
        guard d.width > 0, d.height > 0 else { return }
        // A source empty along an axis samples the line of pixels it lies on.
        let line = 1.0 / 64
        let sx = s.width > 0 ? s.minX : s.minX - line / 2, sw = max(s.width, line)
        let sy = s.height > 0 ? s.minY : s.minY - line / 2, sh = max(s.height, line)
        // A matrix Cairo or pixman cannot invert stops Cairo drawing the rest of the frame, so
        // pieces scaled or placed beyond any sensible image are left out.
        let fx = d.width / sw, fy = d.height / sh, limit = 1e6
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let determinant = (m.xx * m.yy - m.yx * m.xy) * fx * fy
        guard determinant != 0, determinant.isFinite, fx >= 1 / limit, fx <= limit, fy >= 1 / limit, fy <= limit,
              abs(sx) <= limit, abs(sy) <= limit, sw <= limit, sh <= limit, abs(d.minX) <= limit, abs(d.minY) <= limit
        else { return }
        cairo_save(cr)
        let source = Rect(x: sx, y: sy, width: sw, height: sh)
        setImageSource(surface, part: source, onto: d, magnifiedNearest: magnifiedNearest, minifiedNearest: minifiedNearest)
        cairo_new_path(cr)
        cairo_rectangle(cr, sx, sy, sw, sh)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Makes `surface` the source with its `part` (image pixels) mapped onto `rect` (user
    /// space), extended by its edge pixels, and sampled with the nearest pixel when asked for
    /// the scale it is drawn at: smaller than its size on the target (a source pixel under one
    /// device pixel) the minification filter, otherwise the magnification filter. The user
    /// space is left in the image's pixels, for the caller to fill or clip `part` in.
    func setImageSource(_ surface: OpaquePointer, part: Rect, onto rect: Rect, magnifiedNearest: Bool,
                        minifiedNearest: Bool) {
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / part.width, rect.height / part.height)
        cairo_translate(cr, -part.minX, -part.minY)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        let minified = abs(toDevice.xx * toDevice.yy - toDevice.xy * toDevice.yx) < 1
        let nearest = minified ? minifiedNearest : magnifiedNearest
        cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    }

    /// Clips to the whole device pixels around `rect` (in user space), so a group pushed next
    /// is no larger than what it holds.
    private func clipToDeviceBox(of rect: Rect) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        func clamp(_ v: Double) -> Double { min(max(v, -100_000), 100_000) }
        guard let x0 = xs.min().map(clamp), let x1 = xs.max().map(clamp), let y0 = ys.min().map(clamp),
              let y1 = ys.max().map(clamp), x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, x0.rounded(.down) - 1, y0.rounded(.down) - 1,
                        x1.rounded(.up) - x0.rounded(.down) + 2, y1.rounded(.up) - y0.rounded(.down) + 2)
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// Fills the gradient's rectangle (user space already set): axial and radial shaded by
    /// ``GradientSpans`` (colours held past the ends), conic as a fan of mesh patches.
    func drawGradient(_ g: GradientFill) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let userToDevice = Lamina.AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let painted = paintGradientSpans(g, gradientToDevice: userToDevice, shapeToDevice: userToDevice, shapeBounds: g.rect) {
            cairo_new_path(cr)
            cairo_rectangle(cr, g.rect.minX, g.rect.minY, g.rect.width, g.rect.height)
            cairo_fill(cr)
        }
        guard !painted, let pattern = gradientPattern(g) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, g.rect.minX, g.rect.minY, g.rect.width, g.rect.height)
        cairo_fill(cr)
    }

    /// The most pixels ``paintGradientSpans`` shades at once (64 MB); a larger box is left to
    /// Cairo's pattern, which needs no buffer.
    static let maximumGradientSpanPixels = 1 << 24

    /// Paints `shape` (which appends a path and fills or strokes it, in the user space
    /// `shapeToDevice` maps to device pixels, already set) with `g`, its colours' alpha times
    /// `alpha`: the gradient is shaded by ``GradientSpans`` into a buffer over the device box of
    /// `shapeBounds` (in that user space) and the clip, in each row only where the bounds can
    /// reach (a rotated shape covers half its box), and composited through the shape, a
    /// source pixman draws on its fast paths. False, with nothing drawn, when the spans cannot
    /// draw it (conic, a box past ``maximumGradientSpanPixels``, a ramp too long for the
    /// table): the caller then paints Cairo's pattern.
    ///
    /// With `fill` (the path `shape` fills and its rule) or `stroke` (the path it strokes and
    /// the style, not dashed), ``ScanlineFiller`` fills or strokes the shape where it can,
    /// shading the gradient run by run (``GradientPainter``) with no buffer, so a shape filled
    /// or stroked with a gradient has the same edges as with a colour.
    func paintGradientSpans(_ g: GradientFill, alpha: Double = 1, gradientToDevice: Lamina.AffineTransform,
                            shapeToDevice: Lamina.AffineTransform, shapeBounds: Rect, fill: (Path, FillRule)? = nil,
                            stroke: (Path, StrokeStyle)? = nil, shape: () -> Void) -> Bool {
        guard g.type != .conic, let deviceToGradient = gradientToDevice.inverted(),
              let spans = GradientSpans(g, alpha: alpha, deviceToGradient: deviceToGradient) else { return false }
        // The device pixels the shape can touch (one more round for its anti-aliased edge),
        // inside the clip and the surface.
        let device = shapeBounds.standardized.applying(shapeToDevice)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -1e9), 1e9) }
        let x0 = Int(max(clamp(device.minX).rounded(.down) - 1, clamp(cx0).rounded(.down), 0))
        let y0 = Int(max(clamp(device.minY).rounded(.down) - 1, clamp(cy0).rounded(.down), 0))
        let x1 = Int(min(clamp(device.maxX).rounded(.up) + 1, clamp(cx1).rounded(.up), Double(pixelWidth)))
        let y1 = Int(min(clamp(device.maxY).rounded(.up) + 1, clamp(cy1).rounded(.up), Double(pixelHeight)))
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0 else { return true }
        guard width * height <= Self.maximumGradientSpanPixels else { return false }
        let b = shapeBounds.standardized
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let rows = GradientSpans.rows(coveredBy: corners.map { $0.applying(shapeToDevice) }, x: x0, y: y0, width: width, height: height)
        let strokable = stroke.map { $0.1.dashPattern?.isEmpty ?? true } ?? false
        if fill != nil || strokable, fillerMayDraw {
            // Shaded run by run where the filler's coverage reaches: the shape's fully covered
            // pixels lie within the rows, so with opaque stops they are all opaque.
            guard let shading = spans.shading(x: x0, y: y0, width: width, height: height) else { return false }
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer { scratch.deallocate() }
            let painter = GradientPainter(shading: shading, box: ScanlineFiller.PixelBox(x0: x0, y0: y0, x1: x1, y1: y1),
                                          rows: rows,
                                          opaque: alpha >= 1 && g.colors.allSatisfy { $0.alpha >= 1 }, scratch: scratch)
            if let (path, rule) = fill,
               self.fill(path, rule, matrix: shapeToDevice, paint: .gradient(painter), on: lookUpSolidFillTarget()) {
                return true
            }
            if let (path, style) = stroke, strokable,
               self.stroke(path, style, matrix: shapeToDevice, paint: .gradient(painter), on: lookUpSolidFillTarget()) {
                return true
            }
        }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { pixels.deallocate() }
        guard spans.render(into: pixels, x: x0, y: y0, width: width, height: height, rows: rows) else { return false }
        guard let surface = cairo_image_surface_create_for_data(UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
        else { return false }
        defer {
            // Cairo lets go of the buffer before it is freed.
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        // Pixels outside the box are transparent (EXTEND_NONE), and the shape lies inside it.
        cairo_set_source_surface(cr, surface, Double(x0), Double(y0))
        var m = cairo_matrix_t(xx: shapeToDevice.a, yx: shapeToDevice.b, xy: shapeToDevice.c, yy: shapeToDevice.d,
                               x0: shapeToDevice.tx, y0: shapeToDevice.ty)
        cairo_set_matrix(cr, &m)
        shape()
        return true
    }

    /// The gradient as a Cairo pattern in the current user space, every colour's alpha
    /// multiplied by `alpha` (a constant factor on the stops is the same as painting the
    /// gradient with that alpha: stops are interpolated unpremultiplied, then premultiplied).
    /// Nil where nothing is drawn (a radial gradient of no radius).
    func gradientPattern(_ g: GradientFill, alpha: Double = 1) -> OpaquePointer? {
        var g = g
        if alpha != 1 {
            g.colors = g.colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * alpha) }
        }
        let start = g.start, end = g.end
        var pattern: OpaquePointer?
        switch g.type {
        case .axial:
            if start == end {
                pattern = cairo_pattern_create_rgba(g.colors[g.colors.count - 1].red, g.colors[g.colors.count - 1].green,
                                                    g.colors[g.colors.count - 1].blue, g.colors[g.colors.count - 1].alpha)
            } else {
                pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
                addStops(g, to: pattern)
            }
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return nil }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            addStops(g, to: pattern)
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        case .conic:
            pattern = conicPattern(g)
        }
        guard let pattern else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    private func addStops(_ g: GradientFill, to pattern: OpaquePointer?) {
        for (color, location) in zip(g.colors, g.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, min(max(location, 0), 1), color.red, color.green, color.blue, color.alpha)
        }
    }

    /// A conic gradient about `start`, angle 0 pointing at `end`, turning clockwise on screen:
    /// 128 wedge patches, each shaded between the colours at its two edges.
    private func conicPattern(_ g: GradientFill) -> OpaquePointer? {
        let c = g.start
        let base = g.end == c ? 0 : atan2(g.end.y - c.y, g.end.x - c.x)
        let corners = [Point(g.rect.minX, g.rect.minY), Point(g.rect.maxX, g.rect.minY),
                       Point(g.rect.minX, g.rect.maxY), Point(g.rect.maxX, g.rect.maxY)]
        let radius = corners.map { $0.distance(to: c) }.max()! * 1.01 + 1
        let wedges = 128
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        for i in 0..<wedges {
            let f0 = Double(i) / Double(wedges), f1 = Double(i + 1) / Double(wedges)
            let a0 = base + 2 * .pi * f0, a1 = base + 2 * .pi * f1
            let c0 = GradientFill.color(at: f0, of: g), c1 = GradientFill.color(at: f1, of: g)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a0), c.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a1), c.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    // MARK: Shadows

    /// Draws a shadow beneath a group: the group's alpha (or the shadow path) in an A8 buffer,
    /// blurred as Core Animation blurs shadows (``ShadowBlur``), painted in the shadow colour at
    /// the offset. The context's matrix is the identity.
    ///
    /// Extreme geometry (an offset of 1e20, a scale of 1e308) is clamped before any conversion to
    /// `Int`: a blur wider than `maxShadowRadius` or an offset beyond `maxShadowOffset` pixels looks
    /// the same on any image Lamina can make (at most 32,767 pixels a side).
    func drawShadow(_ shadow: DisplayShadow, content: OpaquePointer, bounds: Rect?) {
        let maxShadowRadius = 20_000.0, maxShadowOffset = 100_000.0
        func clamped(_ v: Double, _ limit: Double) -> Double { min(max(v, -limit), limit) }
        let radius = clamped(shadow.radius * scale, maxShadowRadius)
        let offsetX = clamped(shadow.offset.width * scale, maxShadowOffset)
        let offsetY = clamped(shadow.offset.height * scale, maxShadowOffset)
        guard !radius.isNaN, !offsetX.isNaN, !offsetY.isNaN else { return }
        // The blur reaches twice the radius.
        let margin = Int((max(radius, 0) * 2).rounded(.up)) + 1
        // Only the source area that can land in the image (or the group's bounds) matters.
        var lo = (x: -margin - Int(offsetX.rounded(.up)), y: -margin - Int(offsetY.rounded(.up)))
        var hi = (x: pixelWidth + margin - Int(offsetX.rounded(.down)), y: pixelHeight + margin - Int(offsetY.rounded(.down)))
        if let bounds {
            let r = deviceRect(bounds)
            lo = (max(lo.x, r.x - margin), max(lo.y, r.y - margin))
            hi = (min(hi.x, r.x + r.width + margin), min(hi.y, r.y + r.height + margin))
        }
        let width = hi.x - lo.x, height = hi.y - lo.y
        guard width > 0, height > 0, width * height < 64_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        if let ctx = cairo_create(surface) {
            cairo_translate(ctx, Double(-lo.x), Double(-lo.y))
            if let path = shadow.path {
                let t = shadow.pathTransform
                var m = cairo_matrix_t(xx: t.a * scale, yx: t.b * scale, xy: t.c * scale, yy: t.d * scale,
                                       x0: t.tx * scale - Double(lo.x), y0: t.ty * scale - Double(lo.y))
                if t.determinant != 0, t.determinant.isFinite {
                    cairo_set_matrix(ctx, &m)
                    CairoCanvas.appendPath(path, to: ctx)
                    cairo_fill(ctx)
                }
            } else {
                cairo_set_source(ctx, content)
                cairo_paint(ctx)
            }
            cairo_destroy(ctx)
        }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            ShadowBlur.blurAlpha(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)),
                                 radius: max(radius, 0))
        }
        cairo_surface_mark_dirty(surface)
        setColor(shadow.color)
        cairo_mask_surface(cr, surface, Double(lo.x) + offsetX, Double(lo.y) + offsetY)
    }
}

extension GradientFill {
    /// The colour at fraction `t` along the stops (held before the first and after the last).
    static func color(at t: Double, of g: GradientFill) -> Color {
        guard let first = g.locations.first, t > first else { return g.colors[0] }
        for i in 1..<g.locations.count where t <= g.locations[i] {
            let span = g.locations[i] - g.locations[i - 1]
            return span > 0 ? g.colors[i - 1].interpolated(to: g.colors[i], fraction: (t - g.locations[i - 1]) / span)
                            : g.colors[i]
        }
        return g.colors[g.colors.count - 1]
    }
}

import CCairo
import Lamina

/// Where `ScanlineFiller` may draw: the current target's pixels and its clip as whole-pixel
/// rectangles and, when Cairo cannot list the clip as rectangles, the convex polygon inside
/// them (`FillerClip`); or `unavailable` (not an ARGB32 image, any other clip, a scaled or
/// fractionally offset device). Looked up on the first solid fill after a group opens or
/// closes (the only times the canvas changes the target or the clip) and kept until then.
enum SolidFillTarget {
    case unknown
    case unavailable
    case ready(surface: OpaquePointer, target: ScanlineFiller.Target, clips: [ScanlineFiller.PixelBox], convex: ConvexClip?)
}

/// What the canvas knows of its clip beyond what Cairo lists: Cairo keeps a path clip as a
/// path and lists no rectangles for it, so each group's clip is noted as it is applied.
enum FillerClip {
    /// Cairo's rectangle list is the clip (when it has one).
    case rectangles
    /// Whole-pixel rectangles (not overlapping) and, inside them, a convex polygon.
    case convex(boxes: [ScanlineFiller.PixelBox], polygon: ConvexClip)
    /// A clip the filler cannot draw under (a curved or concave path): Cairo draws.
    case unknown
}

extension CairoCanvas {
    /// Whether the context's state lets `ScanlineFiller` draw: the OVER operator with default
    /// antialiasing (a group drawn without antialiasing, or another operator, is Cairo's).
    var fillerMayDraw: Bool {
        cairo_get_operator(cr) == CAIRO_OPERATOR_OVER && cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT
    }

    /// The canvas's pixels, within which the filler keeps the coverage of shapes it draws
    /// (`CoverageCache`).
    var pixelBox: ScanlineFiller.PixelBox {
        ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
    }

    /// The device matrix of an item's `transform`: the transform, then the canvas scale.
    func deviceMatrix(_ transform: AffineTransform) -> AffineTransform {
        transform.concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// Fills `path` with `color` by `ScanlineFiller` straight into the target's pixels, when
    /// `fillerMayDraw` and the target allows it; false (nothing drawn) otherwise, for Cairo to
    /// fill. The context's matrix must be `scale × transform`.
    mutating func fillSolid(_ path: Path, _ color: Color, _ rule: FillRule, _ transform: AffineTransform) -> Bool {
        guard fillerMayDraw else { return false }
        if case .unknown = solidFillTarget { solidFillTarget = lookUpSolidFillTarget() }
        let source = ScanlineFiller.premultiplied(color)
        guard source != 0 else { return true }
        return fill(path, rule, matrix: deviceMatrix(transform), paint: .solid(source), on: solidFillTarget)
    }

    /// Strokes `path` with `color` and `style` by `ScanlineFiller`'s stroker straight into the
    /// target's pixels, under the same conditions as `fillSolid`; false (nothing drawn) when
    /// the target, the filler or the stroker refuses (dashed strokes among them), for Cairo to
    /// stroke. The context's matrix must be `scale × transform`.
    mutating func strokeSolid(_ path: Path, _ color: Color, _ style: StrokeStyle, _ transform: AffineTransform) -> Bool {
        guard fillerMayDraw, style.dashPattern?.isEmpty ?? true else { return false }
        if case .unknown = solidFillTarget { solidFillTarget = lookUpSolidFillTarget() }
        let source = ScanlineFiller.premultiplied(color)
        guard source != 0 else { return true }
        return stroke(path, style, matrix: deviceMatrix(transform), paint: .solid(source), on: solidFillTarget)
    }

    /// Strokes `path` with `style` (under `matrix`, user space to canvas pixels) with `paint` by
    /// `filler` on `target`; false, with nothing drawn, when the target, the filler or the
    /// stroker refuses.
    func stroke(_ path: Path, _ style: StrokeStyle, matrix: AffineTransform, paint: ScanlineFiller.Paint,
                on target: SolidFillTarget) -> Bool {
        draw(on: target) { [filler] pixels, clips, convex in
            filler.stroke(path, style: style, matrix: matrix, paint: paint, into: pixels, clips: clips, convex: convex,
                          keepingWithin: pixelBox)
        }
    }

    /// Fills `path` (under `matrix`, user space to canvas pixels) with `paint` by `filler` on
    /// `target`; false, with nothing drawn, when the target or the filler refuses.
    func fill(_ path: Path, _ rule: FillRule, matrix: AffineTransform, paint: ScanlineFiller.Paint,
              on target: SolidFillTarget) -> Bool {
        draw(on: target) { [filler] pixels, clips, convex in
            filler.fill(path, matrix: matrix, rule: rule, paint: paint, into: pixels, clips: clips, convex: convex,
                        keepingWithin: pixelBox)
        }
    }

    /// Runs `drawing` (the filler drawing into the target's pixels inside its clips, returning
    /// what it may have changed, nil when it refuses) with the surface flushed before and what
    /// changed marked after; false when the target is not ready or the drawing refuses.
    private func draw(on target: SolidFillTarget,
                      _ drawing: (ScanlineFiller.Target, [ScanlineFiller.PixelBox], ConvexClip?) -> ScanlineFiller.PixelBox?)
        -> Bool {
        guard case let .ready(surface, pixels, clips, convex) = target else { return false }
        cairo_surface_flush(surface)
        guard let drawn = drawing(pixels, clips, convex) else { return false }
        if !drawn.isEmpty {
            cairo_surface_mark_dirty_rectangle(surface, Int32(drawn.x0), Int32(drawn.y0),
                                               Int32(drawn.x1 - drawn.x0), Int32(drawn.y1 - drawn.y0))
        }
        return true
    }

    /// The group target's pixels and clip rectangles, read with the identity matrix (the
    /// context's matrix is put back); under a clip Cairo cannot list, the canvas's own note
    /// of it (`fillerClip`) when that is a convex polygon.
    func lookUpSolidFillTarget() -> SolidFillTarget {
        guard let surface = cairo_get_group_target(cr), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return .unavailable }
        var offsetX = 0.0, offsetY = 0.0, scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        func whole(_ v: Double) -> Int? { v == v.rounded() && abs(v) <= 1e7 ? Int(v) : nil }
        guard scaleX == 1, scaleY == 1, let dx = whole(offsetX), let dy = whole(offsetY) else { return .unavailable }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        let target = ScanlineFiller.Target(data: data, stride: Int(cairo_image_surface_get_stride(surface)),
                                           width: Int(cairo_image_surface_get_width(surface)),
                                           height: Int(cairo_image_surface_get_height(surface)),
                                           offsetX: dx, offsetY: dy)
        if let clips = clipRectangles() {
            return .ready(surface: surface, target: target, clips: clips, convex: nil)
        }
        guard case let .convex(boxes, polygon) = fillerClip else { return .unavailable }
        // Within Cairo's extents of the clip as well, in case a rectangle was clipped to that
        // the note does not hold.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let e = CairoCanvas.deviceRect(Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), scale: 1)
        let extents = ScanlineFiller.PixelBox(x0: e.x, y0: e.y, x1: e.x + e.width, y1: e.y + e.height).intersection(polygon.bounds)
        let clips = boxes.map { $0.intersection(extents) }.filter { !$0.isEmpty }
        return .ready(surface: surface, target: target, clips: clips, convex: polygon)
    }

    /// Cairo's clip (the identity matrix set) as whole-pixel rectangles, or nil when it is
    /// not that.
    private func clipRectangles() -> [ScanlineFiller.PixelBox]? {
        func whole(_ v: Double) -> Int? { v == v.rounded() && abs(v) <= 1e7 ? Int(v) : nil }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var clips: [ScanlineFiller.PixelBox] = []
        for i in 0..<Int(max(list.pointee.num_rectangles, 0)) {
            let r = list.pointee.rectangles[i]
            guard let x = whole(r.x), let y = whole(r.y), let w = whole(r.width), let h = whole(r.height)
            else { return nil }
            if w > 0 && h > 0 { clips.append(ScanlineFiller.PixelBox(x0: x, y0: y, x1: x + w, y1: y + h)) }
        }
        return clips
    }

    /// The filler's note of the clip now: the innermost open group's.
    var fillerClip: FillerClip { fillerClips.last ?? .rectangles }

    /// Clips the context to `clip`, as a group does, and returns the filler's note of the clip
    /// after it: a convex polygon clip (under the rectangles Cairo listed before it, or inside
    /// the polygon already noted) or, for a rectangle on whole pixels, Cairo's own list.
    /// `outer` is the note of the clip it narrows: the innermost open group's unless given.
    mutating func applyClip(_ clip: DisplayClip, inside outer: FillerClip? = nil) -> FillerClip {
        let outer = outer ?? fillerClip
        guard setMatrix(clip.transform) else {
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
            // Nothing is drawn: Cairo lists no rectangles, or the noted boxes are none.
            if case let .convex(_, polygon) = outer { return .convex(boxes: [], polygon: polygon) }
            return outer
        }
        var next = FillerClip.unknown
        if case .unknown = outer {
        } else if case .rectangles = outer, CairoCanvas.isWholePixelRectangle(clip.path, deviceMatrix(clip.transform)) {
            // Most layers' bounds: Cairo lists them, and no polygon needs building.
            next = .rectangles
        } else if let polygon = filler.convexClip(clip.path, matrix: deviceMatrix(clip.transform)) {
            if case let .convex(boxes, inner) = outer {
                next = .convex(boxes: boxes, polygon: inner.intersection(polygon))
            } else if polygon.isPixelRectangle {
                next = .rectangles
            } else {
                var identity = cairo_matrix_t()
                cairo_matrix_init_identity(&identity)
                cairo_set_matrix(cr, &identity)
                if let boxes = clipRectangles() { next = .convex(boxes: boxes, polygon: polygon) }
                setMatrix(clip.transform)
            }
        }
        appendPath(clip.path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        return next
    }

    /// Whether `path` under `m` is a rectangle with its sides on whole device pixels (in
    /// Cairo's 24.8 fixed point), as `Path.rect` makes one: a move, three lines and a close.
    static func isWholePixelRectangle(_ path: Path, _ m: AffineTransform) -> Bool {
        guard m.b == 0, m.c == 0 else { return false }
        let elements = path.elements
        guard elements.count == 5, case .closeSubpath = elements[4] else { return false }
        // The corners in fixed point (no arrays: this runs for every clipped layer).
        var corners: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
        for index in 0..<4 {
            let p: Point
            switch elements[index] {
            case .move(let q) where index == 0: p = q
            case .line(let q) where index > 0: p = q
            default: return false
            }
            let x = ((m.a * p.x + m.tx) * 256).rounded(), y = ((m.d * p.y + m.ty) * 256).rounded()
            guard abs(x) < 1e9, abs(y) < 1e9 else { return false }
            let fx = Int(x), fy = Int(y)
            guard fx & 255 == 0, fy & 255 == 0 else { return false }
            switch index {
            case 0: (corners.0, corners.1) = (fx, fy)
            case 1: (corners.2, corners.3) = (fx, fy)
            case 2: (corners.4, corners.5) = (fx, fy)
            default: (corners.6, corners.7) = (fx, fy)
            }
        }
        let c = corners
        // Sides alternate between vertical and horizontal.
        return (c.0 == c.2 && c.3 == c.5 && c.4 == c.6 && c.7 == c.1)
            || (c.1 == c.3 && c.2 == c.4 && c.5 == c.7 && c.6 == c.0)
    }

    /// `clip` with the whole-pixel rectangle `r` (device pixels) clipped to as well.
    static func clipping(_ clip: FillerClip, to r: (x: Int, y: Int, width: Int, height: Int)) -> FillerClip {
        guard case let .convex(boxes, polygon) = clip else { return clip }
        let box = ScanlineFiller.PixelBox(x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height)
        return .convex(boxes: boxes.map { $0.intersection(box) }.filter { !$0.isEmpty }, polygon: polygon)
    }
}

import CCairo
import Lamina

/// Executes display items on one Cairo context: the renderer's inner loop.
///
/// Items carry root-space transforms, so each sets the context's matrix (times the pixel
/// scale) before drawing. Groups map to `cairo_save` plus a clip, and, when they composite,
/// `cairo_push_group` ... `cairo_pop_group`, with the filters run first (`CairoCanvas+Filters`), the shadow drawn beneath and the mask,
/// opacity and compositing filter (a Cairo operator) applied as the group is painted back. Offscreen buffers are clipped to the group's
/// `bounds`, so a small faded layer costs a small buffer, not a frame-sized one.
struct CairoCanvas {
    let cr: OpaquePointer
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    /// The open groups, innermost last.
    private var open: [DisplayGroup] = []
    /// Made on the first text item; released by `finish()`.
    var pango: OpaquePointer?
    /// The most pixels an offscreen plane drawn by this canvas may have (`drawProjection`): a
    /// half of its own within a plane, so planes nested in planes cannot multiply memory.
    var planePixels = CairoCanvas.maximumPlanePixels
    /// Fills solid shapes and strokes without Cairo (`fillSolid`, `strokeSolid`), reusing its
    /// buffers fill after fill; a `FrameRenderer` hands every canvas it makes on one thread the
    /// same one.
    let filler: ScanlineFiller
    /// Where `filler` draws, looked up again after a group opens or closes.
    var solidFillTarget = SolidFillTarget.unknown
    /// The filler's note of the clip (`FillerClip`), one an open group, innermost last.
    var fillerClips: [FillerClip] = []

    init(cr: OpaquePointer, scale: Double, pixelWidth: Int, pixelHeight: Int, filler: ScanlineFiller = ScanlineFiller()) {
        self.cr = cr
        self.filler = filler
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Draws every item in order; unbalanced groups are closed at the end.
    mutating func execute(_ items: ArraySlice<DisplayItem>) {
        let depth = open.count
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            index += 1
            switch item {
            case let .fill(path, color, rule, transform):
                guard setMatrix(transform) else { continue }
                if fillSolid(path, color, rule, transform) { continue }
                appendPath(path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setColor(color)
                cairo_fill(cr)
            case let .stroke(path, color, style, transform):
                guard setMatrix(transform) else { continue }
                if strokeSolid(path, color, style, transform) { continue }
                appendPath(path)
                applyStrokeStyle(style)
                setColor(color)
                cairo_stroke(cr)
                if style.dashPattern != nil { cairo_set_dash(cr, nil, 0, 0) }
            case let .text(run, transform):
                guard setMatrix(transform) else { continue }
                drawText(run)
            case let .image(fill, transform):
                guard setMatrix(transform) else { continue }
                drawImage(fill)
            case let .gradient(fill, transform):
                guard setMatrix(transform) else { continue }
                drawGradient(fill)
            case let .particles(sprites):
                drawParticles(sprites)
            case let .projected(projection):
                drawProjection(projection)
            case let .beginGroup(group):
                if index + 1 < items.endIndex, case let .gradient(fill, transform) = items[index],
                   case .endGroup = items[index + 1], drawMaskedGradient(group, fill, transform) {
                    index += 2
                } else {
                    begin(group)
                }
            case .endGroup:
                if open.count > depth { end() }
            }
        }
        while open.count > depth { end() }
    }

    /// Releases what the canvas made.
    mutating func finish() {
        if let pango { g_object_unref(UnsafeMutableRawPointer(pango)) }
        pango = nil
    }

    // MARK: Groups

    private mutating func begin(_ group: DisplayGroup) {
        solidFillTarget = .unknown
        cairo_save(cr)
        // Until the matching restore: Cairo draws these items (ScanlineFiller only antialiases).
        if group.isAliased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        var noted = fillerClip
        if let clip = group.clip { noted = applyClip(clip) }
        if group.needsCompositing {
            var bounds = group.bounds
            if let filters = group.filters {
                // Filters read their whole region, and only the result is cut by the masks,
                // clips and bounds around (filter, then clip, then mask): the items are drawn
                // into the region with the clips of the groups around set aside until `end`
                // has the filtered result (else a blur fades at a mask's edge instead of being
                // cut there). The group's own clip still cuts them first.
                cairo_save(cr)
                cairo_reset_clip(cr)
                // The filler's note starts again from no clip, as Cairo's does.
                noted = group.clip.map { applyClip($0, inside: .rectangles) } ?? .rectangles
                bounds = filters.graph.region.applying(filters.transform)
            }
            if let bounds {
                cairo_identity_matrix(cr)
                let r = deviceRect(bounds)
                cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
                cairo_clip(cr)
                noted = CairoCanvas.clipping(noted, to: r)
            }
            cairo_push_group(cr)
        }
        open.append(group)
        fillerClips.append(noted)
    }

    /// A group holding only a gradient, masked by one filled or stroked path (how Lottie's
    /// gradient fills and strokes arrive), drawn as that path filled or stroked with the
    /// gradient: the same pixels as gradient, mask and composite, without two offscreen
    /// buffers the size of the shape and the gradient shaded outside it. The mask's and the
    /// group's alpha multiply into the gradient's stops. False (nothing drawn) for any other
    /// group.
    private mutating func drawMaskedGradient(_ group: DisplayGroup, _ fill: GradientFill, _ transform: AffineTransform) -> Bool {
        guard let mask = group.mask, mask.count == 1, group.shadow == nil, group.filters == nil,
              group.compositingFilter == nil else { return false }
        let maskColor: Color, maskTransform: AffineTransform, extent: Rect
        switch mask[0] {
        case let .fill(path, color, _, t): (maskColor, maskTransform, extent) = (color, t, path.controlPointBounds)
        case let .stroke(path, color, style, t):
            (maskColor, maskTransform) = (color, t)
            extent = path.controlPointBounds.insetBy(dx: -style.outset, dy: -style.outset)
        default: return false
        }
        // The gradient fills only its rectangle: the shape must lie inside it.
        guard let toGradient = transform.inverted() else { return false }
        let shape = extent.applying(maskTransform.concatenating(toGradient)), rect = fill.rect
        guard shape.minX >= rect.minX, shape.maxX <= rect.maxX, shape.minY >= rect.minY, shape.maxY <= rect.maxY
        else { return false }
        guard group.clip.map({ CairoCanvas.isDrawable($0.transform) }) ?? true else { return true }
        cairo_save(cr)
        var noted = fillerClip
        if let clip = group.clip { noted = applyClip(clip) }
        if let bounds = group.bounds {
            cairo_identity_matrix(cr)
            let r = deviceRect(bounds)
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
            cairo_clip(cr)
            noted = CairoCanvas.clipping(noted, to: r)
        }
        fillerClips.append(noted)
        defer {
            fillerClips.removeLast()
            cairo_restore(cr)
        }
        guard setMatrix(transform), setMatrix(maskTransform) else { return true }
        func paintShape() {
            switch mask[0] {
            case let .fill(path, _, rule, _):
                appendPath(path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            case let .stroke(path, _, style, _):
                appendPath(path)
                applyStrokeStyle(style)
                cairo_stroke(cr)
            default:
                break
            }
        }
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        let alpha = maskColor.alpha * group.opacity
        var filled: (Path, FillRule)?, stroked: (Path, StrokeStyle)?
        if case let .fill(path, _, rule, _) = mask[0] { filled = (path, rule) }
        if case let .stroke(path, _, style, _) = mask[0] { stroked = (path, style) }
        if paintGradientSpans(fill, alpha: alpha, gradientToDevice: transform.concatenating(toDevice),
                              shapeToDevice: maskTransform.concatenating(toDevice), shapeBounds: extent, fill: filled,
                              stroke: stroked, shape: paintShape) {
            return true
        }
        // The pattern is fixed to the user space in effect when it becomes the source.
        guard setMatrix(transform), let pattern = gradientPattern(fill, alpha: alpha) else { return true }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cr, pattern)
        guard setMatrix(maskTransform) else { return true }
        paintShape()
        return true
    }

    private mutating func end() {
        let group = open.removeLast()
        solidFillTarget = .unknown
        // The group's clip holds until the restore (its mask is drawn under it).
        defer {
            cairo_restore(cr)
            fillerClips.removeLast()
            solidFillTarget = .unknown
        }
        guard group.needsCompositing else { return }
        cairo_identity_matrix(cr)
        let popped = cairo_pop_group(cr)
        // The clips around, set aside for the filters' input (`begin`), cut the result again.
        if group.filters != nil {
            cairo_restore(cr)
            cairo_identity_matrix(cr)
        }
        guard var content = popped else { return }
        if let filters = group.filters {
            let filtered = self.filtered(content, filters)
            cairo_pattern_destroy(content)
            guard let filtered else { return }
            content = filtered
        }
        // A group that fades or blends is first made whole (shadow beneath content), so the
        // opacity, mask and blend act on the result once.
        let fades = group.opacity < 1 || group.mask != nil || group.compositingFilter != nil
        if let shadow = group.shadow {
            if fades { cairo_push_group(cr) }
            drawShadow(shadow, content: content, bounds: group.bounds)
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_pattern_destroy(content)
            guard fades, let composite = cairo_pop_group(cr) else { return }
            content = composite
        }
        defer { cairo_pattern_destroy(content) }
        if let maskItems = group.mask {
            // A mask of solid fills is drawn as alpha alone (`coverageMask`), else as a group.
            let mask: OpaquePointer
            if let coverage = coverageMask(maskItems) {
                mask = coverage
            } else {
                cairo_push_group(cr)
                execute(maskItems[...])
                cairo_identity_matrix(cr)
                guard let pushed = cairo_pop_group(cr) else { return }
                mask = pushed
            }
            defer { cairo_pattern_destroy(mask) }
            if group.opacity < 1 { cairo_push_group(cr) } else { setOperator(group.compositingFilter) }
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            if group.opacity < 1 {
                cairo_pop_group_to_source(cr)
                setOperator(group.compositingFilter)
                cairo_paint_with_alpha(cr, group.opacity)
            }
        } else {
            setOperator(group.compositingFilter)
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, group.opacity)
        }
    }

    /// Sets the operator that draws a group back onto what is behind it (the `cairo_restore`
    /// of the group's `end()` puts source-over back). Cairo's blend operators are the W3C
    /// Compositing and Blending modes composited source-over; `xor` is Porter-Duff XOR.
    private func setOperator(_ filter: CompositingFilter?) {
        guard let filter else { return }
        let op: cairo_operator_t = switch filter {
        case .sourceOver: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .xor: CAIRO_OPERATOR_XOR
        case .addition: CAIRO_OPERATOR_ADD
        }
        cairo_set_operator(cr, op)
    }

    /// A rectangle in root points as whole device pixels covering it, within reason.
    /// An edge that is not a number (bounds of 1e308 under a transform of 1e308) gives an empty
    /// rectangle: converting NaN to `Int` would trap.
    func deviceRect(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
        CairoCanvas.deviceRect(rect, scale: scale)
    }

    /// `deviceRect(_:)` at `scale` pixels per point.
    static func deviceRect(_ rect: Rect, scale: Double) -> (x: Int, y: Int, width: Int, height: Int) {
        func clamp(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v, -100_000), 100_000)) }
        let x0 = clamp((rect.minX * scale).rounded(.down)), y0 = clamp((rect.minY * scale).rounded(.down))
        let x1 = clamp((rect.maxX * scale).rounded(.up)), y1 = clamp((rect.maxY * scale).rounded(.up))
        return (x0, y0, max(x1 - x0, 0), max(y1 - y0, 0))
    }

    // MARK: Drawing state

    /// Sets the context's matrix to `scale × transform`; `false` (and nothing set) when the
    /// transform is singular or not finite, since Cairo would stop drawing altogether.
    @discardableResult
    func setMatrix(_ t: AffineTransform) -> Bool {
        guard CairoCanvas.isDrawable(t) else { return false }
        var m = cairo_matrix_t(xx: t.a * scale, yx: t.b * scale, xy: t.c * scale, yy: t.d * scale,
                               x0: t.tx * scale, y0: t.ty * scale)
        cairo_set_matrix(cr, &m)
        return true
    }

    /// Whether items under `t` are drawn: not singular, every entry finite.
    static func isDrawable(_ t: AffineTransform) -> Bool {
        let det = t.determinant
        return det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    func setColor(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Replaces the context's path with `path` (in the current user space).
    func appendPath(_ path: Path) {
        CairoCanvas.appendPath(path, to: cr)
    }

    /// Replaces `cr`'s path with `path` (in its current user space); quadratic curves become cubics.
    static func appendPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = Point.zero, start = Point.zero, hasPoint = false
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; start = p; hasPoint = true
            case .line(let p):
                if hasPoint { cairo_line_to(cr, p.x, p.y) } else { cairo_move_to(cr, p.x, p.y); start = p }
                current = p; hasPoint = true
            case .quadCurve(let p, let c):
                if !hasPoint { cairo_move_to(cr, current.x, current.y); start = current; hasPoint = true }
                let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                if !hasPoint { cairo_move_to(cr, current.x, current.y); start = current; hasPoint = true }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                if hasPoint { cairo_close_path(cr) }
                current = start
            }
        }
    }

    func applyStrokeStyle(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, max(style.miterLimit, 1))
        if let dashes = style.dashPattern, !dashes.isEmpty {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }
}

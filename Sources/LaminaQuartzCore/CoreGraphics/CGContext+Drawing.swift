import CCairo
import Foundation
import Lamina
import LaminaRender

/// Filling, stroking, clipping, images and gradients.
extension CGContext {
    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint { cr in
            cairo_set_fill_rule(cr, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            setSource(state.fill)
            cairo_fill(cr)
        }
    }

    /// Strokes the current path with the stroke colour and line settings and clears the path.
    public func strokePath() {
        paint { cr in
            setSource(state.stroke)
            cairo_stroke(cr)
        }
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        paint { cr in
            if mode != .stroke {
                cairo_set_fill_rule(cr, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(state.fill)
                cairo_fill_preserve(cr)
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                setSource(state.stroke)
                cairo_stroke_preserve(cr)
            }
            cairo_new_path(cr)
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line for each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (not affected by alpha).
    public func clear(_ rect: CGRect) {
        draw { cr in
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Intersects the clip with the current path's inside and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// Draws `image` scaled into `rect`, upright in user space (its top row at `rect.maxY`).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let buffer = image.imageBuffer
        var pixels = buffer.pixels
        pixels.withUnsafeMutableBufferPointer { bytes in
            guard let source = cairo_image_surface_create_for_data(
                bytes.baseAddress, CAIRO_FORMAT_ARGB32, Int32(buffer.width), Int32(buffer.height), Int32(buffer.bytesPerRow))
            else { return }
            defer { cairo_surface_destroy(source) }
            paint { cr in
                cairo_save(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.maxY))
                cairo_scale(cr, Double(rect.width) / Double(buffer.width), -Double(rect.height) / Double(buffer.height))
                cairo_set_source_surface(cr, source, 0, 0)
                // Edge pixels extend to the rectangle's edge, as Core Graphics draws an image,
                // instead of fading into the transparency around the image.
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_rectangle(cr, 0, 0, Double(buffer.width), Double(buffer.height))
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
    }

    /// Fills the clip with a gradient along the line from `start` to `end`; beyond them only
    /// with the options that say so.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        fillClip(with: pattern, gradient: gradient, options: options) { cr in
            // One side extended: keep the half-plane that side's extension covers.
            let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
            let far = 1e6
            let anchor = options.contains(.drawsBeforeStartLocation) ? end : start
            let sign = options.contains(.drawsBeforeStartLocation) ? -1.0 : 1.0
            let (ax, ay) = (Double(anchor.x), Double(anchor.y))
            let (nx, ny) = (-dy * far, dx * far)
            cairo_move_to(cr, ax + nx, ay + ny)
            cairo_line_to(cr, ax - nx, ay - ny)
            cairo_line_to(cr, ax - nx + sign * dx * far, ay - ny + sign * dy * far)
            cairo_line_to(cr, ax + nx + sign * dx * far, ay + ny + sign * dy * far)
            cairo_close_path(cr)
            cairo_clip(cr)
        }
    }

    /// Fills the clip with a gradient between two circles; beyond them only with the options
    /// that say so (either option extends both ways: see "Differences from Core Animation").
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        fillClip(with: pattern, gradient: gradient, options: options.isEmpty ? [] : [.drawsBeforeStartLocation, .drawsAfterEndLocation]) { _ in }
    }

    private func fillClip(with pattern: OpaquePointer, gradient: CGGradient, options: CGGradientDrawingOptions,
                          oneSided: (OpaquePointer) -> Void) {
        for stop in gradient.stops {
            let c = stop.color.rgbaComponents.map { Double($0) }
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c[0], c[1], c[2], c[3])
        }
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paint { cr in
            cairo_save(cr)
            if !options.isEmpty && options != both { oneSided(cr) }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Runs a painting operation with the context's alpha applied.
    func paint(_ body: (OpaquePointer) -> Void) {
        draw { cr in
            guard state.alpha < 1 else { return body(cr) }
            cairo_push_group(cr)
            body(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, state.alpha)
        }
    }

    private func setSource(_ rgba: [Double]) {
        cairo_set_source_rgba(cr, rgba[0], rgba[1], rgba[2], rgba[3])
    }
}

extension CGContext {
    /// Draws a layer tree with LaminaRender, through the current transform, clip and alpha:
    /// the tree is rendered straight into device pixels (the transform is the display list's),
    /// then painted unscaled.
    func drawLayerTree(_ snapshot: LayerSnapshot) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let list = DisplayList(snapshot: snapshot, size: Size(width: Double(width), height: Double(height)),
                               transform: AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
        let image = Renderer().render(list)
        var pixels = image.pixels
        pixels.withUnsafeMutableBufferPointer { bytes in
            guard let source = cairo_image_surface_create_for_data(
                bytes.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
            else { return }
            defer { cairo_surface_destroy(source) }
            paint { cr in
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }
}

import CCairo
import Lamina

/// Text layout shared by drawing and measuring, so that what `PangoTextMeasurer` reports is
/// what the renderer draws.
///
/// Font sizes are absolute (points are user-space units, independent of Pango's 96 dpi
/// default) and metrics are unhinted, so a layout's size does not change with the pixel scale.
enum PangoText {
    /// A Pango context on the calling thread's default font map (Pango keeps one per thread).
    static func makeContext() -> OpaquePointer? {
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap) else { return nil }
        configure(context)
        return context
    }

    /// Unhinted metrics and outlines, grayscale anti-aliasing, and glyph positions kept
    /// fractional: Pango otherwise rounds them to whole points, which moves glyphs of small or
    /// scaled-up text by up to half a point each (SVG text drifted visibly from its reference).
    static func configure(_ context: OpaquePointer) {
        pango_context_set_round_glyph_positions(context, 0)
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// A layout of `string` in `font` at `fontSize` points, with `kern` points after each
    /// character and the font's kerning off when given; the caller unrefs it.
    static func makeLayout(_ context: OpaquePointer, string: String, font: String, fontSize: Double,
                           kern: Double? = nil) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        pango_layout_set_text(layout, string, -1)
        if let description = pango_font_description_from_string(font) {
            pango_font_description_set_absolute_size(description, fontSize * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        if let kern, kern.isFinite, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("kern 0"))
            if kern != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(units(kern))) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        return layout
    }

    /// Pango units from points.
    static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    /// The layout's logical rectangle in points.
    static func logicalRect(_ layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let s = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / s, y: Double(logical.y) / s,
                    width: Double(logical.width) / s, height: Double(logical.height) / s)
    }

    /// Applies a text run's wrapping, truncation and alignment; returns how far right to move
    /// the layout so unwrapped lines align within the run's width.
    static func configure(_ layout: OpaquePointer, for run: TextRun) -> Double {
        let width = run.rect.width
        switch run.alignment {
        case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        let ellipsize: PangoEllipsizeMode = switch run.truncation {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
        if run.isWrapped || run.truncation != .none, width > 0 {
            pango_layout_set_width(layout, units(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, ellipsize)
            if run.isWrapped, run.truncation != .none, run.rect.height > 0 {
                pango_layout_set_height(layout, units(run.rect.height))
            }
            return 0
        }
        // Unwrapped: Pango aligns lines within the widest one; place that block in the width.
        let factor: Double = switch run.alignment {
        case .center: 0.5
        case .right: 1
        default: 0
        }
        guard factor > 0 else { return 0 }
        let logical = logicalRect(layout)
        return (width - logical.width) * factor - logical.minX
    }
}

extension CairoCanvas {
    /// Sets a text run at the top of its rectangle (user space already set).
    mutating func drawText(_ run: TextRun) {
        if pango == nil {
            pango = pango_cairo_create_context(cr)
            if let pango { PangoText.configure(pango) }
        }
        guard let context = pango else { return }
        pango_cairo_update_context(cr, context)
        guard let layout = PangoText.makeLayout(context, string: run.string, font: run.font, fontSize: run.fontSize,
                                                    kern: run.kern) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let dx = PangoText.configure(layout, for: run)
        cairo_new_path(cr)
        cairo_move_to(cr, run.rect.minX + dx, run.rect.minY)
        pango_cairo_layout_path(cr, layout)
        // The outline under the fill (the fill hides its inner half) or over it.
        func stroke() {
            guard let color = run.strokeColor else { return }
            setColor(color)
            cairo_set_line_width(cr, run.strokeWidth)
            // Mitered as After Effects strokes text; limit 4 (SVG's default, as lottie-web draws
            // it) keeps the sharp corners of letters such as "w" from spiking.
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 4)
            cairo_stroke_preserve(cr)
        }
        if !run.isStrokeOverFill { stroke() }
        if run.color.alpha > 0 {
            setColor(run.color)
            cairo_fill_preserve(cr)
        }
        if run.isStrokeOverFill { stroke() }
        cairo_new_path(cr)
    }
}

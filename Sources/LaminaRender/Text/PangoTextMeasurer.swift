import CCairo
import Foundation
import Lamina

/// Measures text with Pango and the installed fonts, exactly as `Renderer` sets it.
///
/// ```swift
/// PangoTextMeasurer.install()
/// let size = textLayer.preferredFrameSize()   // now from real glyph advances
/// ```
///
/// Each call lays the text out on the calling thread's own Pango font map, so measuring is
/// safe from any thread without a lock.
public struct PangoTextMeasurer: TextMeasuring {
    public init() {}

    /// The logical size of `string` (advance widths, line heights) in points.
    public func measure(_ string: String, font: String, fontSize: Double, wrapWidth: Double?) -> Size {
        guard fontSize > 0, let context = PangoText.makeContext() else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = PangoText.makeLayout(context, string: string, font: font, fontSize: fontSize) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let wrapWidth, wrapWidth > 0 {
            pango_layout_set_width(layout, PangoText.units(wrapWidth))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let logical = PangoText.logicalRect(layout)
        return Size(width: logical.width, height: logical.height)
    }

    /// The first line's ascent and descent as Pango sets a line in `font` (its baseline below
    /// the layout's top), and the ink height of "H" above that baseline.
    public func fontMetrics(font: String, fontSize: Double) -> FontMetrics {
        guard fontSize > 0, let context = PangoText.makeContext() else { return FontMetrics(ascent: 0, descent: 0, capHeight: 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = PangoText.makeLayout(context, string: "H", font: font, fontSize: fontSize) else {
            return FontMetrics(ascent: 0, descent: 0, capHeight: 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        return FontMetrics(ascent: baseline, descent: Double(logical.height) / scale - baseline,
                           capHeight: baseline - Double(ink.y) / scale)
    }

    /// The line's advance and baseline from its layout, decoration lines from the font's metrics.
    public func lineMetrics(_ string: String, font: String, fontSize: Double) -> TextLineMetrics {
        let estimate = EstimatingTextMeasurer().lineMetrics(string, font: font, fontSize: fontSize)
        guard fontSize > 0, let context = PangoText.makeContext() else { return estimate }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = PangoText.makeLayout(context, string: string, font: font, fontSize: fontSize) else { return estimate }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let s = Double(PANGO_SCALE)
        let logical = PangoText.logicalRect(layout)
        var result = TextLineMetrics(width: logical.width, height: logical.height,
                                     baseline: Double(pango_layout_get_baseline(layout)) / s,
                                     underlineOffset: estimate.underlineOffset, underlineThickness: estimate.underlineThickness,
                                     strikethroughOffset: estimate.strikethroughOffset,
                                     strikethroughThickness: estimate.strikethroughThickness, xHeight: estimate.xHeight)
        if let description = pango_layout_get_font_description(layout),
           let metrics = pango_context_get_metrics(context, description, nil) {
            defer { pango_font_metrics_unref(metrics) }
            // Pango gives the top edges' heights above the baseline.
            result.underlineOffset = -Double(pango_font_metrics_get_underline_position(metrics)) / s
            result.underlineThickness = Double(pango_font_metrics_get_underline_thickness(metrics)) / s
            result.strikethroughOffset = Double(pango_font_metrics_get_strikethrough_position(metrics)) / s
            result.strikethroughThickness = Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / s
        }
        // The x-height: the top of an "x"'s ink above the baseline.
        pango_layout_set_text(layout, "x", -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        if ink.height > 0 { result.xHeight = Double(pango_layout_get_baseline(layout) - ink.y) / s }
        return result
    }

    /// The glyph outlines Cairo fills when it draws `string` at the origin (unhinted, as drawn).
    public func outline(_ string: String, font: String, fontSize: Double) -> Lamina.Path? {
        guard fontSize > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard let context = pango_cairo_create_context(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoText.configure(context)
        guard let layout = PangoText.makeLayout(context, string: string, font: font, fontSize: fontSize) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, 0, 0)
        pango_cairo_layout_path(cr, layout)
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        var path = Lamina.Path()
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return path }
        let count = Int(copied.pointee.num_data)
        var i = 0
        while i < count {
            let header = data[i].header
            func point(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: path.closeSubpath()
            }
            i += max(Int(header.length), 1)
        }
        return path
    }

    /// Each character's start on the line as Pango sets it for drawing: the cursor positions
    /// of the line set without letter spacing (the font's kerning off when `kern` is given),
    /// moved by `kern` for each character before; the last entry is the line's advance.
    /// (Pango's own cursor positions with letter spacing split each space around the grapheme
    /// boundary, which is not where a character set alone is drawn.)
    public func characterOffsets(_ string: String, font: String, fontSize: Double, kern: Double?) -> [Double] {
        func estimate() -> [Double] { EstimatingTextMeasurer().characterOffsets(string, font: font, fontSize: fontSize, kern: kern) }
        guard fontSize > 0, let context = PangoText.makeContext() else { return estimate() }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = PangoText.makeLayout(context, string: string, font: font, fontSize: fontSize,
                                                kern: kern == nil ? nil : 0),
              let iterator = pango_layout_get_iter(layout) else {
            return estimate()
        }
        defer {
            pango_layout_iter_free(iterator)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        // One walk over the characters (asking the layout for each index's position walks the
        // line from its start each time: quadratic in the length). A character's leading edge
        // is its left edge, or its right one in a right-to-left run.
        let s = Double(PANGO_SCALE), spacing = kern ?? 0
        var leadingEdge: [Int32: Double] = [:]
        repeat {
            var extents = PangoRectangle()
            pango_layout_iter_get_char_extents(iterator, &extents)
            var x = Double(extents.x)
            let index = pango_layout_iter_get_index(iterator)
            if pango_layout_get_direction(layout, index) == 1 { x += Double(extents.width) }
            if leadingEdge[index] == nil { leadingEdge[index] = x / s }
        } while pango_layout_iter_next_char(iterator) != 0
        var offsets: [Double] = [], byte: Int32 = 0, last = 0.0
        offsets.reserveCapacity(string.utf8.count + 1)
        for (i, character) in string.enumerated() {
            last = leadingEdge[byte] ?? last
            offsets.append(last + Double(i) * spacing)
            byte += Int32(clamping: character.utf8.count)
        }
        offsets.append(PangoText.logicalRect(layout).maxX + Double(max(offsets.count - 1, 0)) * spacing)
        return offsets
    }

    /// Makes a `PangoTextMeasurer` the measurer `TextLayer` uses.
    public static func install() {
        TextLayer.measurer = PangoTextMeasurer()
    }

    /// Installs the measurer unless a real one (anything but the estimate) is installed already:
    /// what an importer that lays text out (SVG) needs before it runs.
    public static func installIfNeeded() {
        _ = installation
    }

    private static let installation: Bool = {
        guard TextLayer.measurer is EstimatingTextMeasurer else { return false }
        install()
        return true
    }()
}

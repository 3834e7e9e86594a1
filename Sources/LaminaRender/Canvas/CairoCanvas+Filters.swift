import CCairo
import Lamina

/// A group's filters: the composited group read back into floats, run through `FilterRun`, and
/// put back as a pattern in device space.
extension CairoCanvas {
    /// `content` (a group's pattern, in device space) filtered, as a new pattern in device space;
    /// `nil` when the region is empty or too large to allocate (the group is then not drawn).
    ///
    /// The buffer is the filter region cut to the frame grown by its own size on each side (so
    /// an offset can still bring in content from just outside), and to the frame alone when that
    /// is over `FilterGraph.maximumRegionPixels`.
    func filtered(_ content: OpaquePointer, _ filters: DisplayFilters) -> OpaquePointer? {
        let region = deviceRect(filters.graph.region.applying(filters.transform))
        func cut(margin: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
            (max(region.x, -margin), max(region.y, -margin),
             min(region.x + region.width, pixelWidth + margin), min(region.y + region.height, pixelHeight + margin))
        }
        var r = cut(margin: max(pixelWidth, pixelHeight))
        if (r.x1 - r.x0) * (r.y1 - r.y0) > FilterGraph.maximumRegionPixels { r = cut(margin: 0) }
        let width = r.x1 - r.x0, height = r.y1 - r.y0
        guard width > 0, height > 0, width * height <= FilterGraph.maximumRegionPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        cairo_translate(context, Double(-r.x0), Double(-r.y0))
        cairo_set_source(context, content)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = FilterImage(argb: data, width: width, height: height, stride: stride)
        let toBuffer = filters.transform.concatenating(
            AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: Double(-r.x0), ty: Double(-r.y0)))
        FilterRun(graph: filters.graph, toBuffer: toBuffer, width: width, height: height)
            .run(source: source)
            .write(argb: data, stride: stride)
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, Double(-r.x0), Double(-r.y0))
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}

import CCairo
import Lamina

/// A group's mask of solid fills (a track matte, a shape's clip mask) as an A8 surface the
/// filler draws straight into, instead of an ARGB32 group Cairo pushes, clears, fills and pops.
///
/// Why A8 and not a group: only the mask's alpha counts (`cairo_mask`), so the colour channels
/// were work thrown away, and a group costs Cairo's push, a clear of four bytes a pixel, and a
/// mask composite that reads four. The alpha written is the group's alpha channel byte for
/// byte (`AlphaPainter` is `SolidPainter`'s alpha), so the masked pixels are those of the group.
extension CairoCanvas {
    /// `items`, every one a `.fill`, drawn as alpha into an A8 surface over the clip's pixels,
    /// as a pattern in canvas pixels (the identity user space `end()` masks under). Nil, with
    /// nothing drawn, for anything else: another kind of item, an operator other than OVER, a
    /// clip that is not pixel rectangles, a target the filler cannot use, or a shape it
    /// refuses; the caller then draws the mask as a group.
    func coverageMask(_ items: [DisplayItem]) -> OpaquePointer? {
        guard !items.isEmpty, fillerMayDraw else { return nil }
        for item in items {
            guard case .fill = item else { return nil }
        }
        guard case let .ready(_, target, clips, .none) = lookUpSolidFillTarget(), !clips.isEmpty else { return nil }
        // The pixels a group pushed now would cover: the clip's, within the target.
        let box = ScanlineFiller.PixelBox.enclosing(clips).intersection(target.box)
        guard !box.isEmpty,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        // A new image surface is zeroed: an empty mask.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let alphaTarget = ScanlineFiller.Target(data: data, stride: Int(cairo_image_surface_get_stride(surface)),
                                                width: box.x1 - box.x0, height: box.y1 - box.y0,
                                                offsetX: -box.x0, offsetY: -box.y0)
        for case let .fill(path, color, rule, transform) in items {
            // What `setMatrix` refuses draws nothing; a clear colour changes no alpha.
            guard CairoCanvas.isDrawable(transform) else { continue }
            let alpha = ScanlineFiller.premultiplied(color) >> 24
            guard alpha != 0 else { continue }
            guard filler.fill(path, matrix: deviceMatrix(transform), rule: rule, paint: .alpha(alpha),
                              into: alphaTarget, clips: clips, keepingWithin: pixelBox) != nil else { return nil }
        }
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        var placement = cairo_matrix_t()
        cairo_matrix_init_translate(&placement, Double(-box.x0), Double(-box.y0))
        cairo_pattern_set_matrix(pattern, &placement)
        return pattern
    }
}

import CCairo
import Lamina

extension CairoCanvas {
    /// Draws an emitter cell's sprites: the image's source part onto each sprite's rectangle,
    /// multiplied by its colour (the colour's alpha as the paint's alpha; a colour that is not
    /// white multiplies a copy of the image's pixels first), added to the target when the
    /// batch is additive (Cairo's ADD operator, the sum clamped at 1).
    func drawParticles(_ batch: ParticleSprites) {
        let image = batch.image, s = batch.source.standardized, d = batch.rect.standardized
        guard s.width > 0, s.height > 0, d.width > 0, d.height > 0,
              s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite else { return }
        _ = image.withCairoSurface { surface in
            // The tinted copy, made on the first sprite that needs one and rewritten for each.
            var tinted: OpaquePointer? = nil
            defer { if let tinted { cairo_surface_destroy(tinted) } }
            let region = CairoCanvas.pixelBox(of: s, width: image.width, height: image.height)
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_set_operator(cr, batch.isAdditive ? CAIRO_OPERATOR_ADD : CAIRO_OPERATOR_OVER)
            for sprite in batch.sprites {
                let color = sprite.color
                guard color.alpha > 0, setMatrix(sprite.transform) else { continue }
                var source = surface
                if color.red < 1 || color.green < 1 || color.blue < 1 {
                    if tinted == nil {
                        tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
                    }
                    guard let tinted, cairo_surface_status(tinted) == CAIRO_STATUS_SUCCESS else { continue }
                    CairoCanvas.tint(image, region: region, by: color, into: tinted)
                    source = tinted
                }
                cairo_save(cr)
                setImageSource(source, part: s, onto: d, magnifiedNearest: batch.isNearest,
                               minifiedNearest: batch.isNearestWhenMinified)
                cairo_new_path(cr)
                cairo_rectangle(cr, s.minX, s.minY, s.width, s.height)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, min(color.alpha, 1))
                cairo_restore(cr)
            }
        }
    }

    /// The whole pixels a source rectangle samples (one more on each side for filtering),
    /// inside the image.
    private static func pixelBox(of s: Rect, width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        return (clamp((s.minX - 1).rounded(.down), width), clamp((s.minY - 1).rounded(.down), height),
                clamp((s.maxX + 1).rounded(.up), width), clamp((s.maxY + 1).rounded(.up), height))
    }

    /// Writes the image's pixels (premultiplied BGRA) multiplied by the colour's red, green and blue into
    /// `target` over `region`; alpha is kept (the colour's alpha is the paint's).
    private static func tint(_ image: ImageBuffer, region: (x0: Int, y0: Int, x1: Int, y1: Int), by color: Color,
                             into target: OpaquePointer) {
        cairo_surface_flush(target)
        let pixels = image.pixels, bytesPerRow = image.bytesPerRow
        guard let data = cairo_image_surface_get_data(target) else { return }
        let stride = Int(cairo_image_surface_get_stride(target))
        // Fixed point: a component times a factor in 0...256, rounded.
        func factor(_ c: Double) -> UInt32 { UInt32((min(max(c, 0), 1) * 256).rounded()) }
        let fb = factor(color.blue), fg = factor(color.green), fr = factor(color.red)
        for y in region.y0..<region.y1 {
            var from = y * bytesPerRow + region.x0 * 4, to = y * stride + region.x0 * 4
            for _ in region.x0..<region.x1 {
                data[to] = UInt8((UInt32(pixels[from]) * fb + 128) >> 8)
                data[to + 1] = UInt8((UInt32(pixels[from + 1]) * fg + 128) >> 8)
                data[to + 2] = UInt8((UInt32(pixels[from + 2]) * fr + 128) >> 8)
                data[to + 3] = pixels[from + 3]
                from += 4
                to += 4
            }
        }
        cairo_surface_mark_dirty(target)
    }
}

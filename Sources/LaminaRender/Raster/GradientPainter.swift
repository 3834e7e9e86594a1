import Lamina

/// A gradient composited through a shape's coverage by `ScanlineFiller`, shaded run by run as
/// the filler reaches each run of one coverage: only pixels the shape covers are shaded, and
/// no buffer the size of the shape's box is written and read back.
///
/// The pixels are those `GradientSpans.render` would put in such a buffer: the gradient is seen
/// in `box`, in each row only within its `rows` range (transparent elsewhere), and each row is
/// shaded from the first column of its range, so a pixel's colour does not depend on which
/// runs the coverage splits the row into.
struct GradientPainter: SpanPainter {
    let shading: GradientSpans.Shading
    /// Where the gradient is seen, in canvas pixels.
    let box: ScanlineFiller.PixelBox
    /// For each row of `box`, the columns (from `box.x0`, within its width) the gradient shows.
    let rows: [Range<Int>]
    /// Every colour of the ramp is opaque: a fully covered run is copied.
    let opaque: Bool
    /// Room for one row of `box`, which the painter shades into.
    let scratch: UnsafeMutablePointer<UInt32>

    /// Composites `count` pixels from canvas pixel (x, y) onto `pixels` with coverage `m`.
    func paint(_ pixels: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage m: UInt32) {
        typealias A = ScanlineFiller.Accumulator
        guard y >= box.y0, y < box.y1 else { return }
        let columns = rows[y - box.y0]
        let first = box.x0 + columns.lowerBound
        let from = max(x, first), to = min(x + count, box.x0 + columns.upperBound)
        guard from < to else { return }
        shading.shade(into: scratch, x: from, y: y, count: to - from, from: first)
        let out = pixels + (from - x)
        if m == 255 && opaque {
            out.update(from: scratch, count: to - from)
            return
        }
        if m == 255 {
            // Inside the shape an opaque source pixel replaces the pixel, a clear one leaves it.
            for i in 0..<(to - from) {
                let s = scratch[i], alpha = s >> 24
                if alpha == 255 {
                    out[i] = s
                } else if s != 0 {
                    out[i] = A.add(A.multiply(out[i], 255 - alpha), s)
                }
            }
            return
        }
        for i in 0..<(to - from) {
            let s = A.multiply(scratch[i], m)
            out[i] = A.add(A.multiply(out[i], 255 - s >> 24), s)
        }
    }
}

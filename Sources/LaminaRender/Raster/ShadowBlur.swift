/// The blur of a Core Animation shadow: two box blurs `2 · radius + 1` pixels wide, so the
/// shadow fades along a triangle-shaped kernel that reaches `2 · radius` pixels beyond the edge
/// (and half a pixel more) and no further.
///
/// Why not a Gaussian: Core Animation's own renders (lottie-ios's reference frames, shadows of 4,
/// 12 and 30 pixels radius) fade to nothing at about twice the radius, and this kernel follows
/// their edge profiles within 2% of full alpha (a Gaussian of σ ≈ 0.9 · radius fits the middle
/// as well but leaves a tail Core Animation does not draw). Its standard deviation is
/// `√(2 r (r + 1) / 3)` pixels, about 0.82 · radius.
///
/// A radius that is not a whole number of pixels gives the outermost sample of each box a
/// fractional weight, so an animated radius widens smoothly.
enum ShadowBlur {
    /// Blurs `data` (`height` rows of `width` bytes of alpha, `stride` apart) in place; pixels
    /// outside the buffer count as transparent (the caller leaves a margin of `2 · radius`).
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Double) {
        guard radius > 0.05, width > 0, height > 0 else { return }
        var line = [Double](repeating: 0, count: max(width, height))
        var scratch = line
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = Double(row[x]) }
            boxPass(&line, count: width, radius: radius, scratch: &scratch)
            boxPass(&line, count: width, radius: radius, scratch: &scratch)
            for x in 0..<width { row[x] = UInt8(min(max(line[x].rounded(), 0), 255)) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Double(data[y * stride + x]) }
            boxPass(&line, count: height, radius: radius, scratch: &scratch)
            boxPass(&line, count: height, radius: radius, scratch: &scratch)
            for y in 0..<height { data[y * stride + x] = UInt8(min(max(line[y].rounded(), 0), 255)) }
        }
    }

    /// One box pass over the first `count` values, in place: each becomes the mean over
    /// `[i − radius, i + radius]`, the two outermost samples weighted by the fraction of them
    /// the box covers; zeros beyond the ends.
    private static func boxPass(_ values: inout [Double], count: Int, radius: Double, scratch: inout [Double]) {
        let whole = Int(radius), fraction = radius - Double(whole)
        let norm = 1 / (2 * radius + 1)
        func at(_ i: Int) -> Double { i >= 0 && i < count ? values[i] : 0 }
        // Running sum of the whole samples in [i - whole, i + whole].
        var sum = 0.0
        for i in -whole...whole { sum += at(i) }
        for i in 0..<count {
            scratch[i] = (sum + fraction * (at(i - whole - 1) + at(i + whole + 1))) * norm
            sum += at(i + whole + 1) - at(i - whole)
        }
        for i in 0..<count { values[i] = scratch[i] }
    }
}

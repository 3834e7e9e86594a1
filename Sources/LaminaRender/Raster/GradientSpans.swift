import Lamina

/// A linear or radial gradient shaded into premultiplied ARGB32 pixels by table lookup, as
/// ThorVG shades gradients: the colours of the part of the ramp the box shows are worked out
/// once per draw, with entries a colour level apart (up to 8,192 a unit of ramp) and at least
/// two to a device pixel, and then each pixel costs an affine step (a square root for
/// radial), a clamp and a load.
///
/// Why not Cairo's gradient patterns: pixman walks the stops for every pixel (radial gradients
/// solve for the circle per pixel too) and, on the general path gradients take, clears a 24 KB
/// scanline buffer on every composite call; a gradient-heavy Lottie file spent four fifths of
/// its instructions there. The table keeps pixman's arithmetic where it shows: stops in 16 bits,
/// colours mixed unpremultiplied, then premultiplied and truncated after adding 0.1, colours
/// held past either end (`EXTEND_PAD`, the only extend Lamina draws gradients with). The one
/// difference is where on the ramp a pixel is read: the nearest table entry, at most half a
/// colour level (or, at a stop's jump, a quarter pixel) from pixman's.
///
/// Conic gradients are not drawn here (they stay Cairo mesh patterns).
struct GradientSpans {
    /// How the ramp position `t` depends on a device pixel's centre.
    fileprivate enum Parameter {
        /// `t = a·x + b·y + c`.
        case linear(a: Double, b: Double, c: Double)
        /// `t = |u|` with `u = unit(x, y)`: the device point in the space where the gradient's
        /// ellipse is the unit circle about the origin.
        case radial(unit: AffineTransform)
    }

    /// The most table entries one draw makes (128 KB); a ramp that needs more (a gradient seen
    /// over more than 16,000 device pixels of its ramp) is left to Cairo.
    static let maximumTableEntries = 32_768

    private let parameter: Parameter
    /// The stops: locations clamped to 0...1 (as Cairo clamps them); colours times the alpha,
    /// in 16 bits as Cairo hands them to pixman, on pixman's 0...255 scale (alpha, red, green,
    /// blue, unpremultiplied).
    private let locations: [Double]
    private let stops: [SIMD4<Double>]

    /// The spans for `fill` (axial or radial), every colour's alpha multiplied by `alpha`;
    /// `deviceToGradient` maps device pixels to the fill's own space (where its `start`, `end`
    /// and `rect` are). Nil for conic gradients and for what Cairo's pattern would not draw
    /// either (a radial gradient of no radius).
    init?(_ fill: GradientFill, alpha: Double = 1, deviceToGradient m: AffineTransform) {
        let count = min(fill.colors.count, fill.locations.count)
        guard count > 0 else { return nil }
        let start = fill.start, end = fill.end
        switch fill.type {
        case .axial:
            // t = ((q − start) · (end − start)) / |end − start|², q = m(x, y).
            let dx = end.x - start.x, dy = end.y - start.y, length2 = dx * dx + dy * dy
            if length2 == 0 {
                // Cairo draws the last colour everywhere.
                parameter = .linear(a: 0, b: 0, c: 1)
            } else {
                parameter = .linear(a: (m.a * dx + m.b * dy) / length2, b: (m.c * dx + m.d * dy) / length2,
                                    c: ((m.tx - start.x) * dx + (m.ty - start.y) * dy) / length2)
            }
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return nil }
            let toUnit = AffineTransform(a: 1 / rx, b: 0, c: 0, d: 1 / ry, tx: -start.x / rx, ty: -start.y / ry)
            parameter = .radial(unit: m.concatenating(toUnit))
        case .conic:
            return nil
        }
        locations = fill.locations.prefix(count).map { min(max($0, 0), 1) }
        stops = fill.colors.prefix(count).map { c in
            let v = SIMD4(c.alpha * alpha, c.red, c.green, c.blue)
            return ((v.clamped(lowerBound: .zero, upperBound: .one) * 65535 + 0.5).rounded(.down)) / 257
        }
    }

    /// The ramp position at the centre of device pixel (`x`, `y`), unclamped.
    func position(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch parameter {
        case let .linear(a, b, c):
            return a * px + b * py + c
        case let .radial(u):
            let p = Point(px, py).applying(u)
            return (p.x * p.x + p.y * p.y).squareRoot()
        }
    }

    /// The colour at ramp position `t` (held before the first stop and after the last), as an
    /// ARGB32 pixel with pixman's rounding.
    func pixel(at t: Double) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 1)
        fillTable(&table, from: t, to: t)
        return table[0]
    }

    /// Shades the `width` × `height` device pixels whose top left is (`x`, `y`) into `pixels`
    /// (rows of `width`, top row first); with `rows` (one column range a row, within
    /// `0..<width`), only those columns of each row, the rest left transparent. False, with
    /// nothing written, when the box would need a table larger than ``maximumTableEntries`` or
    /// its positions are not finite.
    func render(into pixels: UnsafeMutablePointer<UInt32>, x: Int, y: Int, width: Int, height: Int,
                rows: [Range<Int>]? = nil) -> Bool {
        guard width > 0, height > 0 else { return true }
        guard let shading = shading(x: x, y: y, width: width, height: height) else { return false }
        for row in 0..<height {
            let out = pixels + row * width
            let columns = rows.map { $0[row].clamped(to: 0..<width) } ?? 0..<width
            if columns.lowerBound > 0 { out.update(repeating: 0, count: columns.lowerBound) }
            if columns.upperBound < width { (out + columns.upperBound).update(repeating: 0, count: width - columns.upperBound) }
            guard !columns.isEmpty else { continue }
            shading.shade(into: out + columns.lowerBound, x: x + columns.lowerBound, y: y + row, count: columns.count)
        }
        return true
    }

    /// The ramp's colours over the box of `width` × `height` device pixels at (`x`, `y`), ready
    /// to shade any run of its pixels; nil when the box would need a table larger than
    /// ``maximumTableEntries`` or its positions are not finite.
    func shading(x: Int, y: Int, width: Int, height: Int) -> Shading? {
        guard width > 0, height > 0 else { return nil }
        // The part of the ramp the box shows: t is affine (linear) or convex (radial) in the
        // device point, so its largest value in the box is at a corner.
        let corners = [position(x: x, y: y), position(x: x + width - 1, y: y),
                       position(x: x, y: y + height - 1), position(x: x + width - 1, y: y + height - 1)]
        guard corners.allSatisfy(\.isFinite) else { return nil }
        let lo: Double, hi: Double, pixelsPerUnit: Double
        switch parameter {
        case let .linear(a, b, _):
            pixelsPerUnit = 1 / (a * a + b * b).squareRoot()
            // A pixel's worth past either end, so that the pad before the first stop keeps its
            // own colour where stops share location 0 (pixman reads the last of them at 0).
            lo = min(max(corners.min()!, -1 / pixelsPerUnit), 1)
            hi = min(max(corners.max()!, 0), 1 + 1 / pixelsPerUnit)
        case let .radial(u):
            // t grows by at least the unit map's smaller singular value a device pixel: the
            // determinant over the larger one.
            let sum: Double = u.a * u.a + u.b * u.b + u.c * u.c + u.d * u.d
            let det: Double = abs(u.determinant)
            let root: Double = max(sum * sum - 4 * det * det, 0).squareRoot()
            pixelsPerUnit = ((sum + root) / 2).squareRoot() / det
            lo = 0
            hi = min(max(corners.max()!, 0), 1 + 1 / pixelsPerUnit)
        }
        // Entries close enough that neighbours differ by at most a level (the steepest segment
        // decides, up to 8,192 a unit: an edge sharper than that is a stop's jump) and two to
        // a device pixel (so a jump lands within a quarter pixel of its place).
        let entriesPerUnit = max(2 * pixelsPerUnit, min(steepestSlope, 8_192))
        let span = hi - lo
        let wanted = span > 0 ? (span * entriesPerUnit).rounded(.up) + 1 : 1
        guard wanted.isFinite, wanted <= Double(Self.maximumTableEntries) else { return nil }
        let entries = max(Int(wanted), span > 0 ? 2 : 1)
        var table = [UInt32](repeating: 0, count: entries)
        fillTable(&table, from: lo, to: hi)
        let scale = span > 0 ? Double(entries - 1) / span : 0
        guard scale.isFinite else { return nil }
        return Shading(parameter: parameter, table: table, lo: lo, scale: scale)
    }

    /// A gradient's colours over one box, as a table a pixel reads its nearest entry of.
    /// A run of pixels is shaded from its first pixel's position by a fixed step, so a pixel's
    /// colour depends on where its run starts only through rounding (the last bit of a 32.32
    /// fixed-point position, or of a double for radial ramps).
    final class Shading {
        private let parameter: Parameter
        private let lookup: UnsafeMutablePointer<UInt32>
        private let last: Int
        private let lo: Double, scale: Double

        fileprivate init(parameter: Parameter, table: [UInt32], lo: Double, scale: Double) {
            self.parameter = parameter
            lookup = .allocate(capacity: table.count)
            lookup.initialize(from: table, count: table.count)
            last = table.count - 1
            self.lo = lo
            self.scale = scale
        }

        deinit { lookup.deallocate() }

        /// Writes the colours of the `count` device pixels from (`x`, `y`) rightward to `out`,
        /// stepping from column `anchor` (at most `x`): runs of one row shaded from the same
        /// anchor get the colours one run over the whole row would.
        func shade(into out: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, from anchor: Int? = nil) {
            let anchor = anchor ?? x
            let px = Double(anchor) + 0.5, py = Double(y) + 0.5
            switch parameter {
            case let .linear(a, b, c):
                // In table units (s = (t − lo) · scale) as 32.32 fixed point, half an entry
                // added so that the shift rounds to the nearest; a step of a · scale a pixel.
                let t: Double = a * px + b * py + c
                let start: Double = min(max((t - lo) * scale + 0.5, -1e9), 1e9)
                let stepInEntries: Double = min(max(a * scale, -1e9), 1e9)
                let step = Int64(stepInEntries * 4_294_967_296), top = Int64(last)
                var s = Int64(start * 4_294_967_296) &+ step &* Int64(x - anchor)
                for i in 0..<count {
                    let k = s >> 32
                    out[i] = lookup[Int(k < 0 ? 0 : (k > top ? top : k))]
                    s &+= step
                }
            case let .radial(u):
                // lo is 0 for radial ramps.
                let p = Point(px, py).applying(u), end = Double(last), skipped = x - anchor
                for i in 0..<count {
                    let k = Double(skipped + i), ux = p.x + k * u.a, uy = p.y + k * u.b
                    out[i] = lookup[GradientSpans.index((ux * ux + uy * uy).squareRoot() * scale, end)]
                }
            }
        }
    }

    /// For each row of the box at (`x`, `y`), `width` × `height` device pixels, the columns
    /// that can touch the convex quadrilateral `corners` (in order round it): those within a
    /// pixel of where it crosses the row's band, so anti-aliased edges are kept. A shape
    /// rotated in its box covers half of it; the spans shade only what it can cover.
    static func rows(coveredBy corners: [Point], x: Int, y: Int, width: Int, height: Int) -> [Range<Int>] {
        (0..<height).map { row -> Range<Int> in
            let top = Double(y + row) - 1, bottom = Double(y + row) + 2
            var lo = Double.infinity, hi = -Double.infinity
            for (k, p) in corners.enumerated() {
                let q = corners[(k + 1) % corners.count]
                if p.y >= top && p.y <= bottom { lo = min(lo, p.x); hi = max(hi, p.x) }
                for line in [top, bottom] where (p.y - line) * (q.y - line) < 0 {
                    let cx = p.x + (q.x - p.x) * (line - p.y) / (q.y - p.y)
                    lo = min(lo, cx)
                    hi = max(hi, cx)
                }
            }
            guard lo <= hi, lo.isFinite, hi.isFinite else { return 0..<0 }
            let first = Int(max(min((lo - 1).rounded(.down) - Double(x), Double(width)), 0))
            let end = Int(max(min((hi + 1).rounded(.up) - Double(x), Double(width)), 0))
            return first..<max(first, end)
        }
    }

    /// The nearest table entry to `s`, held within 0...`last` (NaN reads entry 0). Rounded by
    /// adding 1.5 · 2⁵² (the sum's low bits are the integer), which skips the range checks
    /// `Int(_:)` makes on every pixel.
    @inline(__always)
    fileprivate static func index(_ s: Double, _ last: Double) -> Int {
        let held = s > 0 ? (s < last ? s : last) : 0
        return Int(truncatingIfNeeded: (held + 6_755_399_441_055_744.0).bitPattern & 0xFFFF_FFFF)
    }

    /// The most any channel changes per unit of ramp position between two stops apart (on
    /// 0...255, premultiplied: a colour channel moves with its alpha too).
    private var steepestSlope: Double {
        var steepest = 0.0
        for k in locations.indices.dropFirst() where locations[k] > locations[k - 1] {
            let difference = stops[k] - stops[k - 1]
            let d = pointwiseMax(difference, -difference)
            steepest = max(steepest, (d[0] + max(d[1], d[2], d[3])) / (locations[k] - locations[k - 1]))
        }
        return steepest
    }

    /// Fills `table` with the colours from ramp position `lo` to `hi`, evenly spaced. Between
    /// stops as pixman's gradient walker: the left stop is the last at or before `t`.
    private func fillTable(_ table: inout [UInt32], from lo: Double, to hi: Double) {
        let n = table.count
        var k = 0  // the first stop past t
        for i in 0..<n {
            let t = n == 1 ? lo : lo + (hi - lo) * Double(i) / Double(n - 1)
            while k < locations.count && locations[k] <= t { k += 1 }
            let c: SIMD4<Double>
            if k == 0 {
                c = stops[0]
            } else if k == locations.count {
                c = stops[k - 1]
            } else {
                c = stops[k - 1] + (stops[k] - stops[k - 1]) * ((t - locations[k - 1]) / (locations[k] - locations[k - 1]))
            }
            table[i] = Self.pack(c)
        }
    }

    /// Unpremultiplied alpha, red, green, blue on 0...255 to a premultiplied ARGB32 pixel, truncated after adding 0.1 as pixman's gradient walker does.
    private static func pack(_ c: SIMD4<Double>) -> UInt32 {
        let a = c[0]
        @inline(__always) func channel(_ v: Double) -> UInt32 {
            let held = v + 0.1
            return UInt32(held > 0 ? (held < 255 ? held : 255) : 0)
        }
        return channel(a) << 24 | channel(a * c[1] / 255) << 16 | channel(a * c[2] / 255) << 8 | channel(a * c[3] / 255)
    }
}

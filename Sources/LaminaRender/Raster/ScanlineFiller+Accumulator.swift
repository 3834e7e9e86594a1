extension ScanlineFiller {
    /// The cells of one fill over `box` (canvas pixels), in 24.8 fixed point: a line crossing
    /// a cell by `dy` (1/256 pixel) with mean offset `f` from the cell's left edge adds
    /// `dy · (512 − 2f)` to that cell and the rest of `dy · 512` to the next, so a row's running
    /// sum is the winding times the covered area, 131,072 for a whole pixel. Sums wrap (never
    /// trap); they are exact for windings up to ±16,384, and even-odd is exact for any.
    struct Accumulator {
        let cells: UnsafeMutablePointer<Int32>
        /// Per row, the first and last cell written.
        let touched: UnsafeMutablePointer<Int32>
        let box: PixelBox
        let rowLength: Int
        /// Room for `curveDepth + 1` curve pieces of eight coordinates.
        let curveStack: UnsafeMutablePointer<Int32>

        static let fullPixel: Int32 = 131_072
        /// The most halvings of a curve: each halves the hull, so fixed point runs out of them
        /// (all four points equal) within 32.
        static let curveDepth = 40

        // MARK: Cells

        /// Adds `dy` of cover to the row's first cell: a line left of the box covers all of it.
        @inline(__always)
        private func fold(_ row: Int, _ dy: Int) {
            guard dy != 0 else { return }
            cells[row * rowLength] &+= Int32(truncatingIfNeeded: dy &* 512)
            touched[2 * row] = 0
            touched[2 * row + 1] = max(touched[2 * row + 1], 0)
        }

        /// Adds a piece of line within cell `column` (relative to the box) of `row`: `dy` high,
        /// its ends `offsets` (the sum of both, 0...512) from the cell's left edge. The caller
        /// marks the row's cells `column` and `column + 1` touched (`touch`), once a row piece.
        @inline(__always)
        private func cell(_ row: Int, _ column: Int, _ dy: Int, _ offsets: Int) {
            guard dy != 0 else { return }
            let area = Int32(truncatingIfNeeded: dy &* (512 &- offsets))
            let at = cells + (row &* rowLength &+ column)
            at[0] &+= area
            at[1] &+= Int32(truncatingIfNeeded: dy &* 512) &- area
        }

        /// Widens `row`'s touched cells to hold cells `first...last` (relative to the box): a
        /// wider range than was written only costs the composite a few zero cells.
        @inline(__always)
        private func touch(_ row: Int, _ first: Int, _ last: Int) {
            // Both lie within the box's row (`rowLength` cells), so they fit in `Int32`.
            let at = touched + 2 &* row
            at[0] = min(at[0], Int32(truncatingIfNeeded: first))
            at[1] = max(at[1], Int32(truncatingIfNeeded: last))
        }

        /// Adds the line from (x0, y0) to (x1, y1) (fixed point, canvas space). Each row's piece
        /// is found from the line's own end points, whatever rows the box holds: where it crosses
        /// a row's edge is `x0 + (y − y0)·(x1 − x0) / (y1 − y0)` truncated, stepped row by row
        /// (`EdgeSteps`) instead of divided.
        func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            guard y0 != y1 else { return }
            let top = min(y0, y1), bottom = max(y0, y1)
            guard bottom > box.y0 << 8, top < box.y1 << 8, min(x0, x1) < box.x1 << 8 else { return }
            let firstRow = max(top >> 8, box.y0), lastRow = min((bottom - 1) >> 8, box.y1 - 1)
            guard firstRow <= lastRow else { return }
            if max(x0, x1) <= box.x0 << 8 {
                // Left of the box: each row's cover folds into its first cell.
                for r in firstRow...lastRow {
                    let rowTop = r << 8
                    fold(r - box.y0, min(max(y1, rowTop), rowTop + 256) - min(max(y0, rowTop), rowTop + 256))
                }
                return
            }
            // Rows are walked away from (x0, y0), so |y − y0| grows by 256 a row edge; the edges
            // strictly between y0 and y1 are stepped, the end points are exact.
            let n = x1 >= x0 ? x1 - x0 : x0 - x1, d = bottom - top, left = x1 < x0
            func x(_ q: Int) -> Int { left ? x0 &- q : x0 &+ q }
            if y0 < y1 {
                // Downwards: a row's top edge is the previous row's bottom one.
                var yIn = max(y0, firstRow << 8), xIn = x0
                var steps = EdgeSteps(n, over: d, from: (yIn != y0 ? yIn : (firstRow << 8) + 256) - y0)
                if yIn != y0 { xIn = x(steps.next()) }
                var r = firstRow
                while r <= lastRow {
                    let rowTop = r << 8
                    let yOut = min(y1, rowTop &+ 256)
                    let xOut = yOut == y1 ? x1 : x(steps.next())
                    addPiece(r &- box.y0, xIn, yIn &- rowTop, xOut, yOut &- rowTop)
                    (xIn, yIn) = (xOut, yOut)
                    r &+= 1
                }
            } else {
                // Upwards, from the last row: a row's bottom edge is the previous row's top one.
                var yIn = min(y0, (lastRow << 8) + 256), xIn = x0
                var steps = EdgeSteps(n, over: d, from: y0 - (yIn != y0 ? yIn : lastRow << 8))
                if yIn != y0 { xIn = x(steps.next()) }
                var r = lastRow
                while r >= firstRow {
                    let rowTop = r << 8
                    let yOut = max(y1, rowTop)
                    let xOut = yOut == y1 ? x1 : x(steps.next())
                    addPiece(r &- box.y0, xIn, yIn &- rowTop, xOut, yOut &- rowTop)
                    (xIn, yIn) = (xOut, yOut)
                    r &-= 1
                }
            }
        }

        /// Adds a line within one row, from (xa, ya) to (xb, yb) (ya and yb in 0...256): the
        /// part left of the box folds into its first cell, the part right of it is dropped. A
        /// piece within one cell inside the box (a steep edge: 46% of Switch_States' pieces) is
        /// added here, in the caller's loop; any other goes to `addRowPiece`.
        @inline(__always)
        private func addPiece(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
            // Fixed-point coordinates are below 2^29 in magnitude (`maximumCoordinate`), so no
            // sum or difference here or in `addRowPiece` can overflow, and none is checked.
            let first = xa >> 8
            guard first == xb >> 8, first >= box.x0, first < box.x1 else { return addRowPiece(row, xa, ya, xb, yb) }
            guard yb != ya else { return }
            let column = first &- box.x0
            cell(row, column, yb &- ya, xa &+ xb &- (first << 9))
            touch(row, column, column &+ 1)
        }

        /// `addPiece` for a piece within one cell outside the box, or one crossing cells, cell
        /// by cell: where it crosses a cell's edge is found from (xa, ya) and (xb, yb) alone
        /// (`ya + (x − xa)·(yb − ya) / (xb − xa)` truncated, stepped cell by cell), so the cells
        /// inside get the same pieces however far the box reaches.
        private func addRowPiece(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
            let first = xa >> 8, last = xb >> 8
            if first == last {
                // Outside the box (`addPiece` adds one inside): left of it, it folds.
                if first < box.x0 { fold(row, yb &- ya) }
                return
            }
            // The cells inside the box this piece can write.
            let low = max(min(first, last), box.x0), high = min(max(first, last), box.x1 &- 1)
            if low <= high { touch(row, low &- box.x0, high &- box.x0 &+ 1) }
            let dy = yb &- ya, n = dy >= 0 ? dy : 0 &- dy, up = dy < 0
            func y(_ q: Int) -> Int { up ? ya &- q : ya &+ q }
            // Cell edges are walked away from xa, so |x − xa| grows by 256 an edge.
            var c = first, px = xa, py = ya
            if xa < xb {
                var steps: EdgeSteps
                if c < box.x0 {
                    let edge = box.x0 << 8
                    if edge >= xb { fold(row, dy); return }
                    steps = EdgeSteps(n, over: xb - xa, from: edge - xa)
                    let ye = y(steps.next())
                    fold(row, ye - py)
                    (c, px, py) = (box.x0, edge, ye)
                } else {
                    steps = EdgeSteps(n, over: xb - xa, from: ((c + 1) << 8) - xa)
                }
                while c <= last && c < box.x1 {
                    let nx = (c &+ 1) << 8
                    guard nx < xb else {
                        cell(row, c &- box.x0, yb &- py, px &+ xb &- (c << 9))
                        return
                    }
                    let ny = y(steps.next())
                    cell(row, c &- box.x0, ny &- py, px &+ nx &- (c << 9))
                    (px, py) = (nx, ny)
                    c &+= 1
                }
            } else {
                var steps: EdgeSteps
                if c >= box.x1 {
                    let edge = box.x1 << 8
                    if edge <= xb { return }
                    steps = EdgeSteps(n, over: xa - xb, from: xa - edge)
                    (c, px, py) = (box.x1 - 1, edge, y(steps.next()))
                } else {
                    steps = EdgeSteps(n, over: xa - xb, from: xa - (c << 8))
                }
                while c >= last {
                    if c < box.x0 { fold(row, yb - py); return }
                    let nx = c << 8
                    guard nx > xb else {
                        cell(row, c &- box.x0, yb &- py, px &+ xb &- (c << 9))
                        return
                    }
                    let ny = y(steps.next())
                    cell(row, c &- box.x0, ny &- py, px &+ nx &- (c << 9))
                    (px, py) = (nx, ny)
                    c &-= 1
                }
            }
        }

        /// `⌊t·n / d⌋` (t, n ≥ 0, d > 0) for t = t₀, t₀ + 256, t₀ + 512, … in turn, which is what
        /// truncating division gives for the magnitudes: the quotient and remainder are stepped,
        /// so only the first value and the step divide (none for a piece that needs no value,
        /// one for a piece that needs one, as most do).
        struct EdgeSteps {
            private var quotient = 0, remainder = 0
            private var stepQuotient = 0, stepRemainder = 0
            private var taken = 0
            private let t0: Int, n: Int, d: Int

            @inline(__always)
            init(_ n: Int, over d: Int, from t0: Int) { (self.n, self.d, self.t0) = (n, d, t0) }

            /// The next value: `⌊t₀·n / d⌋` first, then each 256 further along.
            @inline(__always)
            mutating func next() -> Int {
                if taken < 2 {
                    if taken == 0 {
                        taken = 1
                        (quotient, remainder) = (t0 &* n).quotientAndRemainder(dividingBy: d)
                        return quotient
                    }
                    taken = 2
                    (stepQuotient, stepRemainder) = (256 &* n).quotientAndRemainder(dividingBy: d)
                }
                quotient &+= stepQuotient
                remainder &+= stepRemainder
                if remainder >= d {
                    quotient &+= 1
                    remainder &-= d
                }
                return quotient
            }
        }

        /// Adds the cubic curve from (x0, y0) with controls (x1, y1), (x2, y2) to (x3, y3),
        /// flattened as Cairo flattens it (`_cairo_spline_decompose`): halved in fixed point
        /// until both controls lie within the tolerance of the chord. A piece wholly above,
        /// below or right of the box is its chord (it adds nothing to the box either way), and
        /// so is one wholly left of it (which adds only its end points' difference per row).
        func addCurve(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, _ x2: Int32, _ y2: Int32,
                      _ x3: Int32, _ y3: Int32) {
            let depth = Accumulator.curveDepth, s = curveStack
            s[0] = x0; s[1] = y0; s[2] = x1; s[3] = y1; s[4] = x2; s[5] = y2; s[6] = x3; s[7] = y3
            var top = 0
            let left = Int32(box.x0 << 8), right = Int32(box.x1 << 8), above = Int32(box.y0 << 8), below = Int32(box.y1 << 8)
            while top >= 0 {
                let k = top * 8
                let ax = s[k], ay = s[k + 1], bx = s[k + 2], by = s[k + 3]
                let cx = s[k + 4], cy = s[k + 5], dx = s[k + 6], dy = s[k + 7]
                let outside = max(max(ay, by), max(cy, dy)) <= above || min(min(ay, by), min(cy, dy)) >= below
                    || min(min(ax, bx), min(cx, dx)) >= right || max(max(ax, bx), max(cx, dx)) <= left
                if outside || top == depth || Accumulator.isFlat(ax, ay, bx, by, cx, cy, dx, dy) {
                    addLine(Int(ax), Int(ay), Int(dx), Int(dy))
                    top -= 1
                    continue
                }
                Accumulator.split(s, at: k)
                top += 1
            }
        }

        /// De Casteljau at one half, as `_de_casteljau`, of the curve at `s[k..<k + 8]`: its
        /// second half stays at `k` and its first goes on top at `k + 8`, so the first is
        /// drawn first.
        @inline(__always)
        static func split(_ s: UnsafeMutablePointer<Int32>, at k: Int) {
            let ax = s[k], ay = s[k + 1], bx = s[k + 2], by = s[k + 3]
            let cx = s[k + 4], cy = s[k + 5], dx = s[k + 6], dy = s[k + 7]
            func half(_ p: Int32, _ q: Int32) -> Int32 { p &+ ((q &- p) >> 1) }
            let abx = half(ax, bx), aby = half(ay, by), bcx = half(bx, cx), bcy = half(by, cy)
            let cdx = half(cx, dx), cdy = half(cy, dy)
            let abbcx = half(abx, bcx), abbcy = half(aby, bcy), bccdx = half(bcx, cdx), bccdy = half(bcy, cdy)
            let mx = half(abbcx, bccdx), my = half(abbcy, bccdy)
            s[k] = mx; s[k + 1] = my; s[k + 2] = bccdx; s[k + 3] = bccdy
            s[k + 4] = cdx; s[k + 5] = cdy; s[k + 6] = dx; s[k + 7] = dy
            let n = k + 8
            s[n] = ax; s[n + 1] = ay; s[n + 2] = abx; s[n + 3] = aby
            s[n + 4] = abbcx; s[n + 5] = abbcy; s[n + 6] = mx; s[n + 7] = my
        }

        /// Whether `_cairo_spline_decompose` keeps the curve as its chord: `errorSquared` below
        /// the squared tolerance. Most curves are decided without dividing, from the distances
        /// of the controls to the chord's line, exact in integers (1/256 pixel): a control whose
        /// distance to the line exceeds the tolerance by a relative 10⁻⁵ lies at least as far
        /// from the chord (split); if both project onto the chord (0 ≤ u ≤ v) and lie within the
        /// tolerance less 10⁻⁵, their distance to the chord is that to the line (keep). Cairo's
        /// doubles are within about 10⁻⁷ of the exact distances (coordinates below 2^21 pixels),
        /// so only cases nearer the tolerance than the margin, or with a control beyond the
        /// chord's ends, go to `errorSquared`, and the decisions are Cairo's.
        @inline(__always)
        static func isFlat(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, _ cx: Int32, _ cy: Int32,
                           _ dx: Int32, _ dy: Int32) -> Bool {
            let tolerance2 = ScanlineFiller.tolerance * ScanlineFiller.tolerance
            let ddx = Int(dx) - Int(ax), ddy = Int(dy) - Int(ay)
            if ddx != 0 || ddy != 0 {
                let bdx = Int(bx) - Int(ax), bdy = Int(by) - Int(ay), cdx = Int(cx) - Int(ax), cdy = Int(cy) - Int(ay)
                // Squared distances to the line times |d|², in 1/256 pixel: cross products squared.
                let crossB = Double(bdx &* ddy &- bdy &* ddx), crossC = Double(cdx &* ddy &- cdy &* ddx)
                let v = ddx &* ddx &+ ddy &* ddy
                let limit = Double(v) * (tolerance2 * 65_536)
                let far = max(crossB * crossB, crossC * crossC)
                if far > limit * (1 + 1e-5) { return false }
                let uB = bdx &* ddx &+ bdy &* ddy, uC = cdx &* ddx &+ cdy &* ddy
                if far < limit * (1 - 1e-5) && uB >= 0 && uB <= v && uC >= 0 && uC <= v { return true }
            }
            return errorSquared(ax, ay, bx, by, cx, cy, dx, dy) < tolerance2
        }

        /// `_cairo_spline_error_squared`: the larger squared distance (pixels) of the two
        /// controls from the chord, measured to its nearest point.
        static func errorSquared(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, _ cx: Int32, _ cy: Int32,
                                         _ dx: Int32, _ dy: Int32) -> Double {
            func pixels(_ v: Int32, _ from: Int32) -> Double { Double(Int(v) - Int(from)) / 256 }
            var bdx = pixels(bx, ax), bdy = pixels(by, ay), cdx = pixels(cx, ax), cdy = pixels(cy, ay)
            if ax != dx || ay != dy {
                let ddx = pixels(dx, ax), ddy = pixels(dy, ay), v = ddx * ddx + ddy * ddy
                var u = bdx * ddx + bdy * ddy
                if u >= v { bdx -= ddx; bdy -= ddy } else if u > 0 { bdx -= u / v * ddx; bdy -= u / v * ddy }
                u = cdx * ddx + cdy * ddy
                if u >= v { cdx -= ddx; cdy -= ddy } else if u > 0 { cdx -= u / v * ddx; cdy -= u / v * ddy }
            }
            return max(bdx * bdx + bdy * bdy, cdx * cdx + cdy * cdy)
        }

        // MARK: Compositing

        /// Composites the coverage of `part` (inside the box) OVER `target` with `paint`:
        /// each pixel `s·m + d·(255 − α(s·m))` with pixman's rounding.
        func composite(_ part: PixelBox, paint: Paint, evenOdd: Bool, into target: Target) {
            switch paint {
            case let .solid(source): composite(part, painter: SolidPainter(source: source), evenOdd: evenOdd, into: target)
            case let .gradient(painter): composite(part, painter: painter, evenOdd: evenOdd, into: target)
            case let .alpha(alpha): composite(part, painter: AlphaPainter(alpha: alpha), evenOdd: evenOdd, into: target)
            }
        }

        /// `composite(_:paint:evenOdd:into:)`, specialised for each kind of paint.
        private func composite<P: SpanPainter>(_ part: PixelBox, painter: P, evenOdd: Bool, into target: Target) {
            for y in part.y0..<part.y1 {
                let pixels = UnsafeMutableRawPointer(target.data + (y + target.offsetY) * target.stride)
                    .assumingMemoryBound(to: P.Pixel.self) + (box.x0 + target.offsetX)
                forEachRun(inRow: y, from: part.x0, to: part.x1, evenOdd: evenOdd) { x, count, m in
                    painter.paint(pixels + x, x: box.x0 + x, y: y, count: count, coverage: m)
                }
            }
        }

        /// The coverage over the whole box as runs, for `CoverageCache` to keep.
        func runs(evenOdd: Bool) -> CoverageRuns {
            var rowStarts: [Int32] = [], runs: [CoverageRuns.Run] = []
            rowStarts.reserveCapacity(box.y1 - box.y0 + 1)
            runs.reserveCapacity(4 * (box.y1 - box.y0))
            for y in box.y0..<box.y1 {
                rowStarts.append(Int32(runs.count))
                forEachRun(inRow: y, from: box.x0, to: box.x1, evenOdd: evenOdd) { x, length, m in
                    runs.append(CoverageRuns.Run(x: Int32(box.x0 + x), count: Int32(length), coverage: m))
                }
            }
            rowStarts.append(Int32(runs.count))
            return CoverageRuns(box: box, rowStarts: rowStarts, runs: runs)
        }

        /// Calls `body` with each run of equal non-zero coverage of canvas row `y` between
        /// canvas columns `from` and `to` (inside the box): its first column relative to the
        /// box, its length and its coverage, left to right.
        @inline(__always)
        private func forEachRun(inRow y: Int, from: Int, to: Int, evenOdd: Bool, _ body: (Int, Int, UInt32) -> Void) {
            let start = from - box.x0, end = to - box.x0
            let row = y - box.y0
            let lo = Int(touched[2 * row]), hi = Int(touched[2 * row + 1])
            guard lo <= hi else { return }
            let cellsRow = cells + row * rowLength
            var running: Int32 = 0
            var i = lo
            while i < start && i <= hi {
                running &+= cellsRow[i]
                i += 1
            }
            // Runs of equal coverage: a cell of zero changes nothing, and past the last
            // cell nothing changes.
            var x = max(start, lo)
            let last = min(end, hi + 1)
            while x < end {
                if x < last { running &+= cellsRow[x] }
                var runEnd = x + 1
                // On an edge the next cell is seldom zero; inside a shape most cells are,
                // and eight, then four are tested at once.
                if runEnd < last && cellsRow[runEnd] == 0 {
                    runEnd += 1
                    while runEnd + 8 <= last {
                        let eight = UnsafeRawPointer(cellsRow + runEnd)
                        guard eight.loadUnaligned(as: UInt64.self) | eight.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                            | eight.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                            | eight.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
                        else { break }
                        runEnd += 8
                    }
                    if runEnd + 4 <= last {
                        let four = UnsafeRawPointer(cellsRow + runEnd)
                        if four.loadUnaligned(as: UInt64.self) | four.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == 0 {
                            runEnd += 4
                        }
                    }
                    while runEnd < last && cellsRow[runEnd] == 0 { runEnd += 1 }
                }
                if runEnd >= last { runEnd = max(runEnd, end) }
                let m = Accumulator.alpha(running, evenOdd: evenOdd)
                if m != 0 { body(x, runEnd - x, m) }
                x = runEnd
            }
        }

        /// Zeroes the cells written, for the next fill.
        func clear() {
            for row in 0..<(box.y1 - box.y0) {
                let lo = Int(touched[2 * row]), hi = Int(touched[2 * row + 1])
                guard lo <= hi else { continue }
                (cells + row * rowLength + lo).update(repeating: 0, count: hi - lo + 1)
            }
        }

        /// A running sum as 8-bit coverage: the winding's magnitude (at most one) for
        /// non-zero, its distance from the nearest even winding for even-odd.
        @inline(__always)
        static func alpha(_ sum: Int32, evenOdd: Bool) -> UInt32 {
            var area: UInt32
            if evenOdd {
                area = UInt32(bitPattern: sum) & 0x3_FFFF
                if area > 131_072 { area = 262_144 - area }
            } else {
                area = min(sum.magnitude, 131_072)
            }
            return (area * 255 + 65_536) >> 17
        }

        /// Each channel of `x` times `a` / 255, rounded as pixman's `UN8x4_MUL_UN8`.
        @inline(__always)
        static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
            var t = (x & 0x00FF_00FF) &* a &+ 0x0080_0080
            t = ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var u = ((x >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
            u = (u &+ ((u >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            return t | u
        }

        /// Each channel of `x` plus `y`, saturated at 255 (pixman's `UN8x4_ADD_UN8x4`).
        @inline(__always)
        static func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
            var t = (x & 0x00FF_00FF) &+ (y & 0x00FF_00FF)
            t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
            t &= 0x00FF_00FF
            var u = ((x >> 8) & 0x00FF_00FF) &+ ((y >> 8) & 0x00FF_00FF)
            u |= 0x0100_0100 &- ((u >> 8) & 0x00FF_00FF)
            u &= 0x00FF_00FF
            return t | u << 8
        }
    }
}

/// Composites runs of pixels of one coverage.
protocol SpanPainter {
    /// A pixel of the target: `UInt32` premultiplied ARGB32, or `UInt8` for an A8 mask.
    associatedtype Pixel
    /// Composites `count` pixels at `pixels` (canvas pixel (x, y) onward) with coverage `m`
    /// (1...255): `s·m + d·(255 − α(s·m))`, as pixman's `fast_composite_over_n_8_8888`.
    func paint(_ pixels: UnsafeMutablePointer<Pixel>, x: Int, y: Int, count: Int, coverage m: UInt32)
}

/// One alpha into an A8 mask: the alpha channel of what `SolidPainter` composites for a
/// colour of that alpha, byte for byte, so a mask drawn either way masks alike.
struct AlphaPainter: SpanPainter {
    let alpha: UInt32

    @inline(__always)
    func paint(_ pixels: UnsafeMutablePointer<UInt8>, x: Int, y: Int, count: Int, coverage m: UInt32) {
        if m == 255 && alpha == 255 {
            pixels.update(repeating: 255, count: count)
            return
        }
        let s = m == 255 ? alpha : AlphaPainter.multiply(alpha, m), inverse = 255 - s
        for i in 0..<count { pixels[i] = UInt8(truncatingIfNeeded: s + AlphaPainter.multiply(UInt32(pixels[i]), inverse)) }
    }

    /// `x · a / 255` rounded as pixman's `MUL_UN8` (one channel of `Accumulator.multiply`).
    @inline(__always)
    static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
        let t = x &* a &+ 0x80
        return ((t >> 8) &+ t) >> 8
    }
}

/// One premultiplied colour.
struct SolidPainter: SpanPainter {
    let source: UInt32

    @inline(__always)
    func paint(_ pixels: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage m: UInt32) {
        typealias A = ScanlineFiller.Accumulator
        if m == 255 && source >> 24 == 255 {
            pixels.update(repeating: source, count: count)
            return
        }
        // `source` is premultiplied (no channel above its alpha), and so is `s`: each channel of
        // `d·(255 − α)` is at most 255 − α, so a plain add never carries and equals pixman's
        // saturating one.
        let s = m == 255 ? source : A.multiply(source, m), inverse = 255 - s >> 24
        for i in 0..<count { pixels[i] = A.multiply(pixels[i], inverse) &+ s }
    }
}


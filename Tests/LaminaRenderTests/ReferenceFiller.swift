import Lamina
@testable import LaminaRender

/// `ScanlineFiller` as it was before its arithmetic was made faster (issue #32), kept as the
/// straightforward reference the fast one must match byte for byte: every row's and cell's
/// crossing divided from the segment's end points, Cairo's curve error test as Cairo writes
/// it, and the solid painter's blend one pixel at a time. Plain arrays, no reuse.
final class ReferenceFiller {
    typealias PixelBox = ScanlineFiller.PixelBox
    private var cells: [Int32] = []
    private var touched: [Int32] = []
    private(set) var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    private var rowLength = 0

    /// The cells over `box` (rows of `box.x1 − box.x0 + 1`) and each row's first and last touched
    /// cell, as `ScanlineFiller.Accumulator` keeps them.
    var state: (cells: [Int32], touched: [Int32]) { (cells, touched) }

    /// Empty cells over `box`.
    func reset(_ box: PixelBox) {
        self.box = box
        rowLength = box.x1 - box.x0 + 1
        cells = Array(repeating: 0, count: (box.y1 - box.y0) * rowLength)
        touched = (0..<(box.y1 - box.y0)).flatMap { _ in [Int32.max, -1] }
    }

    // MARK: Loading, as `ScanlineFiller.load`

    /// `path` under `m` in device 24.8 fixed point, or nil when a point is out of range.
    static func load(_ path: Path, _ m: AffineTransform) -> (ops: [ScanlineFiller.Op], points: [Int32])? {
        var ops: [ScanlineFiller.Op] = [], points: [Int32] = []
        var valid = true
        func add(_ p: Point) {
            let x = (m.a * p.x + m.c * p.y) + m.tx, y = (m.b * p.x + m.d * p.y) + m.ty
            let limit = ScanlineFiller.maximumCoordinate
            guard abs(x) < limit, abs(y) < limit else { valid = false; return }
            points.append(Int32((x * 256).rounded(.toNearestOrEven)))
            points.append(Int32((y * 256).rounded(.toNearestOrEven)))
        }
        var current = Point.zero, start = Point.zero, hasPoint = false
        for element in path.elements {
            switch element {
            case .move(let p):
                ops.append(.move); add(p)
                current = p; start = p; hasPoint = true
            case .line(let p):
                if hasPoint { ops.append(.line) } else { ops.append(.move); start = p }
                add(p)
                current = p; hasPoint = true
            case .quadCurve(let p, let c):
                if !hasPoint { ops.append(.move); add(current); start = current; hasPoint = true }
                ops.append(.curve)
                add(current + (c - current) * (2.0 / 3)); add(p + (c - p) * (2.0 / 3)); add(p)
                current = p
            case .curve(let p, let c1, let c2):
                if !hasPoint { ops.append(.move); add(current); start = current; hasPoint = true }
                ops.append(.curve)
                add(c1); add(c2); add(p)
                current = p
            case .closeSubpath:
                if hasPoint { ops.append(.close) }
                current = start
            }
            guard valid else { return nil }
        }
        return (ops, points)
    }

    // MARK: Drawing, as `ScanlineFiller.draw` with a solid colour

    /// Fills `ops` and `points` with `source` (premultiplied) into `target` inside `clips`.
    func draw(_ ops: [ScanlineFiller.Op], _ points: [Int32], evenOdd: Bool, source: UInt32,
              into target: ScanlineFiller.Target, clips: [PixelBox]) {
        guard !clips.isEmpty, !points.isEmpty else { return }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for i in stride(from: 0, to: points.count, by: 2) {
            minX = min(minX, points[i]); maxX = max(maxX, points[i])
            minY = min(minY, points[i + 1]); maxY = max(maxY, points[i + 1])
        }
        let bounds = PixelBox(x0: Int(minX >> 8), y0: Int(minY >> 8), x1: Int((maxX + 255) >> 8), y1: Int((maxY + 255) >> 8))
        let box = bounds.intersection(PixelBox.enclosing(clips)).intersection(target.box)
        guard !box.isEmpty else { return }
        reset(box)
        accumulate(ops, points)
        for clip in clips {
            let part = clip.intersection(box)
            guard !part.isEmpty else { continue }
            composite(part, source: source, evenOdd: evenOdd, into: target)
        }
    }

    func accumulate(_ ops: [ScanlineFiller.Op], _ p: [Int32]) {
        var i = 0, cx = 0, cy = 0, sx = 0, sy = 0, open = false
        for op in ops {
            switch op {
            case .move:
                if open { addLine(cx, cy, sx, sy) }
                (cx, cy) = (Int(p[i]), Int(p[i + 1]))
                (sx, sy) = (cx, cy)
                open = true
                i += 2
            case .line:
                let x = Int(p[i]), y = Int(p[i + 1])
                addLine(cx, cy, x, y)
                (cx, cy) = (x, y)
                i += 2
            case .curve:
                addCurve(Int32(cx), Int32(cy), p[i], p[i + 1], p[i + 2], p[i + 3], p[i + 4], p[i + 5])
                (cx, cy) = (Int(p[i + 4]), Int(p[i + 5]))
                i += 6
            case .close:
                addLine(cx, cy, sx, sy)
                (cx, cy) = (sx, sy)
            }
        }
        if open { addLine(cx, cy, sx, sy) }
    }

    // MARK: Cells, as the accumulator wrote them

    private func fold(_ row: Int, _ dy: Int) {
        guard dy != 0 else { return }
        cells[row * rowLength] &+= Int32(truncatingIfNeeded: dy * 512)
        touched[2 * row] = 0
        touched[2 * row + 1] = max(touched[2 * row + 1], 0)
    }

    private func cell(_ row: Int, _ column: Int, _ dy: Int, _ offsets: Int) {
        guard dy != 0 else { return }
        let area = Int32(truncatingIfNeeded: dy * (512 - offsets))
        cells[row * rowLength + column] &+= area
        cells[row * rowLength + column + 1] &+= Int32(truncatingIfNeeded: dy * 512) &- area
    }

    private func touch(_ row: Int, _ first: Int, _ last: Int) {
        touched[2 * row] = min(touched[2 * row], Int32(first))
        touched[2 * row + 1] = max(touched[2 * row + 1], Int32(last))
    }

    /// The line from (x0, y0) to (x1, y1), each row's crossing divided.
    func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        guard y0 != y1 else { return }
        let top = min(y0, y1), bottom = max(y0, y1)
        guard bottom > box.y0 << 8, top < box.y1 << 8, min(x0, x1) < box.x1 << 8 else { return }
        let firstRow = max(top >> 8, box.y0), lastRow = min((bottom - 1) >> 8, box.y1 - 1)
        guard firstRow <= lastRow else { return }
        let leftOfBox = max(x0, x1) <= box.x0 << 8
        func x(at y: Int) -> Int {
            if y == y0 { return x0 }
            if y == y1 { return x1 }
            return x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        }
        for r in firstRow...lastRow {
            let rowTop = r << 8
            let ya = min(max(y0, rowTop), rowTop + 256), yb = min(max(y1, rowTop), rowTop + 256)
            guard ya != yb else { continue }
            if leftOfBox {
                fold(r - box.y0, yb - ya)
                continue
            }
            let top = min(ya, yb), bottom = max(ya, yb)
            let xTop = x(at: top), xBottom = x(at: bottom)
            if ya < yb {
                addRowPiece(r - box.y0, xTop, top - rowTop, xBottom, bottom - rowTop)
            } else {
                addRowPiece(r - box.y0, xBottom, bottom - rowTop, xTop, top - rowTop)
            }
        }
    }

    /// A line within one row, each cell's crossing divided.
    private func addRowPiece(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
        let first = xa >> 8, last = xb >> 8
        if first == last {
            if first < box.x0 { fold(row, yb - ya) } else if first < box.x1 && yb != ya {
                cell(row, first - box.x0, yb - ya, xa + xb - 2 * (first << 8))
                touch(row, first - box.x0, first - box.x0 + 1)
            }
            return
        }
        let low = max(min(first, last), box.x0), high = min(max(first, last), box.x1 - 1)
        if low <= high { touch(row, low - box.x0, high - box.x0 + 1) }
        let dx = xb - xa, dy = yb - ya
        func y(at x: Int) -> Int { x == xb ? yb : ya + (x - xa) * dy / dx }
        var c = first, px = xa, py = ya
        if xa < xb {
            if c < box.x0 {
                let edge = box.x0 << 8
                if edge >= xb { fold(row, dy); return }
                let ye = y(at: edge)
                fold(row, ye - py)
                (c, px, py) = (box.x0, edge, ye)
            }
            while c <= last && c < box.x1 {
                let nx = min((c + 1) << 8, xb), ny = y(at: nx)
                cell(row, c - box.x0, ny - py, px + nx - 2 * (c << 8))
                (px, py) = (nx, ny)
                c += 1
            }
        } else {
            if c >= box.x1 {
                let edge = box.x1 << 8
                if edge <= xb { return }
                (c, px, py) = (box.x1 - 1, edge, y(at: edge))
            }
            while c >= last {
                if c < box.x0 { fold(row, yb - py); return }
                let nx = max(c << 8, xb), ny = y(at: nx)
                cell(row, c - box.x0, ny - py, px + nx - 2 * (c << 8))
                (px, py) = (nx, ny)
                c -= 1
            }
        }
    }

    /// The cubic curve halved as `_cairo_spline_decompose` halves it, tested with
    /// `_cairo_spline_error_squared` as Cairo writes it.
    func addCurve(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, _ x2: Int32, _ y2: Int32,
                  _ x3: Int32, _ y3: Int32) {
        var stack: [[Int32]] = [[x0, y0, x1, y1, x2, y2, x3, y3]]
        let left = Int32(box.x0 << 8), right = Int32(box.x1 << 8), above = Int32(box.y0 << 8), below = Int32(box.y1 << 8)
        while let s = stack.last {
            let (ax, ay, bx, by, cx, cy, dx, dy) = (s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
            let outside = max(max(ay, by), max(cy, dy)) <= above || min(min(ay, by), min(cy, dy)) >= below
                || min(min(ax, bx), min(cx, dx)) >= right || max(max(ax, bx), max(cx, dx)) <= left
            if outside || stack.count == ScanlineFiller.Accumulator.curveDepth + 1
                || ReferenceFiller.errorSquared(ax, ay, bx, by, cx, cy, dx, dy) < ReferenceFiller.tolerance2 {
                addLine(Int(ax), Int(ay), Int(dx), Int(dy))
                stack.removeLast()
                continue
            }
            func half(_ p: Int32, _ q: Int32) -> Int32 { p &+ ((q &- p) >> 1) }
            let abx = half(ax, bx), aby = half(ay, by), bcx = half(bx, cx), bcy = half(by, cy)
            let cdx = half(cx, dx), cdy = half(cy, dy)
            let abbcx = half(abx, bcx), abbcy = half(aby, bcy), bccdx = half(bcx, cdx), bccdy = half(bcy, cdy)
            let mx = half(abbcx, bccdx), my = half(abbcy, bccdy)
            stack[stack.count - 1] = [mx, my, bccdx, bccdy, cdx, cdy, dx, dy]
            stack.append([ax, ay, abx, aby, abbcx, abbcy, mx, my])
        }
    }

    /// Cairo's squared tolerance as Cairo computes it (0.1 · 0.1, a hair above 0.01).
    static let tolerance2 = ScanlineFiller.tolerance * ScanlineFiller.tolerance

    /// `_cairo_spline_error_squared`, two divisions a control point.
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

    // MARK: Compositing, one pixel at a time

    private func composite(_ part: PixelBox, source: UInt32, evenOdd: Bool, into target: ScanlineFiller.Target) {
        for y in part.y0..<part.y1 {
            let row = y - box.y0
            var running: Int32 = 0
            for i in 0..<(part.x0 - box.x0) { running &+= cells[row * rowLength + i] }
            let pixels = UnsafeMutableRawPointer(target.data + (y + target.offsetY) * target.stride)
                .assumingMemoryBound(to: UInt32.self) + target.offsetX
            for x in part.x0..<part.x1 {
                running &+= cells[row * rowLength + x - box.x0]
                var area: UInt32
                if evenOdd {
                    area = UInt32(bitPattern: running) & 0x3_FFFF
                    if area > 131_072 { area = 262_144 - area }
                } else {
                    area = min(running.magnitude, 131_072)
                }
                let m = (area * 255 + 65_536) >> 17
                guard m != 0 else { continue }
                let s = m == 255 ? source : ReferenceFiller.multiply(source, m)
                pixels[x] = ReferenceFiller.add(ReferenceFiller.multiply(pixels[x], 255 - s >> 24), s)
            }
        }
    }

    /// Pixman's `UN8x4_MUL_UN8`, a channel at a time.
    static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let t = (x >> UInt32(shift) & 0xFF) * a + 0x80
            out |= ((t + (t >> 8)) >> 8) << UInt32(shift)
        }
        return out
    }

    /// Pixman's `UN8x4_ADD_UN8x4`, a channel at a time.
    static func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            out |= min((x >> UInt32(shift) & 0xFF) + (y >> UInt32(shift) & 0xFF), 255) << UInt32(shift)
        }
        return out
    }
}

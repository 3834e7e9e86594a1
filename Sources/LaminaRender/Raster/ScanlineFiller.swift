import Lamina

/// Fills a path with one colour straight into premultiplied ARGB32 pixels: a scanline
/// rasteriser of exact area coverage, used for the display list's solid fills instead of
/// `cairo_fill` (`CairoCanvas.fillSolid`), which falls back to Cairo when this refuses.
///
/// Design: the path is moved to device space in 24.8 fixed point (as Cairo does), curves are
/// flattened there by Cairo's own subdivision at its tolerance of 0.1 pixel, and each line adds
/// its signed area and cover to the cells it crosses in an accumulation buffer (FreeType's
/// "gray" rasteriser and ThorVG's engine keep cells the same way); a row's running sum is then
/// the accumulated winding, folded by the fill rule and composited OVER with pixman's rounding.
/// Everything is integer arithmetic on the segment's own end points, so a pixel's coverage does
/// not depend on which rows or columns are drawn: the buffer covers only the clip's part of the
/// shape, cells left of it fold into its first column (integer sums are exact in any order),
/// cells right of it are dropped, and a damaged rectangle redrawn gets the same bytes as a
/// whole redraw. Cairo's scan converter samples 15 sub-rows a pixel instead, so the two differ
/// on edges by a few levels (`docs/performance.md` has the measured bound).
///
/// A shape drawn again unchanged frame after frame (the same path storage, device matrix and
/// rule or stroke style) is composited from the coverage `coverage` kept of it, the same
/// bytes, without being flattened, stroked or accumulated again (`CoverageCache`).
///
/// Not thread-safe: each canvas owns one, and reuses its buffers from fill to fill.
final class ScanlineFiller {
    /// Pixels of a surface in canvas space: canvas pixel (x, y) is the `UInt32` at
    /// `data + (y + offsetY) * stride + (x + offsetX) * 4`, for x in `0 - offsetX ..< width - offsetX`
    /// (the `UInt8` at `... + (x + offsetX)` when the paint is `alpha`: an A8 surface).
    struct Target {
        var data: UnsafeMutablePointer<UInt8>
        var stride: Int
        var width: Int, height: Int
        var offsetX: Int, offsetY: Int

        /// The surface's pixels in canvas space.
        var box: PixelBox { PixelBox(x0: -offsetX, y0: -offsetY, x1: width - offsetX, y1: height - offsetY) }
    }

    /// What a fill composites: one premultiplied ARGB32 colour, or a gradient shaded run by
    /// run; or, into an A8 target, one alpha (0...255), as the colour's alpha channel would
    /// composite.
    enum Paint {
        case solid(UInt32)
        case gradient(GradientPainter)
        case alpha(UInt32)
    }

    /// A half-open rectangle of canvas pixels.
    struct PixelBox: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
        /// No pixels.
        static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        func intersection(_ o: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }

        /// The smallest box holding every one of `boxes` (which must not be empty).
        static func enclosing(_ boxes: [PixelBox]) -> PixelBox {
            boxes.dropFirst().reduce(boxes[0]) {
                PixelBox(x0: min($0.x0, $1.x0), y0: min($0.y0, $1.y0), x1: max($0.x1, $1.x1), y1: max($0.y1, $1.y1))
            }
        }
    }

    /// The largest device coordinate accepted (pixels): larger shapes are left to Cairo, and
    /// 24.8 fixed point differences then stay within `Int32` when curves are halved.
    static let maximumCoordinate = Double(1 << 21)
    /// Cairo's default tolerance: the most a flattened curve strays from the true one (pixels).
    static let tolerance = 0.1

    enum Op: UInt8 { case move, line, curve, close }
    private var ops: [Op] = []
    /// The ops' points in device 24.8 fixed point, x then y.
    private var points: [Int32] = []

    /// The accumulation buffer: `cellRows` rows of `width + 1` cells, all zero between fills.
    private var cells = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var cellCapacity = 0
    /// Each row's first and last touched cell.
    private var touched = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var touchedCapacity = 0
    private let curveStack = UnsafeMutablePointer<Int32>.allocate(capacity: 8 * (Accumulator.curveDepth + 1))
    /// Outlines strokes for `stroke(_:style:matrix:paint:into:clips:convex:keepingWithin:)`.
    private let stroker = Stroker()
    /// The coverage of shapes drawn lately, for drawing them again unchanged.
    let coverage = CoverageCache()

    deinit {
        cells.deallocate()
        touched.deallocate()
        curveStack.deallocate()
    }

    /// Fills `path` under `matrix` (user space to canvas pixels) with `paint` into `target`
    /// inside `clips` (canvas pixels, not overlapping) and, when given, inside `convex`,
    /// returning the pixels it may have changed. Nil, with nothing drawn, when a point is not
    /// finite or lies beyond `maximumCoordinate`: the caller fills with Cairo then.
    ///
    /// With `keepingWithin` (the canvas's pixels) and no `convex`, a shape drawn again
    /// unchanged composites the coverage `coverage` kept of it there (the same bytes).
    func fill(_ path: Path, matrix: AffineTransform, rule: FillRule, paint: Paint, into target: Target,
              clips: [PixelBox], convex: ConvexClip? = nil, keepingWithin limit: PixelBox? = nil) -> PixelBox? {
        if let limit, convex == nil {
            let key = CoverageCache.Key(path, matrix, .fill(rule))
            switch drawKept(key, path: path, within: limit, evenOdd: rule == .evenOdd, paint: paint, into: target,
                            clips: clips, outline: { load(path, matrix) }) {
            case .drawn(let box): return box
            case .refused: return nil
            case .notKept: break
            }
        }
        guard let bounds = load(path, matrix) else { return nil }
        return draw(bounds, rule: rule, paint: paint, into: target, clips: clips, convex: convex)
    }

    /// `path` under `matrix` (user space to canvas pixels) as a clip, flattened as Cairo
    /// flattens a clip path, when it is one convex polygon; nil otherwise (or out of range).
    func convexClip(_ path: Path, matrix: AffineTransform) -> ConvexClip? {
        guard load(path, matrix) != nil else { return nil }
        let polygons = flattened().filter { $0.count >= 6 }
        guard polygons.count == 1 else { return nil }
        return ConvexClip(polygon: polygons[0])
    }

    /// Strokes `path` with `style` under `matrix` (user space to canvas pixels) with `paint`
    /// into `target` inside `clips`: `stroker`'s outline filled with the non-zero rule. Nil,
    /// with nothing drawn, when the stroker refuses (dashes, out of range, too many points):
    /// the caller strokes with Cairo then. `keepingWithin` as for `fill`.
    func stroke(_ path: Path, style: StrokeStyle, matrix: AffineTransform, paint: Paint, into target: Target,
                clips: [PixelBox], convex: ConvexClip? = nil, keepingWithin limit: PixelBox? = nil) -> PixelBox? {
        if let limit, convex == nil {
            let key = CoverageCache.Key(path, matrix, CoverageCache.Outline(style))
            switch drawKept(key, path: path, within: limit, evenOdd: false, paint: paint, into: target, clips: clips,
                            outline: { outline(path, style: style, matrix: matrix) }) {
            case .drawn(let box): return box
            case .refused: return nil
            case .notKept: break
            }
        }
        guard let bounds = outline(path, style: style, matrix: matrix) else { return nil }
        return draw(bounds, rule: .nonZero, paint: paint, into: target, clips: clips, convex: convex)
    }

    /// Loads `stroker`'s outline of `path` into `ops` and `points` (the stroker keeps the old
    /// buffers for its next outline), returning the pixels it reaches; nil when it refuses.
    private func outline(_ path: Path, style: StrokeStyle, matrix: AffineTransform) -> PixelBox? {
        guard stroker.outline(path, style: style, matrix: matrix) else { return nil }
        swap(&ops, &stroker.ops)
        swap(&points, &stroker.points)
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        points.withUnsafeBufferPointer { p in
            var i = 0
            while i + 1 < p.count {
                minX = min(minX, p[i]); maxX = max(maxX, p[i])
                minY = min(minY, p[i + 1]); maxY = max(maxY, p[i + 1])
                i += 2
            }
        }
        guard !points.isEmpty else { return .empty }
        return PixelBox(x0: Int(minX >> 8), y0: Int(minY >> 8), x1: Int((maxX + 255) >> 8), y1: Int((maxY + 255) >> 8))
    }

    /// Starts a frame for `coverage`: shapes not drawn lately are forgotten.
    func beginFrame() {
        coverage.beginFrame()
    }

    /// How `drawKept` went.
    private enum KeptDrawing {
        /// Drawn from kept coverage, changing at most these pixels.
        case drawn(PixelBox)
        /// The outline refused: nothing drawn, the caller draws with Cairo.
        case refused
        /// New to the cache: nothing drawn, the caller draws as usual.
        case notKept
    }

    /// Draws the shape `key` from its kept runs, made now (by `outline`, which loads it and
    /// returns its bounds) over all of it within `limit` when it was drawn before without them.
    private func drawKept(_ key: CoverageCache.Key, path: Path, within limit: PixelBox, evenOdd: Bool, paint: Paint,
                          into target: Target, clips: [PixelBox], outline: () -> PixelBox?) -> KeptDrawing {
        guard !clips.isEmpty else { return .notKept }
        let needed = PixelBox.enclosing(clips).intersection(target.box)
        let runs: CoverageRuns, bounds: PixelBox
        switch coverage.lookUp(key, path: path, needed: needed) {
        case .new:
            return .notKept
        case let .kept(keptRuns, keptBounds):
            (runs, bounds) = (keptRuns, keptBounds)
        case .again:
            guard let outlineBounds = outline() else { return .refused }
            // The whole shape, where the canvas (and anything drawn now) can show it.
            let whole = outlineBounds.intersection(PixelBox.enclosing([limit, needed]))
            guard !whole.isEmpty else { return .drawn(.empty) }
            let accumulator = prepare(whole)
            accumulate(into: accumulator)
            runs = accumulator.runs(evenOdd: evenOdd)
            accumulator.clear()
            bounds = outlineBounds
            coverage.keep(runs, bounds: bounds, for: key)
        }
        let box = bounds.intersection(needed)
        guard !box.isEmpty else { return .drawn(.empty) }
        for clip in clips {
            let part = clip.intersection(box)
            if !part.isEmpty { runs.composite(part, paint: paint, into: target) }
        }
        return .drawn(box)
    }

    /// Fills the loaded `ops` and `points`, whose control points reach `bounds`, inside `clips`
    /// and `convex`: a shape inside `convex` is drawn as it is, one outside it not at all, and
    /// one crossing its edges is flattened and cut by them first.
    private func draw(_ bounds: PixelBox, rule: FillRule, paint: Paint, into target: Target,
                      clips: [PixelBox], convex: ConvexClip?) -> PixelBox {
        guard !clips.isEmpty else { return .empty }
        if let convex {
            switch points.withUnsafeBufferPointer({ convex.place($0) }) {
            case .inside: break
            case .outside: return .empty
            case let .crossing(edges): cut(by: convex, edges)
            }
        }
        // Whole pixels the shape's control points reach, inside the clips and the surface.
        let box = bounds.intersection(PixelBox.enclosing(clips)).intersection(target.box)
        guard !box.isEmpty else { return .empty }
        let accumulator = prepare(box)
        accumulate(into: accumulator)
        for clip in clips {
            let part = clip.intersection(box)
            guard !part.isEmpty else { continue }
            accumulator.composite(part, paint: paint, evenOdd: rule == .evenOdd, into: target)
        }
        accumulator.clear()
        return box
    }

    /// The colour as the premultiplied ARGB32 pixel Cairo makes of it (16-bit channels
    /// rounded, then their high bytes), so the same colour composites to the same bytes.
    static func premultiplied(_ c: Color) -> UInt32 {
        func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = clamped(c.alpha)
        func byte(_ v: Double) -> UInt32 { UInt32(UInt16(v * 65535 + 0.5) >> 8) }
        return byte(a) << 24 | byte(clamped(c.red) * a) << 16 | byte(clamped(c.green) * a) << 8 | byte(clamped(c.blue) * a)
    }

    // MARK: Geometry

    /// Reads `path` into `ops` and `points` in device fixed point (as `CairoCanvas.appendPath`
    /// hands it to Cairo: quadratic curves raised to cubics, a line or curve with no current
    /// point starting a sub-path), returning the pixels its control points reach, or nil when
    /// a point is out of range.
    private func load(_ path: Path, _ m: AffineTransform) -> PixelBox? {
        // Filled as locals and put back: appending to the properties themselves costs an
        // exclusivity check a point.
        var ops: [Op] = [], points: [Int32] = []
        swap(&ops, &self.ops)
        swap(&points, &self.points)
        ops.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        defer {
            swap(&ops, &self.ops)
            swap(&points, &self.points)
        }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        var valid = true
        func add(_ p: Point) {
            // Cairo's order of operations: the linear part, then the translation.
            let x = (m.a * p.x + m.c * p.y) + m.tx, y = (m.b * p.x + m.d * p.y) + m.ty
            let limit = ScanlineFiller.maximumCoordinate
            guard abs(x) < limit, abs(y) < limit else { valid = false; return }
            let fx = Int32((x * 256).rounded(.toNearestOrEven)), fy = Int32((y * 256).rounded(.toNearestOrEven))
            points.append(fx)
            points.append(fy)
            minX = min(minX, fx); maxX = max(maxX, fx)
            minY = min(minY, fy); maxY = max(maxY, fy)
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
        guard !points.isEmpty else { return .empty }
        return PixelBox(x0: Int(minX >> 8), y0: Int(minY >> 8), x1: Int((maxX + 255) >> 8), y1: Int((maxY + 255) >> 8))
    }

    /// A zeroed accumulation buffer over `box`, grown (never shrunk) as needed.
    private func prepare(_ box: PixelBox) -> Accumulator {
        let rows = box.y1 - box.y0, rowLength = box.x1 - box.x0 + 1
        if cellCapacity < rows * rowLength {
            cells.deallocate()
            cellCapacity = max(rows * rowLength, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if touchedCapacity < rows * 2 {
            touched.deallocate()
            touchedCapacity = max(rows * 2, touchedCapacity * 2)
            touched = .allocate(capacity: touchedCapacity)
        }
        for row in 0..<rows {
            touched[2 * row] = Int32.max
            touched[2 * row + 1] = -1
        }
        return Accumulator(cells: cells, touched: touched, box: box, rowLength: rowLength, curveStack: curveStack)
    }

    // MARK: Clipping

    /// The loaded path flattened as the accumulator flattens it: one closed polygon (x, y
    /// pairs in fixed point) a sub-path.
    private func flattened() -> [[Int]] {
        var polygons: [[Int]] = []
        var polygon: [Int] = []
        points.withUnsafeBufferPointer { p in
            var i = 0
            for op in ops {
                switch op {
                case .move:
                    if polygon.count > 2 { polygons.append(polygon) }
                    polygon = [Int(p[i]), Int(p[i + 1])]
                    i += 2
                case .line:
                    polygon.append(Int(p[i]))
                    polygon.append(Int(p[i + 1]))
                    i += 2
                case .curve:
                    let n = polygon.count
                    flatten(Int32(polygon[n - 2]), Int32(polygon[n - 1]), p[i], p[i + 1], p[i + 2], p[i + 3], p[i + 4], p[i + 5],
                            into: &polygon)
                    i += 6
                case .close:
                    // The sub-path goes on from its start, which `move` alone would not say.
                    polygons.append(polygon)
                    polygon = [polygon[0], polygon[1]]
                }
            }
        }
        if polygon.count > 2 { polygons.append(polygon) }
        return polygons
    }

    /// Appends the cubic curve from (x0, y0) (already in `polygon`) as `Accumulator.addCurve`
    /// flattens it: its end point and those of the pieces before it.
    private func flatten(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, _ x2: Int32, _ y2: Int32,
                         _ x3: Int32, _ y3: Int32, into polygon: inout [Int]) {
        let depth = Accumulator.curveDepth, s = curveStack
        s[0] = x0; s[1] = y0; s[2] = x1; s[3] = y1; s[4] = x2; s[5] = y2; s[6] = x3; s[7] = y3
        var top = 0
        while top >= 0 {
            let k = top * 8
            let ax = s[k], ay = s[k + 1], bx = s[k + 2], by = s[k + 3]
            let cx = s[k + 4], cy = s[k + 5], dx = s[k + 6], dy = s[k + 7]
            if top == depth || Accumulator.isFlat(ax, ay, bx, by, cx, cy, dx, dy) {
                polygon.append(Int(dx))
                polygon.append(Int(dy))
                top -= 1
                continue
            }
            Accumulator.split(s, at: k)
            top += 1
        }
    }

    /// Replaces the loaded path with its flattened sub-paths cut by `convex`'s edges `crossed`
    /// (lines only, each sub-path closed).
    private func cut(by convex: ConvexClip, _ crossed: [Int]) {
        let polygons = flattened()
        ops.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        for polygon in polygons {
            let clipped = convex.clip(polygon, by: crossed)
            guard clipped.count >= 6 else { continue }
            ops.append(.move)
            ops.append(contentsOf: repeatElement(.line, count: clipped.count / 2 - 1))
            ops.append(.close)
            // Cut corners lie within the polygon's hull, so they fit in 24.8 fixed point.
            for v in clipped { points.append(Int32(v)) }
        }
    }

    /// Adds every edge of the loaded path (each sub-path closed) to `accumulator`.
    private func accumulate(into accumulator: Accumulator) {
        points.withUnsafeBufferPointer { p in
            var i = 0, cx = 0, cy = 0, sx = 0, sy = 0, open = false
            for op in ops {
                switch op {
                case .move:
                    if open { accumulator.addLine(cx, cy, sx, sy) }
                    (cx, cy) = (Int(p[i]), Int(p[i + 1]))
                    (sx, sy) = (cx, cy)
                    open = true
                    i += 2
                case .line:
                    let x = Int(p[i]), y = Int(p[i + 1])
                    accumulator.addLine(cx, cy, x, y)
                    (cx, cy) = (x, y)
                    i += 2
                case .curve:
                    accumulator.addCurve(Int32(cx), Int32(cy), p[i], p[i + 1], p[i + 2], p[i + 3], p[i + 4], p[i + 5])
                    (cx, cy) = (Int(p[i + 4]), Int(p[i + 5]))
                    i += 6
                case .close:
                    accumulator.addLine(cx, cy, sx, sy)
                    (cx, cy) = (sx, sy)
                }
            }
            if open { accumulator.addLine(cx, cy, sx, sy) }
        }
    }
}

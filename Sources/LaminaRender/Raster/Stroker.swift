import func Foundation.acos
import func Foundation.cos
import func Foundation.hypot
import func Foundation.sin
import Lamina

/// Turns a stroked path into the outline polygon Cairo's polygon stroker makes of it, for
/// `ScanlineFiller` to fill with the non-zero rule (`CairoCanvas.strokeSolid`).
///
/// Design: the stroke must match `cairo_stroke` within a couple of levels, so the outline is
/// Cairo's own, worked out as Cairo works it (`cairo-path-stroke-polygon.c` in Cairo 1.16 is
/// the reference for behaviour): the path moved to device space in 24.8 fixed point, curves
/// flattened there at 0.1 pixel with each point offset along its own tangent, and the pen a
/// circle of the line width in user space, so each offset is the perpendicular taken in user
/// space and mapped back (an ellipse under a scaled or skewed transform). Round joins and caps
/// use the pen's polygon (Cairo's vertex count for the tolerance), miters the same miter-limit
/// test on device slopes, and the inner side of a turn runs straight through the vertex (the
/// loop that makes lies inside the stroke, where the non-zero rule fills it). A smoother
/// stroker (true offset curves, arcs at any precision) would differ from Cairo by more than
/// it gains, since the renderer's other strokes (dashed ones, masks) stay on Cairo.
///
/// Each sub-path gives closed contours wound the same way: an open one a single loop (one
/// side forward, the end cap, the other side back, the start cap), a closed one two (outer and
/// inner). A zero-length sub-path gives a round cap's dot and nothing for other caps (as Cairo).
///
/// Not thread-safe: each `ScanlineFiller` owns one and reuses its storage stroke after stroke.
final class Stroker {
    /// A device point or offset in 24.8 fixed point.
    struct Fixed: Equatable {
        var x: Int, y: Int
        static func + (p: Fixed, q: Fixed) -> Fixed { Fixed(x: p.x + q.x, y: p.y + q.y) }
        static func - (p: Fixed, q: Fixed) -> Fixed { Fixed(x: p.x - q.x, y: p.y - q.y) }
        static prefix func - (p: Fixed) -> Fixed { Fixed(x: -p.x, y: -p.y) }
        var isZero: Bool { x == 0 && y == 0 }
    }

    /// Where the stroke crosses a point of the path: the point, its two offset points, and
    /// the direction there (as fixed differences, as a device unit vector, and in user space).
    struct Face {
        var point = Fixed(x: 0, y: 0), cw = Fixed(x: 0, y: 0), ccw = Fixed(x: 0, y: 0)
        var vector = Fixed(x: 0, y: 0)
        var slopeX = 0.0, slopeY = 0.0
        var userX = 0.0, userY = 0.0
    }

    /// The most outline points one stroke may make before it is left to Cairo.
    static let maximumPoints = 1 << 22
    /// The most pen vertices (a round join's polygon) before the stroke is left to Cairo.
    static let maximumPenVertices = 4096

    /// The outline: `move` then `line`s for each contour, points in device 24.8 fixed point.
    @exclusivity(unchecked) var ops: [ScanlineFiller.Op] = []
    @exclusivity(unchecked) var points: [Int32] = []

    // The stroke being outlined.
    @exclusivity(unchecked) private var ctm = AffineTransform.identity, inverse = AffineTransform.identity
    @exclusivity(unchecked) private var identity = true
    @exclusivity(unchecked) private var halfWidth = 0.0, tolerance = ScanlineFiller.tolerance, cuspTolerance = 0.0
    @exclusivity(unchecked) private var detPositive = true
    @exclusivity(unchecked) private var join = LineJoin.miter, cap = LineCap.butt, miterLimit = 10.0
    /// The pen's vertices as offsets (clockwise on the device), and the edge that reaches each
    /// one walking clockwise and walking back.
    @exclusivity(unchecked) private var pen: [Fixed] = [], penIn: [Fixed] = [], penBack: [Fixed] = []
    /// The width and transform `pen` was made for, and whether this stroke uses it.
    @exclusivity(unchecked) private var penWidth = 0.0, penMatrix = AffineTransform.identity, penInUse = false
    /// The unit circle's points for the vertex counts pens were made with: a stroke whose width
    /// or transform changes from frame to frame (an animated scale) makes its pen again, and the
    /// cosines and sines were most of that. At most `circleTableLimit` counts are kept.
    @exclusivity(unchecked) private var unitCircles: [Int: [(cos: Double, sin: Double)]] = [:]
    private static let circleTableLimit = 16
    /// The two sides of the sub-path being outlined.
    @exclusivity(unchecked) private var cw: [Fixed] = [], ccw: [Fixed] = []
    /// Curve pieces waiting to be flattened, nine values each (four points, how many halvings):
    /// at most one a level and the top, so `curveDepth + 2` pieces.
    private let curveStack = UnsafeMutablePointer<Int>.allocate(capacity: 9 * (ScanlineFiller.Accumulator.curveDepth + 2))

    deinit { curveStack.deallocate() }

    // The sub-path being outlined.
    @exclusivity(unchecked) private var firstPoint = Fixed(x: 0, y: 0)
    @exclusivity(unchecked) private var hasInitialSubPath = false, hasCurrentFace = false, hasFirstFace = false
    @exclusivity(unchecked) private var current = Face(), first = Face()
    /// Set when the stroke is to be left to Cairo (too many points, or a case it counts wrong).
    @exclusivity(unchecked) private var overflow = false
    /// The sub-path's centre line so far: twice its signed area (square pixels, closed back to
    /// its start) and its length (pixels); and the pen's longest radius (pixels).
    @exclusivity(unchecked) private var centreArea = 0.0, centreLength = 0.0, deviceHalfWidth = 0.0

    /// Outlines `path` stroked with `style` under `matrix` (user space to device pixels) into
    /// `ops` and `points`. False when the stroke is not one this can outline as Cairo does
    /// (dashes, a coordinate out of the filler's range, too many points): Cairo strokes it.
    /// A width of zero or less outlines nothing and returns true.
    func outline(_ path: Path, style: StrokeStyle, matrix m: AffineTransform) -> Bool {
        ops.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        if let dashes = style.dashPattern, !dashes.isEmpty { return false }
        guard style.lineWidth.isFinite, !style.miterLimit.isNaN else { return false }
        guard style.lineWidth > 0 else { return true }
        let det = m.a * m.d - m.b * m.c
        guard det != 0, det.isFinite, m.tx.isFinite, m.ty.isFinite else { return false }
        ctm = AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        inverse = AffineTransform(a: m.d / det, b: -m.b / det, c: -m.c / det, d: m.a / det, tx: 0, ty: 0)
        identity = m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1
        detPositive = det >= 0
        halfWidth = style.lineWidth / 2
        join = style.lineJoin
        cap = style.lineCap
        miterLimit = max(style.miterLimit, 1)
        let cusp = 1 - tolerance / halfWidth
        cuspTolerance = cusp * cusp * 2 - 1
        // The outline stays within the path's box grown by the longest offset a miter or square
        // cap makes: both must stay well inside the filler's range.
        let major = Stroker.majorAxis(ctm, radius: halfWidth)
        deviceHalfWidth = major
        let limit = ScanlineFiller.maximumCoordinate / 2
        guard major * max(miterLimit, 1.5) < limit else { return false }

        var hasCurve = false
        for element in path.elements {
            switch element {
            case .quadCurve, .curve: hasCurve = true
            default: continue
            }
            break
        }
        if hasCurve || join == .round || cap == .round {
            let count = Stroker.penVertexCount(tolerance: tolerance, major: major)
            guard count <= Stroker.maximumPenVertices else { return false }
            // A pen of one point draws nothing.
            guard count > 1 else { return true }
            // Most strokes of a frame share their width and transform: the pen is kept.
            if count != pen.count || penWidth != halfWidth || penMatrix != ctm { makePen(count) }
            penInUse = true
        } else {
            penInUse = false
        }

        hasInitialSubPath = false
        hasCurrentFace = false
        hasFirstFace = false
        overflow = false
        cw.removeAll(keepingCapacity: true)
        ccw.removeAll(keepingCapacity: true)

        var valid = true
        func device(_ p: Point) -> Fixed {
            // Cairo's order of operations: the linear part, then the translation.
            let x = (m.a * p.x + m.c * p.y) + m.tx, y = (m.b * p.x + m.d * p.y) + m.ty
            guard abs(x) < limit, abs(y) < limit else { valid = false; return Fixed(x: 0, y: 0) }
            return Fixed(x: Int((x * 256).rounded(.toNearestOrEven)), y: Int((y * 256).rounded(.toNearestOrEven)))
        }
        // As `CairoCanvas.appendPath` hands the path to Cairo: quadratic curves raised to
        // cubics, a line or curve with no current point starting a sub-path, and after a close
        // the next segment starting a new sub-path at the closed one's start.
        var currentPoint = Point.zero, start = Point.zero, hasPoint = false, needsMove = false
        for element in path.elements {
            switch element {
            case .move(let p):
                moveTo(device(p))
                currentPoint = p; start = p; hasPoint = true; needsMove = false
            case .line(let p):
                if !hasPoint {
                    moveTo(device(p)); start = p; hasPoint = true
                } else {
                    if needsMove { moveTo(device(currentPoint)); needsMove = false }
                    lineTo(device(p))
                }
                currentPoint = p
            case .quadCurve(let p, let c):
                if !hasPoint { moveTo(device(currentPoint)); start = currentPoint; hasPoint = true }
                if needsMove { moveTo(device(currentPoint)); needsMove = false }
                let c1 = currentPoint + (c - currentPoint) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                curveTo(device(c1), device(c2), device(p))
                currentPoint = p
            case .curve(let p, let c1, let c2):
                if !hasPoint { moveTo(device(currentPoint)); start = currentPoint; hasPoint = true }
                if needsMove { moveTo(device(currentPoint)); needsMove = false }
                curveTo(device(c1), device(c2), device(p))
                currentPoint = p
            case .closeSubpath:
                if hasPoint && !needsMove {
                    closePath()
                    needsMove = true
                }
                currentPoint = start
            }
            guard valid, !overflow else { return false }
        }
        addCaps()
        return !overflow
    }

    // MARK: The pen

    /// The longest radius of the ellipse a circle of `radius` becomes under `m`.
    static func majorAxis(_ m: AffineTransform, radius: Double) -> Double {
        // Cairo takes a determinant near ±1 with an axis near zero as unit scale (within 1/256).
        let det = m.a * m.d - m.b * m.c, epsilon = 1.0 / 256
        if abs(det * det - 1) < epsilon
            && ((abs(m.c) < epsilon && abs(m.b) < epsilon) || (abs(m.a) < epsilon && abs(m.d) < epsilon)) {
            return radius
        }
        let i = m.a * m.a + m.b * m.b, j = m.c * m.c + m.d * m.d
        let f = 0.5 * (i + j), g = 0.5 * (i - j), h = m.a * m.c + m.b * m.d
        return radius * (f + hypot(g, h)).squareRoot()
    }

    /// Cairo's pen vertex count: enough that the polygon strays at most `tolerance` from the
    /// ellipse, even, at least four; one (nothing drawn) for a pen far under the tolerance.
    static func penVertexCount(tolerance: Double, major: Double) -> Int {
        if tolerance >= 4 * major { return 1 }
        if tolerance >= major { return 4 }
        let angle = acos(1 - tolerance / major)
        guard angle > 0 else { return Int.max }
        let count = (2 * Double.pi / angle).rounded(.up)
        guard count < Double(maximumPenVertices * 2) else { return Int.max }
        var n = Int(count)
        if n % 2 != 0 { n += 1 }
        return max(n, 4)
    }

    /// The pen: `count` points evenly round the user-space circle, mapped to device space
    /// (walked the other way under a reflection, so they always run clockwise on the device).
    private func makePen(_ count: Int) {
        penWidth = halfWidth
        penMatrix = ctm
        // Written through buffers of the right count: appended one by one, each vertex paid
        // three uniqueness and capacity checks (a stroke whose width or transform changes
        // makes its pen again, ~1,500 times a pass of LottieLogo2).
        if pen.count != count {
            let zero = Fixed(x: 0, y: 0)
            pen = Array(repeating: zero, count: count)
            penIn = pen
            penBack = pen
        }
        // cos(−θ) = cos θ and sin(−θ) = −sin θ exactly, so a reflection negates the sine.
        let sineSign = detPositive ? 1.0 : -1.0, circle = unitCircle(count)
        pen.withUnsafeMutableBufferPointer { pen in
            for i in 0..<count {
                pen[i] = deviceOffset(halfWidth * circle[i].cos, halfWidth * (sineSign * circle[i].sin))
            }
            penIn.withUnsafeMutableBufferPointer { penIn in
                penBack.withUnsafeMutableBufferPointer { penBack in
                    for i in 0..<count {
                        penIn[i] = pen[i] - pen[i == 0 ? count - 1 : i - 1]
                        penBack[i] = pen[i] - pen[i == count - 1 ? 0 : i + 1]
                    }
                }
            }
        }
    }

    /// `count` points evenly round the unit circle, from angle 0 counterclockwise in user space.
    private func unitCircle(_ count: Int) -> [(cos: Double, sin: Double)] {
        if let points = unitCircles[count] { return points }
        if unitCircles.count >= Stroker.circleTableLimit { unitCircles.removeAll(keepingCapacity: true) }
        let points = (0..<count).map { i in
            let theta = 2 * Double.pi * Double(i) / Double(count)
            return (cos: cos(theta), sin: sin(theta))
        }
        unitCircles[count] = points
        return points
    }

    /// A user-space offset as device fixed point.
    @inline(__always)
    private func deviceOffset(_ dx: Double, _ dy: Double) -> Fixed {
        let x = ctm.a * dx + ctm.c * dy, y = ctm.b * dx + ctm.d * dy
        return Fixed(x: Int((x * 256).rounded(.toNearestOrEven)), y: Int((y * 256).rounded(.toNearestOrEven)))
    }

    // MARK: Faces and joins

    /// The face at `point` for direction `vector` (fixed differences): offsets perpendicular
    /// in user space, half the line width long.
    private func face(at point: Fixed, _ vector: Fixed) -> Face {
        var f = Face()
        (f.slopeX, f.slopeY) = Stroker.normalized(Double(vector.x) / 256, Double(vector.y) / 256)
        var ux = f.slopeX, uy = f.slopeY
        let offset: Fixed
        if identity {
            offset = Fixed(x: Int((-uy * halfWidth * 256).rounded(.toNearestOrEven)),
                           y: Int((ux * halfWidth * 256).rounded(.toNearestOrEven)))
        } else {
            (ux, uy) = Stroker.normalized(inverse.a * ux + inverse.c * uy, inverse.b * ux + inverse.d * uy)
            offset = detPositive ? deviceOffset(-uy * halfWidth, ux * halfWidth)
                : deviceOffset(uy * halfWidth, -ux * halfWidth)
        }
        f.point = point
        f.ccw = point + offset
        f.cw = point - offset
        f.userX = ux
        f.userY = uy
        f.vector = vector
        return f
    }

    /// A direction as a unit vector, exact along the axes.
    static func normalized(_ dx: Double, _ dy: Double) -> (Double, Double) {
        if dx == 0 { return (0, dy > 0 ? 1 : -1) }
        if dy == 0 { return (dx > 0 ? 1 : -1, 0) }
        let length = hypot(dx, dy)
        return (dx / length, dy / length)
    }

    /// Cairo's slope comparison: negative when `b` turns clockwise from `a` (on the device,
    /// y down), positive when counter-clockwise; exactly opposite slopes compare as clockwise.
    static func compare(_ a: Fixed, _ b: Fixed) -> Int {
        let l = a.y * b.x, r = b.y * a.x
        if l != r { return l < r ? -1 : 1 }
        if a.isZero && b.isZero { return 0 }
        if a.isZero { return 1 }
        if b.isZero { return -1 }
        if (a.x ^ b.x) < 0 || (a.y ^ b.y) < 0 { return -1 }
        return 0
    }

    /// Whether `s` lies on the sweep from `a` to `b` turning `clockwise` (ends included).
    private static func within(_ s: Fixed, from a: Fixed, to b: Fixed, clockwise: Bool) -> Bool {
        let sign = clockwise ? 1 : -1
        func cross(_ p: Fixed, _ q: Fixed) -> Int { sign * (p.x * q.y - p.y * q.x) }
        func dot(_ p: Fixed, _ q: Fixed) -> Int { p.x * q.x + p.y * q.y }
        let fromA = cross(a, s), toB = cross(s, b), span = cross(a, b)
        let afterA = fromA > 0 || (fromA == 0 && dot(a, s) > 0)
        let beforeB = toB > 0 || (toB == 0 && dot(s, b) > 0)
        if span > 0 { return afterA && beforeB }
        if span == 0 && dot(a, b) < 0 { return fromA > 0 || fromA == 0 }
        if span == 0 { return fromA == 0 && dot(a, s) > 0 }
        return afterA || beforeB
    }

    /// Adds the pen's vertices between directions `from` and `to` (turning `clockwise`)
    /// around `centre` to `side`: a round join or cap, the vertices whose edge reaching them
    /// (walking the way the fan turns) lies on the turn, in order.
    private func fan(from: Fixed, to: Fixed, around centre: Fixed, clockwise: Bool, into side: inout [Fixed]) {
        let n = pen.count
        guard penInUse, n > 0 else { return }
        let edges = clockwise ? penIn : penBack
        // The run of vertices on the turn, found by its first member.
        var startIndex = -1
        var previous = Stroker.within(edges[clockwise ? n - 1 : 0], from: from, to: to, clockwise: clockwise)
        for k in 0..<n {
            let i = clockwise ? k : n - 1 - k
            let inside = Stroker.within(edges[i], from: from, to: to, clockwise: clockwise)
            if inside && !previous { startIndex = i; break }
            previous = inside
        }
        guard startIndex >= 0 else { return }
        var i = startIndex, added = 0
        while added < n && Stroker.within(edges[i], from: from, to: to, clockwise: clockwise) {
            side.append(centre + pen[i])
            added += 1
            i = clockwise ? (i + 1) % n : (i + n - 1) % n
        }
    }

    /// The outer side of a turn from face `a` into face `b`: a miter, bevel or round join.
    private func outerJoin(_ a: Face, _ b: Face, clockwise: Bool, closing: Bool) {
        if a.cw == b.cw && a.ccw == b.ccw { return }
        let inPoint = clockwise ? a.cw : a.ccw, outPoint = clockwise ? b.cw : b.ccw
        func add(_ p: Fixed) { if clockwise { cw.append(p) } else { ccw.append(p) } }
        func replaceEnds(_ p: Fixed) {
            if clockwise {
                cw[cw.count - 1] = p
                if closing { cw[0] = p }
            } else {
                ccw[ccw.count - 1] = p
                if closing { ccw[0] = p }
            }
        }
        let inDotOut = a.slopeX * b.slopeX + a.slopeY * b.slopeY
        var style = join
        // Closing a sub-path with a round join fans only where the turn is sharp enough.
        if style == .round && closing && inDotOut >= cuspTolerance { style = .miter }
        switch style {
        case .round:
            if clockwise {
                fan(from: a.vector, to: b.vector, around: a.point, clockwise: true, into: &cw)
            } else {
                fan(from: a.vector, to: b.vector, around: a.point, clockwise: false, into: &ccw)
            }
        case .miter:
            // Cairo's test: 1 / sin(θ/2) <= limit, θ the angle between the segments.
            if 2 <= miterLimit * miterLimit * (1 + inDotOut) {
                let x1 = Double(inPoint.x) / 256, y1 = Double(inPoint.y) / 256
                let x2 = Double(outPoint.x) / 256, y2 = Double(outPoint.y) / 256
                let dx1 = a.slopeX, dy1 = a.slopeY, dx2 = b.slopeX, dy2 = b.slopeY
                // The outer edges' intersection, x from the edge that is steeper in y.
                let my = ((x2 - x1) * dy1 * dy2 - y2 * dx2 * dy1 + y1 * dx1 * dy2) / (dx1 * dy2 - dx2 * dy1)
                let mx = abs(dy1) >= abs(dy2) ? (my - y1) * dx1 / dy1 + x1 : (my - y2) * dx2 / dy2 + x2
                let ix = Double(a.point.x) / 256, iy = Double(a.point.y) / 256
                func side(_ px: Double, _ py: Double) -> Int {
                    let c = px * (my - iy) - (mx - ix) * py
                    return c > 0 ? 1 : c < 0 ? -1 : 0
                }
                // A miter point knocked outside the two faces by rounding draws a bevel.
                if mx.isFinite, my.isFinite, side(x1 - ix, y1 - iy) != side(x2 - ix, y2 - iy) {
                    replaceEnds(Fixed(x: Int((mx * 256).rounded(.toNearestOrEven)),
                                      y: Int((my * 256).rounded(.toNearestOrEven))))
                    return
                }
            }
        case .bevel:
            break
        }
        add(outPoint)
    }

    /// The inner side of a turn: straight through the path's point.
    private func innerJoin(_ a: Face, _ b: Face, clockwise: Bool) {
        if clockwise {
            ccw.append(a.point); ccw.append(b.ccw)
        } else {
            cw.append(a.point); cw.append(b.cw)
        }
    }

    // MARK: Path operations

    private func moveTo(_ p: Fixed) {
        addCaps()
        hasFirstFace = false
        hasCurrentFace = false
        hasInitialSubPath = false
        firstPoint = p
        current.point = p
        centreArea = 0
        centreLength = 0
    }

    /// Adds the centre line's step from `p` to `q` to its area and length.
    @inline(__always)
    private func trace(_ p: Fixed, _ q: Fixed) {
        let px = Double(p.x - firstPoint.x) / 256, py = Double(p.y - firstPoint.y) / 256
        let qx = Double(q.x - firstPoint.x) / 256, qy = Double(q.y - firstPoint.y) / 256
        centreArea += px * qy - qx * py
        centreLength += hypot(qx - px, qy - py)
    }

    /// Starts a segment at `start`: joined to the current face when there is one (a straight
    /// continuation only when `joiningStraight`), else the sub-path's first face, whose
    /// offsets begin both sides.
    @inline(__always)
    private func meet(_ start: Face, joiningStraight: Bool) {
        if hasCurrentFace {
            let turn = Stroker.compare(current.vector, start.vector)
            if turn != 0 || joiningStraight {
                outerJoin(current, start, clockwise: turn < 0, closing: false)
                innerJoin(current, start, clockwise: turn < 0)
            }
        } else {
            if !hasFirstFace { first = start; hasFirstFace = true }
            hasCurrentFace = true
            cw.append(start.cw)
            ccw.append(start.ccw)
        }
    }

    private func lineTo(_ p: Fixed) {
        hasInitialSubPath = true
        let p1 = current.point
        if p1 == p { return }
        let vector = p - p1
        trace(p1, p)
        let start = face(at: p1, vector)
        // A line straight on from the last needs no join.
        meet(start, joiningStraight: false)
        current = start
        current.point = p
        current.cw = current.cw + vector
        current.ccw = current.ccw + vector
        cw.append(current.cw)
        ccw.append(current.ccw)
        if cw.count + ccw.count > Stroker.maximumPoints { overflow = true }
    }

    private func curveTo(_ b: Fixed, _ c: Fixed, _ d: Fixed) {
        let a = current.point
        // Cairo's spline: a curve whose tangents both vanish is a line.
        let initial: Fixed, final: Fixed
        if a != b { initial = b - a } else if a != c { initial = c - a } else if a != d { initial = d - a } else {
            lineTo(d); return
        }
        if c != d { final = d - c } else if b != d { final = d - b } else { lineTo(d); return }
        if a == b && c == d { lineTo(d); return }

        let startFace = face(at: a, initial)
        // A curve is joined to what comes before it even straight on.
        meet(startFace, joiningStraight: true)
        current = startFace

        // Cairo's flattening (`_cairo_spline_decompose`): halved until flat, each piece's start
        // emitted with the piece's first control direction, then the end with the final one.
        var last = a
        let stack = ScanlineFiller.Accumulator.curveDepth
        // Pieces of nine: four points and how many halvings made the piece; `count` values.
        let s = curveStack
        var count = 0
        func push(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ cx: Int, _ cy: Int, _ dx: Int, _ dy: Int, _ level: Int) {
            s[count] = ax; s[count + 1] = ay; s[count + 2] = bx; s[count + 3] = by
            s[count + 4] = cx; s[count + 5] = cy; s[count + 6] = dx; s[count + 7] = dy
            s[count + 8] = level
            count += 9
        }
        push(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y, 0)
        while count >= 9 {
            count -= 9
            let k = count
            let ax = s[k], ay = s[k + 1], bx = s[k + 2], by = s[k + 3]
            let cx = s[k + 4], cy = s[k + 5], dx = s[k + 6], dy = s[k + 7]
            let level = s[k + 8]
            // `tolerance` is the filler's, which `isFlat` tests against.
            let flat = level >= stack
                || ScanlineFiller.Accumulator.isFlat(Int32(ax), Int32(ay), Int32(bx), Int32(by), Int32(cx),
                                                     Int32(cy), Int32(dx), Int32(dy))
            if flat {
                let point = Fixed(x: ax, y: ay)
                if point != last {
                    last = point
                    splineTo(point, Fixed(x: bx - ax, y: by - ay))
                    if overflow { return }
                }
                continue
            }
            func half(_ p: Int, _ q: Int) -> Int { p + ((q - p) >> 1) }
            let abx = half(ax, bx), aby = half(ay, by), bcx = half(bx, cx), bcy = half(by, cy)
            let cdx = half(cx, dx), cdy = half(cy, dy)
            let abbcx = half(abx, bcx), abbcy = half(aby, bcy), bccdx = half(bcx, cdx), bccdy = half(bcy, cdy)
            let mx = half(abbcx, bccdx), my = half(abbcy, bccdy)
            // The second half below the first, so the first is emitted first.
            push(mx, my, bccdx, bccdy, cdx, cdy, dx, dy, level + 1)
            push(ax, ay, abx, aby, abbcx, abbcy, mx, my, level + 1)
        }
        splineTo(d, final)
    }

    /// A point of a flattened curve with its tangent: offset along that tangent, with a fan
    /// where the tangent turns too sharply for the chord to stay within the tolerance.
    private func splineTo(_ point: Fixed, _ tangent: Fixed) {
        var next: Face
        if tangent.isZero {
            next = current
            next.userX = -next.userX; next.userY = -next.userY
            next.vector = -next.vector
            swap(&next.cw, &next.ccw)
            let clockwise = Stroker.compare(current.vector, next.vector) < 0
            if clockwise {
                fan(from: current.vector, to: next.vector, around: current.point, clockwise: true, into: &cw)
            } else {
                fan(from: current.vector, to: next.vector, around: current.point, clockwise: false, into: &ccw)
            }
        } else {
            next = face(at: point, tangent)
            trace(current.point, point)
            if next.slopeX * current.slopeX + next.slopeY * current.slopeY < cuspTolerance {
                let clockwise = Stroker.compare(current.vector, next.vector) < 0
                let moved = next.point - current.point
                cw.append(current.cw + moved)
                ccw.append(current.ccw + moved)
                if clockwise {
                    fan(from: current.vector, to: next.vector, around: current.point, clockwise: true, into: &cw)
                } else {
                    fan(from: current.vector, to: next.vector, around: current.point, clockwise: false, into: &ccw)
                }
            }
            cw.append(next.cw)
            ccw.append(next.ccw)
        }
        current = next
        if cw.count + ccw.count > Stroker.maximumPoints { overflow = true }
    }

    private func closePath() {
        lineTo(firstPoint)
        if hasFirstFace && hasCurrentFace {
            let clockwise = Stroker.compare(current.vector, first.vector) < 0
            outerJoin(current, first, clockwise: clockwise, closing: true)
            // The inner side closes through the path's point.
            if clockwise {
                ccw.append(current.point); ccw.append(first.ccw)
                ccw[0] = ccw[ccw.count - 1]
            } else {
                cw.append(current.point); cw.append(first.cw)
                cw[0] = cw[cw.count - 1]
            }
            // Cairo's cw side winds one way and its ccw side the other: the cw side is
            // emitted backwards so both wind alike. A closed path too thin to keep a hole
            // (its area under half its length times the half width, as when it goes out and
            // comes back) has an inner side that winds the way the outer does, covering the
            // stroke twice up to its edges, which the filler's area sums count twice where
            // Cairo's samples count once: such strokes are left to Cairo.
            if abs(centreArea) < centreLength * deviceHalfWidth {
                overflow = true
                return
            }
            emit(cw, reversed: true)
            emit(ccw, reversed: false)
            cw.removeAll(keepingCapacity: true)
            ccw.removeAll(keepingCapacity: true)
        } else {
            addCaps()
        }
        hasInitialSubPath = false
        hasFirstFace = false
        hasCurrentFace = false
    }

    // MARK: Caps

    /// A cap at face `f`'s end, from its ccw point round to its cw point.
    private func addCap(_ f: Face, into side: inout [Fixed]) {
        switch cap {
        case .round:
            fan(from: f.vector, to: -f.vector, around: f.point, clockwise: false, into: &side)
        case .square:
            let forward = deviceOffset(f.userX * halfWidth, f.userY * halfWidth)
            side.append(f.ccw + forward)
            side.append(f.cw + forward)
        case .butt:
            break
        }
        side.append(f.cw)
    }

    /// `f` turned to face back along the path, for the start cap.
    private func reversedFace(_ f: Face) -> Face {
        var r = f
        r.userX = -r.userX; r.userY = -r.userY
        r.vector = -r.vector
        swap(&r.cw, &r.ccw)
        return r
    }

    /// Ends an open sub-path: the end cap, the start cap, one loop; or a round cap's dot for a
    /// sub-path of one point.
    private func addCaps() {
        if hasInitialSubPath && !hasFirstFace && !hasCurrentFace && cap == .round {
            let f = face(at: firstPoint, Fixed(x: 256, y: 0))
            var dot: [Fixed] = []
            swap(&dot, &ccw)
            dot.removeAll(keepingCapacity: true)
            addCap(reversedFace(f), into: &dot)
            addCap(f, into: &dot)
            if let start = dot.first { dot.append(start) }
            emit(dot, reversed: false)
            dot.removeAll(keepingCapacity: true)
            swap(&dot, &ccw)
        } else if hasCurrentFace {
            // One loop: the ccw side forward, the end cap, the cw side back, the start cap.
            var side: [Fixed] = []
            swap(&side, &ccw)
            addCap(current, into: &side)
            for p in cw.reversed().dropFirst() { side.append(p) }
            addCap(reversedFace(first), into: &side)
            emit(side, reversed: false)
            side.removeAll(keepingCapacity: true)
            swap(&side, &ccw)
        }
        cw.removeAll(keepingCapacity: true)
        ccw.removeAll(keepingCapacity: true)
        hasInitialSubPath = false
        hasFirstFace = false
        hasCurrentFace = false
    }

    /// Appends one closed contour to the outline.
    private func emit(_ contour: [Fixed], reversed: Bool) {
        guard contour.count > 1 else { return }
        guard points.count + 2 * contour.count <= 2 * Stroker.maximumPoints else { overflow = true; return }
        ops.append(.move)
        for _ in 1..<contour.count { ops.append(.line) }
        if reversed {
            for p in contour.reversed() { points.append(Int32(p.x)); points.append(Int32(p.y)) }
        } else {
            for p in contour { points.append(Int32(p.x)); points.append(Int32(p.y)) }
        }
    }
}

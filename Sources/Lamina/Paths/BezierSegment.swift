import Foundation

/// One drawn piece of a path with its start point made explicit: a line, a quadratic or a cubic
/// Bézier. Paths store only end points; measuring, trimming, hit-testing and bounding need the
/// start too, so they work on these (and, in package access, the Lottie shape modifiers).
package struct BezierSegment: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case line, quad, cubic }

    package var kind: Kind
    package var start: Point
    /// The control point of a quad, the first control point of a cubic; unused for a line.
    package var c1: Point
    /// The second control point of a cubic; unused otherwise.
    package var c2: Point
    package var end: Point

    package static func line(_ start: Point, _ end: Point) -> BezierSegment {
        BezierSegment(kind: .line, start: start, c1: start, c2: end, end: end)
    }

    static func quad(_ start: Point, _ control: Point, _ end: Point) -> BezierSegment {
        BezierSegment(kind: .quad, start: start, c1: control, c2: control, end: end)
    }

    package static func cubic(_ start: Point, _ c1: Point, _ c2: Point, _ end: Point) -> BezierSegment {
        BezierSegment(kind: .cubic, start: start, c1: c1, c2: c2, end: end)
    }

    /// The path element that draws this segment from its start point.
    var element: Path.Element {
        switch kind {
        case .line: .line(to: end)
        case .quad: .quadCurve(to: end, control: c1)
        case .cubic: .curve(to: end, control1: c1, control2: c2)
        }
    }

    /// The control polygon, start and end included.
    var controlPoints: [Point] {
        switch kind {
        case .line: [start, end]
        case .quad: [start, c1, end]
        case .cubic: [start, c1, c2, end]
        }
    }

    package var chordLength: Double { start.distance(to: end) }

    /// The length of the control polygon: an upper bound of the arc length (the chord is a lower one).
    var polygonLength: Double {
        switch kind {
        case .line: start.distance(to: end)
        case .quad: start.distance(to: c1) + c1.distance(to: end)
        case .cubic: start.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: end)
        }
    }

    /// Gravesen's length estimate, (2·chord + (n−1)·polygon) / (n+1) for degree n: it lies
    /// between the two bounds and its error falls as the fifth power of the piece's size.
    var estimatedLength: Double {
        switch kind {
        case .line: chordLength
        case .quad: (2 * chordLength + polygonLength) / 3
        case .cubic: (chordLength + polygonLength) / 2
        }
    }

    package func point(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return start.interpolated(to: end, fraction: t)
        case .quad:
            return u * u * start + 2 * u * t * c1 + t * t * end
        case .cubic:
            return u * u * u * start + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * end
        }
    }

    package func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return end - start
        case .quad:
            return 2 * u * (c1 - start) + 2 * t * (end - c1)
        case .cubic:
            return 3 * u * u * (c1 - start) + 6 * u * t * (c2 - c1) + 3 * t * t * (end - c2)
        }
    }

    /// The direction of travel at `t`, in radians, or `nil` for a segment that doesn't move.
    ///
    /// Where the derivative vanishes (a control point on an end point) the direction is taken
    /// from a nearby chord, which is the limit of the tangent there.
    package func tangentAngle(at t: Double) -> Double? {
        var d = derivative(at: t)
        if d.length < 1e-12 {
            let h = 1e-6
            d = t < 0.5 ? point(at: t + h) - point(at: t) : point(at: t) - point(at: t - h)
            if d.length == 0 { d = end - start }
            if d.length == 0 { return nil }
        }
        return atan2(d.y, d.x)
    }

    /// De Casteljau subdivision at `t`: the two halves, which join exactly at `point(at: t)`.
    package func split(at t: Double) -> (BezierSegment, BezierSegment) {
        switch kind {
        case .line:
            let m = start.interpolated(to: end, fraction: t)
            return (.line(start, m), .line(m, end))
        case .quad:
            let a = start.interpolated(to: c1, fraction: t), b = c1.interpolated(to: end, fraction: t)
            let m = a.interpolated(to: b, fraction: t)
            return (.quad(start, a, m), .quad(m, b, end))
        case .cubic:
            let a = start.interpolated(to: c1, fraction: t)
            let b = c1.interpolated(to: c2, fraction: t)
            let c = c2.interpolated(to: end, fraction: t)
            let ab = a.interpolated(to: b, fraction: t), bc = b.interpolated(to: c, fraction: t)
            let m = ab.interpolated(to: bc, fraction: t)
            return (.cubic(start, a, ab, m), .cubic(m, bc, c, end))
        }
    }

    /// The part of the segment between parameters `t0 <= t1`.
    package func subsegment(from t0: Double, to t1: Double) -> BezierSegment {
        var piece = self
        if t0 > 0 { piece = piece.split(at: t0).1 }
        if t1 < 1 {
            let rest = 1 - t0
            let local = rest > 0 ? (t1 - t0) / rest : 0
            piece = piece.split(at: min(max(local, 0), 1)).0
        }
        return piece
    }

    /// The tight bounds: the end points plus the curve's extrema in x and y.
    var bounds: (min: Point, max: Point) {
        var lo = Point(min(start.x, end.x), min(start.y, end.y))
        var hi = Point(max(start.x, end.x), max(start.y, end.y))
        for t in extremaParameters() {
            let p = point(at: t)
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        return (lo, hi)
    }

    /// The parameters in (0, 1) where dx/dt or dy/dt is zero.
    private func extremaParameters() -> [Double] {
        var ts: [Double] = []
        switch kind {
        case .line:
            break
        case .quad:
            for (p0, p1, p2) in [(start.x, c1.x, end.x), (start.y, c1.y, end.y)] {
                let denominator = p0 - 2 * p1 + p2
                if denominator != 0 { ts.append((p0 - p1) / denominator) }
            }
        case .cubic:
            for (p0, p1, p2, p3) in [(start.x, c1.x, c2.x, end.x), (start.y, c1.y, c2.y, end.y)] {
                // The derivative / 3 is a·t² + b·t + c.
                let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
                ts += BezierSegment.quadraticRoots(a, b, c)
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    /// The real roots of a·t² + b·t + c, using the cancellation-free form of the formula.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) < 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }

    /// Appends points approximating the segment (start excluded) so that no point of the curve is
    /// farther than `tolerance` from the polyline.
    func flatten(tolerance: Double, into points: inout [Point], depth: Int = 0) {
        if kind == .line || depth >= 16 || flatness <= tolerance || !flatness.isFinite {
            points.append(end)
            return
        }
        let (left, right) = split(at: 0.5)
        left.flatten(tolerance: tolerance, into: &points, depth: depth + 1)
        right.flatten(tolerance: tolerance, into: &points, depth: depth + 1)
    }

    /// The largest distance of a control point from the chord: the curve lies in their hull.
    private var flatness: Double {
        // Distance to the chord segment, not its line: a control point past an end pulls the curve there.
        let chord = end - start, squared = chord.x * chord.x + chord.y * chord.y
        func distance(_ p: Point) -> Double {
            guard squared > 0 else { return p.distance(to: start) }
            let s = min(max(((p.x - start.x) * chord.x + (p.y - start.y) * chord.y) / squared, 0), 1)
            return p.distance(to: start + s * chord)
        }
        switch kind {
        case .line: return 0
        case .quad: return distance(c1)
        case .cubic: return max(distance(c1), distance(c2))
        }
    }
}

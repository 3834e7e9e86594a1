import Foundation
import Lamina

/// What the outline modifiers ask of an edge: exact directions and evenly spaced points.
extension BezierSegment {
    /// The unit direction of travel at `t` (zero for an edge that goes nowhere). At the ends it
    /// is exact even where a handle lies on its vertex (as on every straight Lottie edge): the
    /// direction towards the nearest control point that differs, the limit of the tangent.
    func unitDirection(at t: Double) -> Point {
        var d: Point
        if t <= 0 {
            d = [c1, c2, end].first { $0 != start }.map { $0 - start } ?? .zero
        } else if t >= 1 {
            d = [c2, c1, start].first { $0 != end }.map { end - $0 } ?? .zero
        } else {
            d = derivative(at: t)
            if d.length < 1e-12 { d = end - start }
        }
        let length = d.length
        return length > 0 ? Point(x: d.x / length, y: d.y / length) : .zero
    }

    /// The points that cut the edge into `pieces` parts of equal length (`pieces - 1` of them,
    /// in order), each with the direction of travel there: exact on a straight edge, found on a
    /// polyline of 64 steps on a curved one.
    func cuts(into pieces: Int) -> [(point: Point, direction: Point)] {
        guard pieces > 1 else { return [] }
        if isStraight {
            let direction = unitDirection(at: 0)
            return (1..<pieces).map { (start.interpolated(to: end, fraction: Double($0) / Double(pieces)), direction) }
        }
        return parametersCuttingByLength(into: pieces).map { (point(at: $0), unitDirection(at: $0)) }
    }

    /// The parameters of the points that cut the curve into `pieces` parts of equal length
    /// (`pieces - 1` of them, in order), found on a polyline of 64 steps.
    func parametersCuttingByLength(into pieces: Int) -> [Double] {
        guard pieces > 1 else { return [] }
        let lengths = polylineLengths
        let steps = lengths.count - 1, total = lengths[steps]
        var result: [Double] = []
        var k = 1
        for piece in 1..<pieces {
            let target = total * Double(piece) / Double(pieces)
            while k < steps && lengths[k] < target { k += 1 }
            let span = lengths[k] - lengths[k - 1]
            let within = span > 0 ? (target - lengths[k - 1]) / span : 0
            result.append((Double(k - 1) + within) / Double(steps))
        }
        return result
    }

    /// The length along the curve's polyline of 64 equal parameter steps to each step's end
    /// (the first 0, the last the whole length).
    private var polylineLengths: [Double] {
        let steps = 64
        var lengths = [0.0]
        var previous = start
        for k in 1...steps {
            let p = point(at: Double(k) / Double(steps))
            lengths.append(lengths[k - 1] + previous.distance(to: p))
            previous = p
        }
        return lengths
    }

    /// Whether the controls lie on the chord, so the edge is a straight line.
    var isStraight: Bool {
        let chord = end - start
        let length = chord.length
        guard length > 1e-12 else { return false }
        func off(_ p: Point) -> Double { abs((p.x - start.x) * chord.y - (p.y - start.y) * chord.x) / length }
        return off(c1) < 1e-9 && off(c2) < 1e-9
    }

    /// The arc length: the chord of a straight edge, else the 64-step polyline's.
    var outlineLength: Double { isStraight ? chordLength : polylineLengths[64] }
}

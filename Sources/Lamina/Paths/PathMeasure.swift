import Foundation

/// Lengths along a path, points and directions at a distance, and stroke trimming
/// (`strokeStart`/`strokeEnd`), computed once and then answered quickly.
///
/// Curves are flattened adaptively when the measure is made: each curve is halved until its
/// pieces' lengths, estimated from chord and control polygon (Gravesen's estimate), stop changing
/// on halving by more than their share of `accuracy`, shares proportional to the control polygons
/// so they sum to at most `accuracy` points. The cumulative length at
/// every piece is kept, so each query is a binary search plus a short local solve rather than
/// a re-measurement.
public struct PathMeasure: Sendable {
    /// A sub-path's place in the measure: its segments (closing line included) and distances.
    struct MeasuredSubpath: Sendable {
        var start: Point
        var isClosed: Bool
        /// Indices into `segments`, the closing line of a closed sub-path last.
        var segmentRange: Range<Int>
        var startDistance: Double
        var endDistance: Double
    }

    /// The measured path.
    public let path: Path
    /// The largest error of `length`, in points, that flattening was allowed.
    public let accuracy: Double
    /// The total stroked length in points, closing lines included, sub-paths in order.
    public let length: Double
    /// Each sub-path's length in points (zero for a lone move), in order.
    public let subpathLengths: [Double]

    let subpaths: [MeasuredSubpath]
    /// `subpaths`' end distances, for binary search.
    let subpathEnds: [Double]
    let segments: [BezierSegment]
    /// The distance from the path's start to each segment's end.
    let segmentEnds: [Double]
    /// Where each segment's pieces begin in `pieceEndT`/`pieceEnds`; one extra entry at the end.
    let firstPiece: [Int]
    let pieceEndT: [Double]
    let pieceEnds: [Double]

    /// Measures `path`.
    ///
    /// - Parameter accuracy: The largest error of the total length, in points (default 0.01).
    ///   Non-positive values fall back to the default; very small ones are limited by
    ///   floating-point precision.
    /// - Parameter path: the path to measure.
    public init(_ path: Path, accuracy: Double = 0.01) {
        self.path = path
        let accuracy = accuracy.isFinite && accuracy > 0 ? accuracy : 0.01
        self.accuracy = accuracy
        let source = path.subpaths
        // Every curve's share of the error budget is proportional to its control polygon, which
        // only shrinks as curves split, so the per-piece errors sum to at most `accuracy`.
        var curveBudget = 0.0
        for subpath in source {
            for segment in subpath.strokedSegments where segment.kind != .line && segment.polygonLength.isFinite {
                curveBudget += segment.polygonLength
            }
        }
        let budget = curveBudget > 0 ? max(accuracy, curveBudget * 1e-13) / curveBudget : 0

        var subpaths: [MeasuredSubpath] = [], segments: [BezierSegment] = [], segmentEnds: [Double] = []
        var firstPiece: [Int] = [], pieceEndT: [Double] = [], pieceEnds: [Double] = []
        var distance = 0.0
        func subdivide(_ piece: BezierSegment, _ t0: Double, _ t1: Double, estimate: Double, depth: Int) {
            let (left, right) = piece.split(at: 0.5)
            let leftEstimate = left.estimatedLength, rightEstimate = right.estimatedLength
            let refined = leftEstimate + rightEstimate
            // Halving shrinks the estimate's error by ~2⁴, so the change on halving bounds what's
            // left with a wide margin. A few forced levels stop symmetric curves (an S whose halves'
            // errors cancel) from fooling the test at the top.
            if depth >= 28 || !refined.isFinite
                || (depth >= 2 && abs(refined - estimate) <= budget * piece.polygonLength) {
                distance += refined
                pieceEndT.append(t1)
                pieceEnds.append(distance)
                return
            }
            let mid = (t0 + t1) / 2
            subdivide(left, t0, mid, estimate: leftEstimate, depth: depth + 1)
            subdivide(right, mid, t1, estimate: rightEstimate, depth: depth + 1)
        }
        for subpath in source {
            let startDistance = distance, firstSegment = segments.count
            for segment in subpath.strokedSegments {
                firstPiece.append(pieceEndT.count)
                if segment.kind == .line {
                    distance += segment.chordLength
                    pieceEndT.append(1)
                    pieceEnds.append(distance)
                } else {
                    subdivide(segment, 0, 1, estimate: segment.estimatedLength, depth: 0)
                }
                segments.append(segment)
                segmentEnds.append(distance)
            }
            subpaths.append(MeasuredSubpath(
                start: subpath.start, isClosed: subpath.isClosed, segmentRange: firstSegment..<segments.count,
                startDistance: startDistance, endDistance: distance))
        }
        firstPiece.append(pieceEndT.count)
        self.subpaths = subpaths
        self.subpathEnds = subpaths.map(\.endDistance)
        self.segments = segments
        self.segmentEnds = segmentEnds
        self.firstPiece = firstPiece
        self.pieceEndT = pieceEndT
        self.pieceEnds = pieceEnds
        self.length = distance
        self.subpathLengths = subpaths.map { $0.endDistance - $0.startDistance }
    }

    /// The point `distance` points along the path (clamped to 0...length), or `nil` when the path
    /// draws nothing or `distance` is NaN.
    public func point(atDistance distance: Double) -> Point? {
        guard let (segment, t) = location(atDistance: distance) else { return nil }
        return segments[segment].point(at: t)
    }

    /// The direction of travel `distance` points along the path (clamped to 0...length), in
    /// radians clockwise on screen from +x, or `nil` when the path draws nothing there.
    public func tangentAngle(atDistance distance: Double) -> Double? {
        guard let (segment, t) = location(atDistance: distance) else { return nil }
        return segments[segment].tangentAngle(at: t)
    }

    private func location(atDistance distance: Double) -> (Int, Double)? {
        guard !segments.isEmpty, !distance.isNaN else { return nil }
        return location(atDistance: min(max(distance, 0), length), preferEarlier: false, in: segments.indices)
    }

    /// The segment and curve parameter at `distance`, searching only `range`.
    ///
    /// At a joint, `preferEarlier` picks the end of the earlier segment (for the end of a trim)
    /// rather than the start of the later one.
    func location(atDistance distance: Double, preferEarlier: Bool, in range: Range<Int>) -> (Int, Double) {
        let segment = min(Self.firstIndex(in: segmentEnds, range, reaching: distance, inclusive: preferEarlier),
                          range.upperBound - 1)
        let curve = segments[segment]
        let segmentStart = segment == 0 ? 0 : segmentEnds[segment - 1]
        if curve.kind == .line {
            let length = segmentEnds[segment] - segmentStart
            return (segment, length > 0 ? min(max((distance - segmentStart) / length, 0), 1) : 0)
        }
        let pieces = firstPiece[segment]..<firstPiece[segment + 1]
        let piece = min(Self.firstIndex(in: pieceEnds, pieces, reaching: distance, inclusive: true), pieces.upperBound - 1)
        let pieceStart = piece == pieces.lowerBound ? segmentStart : pieceEnds[piece - 1]
        let t0 = piece == pieces.lowerBound ? 0 : pieceEndT[piece - 1], t1 = pieceEndT[piece]
        let span = pieceEnds[piece] - pieceStart
        let fraction = span > 0 ? min(max((distance - pieceStart) / span, 0), 1) : 0
        if fraction == 0 { return (segment, t0) }
        if fraction == 1 { return (segment, t1) }
        // Within a piece the length from its start is estimated like the piece itself, on the
        // split-off front part; bisect for the parameter where it reaches `fraction` of the whole.
        let part = curve.subsegment(from: t0, to: t1)
        let target = fraction * part.estimatedLength
        var lo = 0.0, hi = 1.0
        for _ in 0..<52 where hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if part.split(at: mid).0.estimatedLength < target { lo = mid } else { hi = mid }
        }
        return (segment, t0 + (t1 - t0) * (lo + hi) / 2)
    }

    /// The first index in `range` whose value is `>= value` (inclusive) or `> value`, or
    /// `range.upperBound` when there is none. `values` must be non-decreasing over `range`.
    static func firstIndex(in values: [Double], _ range: Range<Int>, reaching value: Double, inclusive: Bool) -> Int {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if inclusive ? values[mid] >= value : values[mid] > value { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

import Foundation
import Lamina

/// After Effects' Offset Paths, on Lottie beziers.
extension LottieBezier {
    /// The outline moved `amount` along its normals: outwards for a positive amount on a closed
    /// outline, whichever way it runs, and to the right of the direction of travel (in y-down
    /// coordinates) on an open one. Corners that open up are joined by `lineJoin` (a miter
    /// longer than `miterLimit` times the amount becomes a bevel); corners that close up are
    /// cut where the two moved edges meet. Curved edges are cut into pieces that turn at most
    /// 45 degrees and each piece keeps its end tangents, its handles scaled by the change in
    /// its end radii of curvature, which is exact for circular arcs. The offset of an outline
    /// that collapses (an inward amount past its narrowest part) is not trimmed to its
    /// surviving loops.
    func offset(by amount: Double, lineJoin: LineJoin, miterLimit: Double) -> LottieBezier {
        guard amount != 0, amount.isFinite, segmentCount > 0 else { return self }
        let distance = closed && signedArea < 0 ? -amount : amount
        let edges = (0..<segmentCount).map(segment).filter { !$0.isPoint }.map { Self.offsetPieces(of: $0, by: distance) }
        guard !edges.isEmpty else { return self }
        var moved = edges
        var joins: [[BezierSegment]] = Array(repeating: [], count: edges.count)
        for e in edges.indices where closed || e < edges.count - 1 {
            let next = (e + 1) % edges.count
            let before = moved[e][moved[e].count - 1], after = moved[next][0]
            let corner = Self.corner(between: before, and: after, distance: distance)
            switch corner {
            case .none:
                break
            case .cut(let point):
                moved[e][moved[e].count - 1] = before.movingEnd(to: point)
                moved[next][0] = after.movingStart(to: point)
            case .join(let vertex):
                joins[e] = Self.join(from: before.end, to: after.start, around: vertex, distance: distance,
                                     lineJoin: lineJoin, miterLimit: miterLimit, before: before, after: after)
            }
        }
        var pieces: [BezierSegment] = []
        for e in moved.indices { pieces += moved[e] + joins[e] }
        return Self.bezier(from: pieces, closed: closed)
    }

    /// Twice the area the vertices enclose, positive when they run clockwise on screen (y down).
    private var signedArea: Double {
        var sum = 0.0
        for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    private enum Corner {
        /// The moved edges meet end to start: nothing to add.
        case none
        /// The moved edges cross: both end where they meet.
        case cut(Point)
        /// The moved edges leave a gap around the original vertex: a join fills it.
        case join(vertex: Point)
    }

    private static func corner(between before: BezierSegment, and after: BezierSegment, distance: Double) -> Corner {
        guard before.end.distance(to: after.start) > 1e-9 else { return .none }
        let d0 = before.unitDirection(at: 1), d1 = after.unitDirection(at: 0)
        let turn = d0.x * d1.y - d0.y * d1.x
        // The original vertex lies `distance` behind either end, against the normal.
        let vertex = before.end - distance * normal(d0)
        if turn * distance > 0 { return .join(vertex: vertex) }
        if let point = intersection(before.end, d0, after.start, d1) { return .cut(point) }
        return .join(vertex: vertex)
    }

    private static func join(from start: Point, to end: Point, around vertex: Point, distance: Double, lineJoin: LineJoin,
                             miterLimit: Double, before: BezierSegment, after: BezierSegment) -> [BezierSegment] {
        switch lineJoin {
        case .bevel:
            return [.line(start, end)]
        case .miter:
            let d0 = before.unitDirection(at: 1), d1 = after.unitDirection(at: 0)
            if let tip = intersection(start, d0, end, d1), tip.distance(to: vertex) <= miterLimit * abs(distance) {
                return [.line(start, tip), .line(tip, end)]
            }
            return [.line(start, end)]
        case .round:
            return arc(from: start, to: end, around: vertex, clockwise: distance > 0)
        }
    }

    /// The arc of the circle about `centre` through `start` and `end`, as cubics of at most a
    /// quarter turn each, turning clockwise on screen (y down) or the other way.
    private static func arc(from start: Point, to end: Point, around centre: Point, clockwise: Bool) -> [BezierSegment] {
        let radius = start.distance(to: centre)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        var sweep = atan2(end.y - centre.y, end.x - centre.x) - a0
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        let count = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
        let step = sweep / Double(count)
        let handle = 4 / 3 * tan(step / 4) * radius
        var pieces: [BezierSegment] = []
        var from = start
        for k in 1...count {
            let angle0 = a0 + step * Double(k - 1), angle1 = a0 + step * Double(k)
            let to = k == count ? end : Point(x: centre.x + radius * cos(angle1), y: centre.y + radius * sin(angle1))
            let c1 = from + handle * Point(x: -sin(angle0), y: cos(angle0))
            let c2 = to - handle * Point(x: -sin(angle1), y: cos(angle1))
            pieces.append(.cubic(from, c1, c2, to))
            from = to
        }
        return pieces
    }

    /// One edge moved `distance` along its normals, as pieces that each turn at most 45 degrees.
    private static func offsetPieces(of edge: BezierSegment, by distance: Double) -> [BezierSegment] {
        if edge.isStraight {
            let shift = distance * normal(edge.unitDirection(at: 0))
            return [.line(edge.start + shift, edge.end + shift)]
        }
        let turning = abs(angle(edge.c1 - edge.start, edge.c2 - edge.c1)) + abs(angle(edge.c2 - edge.c1, edge.end - edge.c2))
        let count = min(max(Int((turning / (.pi / 4)).rounded(.up)), 1), 16)
        var pieces: [BezierSegment] = []
        var rest = edge
        for k in 0..<count {
            let piece: BezierSegment
            if k == count - 1 {
                piece = rest
            } else {
                let halves = rest.split(at: 1 / Double(count - k))
                piece = halves.0
                rest = halves.1
            }
            pieces.append(offsetPiece(piece, by: distance))
        }
        return pieces
    }

    /// A piece moved `distance` along its normals: the ends moved, the handles kept in
    /// direction and scaled by (r + distance) / r at each end, r the signed radius of curvature.
    private static func offsetPiece(_ piece: BezierSegment, by distance: Double) -> BezierSegment {
        let d0 = piece.unitDirection(at: 0), d1 = piece.unitDirection(at: 1)
        let start = piece.start + distance * normal(d0), end = piece.end + distance * normal(d1)
        let s0 = max(1 + distance * curvature(of: piece, at: 0), 0), s1 = max(1 + distance * curvature(of: piece, at: 1), 0)
        return .cubic(start, start + s0 * (piece.c1 - piece.start), end + s1 * (piece.c2 - piece.end), end)
    }

    /// The signed curvature at `t`: positive where the piece turns clockwise on screen (y down).
    private static func curvature(of piece: BezierSegment, at t: Double) -> Double {
        let d = piece.derivative(at: t)
        let u = 1 - t
        let second = 6 * u * (piece.c2 - 2 * piece.c1 + piece.start) + 6 * t * (piece.end - 2 * piece.c2 + piece.c1)
        let speed = d.length
        guard speed > 1e-9 else { return 0 }
        return (d.x * second.y - d.y * second.x) / (speed * speed * speed)
    }

    /// The direction turned a quarter anticlockwise on screen (y down): outwards on a clockwise outline.
    private static func normal(_ direction: Point) -> Point { Point(x: direction.y, y: -direction.x) }

    private static func angle(_ a: Point, _ b: Point) -> Double {
        guard a.length > 1e-12, b.length > 1e-12 else { return 0 }
        return atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
    }

    /// Where the line through `p` along `d` meets the line through `q` along `e`; nil when parallel.
    private static func intersection(_ p: Point, _ d: Point, _ q: Point, _ e: Point) -> Point? {
        let denominator = d.x * e.y - d.y * e.x
        guard abs(denominator) > 1e-9 else { return nil }
        let s = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / denominator
        return p + s * d
    }

    /// Contiguous pieces back into a Lottie bezier: each piece's start a vertex with its out
    /// handle, its end's in handle on the next vertex.
    private static func bezier(from pieces: [BezierSegment], closed: Bool) -> LottieBezier {
        var result = LottieBezier(closed: closed, vertices: [], inTangents: [], outTangents: [])
        for (k, piece) in pieces.enumerated() {
            let inHandle = k > 0 ? pieces[k - 1].c2 - pieces[k - 1].end : closed ? pieces[pieces.count - 1].c2 - pieces[pieces.count - 1].end : .zero
            result.vertices.append(piece.start)
            result.inTangents.append(inHandle)
            result.outTangents.append(piece.c1 - piece.start)
        }
        if !closed, let last = pieces.last {
            result.vertices.append(last.end)
            result.inTangents.append(last.c2 - last.end)
            result.outTangents.append(.zero)
        }
        return result
    }
}

private extension BezierSegment {
    /// Whether all four points coincide: an edge that goes nowhere.
    var isPoint: Bool { start == c1 && c1 == c2 && c2 == end }

    func movingEnd(to point: Point) -> BezierSegment {
        .cubic(start, c1, c2 + (point - end), point)
    }

    func movingStart(to point: Point) -> BezierSegment {
        .cubic(point, c1 + (point - start), c2, end)
    }
}

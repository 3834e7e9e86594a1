import Foundation
import Lamina

/// After Effects' Zig Zag, on Lottie beziers.
extension LottieBezier {
    /// The number of edges: one per vertex when closed, one fewer when open.
    var segmentCount: Int { vertices.isEmpty ? 0 : closed ? vertices.count : vertices.count - 1 }

    /// Edge `i`, from vertex `i` to the next, as a cubic.
    func segment(_ i: Int) -> BezierSegment {
        let j = (i + 1) % vertices.count
        return .cubic(vertices[i], vertices[i] + outTangents[i], vertices[j] + inTangents[j], vertices[j])
    }

    /// Zig Zag: each edge gets `ridges` points spaced evenly along it, and every point,
    /// the vertices included, moves `size` along the outline's normal, alternately to either
    /// side (the first vertex to the right of the direction of travel, that is inwards on a
    /// clockwise outline in y-down coordinates). `smooth` gives each point handles along the
    /// outline half the spacing long, so the ridges become waves; otherwise the points
    /// are corners. A vertex's normal is the mean of its edges' directions turned a quarter.
    /// Ridges are capped so the result has at most `maximumVertices` vertices.
    func zigZagged(size: Double, ridges: Double, smooth: Bool, maximumVertices: Int) -> LottieBezier {
        let edges = segmentCount
        guard edges > 0, size.isFinite, ridges.isFinite else { return self }
        let cap = max(maximumVertices / max(edges, 1) - 1, 0)
        let perEdge = min(Int(max(ridges, 0).rounded(.down)), cap)
        let pieces = Double(perEdge + 1)
        let segments = (0..<edges).map(segment)
        var result = LottieBezier(closed: closed, vertices: [], inTangents: [], outTangents: [])
        var side = -1.0
        func add(_ point: Point, direction: Point, before: Double, after: Double) {
            let normal = Point(x: direction.y, y: -direction.x)
            result.vertices.append(point + (side * size) * normal)
            result.inTangents.append(smooth ? (-before) * direction : .zero)
            result.outTangents.append(smooth ? after * direction : .zero)
            side = -side
        }
        // A handle is half the spacing between points along the edge (a quarter of a ridge).
        let lengths = segments.map(\.outlineLength)
        func handle(_ edge: Int?) -> Double {
            guard let edge else { return 0 }
            return lengths[edge] / pieces / 2
        }
        let vertexCount = closed ? edges : edges + 1
        for v in 0..<vertexCount {
            let incoming = v > 0 ? v - 1 : closed ? edges - 1 : nil
            let outgoing = v < edges ? v : nil
            let into = incoming.map { segments[$0].unitDirection(at: 1) } ?? .zero
            let out = outgoing.map { segments[$0].unitDirection(at: 0) } ?? .zero
            add(vertices[v], direction: Self.normalized(into + out), before: handle(incoming), after: handle(outgoing))
            guard let outgoing else { continue }
            let length = handle(outgoing)
            for cut in segments[outgoing].cuts(into: perEdge + 1) {
                add(cut.point, direction: cut.direction, before: length, after: length)
            }
        }
        return result
    }

    private static func normalized(_ p: Point) -> Point {
        let length = (p.x * p.x + p.y * p.y).squareRoot()
        return length > 1e-12 ? Point(x: p.x / length, y: p.y / length) : .zero
    }
}

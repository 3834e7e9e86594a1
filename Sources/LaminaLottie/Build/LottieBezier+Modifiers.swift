import Foundation
import Lamina

/// Shape modifiers that rewrite a shape's outline, applied to Lottie beziers (a contour's
/// vertices with their handles) as After Effects applies them, before the outline becomes a path.
extension LottieBezier {
    /// The same outline walked the other way from the same first vertex when closed (the last
    /// first when open), each vertex's handles swapped: `reversed().path()` is `path(reversed: true)`.
    func reversed() -> LottieBezier {
        let n = vertices.count
        let order = closed ? [0] + (1..<n).reversed() : Array((0..<n).reversed())
        return LottieBezier(closed: closed, vertices: order.map { vertices[$0] },
                            inTangents: order.map { outTangents[$0] }, outTangents: order.map { inTangents[$0] })
    }

    /// After Effects' Pucker & Bloat: every vertex moves towards the mean of the vertices by
    /// `amount` percent of its distance, and every handle's end moves away from it by as much
    /// (so a positive amount pulls the corners in and bows the edges out; a negative one
    /// pushes the corners out and draws the edges in). A straight edge's handles lie on its
    /// vertices, so its ends move with them and the edge bends. Linear in the vertices, so
    /// interpolating between modified keyframes is exact.
    func puckeredAndBloated(amount: Double) -> LottieBezier {
        let n = vertices.count
        guard n > 0, amount != 0, amount.isFinite else { return self }
        let k = amount / 100
        let sum = vertices.reduce(Point.zero) { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
        let centre = Point(x: sum.x / Double(n), y: sum.y / Double(n))
        func toward(_ p: Point, _ share: Double) -> Point {
            Point(x: p.x + (centre.x - p.x) * share, y: p.y + (centre.y - p.y) * share)
        }
        var result = self
        for i in 0..<n {
            let v = toward(vertices[i], k)
            let outEnd = toward(vertices[i] + outTangents[i], -k), inEnd = toward(vertices[i] + inTangents[i], -k)
            result.vertices[i] = v
            result.outTangents[i] = Point(x: outEnd.x - v.x, y: outEnd.y - v.y)
            result.inTangents[i] = Point(x: inEnd.x - v.x, y: inEnd.y - v.y)
        }
        return result
    }
}

extension Path {
    /// The same outline with each straight edge written as a cubic whose controls lie on its
    /// ends (a Lottie vertex without handles), so it pairs with a curved edge in interpolation.
    var linesAsCurves: Path {
        var result = Path()
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.move(to: p)
                current = p; start = p
            case .line(let p):
                result.addCurve(to: p, control1: current, control2: p)
                current = p
            case .quadCurve(let p, let c):
                result.addQuadCurve(to: p, control: c)
                current = p
            case .curve(let p, let c1, let c2):
                result.addCurve(to: p, control1: c1, control2: c2)
                current = p
            case .closeSubpath:
                result.closeSubpath()
                current = start
            }
        }
        return result
    }
}

import Foundation
import Lamina

/// `stroke-linejoin: miter-clip` (SVG 2, 13.5.3): where a join's miter is longer than the limit
/// allows, the miter is cut by a line perpendicular to the join's bisector at half the limit
/// times the stroke width from the vertex, instead of being bevelled. Cairo knows no such join,
/// so the stroke is drawn with full miters (a limit raised past every join's ratio) under a
/// mask with a hole beyond each cut: the triangle between the cut and the miter's tip.
enum SVGMiterClip {
    /// Past this miter ratio (segments turning back on each other within about 0.1°) the miter
    /// is too long to draw: such joins stay bevelled.
    static let maximumRatio = 1000.0

    /// The cut-off tips (triangles, in the path's space) and the miter limit that draws every
    /// other join in full; `nil` when no join is past `limit`.
    static func tips(of path: Path, width: Double, limit: Double) -> (tips: [[Point]], strokeLimit: Double)? {
        var tips: [[Point]] = []
        var largest = limit
        for (vertex, incoming, outgoing) in joins(of: path) {
            let dot = max(min(-(incoming.x * outgoing.x + incoming.y * outgoing.y), 1), -1)
            let half = acos(dot) / 2  // half the angle between the two segments
            guard half > 1e-9 else { continue }
            let ratio = 1 / sin(half)
            guard ratio > limit, ratio <= maximumRatio else { continue }
            largest = max(largest, ratio)
            // Outwards along the bisector, and each segment's outer edge.
            let b = normalised(Point(x: incoming.x - outgoing.x, y: incoming.y - outgoing.y))
            let w = width / 2
            func outerNormal(_ d: Point) -> Point {
                let n = Point(x: -d.y, y: d.x)
                return n.x * b.x + n.y * b.y >= 0 ? n : Point(x: d.y, y: -d.x)
            }
            let n1 = outerNormal(incoming), n2 = outerNormal(outgoing)
            let p1 = Point(x: vertex.x + n1.x * w, y: vertex.y + n1.y * w)
            let p2 = Point(x: vertex.x + n2.x * w, y: vertex.y + n2.y * w)
            let cut = limit * w
            // Where each outer edge crosses the cut: (p + s·d − vertex)·b = cut.
            let s1 = (cut - ((p1.x - vertex.x) * b.x + (p1.y - vertex.y) * b.y)) / (incoming.x * b.x + incoming.y * b.y)
            let s2 = (cut - ((p2.x - vertex.x) * b.x + (p2.y - vertex.y) * b.y)) / -(outgoing.x * b.x + outgoing.y * b.y)
            guard s1.isFinite, s2.isFinite else { continue }
            let c1 = Point(x: p1.x + s1 * incoming.x, y: p1.y + s1 * incoming.y)
            let c2 = Point(x: p2.x - s2 * outgoing.x, y: p2.y - s2 * outgoing.y)
            let tip = Point(x: vertex.x + b.x * w * ratio, y: vertex.y + b.y * w * ratio)
            // Doubled about the cut's middle: the hole's sides then lie outside the stroke's
            // edges rather than on them, where antialiasing would leave a faint outline.
            let middle = Point(x: (c1.x + c2.x) / 2, y: (c1.y + c2.y) / 2)
            tips.append([c1, tip, c2].map { Point(x: 2 * $0.x - middle.x, y: 2 * $0.y - middle.y) })
        }
        return tips.isEmpty ? nil : (tips, largest * 1.01)
    }

    /// A mask for a stroke in `bounds` (the path's space) that hides each tip: a rectangle
    /// reaching `reach` past the bounds with the tips as even-odd holes.
    static func mask(tips: [[Point]], bounds: Rect, reach: Double) -> ShapeLayer {
        var path = Path()
        let outer = Rect(x: bounds.origin.x - reach, y: bounds.origin.y - reach,
                         width: bounds.size.width + 2 * reach, height: bounds.size.height + 2 * reach)
        path.move(to: Point(x: outer.minX, y: outer.minY))
        path.addLine(to: Point(x: outer.maxX, y: outer.minY))
        path.addLine(to: Point(x: outer.maxX, y: outer.maxY))
        path.addLine(to: Point(x: outer.minX, y: outer.maxY))
        path.closeSubpath()
        for tip in tips {
            path.move(to: tip[0])
            path.addLine(to: tip[1])
            path.addLine(to: tip[2])
            path.closeSubpath()
        }
        let mask = ShapeLayer()
        mask.path = path
        mask.fillRule = .evenOdd
        mask.fillColor = .black
        mask.bounds = bounds
        mask.position = Point(x: bounds.midX, y: bounds.midY)
        return mask
    }

    /// Each join of `path`: the vertex with the unit directions arriving and leaving, between
    /// consecutive segments of a subpath and, for a closed one, where it closes.
    static func joins(of path: Path) -> [(Point, Point, Point)] {
        var result: [(Point, Point, Point)] = []
        var start = Point.zero, current = Point.zero
        var firstOut: Point?, lastIn: Point?
        func segment(to end: Point, out: Point, into: Point) {
            guard let o = direction(out), let i = direction(into) else { return }
            if let lastIn { result.append((current, lastIn, o)) }
            if firstOut == nil { firstOut = o }
            lastIn = i
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                start = p; current = p; firstOut = nil; lastIn = nil
            case .line(let p):
                segment(to: p, out: Point(x: p.x - current.x, y: p.y - current.y), into: Point(x: p.x - current.x, y: p.y - current.y))
            case .quadCurve(let p, let c):
                let out = c == current ? Point(x: p.x - current.x, y: p.y - current.y) : Point(x: c.x - current.x, y: c.y - current.y)
                let into = c == p ? Point(x: p.x - current.x, y: p.y - current.y) : Point(x: p.x - c.x, y: p.y - c.y)
                segment(to: p, out: out, into: into)
            case .curve(let p, let c1, let c2):
                let first = c1 != current ? c1 : (c2 != current ? c2 : p)
                let last = c2 != p ? c2 : (c1 != p ? c1 : current)
                segment(to: p, out: Point(x: first.x - current.x, y: first.y - current.y), into: Point(x: p.x - last.x, y: p.y - last.y))
            case .closeSubpath:
                segment(to: start, out: Point(x: start.x - current.x, y: start.y - current.y),
                        into: Point(x: start.x - current.x, y: start.y - current.y))
                if let lastIn, let firstOut { result.append((start, lastIn, firstOut)) }
                current = start; firstOut = nil; lastIn = nil
            }
        }
        return result
    }

    private static func direction(_ v: Point) -> Point? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 1e-12 ? Point(x: v.x / length, y: v.y / length) : nil
    }

    private static func normalised(_ v: Point) -> Point { direction(v) ?? Point(x: 1, y: 0) }
}

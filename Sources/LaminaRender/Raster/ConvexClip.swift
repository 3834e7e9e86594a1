import func Foundation.atan2
import Lamina

/// A clip Cairo cannot hold as whole-pixel rectangles but that is one convex polygon in device
/// space (a rotated precomposition's or layer's bounds, a mask's rectangle), as half-planes in
/// 24.8 fixed point, so `ScanlineFiller` can fill under it instead of `cairo_fill`.
///
/// Design: Cairo fills under a path clip by intersecting the fill's polygon with the clip's
/// (both flattened at its tolerance) before scan conversion. Most shapes lie wholly inside a
/// layer's clip or wholly outside it, and that needs no intersection at all: a shape whose
/// control points are all inside every half-plane is the shape unclipped, one whose points are
/// all outside one half-plane is nothing. Only a shape crossing an edge is cut, flattened and
/// clipped against the half-planes it crosses (Sutherland–Hodgman, which keeps the winding of
/// every point inside a half-plane and gives every point outside none, so both fill rules hold
/// for any path). The filler's coverage of the result is then exact area coverage, as it is
/// for any fill. A coverage mask of the clip (tried before: `docs/performance.md`) cost more
/// than Cairo's intersection, because every run had to be cut where the clip's coverage changed.
struct ConvexClip {
    /// A directed edge (fixed point): the inside is where `cross` is zero or more.
    struct Edge {
        let x0: Int, y0: Int, x1: Int, y1: Int

        /// Twice the signed area of the triangle from the edge to (x, y): positive on its left.
        @inline(__always)
        func cross(_ x: Int, _ y: Int) -> Int { (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) }
    }

    /// Every half-plane the clip lies in; the clip is their intersection.
    private(set) var edges: [Edge]
    /// The whole pixels the clip reaches.
    private(set) var bounds: ScanlineFiller.PixelBox

    /// The clip of one closed polygon `polygon` (x, y pairs in fixed point, flattened), or nil
    /// when it is not convex, not a polygon at all (fewer than three corners, no area), or its
    /// turns go round more than once.
    init?(polygon: [Int]) {
        // Corners without repeats (a closing point equal to the first among them).
        var corners: [Int] = []
        corners.reserveCapacity(polygon.count)
        var i = 0
        while i + 1 < polygon.count {
            let x = polygon[i], y = polygon[i + 1]
            if corners.count < 2 || corners[corners.count - 2] != x || corners[corners.count - 1] != y {
                corners.append(x)
                corners.append(y)
            }
            i += 2
        }
        if corners.count >= 4 && corners[0] == corners[corners.count - 2] && corners[1] == corners[corners.count - 1] {
            corners.removeLast(2)
        }
        let n = corners.count / 2
        guard n >= 3 else { return nil }
        // Convex: every turn the same way, and once round in all (a star turns the same way
        // at every corner too, but twice round).
        // The area in floating point: a sum of many corners' products near the coordinate
        // limit would overflow `Int`.
        var sign = 0, area = 0.0, turning = 0.0
        for k in 0..<n {
            let a = 2 * k, b = 2 * ((k + 1) % n), c = 2 * ((k + 2) % n)
            let ux = corners[b] - corners[a], uy = corners[b + 1] - corners[a + 1]
            let vx = corners[c] - corners[b], vy = corners[c + 1] - corners[b + 1]
            let turn = ux * vy - uy * vx
            if turn != 0 {
                let s = turn > 0 ? 1 : -1
                if sign == 0 { sign = s } else if s != sign { return nil }
            }
            turning += atan2(Double(turn), Double(ux * vx + uy * vy))
            area += Double(corners[a]) * Double(corners[b + 1]) - Double(corners[b]) * Double(corners[a + 1])
        }
        guard sign != 0, area != 0, abs(abs(turning) - 2 * Double.pi) < 0.5 else { return nil }
        var edges: [Edge] = []
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for k in 0..<n {
            let a = 2 * k, b = 2 * ((k + 1) % n)
            // Inside on the left: a clockwise polygon's edges run backwards.
            edges.append(sign > 0 ? Edge(x0: corners[a], y0: corners[a + 1], x1: corners[b], y1: corners[b + 1])
                                  : Edge(x0: corners[b], y0: corners[b + 1], x1: corners[a], y1: corners[a + 1]))
            minX = min(minX, corners[a]); maxX = max(maxX, corners[a])
            minY = min(minY, corners[a + 1]); maxY = max(maxY, corners[a + 1])
        }
        self.edges = edges
        bounds = ScanlineFiller.PixelBox(x0: minX >> 8, y0: minY >> 8, x1: (maxX + 255) >> 8, y1: (maxY + 255) >> 8)
    }

    /// Whether the clip is a rectangle with sides on whole pixels, which Cairo keeps as a
    /// rectangle (and lists).
    var isPixelRectangle: Bool {
        edges.count == 4 && edges.allSatisfy { e in
            (e.x0 == e.x1 || e.y0 == e.y1) && (e.x0 | e.y0 | e.x1 | e.y1) & 255 == 0
        }
    }

    /// The clip inside both `self` and `other` (still convex).
    func intersection(_ other: ConvexClip) -> ConvexClip {
        var both = self
        both.edges += other.edges
        both.bounds = bounds.intersection(other.bounds)
        return both
    }

    /// Where a shape whose control points are `points` (x, y pairs in fixed point) lies.
    enum Placement: Equatable {
        case inside
        case outside
        /// Crossing the half-planes of these edges (indices into `edges`), inside the rest.
        case crossing([Int])
    }

    /// Where the shape with control points `points` lies: its curves lie within their control
    /// points' hull, so all of them inside a half-plane means the shape is.
    func place(_ points: UnsafeBufferPointer<Int32>) -> Placement {
        var crossed: [Int] = []
        for (index, edge) in edges.enumerated() {
            var anyInside = false, anyOutside = false
            var i = 0
            while i + 1 < points.count {
                if edge.cross(Int(points[i]), Int(points[i + 1])) >= 0 { anyInside = true } else { anyOutside = true }
                if anyInside && anyOutside { break }
                i += 2
            }
            if !anyInside { return .outside }
            if anyOutside { crossed.append(index) }
        }
        return crossed.isEmpty ? .inside : .crossing(crossed)
    }

    /// `polygon` (a closed polygon: x, y pairs in fixed point, the last corner joined to the
    /// first) cut by the half-planes of `crossed` edges: every point inside them winds round
    /// the result as it wound round `polygon`, every point outside not at all. The corners
    /// where an edge is crossed are rounded to the nearest 1/256 pixel.
    func clip(_ polygon: [Int], by crossed: [Int]) -> [Int] {
        var input = polygon, output: [Int] = []
        output.reserveCapacity(polygon.count + 8)
        for index in crossed {
            let edge = edges[index]
            output.removeAll(keepingCapacity: true)
            let n = input.count / 2
            guard n > 0 else { break }
            var px = input[2 * (n - 1)], py = input[2 * (n - 1) + 1]
            var pc = edge.cross(px, py)
            for k in 0..<n {
                let x = input[2 * k], y = input[2 * k + 1], c = edge.cross(x, y)
                if (c >= 0) != (pc >= 0) {
                    // Where the segment meets the edge's line.
                    let t = Double(pc) / Double(pc - c)
                    output.append(px + Int((Double(x - px) * t).rounded()))
                    output.append(py + Int((Double(y - py) * t).rounded()))
                }
                if c >= 0 {
                    output.append(x)
                    output.append(y)
                }
                (px, py, pc) = (x, y, c)
            }
            swap(&input, &output)
        }
        return input
    }
}

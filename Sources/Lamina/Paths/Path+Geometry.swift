import Foundation

/// A sub-path with explicit segments: what measuring, hit-testing and dashing walk over.
struct Subpath: Hashable, Sendable {
    var start: Point
    var segments: [BezierSegment] = []
    var isClosed = false

    /// The segments including the implicit closing line of a closed sub-path (which is stroked).
    var strokedSegments: [BezierSegment] {
        guard isClosed else { return segments }
        return segments + [.line(segments.last?.end ?? start, start)]
    }
}

extension Path {
    /// The path as sub-paths of explicit segments.
    ///
    /// Tolerates element lists Core Graphics would refuse: a line or curve with no current point
    /// only moves (as `addLine` does), and one after `closeSubpath` starts a new sub-path at the
    /// closed one's start.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point: Point?
        func extend(to end: Point, _ make: (Point) -> BezierSegment) {
            guard let from = point else {
                current = Subpath(start: end)
                point = end
                return
            }
            if current == nil { current = Subpath(start: from) }
            current!.segments.append(make(from))
            point = end
        }
        for element in elements {
            switch element {
            case .move(let p):
                if let finished = current { result.append(finished) }
                current = Subpath(start: p)
                point = p
            case .line(let p):
                extend(to: p) { .line($0, p) }
            case .quadCurve(let p, let c):
                extend(to: p) { .quad($0, c, p) }
            case .curve(let p, let c1, let c2):
                extend(to: p) { .cubic($0, c1, c2, p) }
            case .closeSubpath:
                guard var finished = current else { continue }
                finished.isClosed = true
                result.append(finished)
                point = finished.start
                current = nil
            }
        }
        if let finished = current { result.append(finished) }
        return result
    }

    /// The smallest rectangle holding every point the path draws through: curve extrema are
    /// included but control points are not (`CGPath.boundingBoxOfPath`). `.zero` when empty.
    public var boundingBox: Rect {
        bounds { segment in segment.bounds }
    }

    /// The smallest rectangle holding every point and control point (`CGPath.boundingBox`):
    /// cheaper than `boundingBox` and never smaller. `.zero` when empty.
    public var controlPointBounds: Rect {
        // Every point of every element, in one pass with no sub-path or segment values: the
        // display list asks this of every shape on every frame.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        @inline(__always) func include(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y)
            maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func bounds(_ segmentBounds: (BezierSegment) -> (min: Point, max: Point)) -> Rect {
        var lo = Point(Double.infinity, .infinity), hi = Point(-Double.infinity, -.infinity)
        func include(_ a: Point, _ b: Point) {
            lo = Point(min(lo.x, a.x), min(lo.y, a.y))
            hi = Point(max(hi.x, b.x), max(hi.y, b.y))
        }
        for subpath in subpaths {
            include(subpath.start, subpath.start)
            for segment in subpath.segments {
                let box = segmentBounds(segment)
                include(box.min, box.max)
            }
        }
        guard lo.x <= hi.x, lo.y <= hi.y else { return .zero }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The path with every point and control point mapped through `t` (exact for affine maps).
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    /// Whether `point` is inside the filled path, treating every sub-path as closed (as
    /// filling does). Curves are flattened to within 0.01 pt, so points that close to the
    /// outline may go either way.
    public func contains(_ point: Point, using rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        var polyline: [Point] = []
        for subpath in subpaths where !subpath.segments.isEmpty {
            polyline.removeAll(keepingCapacity: true)
            polyline.append(subpath.start)
            for segment in subpath.segments {
                segment.flatten(tolerance: 0.01, into: &polyline)
            }
            polyline.append(subpath.start)
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                winding += Path.windingContribution(from: a, to: b, around: point)
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// +1 when the edge crosses the horizontal ray to the right of `p` going down the screen,
    /// −1 going up, 0 otherwise (half-open in y, so shared vertices count once).
    private static func windingContribution(from a: Point, to b: Point, around p: Point) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y {
            if b.y > p.y && side > 0 { return 1 }
        } else if b.y <= p.y && side < 0 {
            return -1
        }
        return 0
    }

    /// Whether the two paths can be animated into each other: the same element kinds in the
    /// same order (as Core Animation requires for `CAShapeLayer.path` animations).
    public func isInterpolatable(with other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { pair in
            switch pair {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
                 (.closeSubpath, .closeSubpath):
                true
            default:
                false
            }
        }
    }

    /// The path whose every point is `fraction` of the way from this path's to `other`'s
    /// (0 gives `self`, 1 gives `other`; other values extrapolate), or `nil` when the paths
    /// aren't interpolatable.
    public func interpolated(to other: Path, fraction: Double) -> Path? {
        guard isInterpolatable(with: other) else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { a.interpolated(to: b, fraction: fraction) }
        return Path(elements: zip(elements, other.elements).map { pair -> Element in
            switch pair {
            case (.move(let a), .move(let b)): .move(to: mix(a, b))
            case (.line(let a), .line(let b)): .line(to: mix(a, b))
            case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
                .quadCurve(to: mix(a, b), control: mix(ac, bc))
            case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
                .curve(to: mix(a, b), control1: mix(a1, b1), control2: mix(a2, b2))
            default: .closeSubpath
            }
        })
    }
}

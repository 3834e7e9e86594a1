/// A layer's plane under a 3D matrix: the 3 × 3 projective map from the plane's points
/// (z = 0) to the target's, with the part behind the eye cut away.
///
/// Under perspective a point of the plane lands at `(x / w, y / w)`; where `w <= 0` it is at or
/// behind the eye and dividing would put it, upside down, on the far side of the picture, so
/// drawing clips the plane to `w >= minimumW` first. A Sutherland–Hodgman pass against that one
/// line keeps a convex polygon convex and ends after one pass over its corners.
public struct PlaneProjection: Hashable, Sendable {
    /// The map from the plane's points to the target's (rows x, y and w are used).
    public var matrix: Transform3D

    /// How near the eye a point of the plane may be and still be drawn: w = 1/1024 magnifies it
    /// 1024 times, past any picture's size; a smaller w only adds pixels nothing can see.
    public static let minimumW = 1.0 / 1024

    /// The projection of the plane through `matrix`.
    public init(_ matrix: Transform3D) {
        self.matrix = matrix
    }

    /// The homogeneous w of a point of the plane (greater than 0 in front of the eye).
    public func w(at p: Point) -> Double {
        p.x * matrix.m14 + p.y * matrix.m24 + matrix.m44
    }

    /// Where a point of the plane lands (divided by w; only meaningful where w > 0).
    public func project(_ p: Point) -> Point {
        let x = p.x * matrix.m11 + p.y * matrix.m21 + matrix.m41
        let y = p.x * matrix.m12 + p.y * matrix.m22 + matrix.m42
        let w = w(at: p)
        return Point(x: x / w, y: y / w)
    }

    /// The corners of `rect` (in the plane) clipped to `w >= minimumW`, in the plane's
    /// coordinates, in order round the rectangle; empty when all of it is behind the eye.
    public func visiblePolygon(of rect: Rect) -> [Point] {
        let r = rect.standardized
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        var out: [Point] = []
        out.reserveCapacity(5)
        for i in corners.indices {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let wa = w(at: a) - Self.minimumW, wb = w(at: b) - Self.minimumW
            if wa >= 0 { out.append(a) }
            // The edge crosses the line: add the crossing (w exactly minimumW there).
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return out
    }

    /// The projected corners of the visible part of `rect` (see `visiblePolygon(of:)`).
    public func projectedPolygon(of rect: Rect) -> [Point] {
        visiblePolygon(of: rect).map(project)
    }

    /// The bounding rectangle of what `rect` covers in the target, or `nil` when none of it is
    /// in front of the eye or the numbers are not finite.
    public func projectedBounds(of rect: Rect) -> Rect? {
        let points = projectedPolygon(of: rect)
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding rectangle, in the plane, of what lands in `target`, or `nil` when that is
    /// not bounded (part of `target` lies beyond the horizon, where the plane behind the eye
    /// would project). When every corner of `target` comes from a point in front of the eye,
    /// the rectangle is on the plane's side of the horizon and its preimage is the quadrilateral
    /// of the corners' preimages.
    public func preimageBounds(of target: Rect) -> Rect? {
        let t = target.standardized
        var points: [Point] = []
        for corner in [Point(x: t.minX, y: t.minY), Point(x: t.maxX, y: t.minY),
                       Point(x: t.maxX, y: t.maxY), Point(x: t.minX, y: t.maxY)] {
            guard let p = matrix.unprojecting(corner), w(at: p) > 0, p.x.isFinite, p.y.isFinite else { return nil }
            points.append(p)
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The determinant of the plane's map (rows x, y and w): negative when the plane is seen
    /// from behind (its winding reversed where it is in front of the eye), zero edge-on.
    public var determinant: Double {
        let m = matrix
        let a = m.m11, b = m.m12, c = m.m14, d = m.m21, e = m.m22, f = m.m24, g = m.m41, h = m.m42, i = m.m44
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The inverse of the plane's map as 3 × 3 rows (target `[x y 1]` times it gives the plane
    /// point in homogeneous coordinates), or `nil` when the map is singular.
    public func inverse() -> [Double]? {
        let m = matrix
        let a = m.m11, b = m.m12, c = m.m14, d = m.m21, e = m.m22, f = m.m24, g = m.m41, h = m.m42, i = m.m44
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        // The adjugate: the inverse times det, which the division by w cancels.
        return [e * i - f * h, c * h - b * i, b * f - c * e,
                f * g - d * i, a * i - c * g, c * d - a * f,
                d * h - e * g, b * g - a * h, a * e - b * d]
    }

    /// How many target units one unit of the plane becomes at `p`, at most (the longer of the
    /// two columns of the map's derivative there).
    public func magnification(at p: Point) -> Double {
        let w = w(at: p)
        guard w > 0 else { return 0 }
        let q = project(p)
        // d(x/w)/dX = (m11 - q.x·m14) / w, and so on.
        let dxdX = (matrix.m11 - q.x * matrix.m14) / w, dydX = (matrix.m12 - q.y * matrix.m14) / w
        let dxdY = (matrix.m21 - q.x * matrix.m24) / w, dydY = (matrix.m22 - q.y * matrix.m24) / w
        return max((dxdX * dxdX + dydX * dydX).squareRoot(), (dxdY * dxdY + dydY * dydY).squareRoot())
    }
}

import Foundation

extension Path {
    /// A closed rectangle starting at (minX, minY) and running clockwise on screen, as
    /// `CGPath(rect:)` does, so stroke trims grow from the top-left corner.
    public static func rect(_ r: Rect) -> Path {
        let r = r.standardized
        var path = Path()
        path.move(to: Point(r.minX, r.minY))
        path.addLine(to: Point(r.maxX, r.minY))
        path.addLine(to: Point(r.maxX, r.maxY))
        path.addLine(to: Point(r.minX, r.maxY))
        path.closeSubpath()
        return path
    }

    /// A closed rectangle with circular corners, clockwise on screen from the top edge just
    /// after the top-left corner (as `UIBezierPath(roundedRect:cornerRadius:)`).
    ///
    /// - Parameter cornerRadius: In points; clamped to 0...half the shorter side, so a square
    ///   with a huge radius becomes a circle.
    /// - Parameter r: the rectangle, in points.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let r = r.standardized
        let radius = min(max(cornerRadius.isNaN ? 0 : cornerRadius, 0), min(r.width, r.height) / 2)
        guard radius > 0 else { return rect(r) }
        let half = Double.pi / 2
        var path = Path()
        path.move(to: Point(r.minX + radius, r.minY))
        path.addArc(center: Point(r.maxX - radius, r.minY + radius), radius: radius,
                    startAngle: -half, endAngle: 0, clockwise: true)
        path.addArc(center: Point(r.maxX - radius, r.maxY - radius), radius: radius,
                    startAngle: 0, endAngle: half, clockwise: true)
        path.addArc(center: Point(r.minX + radius, r.maxY - radius), radius: radius,
                    startAngle: half, endAngle: 2 * half, clockwise: true)
        path.addArc(center: Point(r.minX + radius, r.minY + radius), radius: radius,
                    startAngle: 2 * half, endAngle: 3 * half, clockwise: true)
        path.closeSubpath()
        return path
    }

    /// A closed ellipse inscribed in `r`: sixteen cubics starting at the rightmost point
    /// (maxX, midY) and running clockwise on screen (increasing angle), as `CGPath(ellipseIn:)`
    /// does, so a `strokeEnd` trim grows clockwise from 3 o'clock.
    public static func ellipse(in r: Rect) -> Path {
        let r = r.standardized
        let frame = AffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(AffineTransform(translationX: r.midX, y: r.midY))
        var path = Path()
        path.appendUnitArc(startAngle: 0, sweep: 2 * .pi, transform: frame, start: .move,
                           end: Point(r.maxX, r.midY))
        path.closeSubpath()
        return path
    }

    /// An open circular arc as its own path; see `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                           clockwise: Bool) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return path
    }
}

extension Path {
    /// The outline of a layer's bounds with its corners (`cornerRadius`, `maskedCorners`,
    /// `cornerCurve`), clockwise on screen from the top edge. With every corner rounded
    /// circularly it is ``roundedRect(_:cornerRadius:)``.
    ///
    /// The radius is clamped as Core Animation clamps it: to half the shorter side for circular
    /// corners, and to half the shorter side ÷ 1.52866483 for continuous ones, whose curve
    /// reaches that far along each edge. A continuous corner is the published closed form of
    /// Apple's continuous corner (PaintCode's reading of iOS 7's rounded rectangles): three
    /// cubics joined by two short lines, symmetric about the corner's diagonal, with
    /// curvature rising from 0 at the edges.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, maskedCorners: CornerMask,
                                   cornerCurve: CornerCurve) -> Path {
        if maskedCorners == .all && cornerCurve == .circular { return roundedRect(r, cornerRadius: cornerRadius) }
        let r = r.standardized
        let reach = cornerCurve == .continuous ? continuousReach : 1
        let radius = min(max(cornerRadius.isNaN ? 0 : cornerRadius, 0), min(r.width, r.height) / 2 / reach)
        guard radius > 0, !maskedCorners.isEmpty else { return rect(r) }
        // Each corner: where it is, the way along the edge into it, the way along the edge out.
        let corners: [(CornerMask, Point, Point, Point)] = [
            (.layerMaxXMinYCorner, Point(r.maxX, r.minY), Point(1, 0), Point(0, 1)),
            (.layerMaxXMaxYCorner, Point(r.maxX, r.maxY), Point(0, 1), Point(-1, 0)),
            (.layerMinXMaxYCorner, Point(r.minX, r.maxY), Point(-1, 0), Point(0, -1)),
            (.layerMinXMinYCorner, Point(r.minX, r.minY), Point(0, -1), Point(1, 0)),
        ]
        var path = Path()
        path.move(to: maskedCorners.contains(.layerMinXMinYCorner) ? Point(r.minX + radius * reach, r.minY) : Point(r.minX, r.minY))
        for (corner, at, inward, outward) in corners {
            guard maskedCorners.contains(corner) else {
                path.addLine(to: at)
                continue
            }
            // (u, v): radii back along the edge in, and along the edge out.
            func p(_ u: Double, _ v: Double) -> Point {
                Point(at.x - u * radius * inward.x + v * radius * outward.x, at.y - u * radius * inward.y + v * radius * outward.y)
            }
            path.addLine(to: p(reach, 0))
            switch cornerCurve {
            case .circular:
                let k = 1 - circleKappa
                path.addCurve(to: p(0, 1), control1: p(k, 0), control2: p(0, k))
            case .continuous:
                path.addCurve(to: p(0.66993427, 0.06549600), control1: p(1.08849323, 0), control2: p(0.86840689, 0))
                path.addLine(to: p(0.63149399, 0.07491100))
                path.addCurve(to: p(0.07491100, 0.63149399), control1: p(0.37282392, 0.16905899),
                              control2: p(0.16905899, 0.37282392))
                path.addLine(to: p(0.06549600, 0.66993427))
                path.addCurve(to: p(0, reach), control1: p(0, 0.86840689), control2: p(0, 1.08849323))
            }
        }
        path.closeSubpath()
        return path
    }

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.52866483
    /// The control distance of a cubic quarter circle of radius 1.
    static let circleKappa = 0.5522847498
}

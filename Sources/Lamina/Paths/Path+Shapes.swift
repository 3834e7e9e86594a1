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

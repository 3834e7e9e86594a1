import Foundation
import Lamina

/// A path under construction (`CGMutablePath`), with Core Graphics' building methods; every
/// method maps its points by `transform` before adding them.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(Lamina.Path()) }

    override init(_ path: Lamina.Path) { super.init(path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).lamina)
    }

    /// A straight line from the current point (a move when there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).lamina)
    }

    /// A move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).lamina, control: control.applying(transform).lamina)
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform).lamina, control1: control1.applying(transform).lamina,
                      control2: control2.applying(transform).lamina)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.closeSubpath() }

    /// A closed rectangle: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY), as Core
    /// Graphics orders its corners.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// One closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse filling `rect`, starting at its right-hand middle and running through
    /// increasing angles (counterclockwise in a y-up space), as Core Graphics draws it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let unit = Lamina.Path.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let placed = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY)).concatenating(transform)
        path.addPath(unit.applying(placed.lamina))
        path.closeSubpath()
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`,
    /// clamped to half the rectangle; a corner of zero size is square.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ch = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        // Each corner is a quarter of an ellipse, one cubic with the usual 0.5523 handle ratio.
        let k: CGFloat = 0.552_284_749_830_793_6
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + k * cw, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - k * ch), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + k * ch),
                 control2: CGPoint(x: r.maxX - cw + k * cw, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - k * cw, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + k * ch), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - k * ch),
                 control2: CGPoint(x: r.minX + cw - k * cw, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// A circular arc; `clockwise` is Core Graphics' (decreasing angles, clockwise in a y-up
    /// space, so counterclockwise on an iOS screen). A line joins the current point to the
    /// arc's start; without a current point the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let arc = Lamina.Path.arc(center: center.lamina, radius: Double(radius), startAngle: Double(startAngle),
                                  endAngle: Double(endAngle), clockwise: !clockwise)
        append(arc.applying(transform.lamina), connected: true)
    }

    /// An arc of `delta` radians from `startAngle` (positive deltas run through increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// A line towards `tangent1End` and an arc of `radius` tangent to the lines from the current
    /// point to `tangent1End` and from there to `tangent2End` (PostScript's `arct`). Without a
    /// current point it does nothing; with collinear points or no radius, it draws the line to
    /// `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard !path.isEmpty else { return }
        // The current point is in the path's space; the tangents are mapped by `transform`.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        func unit(_ v: CGPoint) -> CGPoint? {
            let length = (v.x * v.x + v.y * v.y).squareRoot()
            return length > 0 && length.isFinite ? CGPoint(x: v.x / length, y: v.y / length) : nil
        }
        guard radius > 0, radius.isFinite,
              let u = unit(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)),
              let v = unit(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)) else {
            return addLine(to: p1, transform: transform)
        }
        let cosine = min(max(u.x * v.x + u.y * v.y, -1), 1)
        let angle = acos(cosine)  // between the two tangent lines
        guard angle > 1e-9, angle < .pi - 1e-9, let bisector = unit(CGPoint(x: u.x + v.x, y: u.y + v.y)) else {
            return addLine(to: p1, transform: transform)
        }
        let along = radius / tan(angle / 2)
        let centre = CGPoint(x: p1.x + bisector.x * radius / sin(angle / 2),
                             y: p1.y + bisector.y * radius / sin(angle / 2))
        let t1 = CGPoint(x: p1.x + u.x * along, y: p1.y + u.y * along)
        let t2 = CGPoint(x: p1.x + v.x * along, y: p1.y + v.y * along)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        let arc = Lamina.Path.arc(center: centre.lamina, radius: Double(radius), startAngle: Double(a1),
                                  endAngle: Double(a1 + sweep), clockwise: sweep > 0)
        append(arc.applying(transform.lamina), connected: true)
    }

    /// Another path's elements, mapped by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform.lamina))
    }

    /// Appends `piece` (which starts with a move); when `connected` and there is a current
    /// point, its move becomes a line from there, as Core Graphics joins an arc.
    private func append(_ piece: Lamina.Path, connected: Bool) {
        var elements = piece.elements
        if connected, let current = path.currentPoint, case .move(let start)? = elements.first {
            elements.removeFirst()
            if current != start { path.addLine(to: start) }
        }
        path.addPath(Lamina.Path(elements: elements))
    }
}

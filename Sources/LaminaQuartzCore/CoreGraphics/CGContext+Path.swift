import CCairo
import Foundation
import Lamina

/// The context's current path: points are mapped by the transform current when they are added,
/// as in Core Graphics (and Cairo).
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    public func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }

    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cr) != 0 {
            cairo_line_to(cr, Double(point.x), Double(point.y))
        } else {
            move(to: point)
        }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: control1) }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard let start = currentPointOrNil else { return move(to: end) }
        // A quadratic is the cubic with controls two thirds of the way to its one control.
        addCurve(to: end, control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                 control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    public func closePath() { cairo_close_path(cr) }

    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }

    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    /// An arc; `clockwise` is Core Graphics' (decreasing angles in user space).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if let current = currentPointOrNil { path.move(to: current) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        append(path.path, skippingFirstMove: currentPointOrNil != nil)
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = currentPointOrNil else { return }
        let path = CGMutablePath()
        path.move(to: current)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        append(path.path, skippingFirstMove: true)
    }

    /// Adds a path's elements to the current path.
    public func addPath(_ path: CGPath) { append(path.path, skippingFirstMove: false) }

    /// The current point in user space, `.zero` without one.
    public var currentPointOfPath: CGPoint { currentPointOrNil ?? .zero }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cr) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    var currentPointOrNil: CGPoint? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Emits a Lamina path's elements into Cairo's current path.
    private func append(_ path: Lamina.Path, skippingFirstMove: Bool) {
        var skip = skippingFirstMove
        for element in path.elements {
            switch element {
            case .move(let p):
                if skip { skip = false; continue }
                cairo_move_to(cr, p.x, p.y)
            case .line(let p): addLine(to: CGPoint(p))
            case .quadCurve(let p, let c): addQuadCurve(to: CGPoint(p), control: CGPoint(c))
            case .curve(let p, let c1, let c2): addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
            case .closeSubpath: cairo_close_path(cr)
            }
            skip = false
        }
    }
}

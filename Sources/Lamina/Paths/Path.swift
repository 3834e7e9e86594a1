import Foundation

/// A resolution-independent outline made of lines and Bézier curves, like `CGPath` and
/// `UIBezierPath`, in y-down points.
///
/// A path is a list of elements: each `move` starts a sub-path, lines and curves extend it from
/// the current point, and `closeSubpath` joins it back to its start. Angles are radians, and a
/// positive angle turns clockwise on screen (from +x toward +y).
public struct Path: Hashable, Sendable {
    /// One drawing command; curves and lines start at the current point.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point, with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point, with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The commands, in drawing order.
    public private(set) var elements: [Element]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path with exactly these elements (no checks: a leading line starts its own sub-path).
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next line or curve would start, or `nil` for an empty path.
    ///
    /// After `closeSubpath` this is the start of the closed sub-path, as in Core Graphics.
    public var currentPoint: Point? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    /// The start of the last sub-path (its last `move`), or `nil` when there is none.
    var subpathStart: Point? {
        for element in elements.reversed() {
            if case .move(let p) = element { return p }
        }
        // A path built with `init(elements:)` may begin with a line; its start is that line's start.
        return nil
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// With no current point this only moves to `point` (Core Graphics ignores such a line).
    public mutating func addLine(to point: Point) {
        guard prepareForSegment(endingAt: point) else { return }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard prepareForSegment(endingAt: point) else { return }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard prepareForSegment(endingAt: point) else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current sub-path with a straight line back to its start (no-op without one).
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Appends all of `other`'s elements.
    public mutating func addPath(_ other: Path) {
        elements += other.elements
    }

    /// Adds a circular arc, drawing a line to its start first if there is a current point.
    ///
    /// Follows `UIBezierPath` in y-down coordinates: `clockwise: true` sweeps with increasing
    /// angle (clockwise on screen) from `startAngle` to `endAngle`; the sweep is less than one
    /// turn unless the angles are at least a full turn apart in that direction, in which case
    /// it is a whole circle. The arc is made of cubic Béziers spanning at most 22.5° each (Core
    /// Graphics uses up to 90°): their radial error is below 1e-7 of the radius and their length
    /// within 4e-8 of the true arc's, so measured lengths, trims and dashes match a real circle.
    ///
    /// - Parameters:
    ///   - center: The circle's center, in points.
    ///   - radius: The circle's radius, in points.
    ///   - startAngle: Radians from the +x axis, clockwise on screen.
    ///   - endAngle: Radians from the +x axis, clockwise on screen.
    ///   - clockwise: `true` sweeps with increasing angle (clockwise on screen, y down).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let sweep = Path.arcSweep(from: startAngle, to: endAngle, increasing: clockwise)
        let frame = AffineTransform(scaleX: radius, y: radius).concatenating(AffineTransform(translationX: center.x, y: center.y))
        appendUnitArc(startAngle: startAngle, sweep: sweep, transform: frame, start: .line)
    }

    /// The signed sweep from `start` to `end` in the given direction, in (-2π, 2π), or exactly
    /// ±2π when the angles are at least a full turn apart in that direction.
    static func arcSweep(from start: Double, to end: Double, increasing: Bool) -> Double {
        let turn = 2 * Double.pi
        var sweep = end - start
        guard sweep.isFinite else { return 0 }
        if increasing {
            if sweep >= turn { return turn }
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            return sweep >= turn ? 0 : sweep
        } else {
            if sweep <= -turn { return -turn }
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            return sweep <= -turn ? 0 : sweep
        }
    }

    /// Appends an arc of the unit circle mapped through `transform` (which places, scales and
    /// possibly squashes it into an ellipse), as cubics of at most 22.5° each.
    ///
    /// `start` says how the arc joins what comes before. `end`, when given, replaces the
    /// computed final point so callers that know it exactly (SVG arcs) don't accumulate drift.
    mutating func appendUnitArc(startAngle: Double, sweep: Double, transform: AffineTransform,
                                start: ArcStart, end: Point? = nil) {
        let first = Point(cos(startAngle), sin(startAngle)).applying(transform)
        switch (start, currentPoint) {
        case (.line, let current?):
            if current != first { addLine(to: first) }
        case (.continue, _?):
            break  // The caller knows the current point is the arc's start.
        default:
            move(to: first)
        }
        // Curves right after a close would have no start of their own.
        if elements.last == .closeSubpath { move(to: subpathStart ?? first) }
        guard sweep != 0, sweep.isFinite else { return }
        // A 90° cubic's length is off by 1.4e-4 (0.09 pt on a 100 pt circle); at 22.5° it's 3.4e-8.
        let count = max(1, Int((abs(sweep) / (Double.pi / 8) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        // The classic 4/3·tan(θ/4) handle length puts each cubic's midpoint on the circle.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for index in 0..<count {
            let next = index == count - 1 ? startAngle + sweep : angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let control1 = Point(c0 - k * s0, s0 + k * c0).applying(transform)
            let control2 = Point(c1 + k * s1, s1 - k * c1).applying(transform)
            var to = Point(c1, s1).applying(transform)
            if index == count - 1, let end { to = end }
            elements.append(.curve(to: to, control1: control1, control2: control2))
            angle = next
        }
    }

    /// How an arc begins: with a line from the current point, a new sub-path, or (for SVG arcs,
    /// which start exactly at the current point) directly.
    enum ArcStart { case line, move, `continue` }

    /// Makes sure a segment has a start: after `closeSubpath` a new sub-path begins where the
    /// closed one started (as Core Graphics does); with no current point at all it only moves.
    private mutating func prepareForSegment(endingAt point: Point) -> Bool {
        switch elements.last {
        case nil:
            move(to: point)
            return false
        case .closeSubpath?:
            move(to: subpathStart ?? .zero)
            return true
        default:
            return true
        }
    }
}

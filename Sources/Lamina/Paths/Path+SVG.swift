import Foundation

extension Path {
    /// Reads SVG 1.1 path data (the `d` attribute): every command `M L H V C S Q T A Z`,
    /// absolute (upper case) and relative (lower case), in the same y-down user units.
    ///
    /// Elliptical arcs become cubics through SVG's endpoint-to-center conversion: radii too small
    /// to reach the end point are scaled up, a zero radius draws a line, and an arc ending where
    /// it starts is left out (all per the SVG implementation notes). An empty string gives an
    /// empty path.
    ///
    /// - Throws: `PathDataError` with the offset of the first character that can't be read.
    public init(svgPathData: String) throws(PathDataError) {
        var parser = PathDataParser(svgPathData)
        self = try parser.parse()
    }

    /// Reads as much of `svgPathData` as is valid, as SVG's error handling asks (a path is drawn
    /// up to its first error): the path so far, the element count after each segment the data
    /// names (an arc is one segment however many cubics draw it), and the error, if any.
    package static func svgPathDataPrefix(_ data: String) -> (path: Path, segmentEnds: [Int], error: PathDataError?) {
        var parser = PathDataParser(data)
        do {
            let path = try parser.parse()
            return (path, parser.segmentEnds, nil)
        } catch {
            return (parser.partialPath, parser.segmentEnds, error)
        }
    }

    /// The path as SVG path data with absolute `M L Q C Z` commands, which `init(svgPathData:)`
    /// reads back to an equal path (numbers are written with every significant digit).
    public var svgPathData: String {
        func format(_ v: Double) -> String {
            if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
            return "\(v)"
        }
        func format(_ p: Point) -> String { "\(format(p.x)) \(format(p.y))" }
        return elements.map { element in
            switch element {
            case .move(let p): "M\(format(p))"
            case .line(let p): "L\(format(p))"
            case .quadCurve(let p, let c): "Q\(format(c)) \(format(p))"
            case .curve(let p, let c1, let c2): "C\(format(c1)) \(format(c2)) \(format(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// Adds an SVG elliptical arc from the current point `start` to `end`.
    ///
    /// - Parameters:
    ///   - radiusX, radiusY: The ellipse's radii before rotation, in points (signs ignored).
    ///   - xAxisRotation: The ellipse's rotation in degrees, as SVG writes it.
    ///   - largeArc: Take the arc sweeping more than 180°.
    ///   - sweep: Go with increasing angle (clockwise on screen).
    mutating func addEllipticalArc(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                                   xAxisRotation: Double, largeArc: Bool, sweep: Bool) {
        guard start != end else { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else {
            addLine(to: end)
            return
        }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the start point in the ellipse's frame, relative to the chord's midpoint.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to span the chord grow until the chord is a diameter.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // Step 2: the center in the ellipse's frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (max(0, numerator / denominator)).squareRoot() : 0
        if !coefficient.isFinite { coefficient = 0 }
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        // Step 3: the center in user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // Step 4: the start angle and the sweep, on the unit circle the ellipse is mapped from.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard [rx, ry, cx, cy, theta, delta].allSatisfy(\.isFinite) else {
            addLine(to: end)
            return
        }
        let frame = AffineTransform(scaleX: rx, y: ry)
            .concatenating(AffineTransform(rotationAngle: phi))
            .concatenating(AffineTransform(translationX: cx, y: cy))
        appendUnitArc(startAngle: theta, sweep: delta, transform: frame, start: .continue, end: end)
    }
}

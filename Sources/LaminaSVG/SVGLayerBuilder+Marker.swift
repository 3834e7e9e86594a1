import Foundation
import Lamina

/// Markers: each `marker-start`, `marker-mid` and `marker-end` instance becomes a sublayer of
/// the marked shape, built like a nested `svg` (the marker's viewport, clipped unless
/// `overflow` is visible) and placed at its vertex by a transform, so the marker stays a
/// layer tree that can be animated by name rather than pixels in the shape's contents.
///
/// Vertices are the ends of the segments the path data names (an arc is one segment, however
/// many cubics draw it); `orient="auto"` bisects the incoming and outgoing directions the way
/// resvg does (the reference renderer of the conformance suite): a closepath has no mid
/// marker, and a marker beside a moveto takes the direction of its one drawn side.
extension SVGLayerBuilder {
    /// The most markers one shape draws: each is a layer tree, and path data may hold as many
    /// vertices as `Limits.pathSegments` allows.
    static let maximumMarkers = 10_000

    /// One vertex: where it is and the angle (radians) an `auto` marker takes there.
    struct MarkerVertex {
        var point: Point
        var angle: Double
    }

    /// The marker layers of `node` in the shape's user space mapped by `outer`, in painting
    /// order (start, mids, end).
    func markers(for node: SVGNode, path: Path, segmentEnds: [Int]?, style: SVGStyle, outer: AffineTransform) -> [Built] {
        let shapeBox = path.boundingBox
        guard style.markerStart != nil || style.markerMid != nil || style.markerEnd != nil,
              !drawingMarker else { return [] }
        let vertices = Self.markerVertices(path, segmentEnds: segmentEnds ?? Array(1...max(path.elements.count, 1)))
        guard !vertices.isEmpty else { return [] }
        drawingMarker = true
        defer { drawingMarker = false }
        // The last vertex takes the end marker, and a one-vertex path takes start and end.
        var placed: [(MarkerVertex, String, Bool)] = []
        for (index, vertex) in vertices.enumerated() {
            if index == 0, let id = style.markerStart { placed.append((vertex, id, true)) }
            if index > 0, index < vertices.count - 1, let id = style.markerMid { placed.append((vertex, id, false)) }
            if index == vertices.count - 1, let id = style.markerEnd { placed.append((vertex, id, false)) }
        }
        // Each marker is a copy of its content: bounded like `use` copies, so a long path with a
        // large marker cannot fill memory.
        func size(_ node: SVGNode) -> Int { node.children.reduce(1) { $0 + size($1) } }
        let copies = placed.reduce(0) { $0 + (elements[$1.1].map(size) ?? 0) }
        guard placed.count <= Self.maximumMarkers, copies <= Limits.standard.useExpansions else {
            warn(node, "\(placed.count) markers copying \(copies) elements are more than this importer draws on one shape "
                 + "(\(Self.maximumMarkers) markers, \(Limits.standard.useExpansions) elements); none drawn")
            return []
        }
        var built: [Built] = []
        for (vertex, id, isStart) in placed {
            guard let marker = elements[id], marker.name == "marker" else {
                warn(node, "a marker property refers to #\(id), which is not a marker; not drawn")
                continue
            }
            built += instance(of: marker, at: vertex, isStart: isStart, style: style, shapeBox: shapeBox, outer: outer)
        }
        return built
    }

    /// One marker drawn at `vertex`: its content as a nested viewport of `markerWidth` ×
    /// `markerHeight`, `refX`/`refY` on the vertex, scaled by the stroke width for
    /// `markerUnits="strokeWidth"` and turned by `orient`.
    private func instance(of marker: SVGNode, at vertex: MarkerVertex, isStart: Bool, style: SVGStyle,
                          shapeBox: Rect, outer: AffineTransform) -> [Built] {
        let a = marker.attributes
        func number(_ key: String, _ fallback: Double) -> Double {
            a[key].flatMap { SVGLength.parse($0, reference: viewport.width) } ?? fallback
        }
        let width = number("markerWidth", 3), height = number("markerHeight", 3)
        guard width > 0, height > 0 else { return [] }
        var viewportNode = SVGNode(name: "svg", attributes: ["width": "\(width)", "height": "\(height)"],
                                   children: marker.children, line: marker.line)
        if let viewBox = a["viewBox"] { viewportNode.attributes["viewBox"] = viewBox }
        if let aspect = a["preserveAspectRatio"] { viewportNode.attributes["preserveAspectRatio"] = aspect }
        viewportNode.attributes["overflow"] = overflow(of: marker)
        let content = nestedViewport(viewportNode, warns: false)
        let reference = Point(x: number("refX", 0), y: number("refY", 0)).applying(content)

        var angle = 0.0
        switch (a["orient"] ?? "0").trimmingCharacters(in: .whitespaces) {
        case "auto": angle = vertex.angle
        case "auto-start-reverse": angle = isStart ? vertex.angle + .pi : vertex.angle
        case let text: angle = Self.angle(text) ?? 0
        }
        let scale = a["markerUnits"] == "userSpaceOnUse" ? 1 : style.strokeWidth
        let placement = AffineTransform(translationX: -reference.x, y: -reference.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: vertex.point.x, y: vertex.point.y))
        var markerStyle = inheritedStyle(of: marker)
        markerStyle.contextFill = style.fill
        markerStyle.contextStroke = style.stroke
        markerStyle.contextSpace = placement.inverted()
        markerStyle.contextBox = shapeBox
        // A marker is a container element: its own `opacity` applies to the instance (Chrome, rsvg).
        return build(viewportNode, parentStyle: markerStyle, outer: placement.concatenating(outer),
                     opacityFactor: markerStyle.opacity)
    }

    /// The marker's `overflow` (`hidden` unless it says `visible` or `auto`, or inherits either).
    private func overflow(of marker: SVGNode) -> String {
        var value = marker.declared("overflow") ?? "hidden"
        if value == "inherit" {
            let parent = ancestors[marker.id ?? ""]?.last
            value = parent?.declared("overflow") ?? "visible"
        }
        return value == "visible" || value == "auto" ? "visible" : "hidden"
    }

    /// The computed style of an element with an id, from the root down (marker content inherits
    /// from where the marker is defined, not from the shape that uses it).
    func inheritedStyle(of node: SVGNode) -> SVGStyle {
        var style = SVGStyle()
        for ancestor in ancestors[node.id ?? ""] ?? [] {
            style = SVGStyle.computed(for: ancestor, parent: style, reference: diagonal, warn: { _ in })
        }
        return SVGStyle.computed(for: node, parent: style, reference: diagonal, warn: { self.warn(node, $0) })
    }

    /// An `orient` angle: a number of degrees, or with a unit (`deg`, `rad`, `grad`, `turn`).
    static func angle(_ text: String) -> Double? {
        let units: [(String, Double)] = [("deg", .pi / 180), ("grad", .pi / 200), ("rad", 1), ("turn", 2 * .pi)]
        for (unit, factor) in units where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(text).map { $0 * .pi / 180 }
    }

    /// The vertices of `path`: the start of its first segment and the end of each segment
    /// (`segmentEnds` holds the element count after each one), with `auto` angles.
    static func markerVertices(_ path: Path, segmentEnds: [Int]) -> [MarkerVertex] {
        enum Kind { case move, draw, close }
        struct Segment { var kind: Kind; var end: Point; var outgoing: Point; var incoming: Point }
        let elements = path.elements
        var segments: [Segment] = []
        var current = Point.zero, subpathStart = Point.zero
        var first = 0
        for end in segmentEnds where end > first && end <= elements.count {
            let slice = elements[first..<end]
            first = end
            let start = current
            var points: [Point] = [start]
            var kind = Kind.draw
            for element in slice {
                switch element {
                case .move(let p): kind = .move; points = [p]; subpathStart = p; current = p
                // A segment after a closepath starts with the implicit moveto to the subpath's
                // start: it is still a drawn segment.
                case .line(let p): points.append(p); current = p; kind = .draw
                case .quadCurve(let p, let c): points += [c, p]; current = p; kind = .draw
                case .curve(let p, let c1, let c2): points += [c1, c2, p]; current = p; kind = .draw
                case .closeSubpath: kind = .close; points.append(subpathStart); current = subpathStart
                }
            }
            // Tangents: the first and last control points that differ from the ends.
            let last = points[points.count - 1], head = points[0]
            let out = points.dropFirst().first { $0 != head } ?? last
            let inc = points.dropLast().last { $0 != last } ?? head
            segments.append(Segment(kind: kind, end: last,
                                    outgoing: Point(x: out.x - head.x, y: out.y - head.y),
                                    incoming: Point(x: last.x - inc.x, y: last.y - inc.y)))
        }
        guard let firstSegment = segments.first, firstSegment.kind == .move else { return [] }
        // A segment without length has no direction of its own: it takes the direction at the
        // end of the segment before it (SVG 2, 9.5.1), so a closepath back onto its start
        // (`… L x0 y0 Z`, or `Z Z`) points where the path last went, not along the x axis.
        for i in segments.indices.dropFirst() where segments[i].kind != .move && segments[i].incoming == .zero {
            let previous = segments[i - 1]
            guard previous.kind != .move else { continue }
            segments[i].incoming = previous.incoming
            if segments[i].outgoing == .zero { segments[i].outgoing = previous.incoming }
        }
        func direction(_ v: Point) -> Double {
            let angle = atan2(v.y, v.x)
            return angle < 0 ? angle + 2 * .pi : angle
        }
        func bisector(_ incoming: Point, _ outgoing: Point) -> Double {
            let a = direction(incoming), b = direction(outgoing)
            let half = (b - a) / 2
            var angle = a + half
            if abs(half) > .pi / 2 { angle -= .pi }
            return angle
        }
        var vertices: [MarkerVertex] = []
        for (index, segment) in segments.enumerated() {
            let next = index + 1 < segments.count ? segments[index + 1] : nil
            let isLast = next == nil
            var angle = 0.0
            if segment.kind == .move {
                if let next, next.kind != .move { angle = direction(next.outgoing) }
            } else if segment.kind == .close {
                if !isLast { continue }  // resvg draws no mid marker on a closepath.
                angle = direction(segment.incoming)
            } else if let next, next.kind != .move {
                angle = bisector(segment.incoming, next.outgoing)
            } else {
                angle = direction(segment.incoming)
            }
            vertices.append(MarkerVertex(point: segment.end, angle: angle))
        }
        return vertices
    }
}

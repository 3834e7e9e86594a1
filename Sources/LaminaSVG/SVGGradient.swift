import Foundation
import Lamina

/// A `linearGradient` or `radialGradient`, with its `href` chain resolved, mapped onto a
/// `GradientLayer` whose bounds are the filled shape's bounding box.
struct SVGGradient {
    var radial: Bool
    var attributes: [String: String]
    var stops: [(offset: Double, color: Color)]

    /// Whether its coordinates are fractions of the painted shape's bounding box.
    var usesBoundingBox: Bool { attributes["gradientUnits"] != "userSpaceOnUse" }

    /// Gradients by id from every element of the document; `href` (or `xlink:href`) supplies
    /// stops and attributes the gradient does not set itself.
    static func collect(from root: SVGNode) -> [String: SVGGradient] {
        var nodes: [String: SVGNode] = [:]
        // The `color` each gradient inherits where it stands, for `currentColor` stops.
        var colors: [String: Color] = [:]
        func visit(_ node: SVGNode, color inherited: Color) {
            let color = ownColor(node) ?? inherited
            if node.name == "linearGradient" || node.name == "radialGradient", let id = node.id, nodes[id] == nil {
                nodes[id] = node
                colors[id] = color
            }
            node.children.forEach { visit($0, color: color) }
        }
        visit(root, color: .black)
        var result: [String: SVGGradient] = [:]
        for (id, node) in nodes {
            var attributes = node.attributes
            var stopNodes = node.children.filter { $0.name == "stop" }
            var stopOwner = id
            var seen: Set<String> = [id]
            var current = node
            while let href = (current.attributes["href"] ?? current.attributes["xlink:href"]).map({ String($0.drop(while: { $0 == "#" })) }),
                  !seen.contains(href), let next = nodes[href] {
                seen.insert(href)
                for (k, v) in next.attributes where attributes[k] == nil { attributes[k] = v }
                if stopNodes.isEmpty {
                    stopNodes = next.children.filter { $0.name == "stop" }
                    stopOwner = href
                }
                current = next
            }
            var stops: [(Double, Color)] = []
            var last = 0.0
            let gradientColor = colors[stopOwner] ?? .black
            for stop in stopNodes {
                var offsetText = stop.attributes["offset"] ?? "0"
                var colorText = stop.attributes["stop-color"] ?? "black"
                var opacityText = stop.attributes["stop-opacity"] ?? "1"
                for (name, value) in SVGStyle.declarations(stop.attributes["style"] ?? "") {
                    if name == "stop-color" { colorText = value }
                    if name == "stop-opacity" { opacityText = value }
                    if name == "offset" { offsetText = value }
                }
                var offset = offsetText.hasSuffix("%") ? (Double(offsetText.dropLast()) ?? 0) / 100 : Double(offsetText) ?? 0
                // Offsets are clamped to 0...1 and never decrease.
                offset = max(min(max(offset, 0), 1), last)
                last = offset
                let opacityValue = opacityText.hasSuffix("%") ? Double(opacityText.dropLast()).map { $0 / 100 } : Double(opacityText)
                let opacity = min(max(opacityValue ?? 1, 0), 1)
                let stopColor = ownColor(stop) ?? gradientColor
                let color = colorText.lowercased() == "currentcolor" ? stopColor : SVGColor.parse(colorText) ?? .black
                stops.append((offset, color.withAlpha(color.alpha * opacity)))
            }
            result[id] = SVGGradient(radial: node.name == "radialGradient", attributes: attributes, stops: stops)
        }
        return result
    }

    /// Sets `layer`'s colours, locations, type and points for a shape whose bounding box is `box`
    /// (in the same user space as the gradient's `userSpaceOnUse` coordinates). Linear gradients
    /// are exact under any `gradientTransform` and box; radial ones while the mapping keeps the
    /// axes (a gradient layer's ellipse is upright). Returns what was approximated.
    /// `area` is the part of user space the layer covers (the box, unless a stroke reaches past it).
    /// `space` maps the user space `box` is in to the shape's (other than identity for a context paint).
    func configure(_ layer: GradientLayer, box: Rect, area: Rect? = nil, space: AffineTransform = .identity,
                   viewport: Size, opacity: Double) -> [String] {
        let area = area ?? box
        var notes: [String] = []
        let userSpace = attributes["gradientUnits"] == "userSpaceOnUse"
        func value(_ key: String, _ fallback: String, _ reference: Double) -> Double {
            let text = attributes[key] ?? fallback
            if !userSpace, text.hasSuffix("%") { return (Double(text.dropLast()) ?? 0) / 100 }
            return SVGLength.parse(text, reference: reference) ?? 0
        }
        var transform = AffineTransform.identity
        if let text = attributes["gradientTransform"] {
            if let t = SVGTransformParser.parse(text) { transform = t }
            else { notes.append("cannot read gradientTransform=\"\(text)\"; ignored") }
        }
        // From the gradient's own space (where its bands are perpendicular to its axis) to user
        // space: gradientTransform, then the bounding box for objectBoundingBox units.
        let toUser = (userSpace ? transform : transform.concatenating(
            AffineTransform(a: box.size.width, b: 0, c: 0, d: box.size.height, tx: box.origin.x, ty: box.origin.y)))
            .concatenating(space)
        // The layer's startPoint and endPoint are in the unit square of its bounds (the box).
        func unit(_ p: Point) -> Point {
            Point(x: area.size.width > 0 ? (p.x - area.origin.x) / area.size.width : 0,
                  y: area.size.height > 0 ? (p.y - area.origin.y) / area.size.height : 0)
        }
        let w = viewport.width, h = viewport.height
        if radial {
            let cx = value("cx", "50%", w), cy = value("cy", "50%", h)
            let r = value("r", "50%", (w * w + h * h).squareRoot() / 2.squareRoot())
            layer.type = .radial
            // The centre, and the corner of the ellipse's box: exact while the mapping keeps axes.
            let centre = Point(x: cx, y: cy).applying(toUser)
            let rx = r * (toUser.a * toUser.a + toUser.b * toUser.b).squareRoot()
            let ry = r * (toUser.c * toUser.c + toUser.d * toUser.d).squareRoot()
            layer.startPoint = unit(centre)
            layer.endPoint = unit(Point(x: centre.x + rx, y: centre.y + ry))
            if abs(transform.b) > 1e-9 || abs(transform.c) > 1e-9 {
                notes.append("a rotated or skewed radial gradientTransform is approximated by an upright ellipse")
            }
            let fx = value("fx", attributes["cx"] ?? "50%", w), fy = value("fy", attributes["cy"] ?? "50%", h)
            if abs(fx - cx) > 1e-9 || abs(fy - cy) > 1e-9 {
                notes.append("a radial gradient's focal point (fx, fy) is not supported; the centre is used")
            }
        } else {
            layer.type = .axial
            let start = Point(x: value("x1", "0%", w), y: value("y1", "0%", h))
            let end = Point(x: value("x2", "100%", w), y: value("y2", "0%", h))
            // Bands perpendicular in gradient space are perpendicular to n = L⁻ᵀ·d in user space
            // (L the linear part of `toUser`, d the axis), so a user-space axis along n that
            // reaches the last band draws the same gradient under any invertible mapping.
            let dx = end.x - start.x, dy = end.y - start.y
            let m = toUser, det = m.a * m.d - m.b * m.c
            let origin = start.applying(m)
            var far = end.applying(m)
            if abs(det) > 1e-12 {
                let nx = (m.d * dx - m.b * dy) / det, ny = (-m.c * dx + m.a * dy) / det
                let nn = nx * nx + ny * ny
                if nn > 0 {
                    let k = (dx * dx + dy * dy) / nn
                    far = Point(x: origin.x + k * nx, y: origin.y + k * ny)
                }
            }
            layer.startPoint = unit(origin)
            layer.endPoint = unit(far)
        }
        if let spread = attributes["spreadMethod"], spread != "pad" {
            notes.append("spreadMethod=\"\(spread)\" is not supported; pad is used")
        }
        let stops = self.stops.isEmpty ? [(offset: 0.0, color: Color.clear)] : self.stops
        // A single stop paints its colour everywhere.
        let padded = stops.count == 1 ? [stops[0], (offset: 1.0, color: stops[0].color)] : stops
        layer.colors = padded.map { $0.color.withAlpha($0.color.alpha * opacity) }
        layer.locations = padded.map(\.offset)
        return notes
    }

    /// The `color` an element sets itself (attribute, or its `style`), if any.
    private static func ownColor(_ node: SVGNode) -> Color? {
        let text = SVGStyle.declarations(node.attributes["style"] ?? "").last { $0.0 == "color" }?.1 ?? node.attributes["color"]
        return text.flatMap(SVGColor.parse)
    }

    /// The colour to use where a gradient cannot be drawn (a stroke): the first stop's.
    var firstColor: Color { stops.first?.color ?? .clear }
}

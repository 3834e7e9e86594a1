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
                for (k, v) in next.attributes where attributes[k] == nil && inherits(k, from: next, to: node) { attributes[k] = v }
                if stopNodes.isEmpty {
                    stopNodes = next.children.filter { $0.name == "stop" }
                    stopOwner = href
                }
                current = next
            }
            var stops: [(Double, Color)] = []
            var last = 0.0
            let gradientColor = colors[stopOwner] ?? .black
            // `inherit` on a stop takes the gradient element's own value (stop properties are
            // not inherited otherwise): its attribute or style, else the initial value.
            let owner = nodes[stopOwner]
            func ownerValue(_ name: String) -> String? {
                guard let owner else { return nil }
                return owner.declared(name)
            }
            for stop in stopNodes {
                let offsetText = stop.attributes["offset"] ?? "0"
                var colorText = stop.attributes["stop-color"] ?? "black"
                var opacityText = stop.attributes["stop-opacity"] ?? "1"
                for (name, value) in SVGStyle.declarations(stop.attributes["style"] ?? "") {
                    if name == "stop-color" { colorText = value }
                    if name == "stop-opacity" { opacityText = value }
                }
                if colorText == "inherit" { colorText = ownerValue("stop-color").flatMap { $0 == "inherit" ? nil : $0 } ?? "black" }
                if opacityText == "inherit" { opacityText = ownerValue("stop-opacity").flatMap { $0 == "inherit" ? nil : $0 } ?? "1" }
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

    /// The attributes every gradient passes down its `href` chain, and those only a gradient of
    /// the same kind does (a `radialGradient` takes no `x1` from a `linearGradient`, nor a stray
    /// `cx` written on one): SVG 1.1, 13.2.2 and 13.2.3, `xlink:href`.
    private static let commonAttributes: Set<String> = ["gradientUnits", "gradientTransform", "spreadMethod"]
    private static let linearAttributes: Set<String> = ["x1", "y1", "x2", "y2"]
    private static let radialAttributes: Set<String> = ["cx", "cy", "r", "fx", "fy", "fr"]

    private static func inherits(_ attribute: String, from source: SVGNode, to target: SVGNode) -> Bool {
        if commonAttributes.contains(attribute) { return true }
        guard source.name == target.name else { return false }
        return (target.name == "linearGradient" ? linearAttributes : radialAttributes).contains(attribute)
    }

    /// The `color` an element sets itself (attribute, or its `style`), if any.
    private static func ownColor(_ node: SVGNode) -> Color? {
        let text = node.declared("color")
        return text.flatMap(SVGColor.parse)
    }

    /// The colour to use where a gradient cannot be drawn (a stroke): the first stop's.
    var firstColor: Color { stops.first?.color ?? .clear }
}

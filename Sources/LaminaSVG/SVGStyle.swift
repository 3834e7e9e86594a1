import Foundation
import Lamina

/// The computed presentation properties of an element: inherited ones come from the parent,
/// then the element's presentation attributes apply, then its `style` attribute (which wins).
struct SVGStyle {
    // Inherited.
    var fill: SVGPaint = .color(.black)
    var stroke: SVGPaint = .none
    var color: Color = .black
    var strokeWidth = 1.0
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit = 4.0
    var dashArray: [Double]? = nil
    var dashOffset = 0.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var fillRule: FillRule = .nonZero
    var clipRule: FillRule = .nonZero
    var visible = true
    /// `paint-order` puts the stroke before the fill.
    var strokeFirst = false
    // Not inherited.
    var opacity = 1.0
    var displayed = true
    /// `clip-path`: the id of the `clipPath` element that clips this one.
    var clipPath: String? = nil
    /// `mask`: the id of the `mask` element that masks this one.
    var mask: String? = nil
    /// `mix-blend-mode`: the layer's `compositingFilter` (`nil` is `normal`).
    var blendMode: CompositingFilter? = nil
    /// `filter`: references and filter functions, as written (`nil` is `none`).
    var filter: String? = nil

    /// The properties this importer reads; others are ignored silently (they change nothing drawn
    /// by the supported elements) unless listed in `unsupported`.
    static let names: Set<String> = [
        "fill", "stroke", "color", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "fill-opacity", "stroke-opacity", "fill-rule", "visibility",
        "opacity", "display", "clip-rule", "clip-path", "mask", "paint-order", "filter",
    ]

    /// Properties that change drawing but that the importer does not support.
    static let unsupported: Set<String> = ["marker", "marker-start", "marker-mid", "marker-end"]

    /// `mix-blend-mode` values and the compositing filters that draw them.
    static let blendModes: [String: CompositingFilter] = [
        "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken, "lighten": .lighten,
        "color-dodge": .colorDodge, "color-burn": .colorBurn, "hard-light": .hardLight, "soft-light": .softLight,
        "difference": .difference, "exclusion": .exclusion, "hue": .hue, "saturation": .saturation,
        "color": .color, "luminosity": .luminosity,
    ]

    /// The style of a child of an element with this style: inherited properties carry over.
    var inherited: SVGStyle {
        var child = self
        child.opacity = 1
        child.displayed = true
        child.blendMode = nil
        child.clipPath = nil
        child.mask = nil
        child.filter = nil
        return child
    }

    /// The declarations of a `style` attribute, in order.
    static func declarations(_ style: String) -> [(String, String)] {
        style.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingCharacters(in: .whitespaces) }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// The style of `node` given its parent's computed style. Percentages in stroke lengths are
    /// of `reference` (the viewport's normalised diagonal). `warn` receives a message for each
    /// value that could not be read.
    static func computed(for node: SVGNode, parent: SVGStyle, reference: Double = 0, warn: (String) -> Void) -> SVGStyle {
        var style = parent.inherited
        var specified: [(String, String)] = node.attributes.filter { names.contains($0.key) || unsupported.contains($0.key) }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if let css = node.attributes["style"] {
            // `mix-blend-mode` is a CSS property only, never a presentation attribute (SVG 2).
            specified += declarations(css)
        }
        // `color` first, so `currentColor` in the same element sees it.
        for (name, value) in specified where name == "color" {
            style.apply(name, value, parent: parent, reference: reference, warn: warn)
        }
        for (name, value) in specified where name != "color" {
            style.apply(name, value, parent: parent, reference: reference, warn: warn)
        }
        return style
    }

    private mutating func apply(_ name: String, _ raw: String, parent: SVGStyle, reference: Double, warn: (String) -> Void) {
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if value == "inherit" {
            inherit(name, from: parent)
            return
        }
        func number(_ v: String) -> Double? { SVGLength.parse(v, reference: reference) }
        func fraction(_ v: String) -> Double? {
            if v.hasSuffix("%") { return Double(v.dropLast()).map { min(max($0 / 100, 0), 1) } }
            return Double(v).map { min(max($0, 0), 1) }
        }
        var ok = true
        switch name {
        case "fill": if let p = SVGColor.paint(value) { fill = p } else { ok = false }
        case "stroke": if let p = SVGColor.paint(value) { stroke = p } else { ok = false }
        case "color": if let c = SVGColor.parse(value) { color = c } else { ok = false }
        case "stroke-width": if let w = number(value), w >= 0 { strokeWidth = w } else { ok = false }
        case "stroke-linecap": if let c = LineCap(rawValue: value) { lineCap = c } else { ok = false }
        case "stroke-linejoin":
            switch value {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: ok = false
            }
        case "stroke-miterlimit": if let m = Double(value), m >= 1 { miterLimit = m } else { ok = false }
        case "stroke-dasharray":
            if value == "none" {
                dashArray = nil
            } else if case let list = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map({ number(String($0)) }),
                      !list.isEmpty, list.allSatisfy({ ($0 ?? -1) >= 0 }) {
                let list = list.compactMap { $0 }
                // An odd list repeats to make it even; an all-zero list draws a solid line.
                let even = list.count % 2 == 1 ? list + list : list
                dashArray = even.contains(where: { $0 > 0 }) ? even : nil
            } else { ok = false }
        case "stroke-dashoffset": if let o = number(value) { dashOffset = o } else { ok = false }
        case "fill-opacity": if let o = fraction(value) { fillOpacity = o } else { ok = false }
        case "stroke-opacity": if let o = fraction(value) { strokeOpacity = o } else { ok = false }
        case "opacity": if let o = fraction(value) { opacity = o } else { ok = false }
        case "fill-rule", "clip-rule":
            let rule: FillRule
            switch value {
            case "nonzero": rule = .nonZero
            case "evenodd": rule = .evenOdd
            default: ok = false; rule = .nonZero
            }
            if ok, name == "fill-rule" { fillRule = rule } else if ok { clipRule = rule }
        case "clip-path", "mask":
            var id: String? = nil
            if value != "none" {
                if case .url(let target, _)? = SVGColor.paint(value) { id = target } else { ok = false }
            }
            if ok, name == "mask" { mask = id } else if ok { clipPath = id }
        case "visibility":
            switch value {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: ok = false
            }
        case "display": displayed = value != "none"
        case "filter": filter = value == "none" ? nil : value
        case "paint-order":
            // Listed keywords first, the rest in the normal order (fill, stroke, markers).
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            let known = ["fill", "stroke", "markers"]
            if value == "normal" {
                strokeFirst = false
            } else if !words.isEmpty, words.count <= 3, words.allSatisfy(known.contains), Set(words).count == words.count {
                let order = words + known.filter { !words.contains($0) }
                strokeFirst = order.firstIndex(of: "stroke")! < order.firstIndex(of: "fill")!
            } else { ok = false }
        case "mix-blend-mode":
            if value == "normal" { blendMode = nil } else if let mode = Self.blendModes[value] { blendMode = mode } else { ok = false }
        default:
            if SVGStyle.unsupported.contains(name) && value != "none" {
                warn("the \(name) property is not supported and is ignored")
            }
        }
        if !ok { warn("cannot read \(name): \"\(value)\"; ignored") }
    }

    private mutating func inherit(_ name: String, from parent: SVGStyle) {
        switch name {
        case "fill": fill = parent.fill
        case "stroke": stroke = parent.stroke
        case "color": color = parent.color
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin
        case "stroke-miterlimit": miterLimit = parent.miterLimit
        case "stroke-dasharray": dashArray = parent.dashArray
        case "stroke-dashoffset": dashOffset = parent.dashOffset
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "fill-rule": fillRule = parent.fillRule
        case "clip-rule": clipRule = parent.clipRule
        case "clip-path": clipPath = parent.clipPath
        case "mask": mask = parent.mask
        case "filter": filter = parent.filter
        case "visibility": visible = parent.visible
        case "opacity": opacity = parent.opacity
        case "display": displayed = parent.displayed
        case "mix-blend-mode": blendMode = parent.blendMode
        case "paint-order": strokeFirst = parent.strokeFirst
        default: break
        }
    }
}

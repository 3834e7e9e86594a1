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
    /// `stroke-linejoin: miter-clip` (SVG 2): a miter past the limit is cut off at the limit
    /// rather than bevelled.
    var miterClip = false
    var dashArray: [Double]? = nil
    var dashOffset = 0.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var fillRule: FillRule = .nonZero
    var clipRule: FillRule = .nonZero
    var visible = true
    /// `image-rendering` asks for hard-edged pixels (`optimizeSpeed`, `pixelated`,
    /// `crisp-edges`) rather than smooth scaling: an image layer's contents filters.
    var pixelatedImages = false
    /// `shape-rendering: crispEdges` or `optimizeSpeed` (inherited): shapes drawn without
    /// antialiasing, as resvg and Chrome draw both; `auto` and `geometricPrecision` antialias.
    var crispEdges = false
    /// `paint-order`: the order fill, stroke and markers are painted in.
    var paintOrder: [SVGPaintPart] = [.fill, .stroke, .markers]
    /// `marker-start`, `marker-mid`, `marker-end`: the ids of the `marker` elements drawn at the
    /// first, middle and last vertices.
    var markerStart: String? = nil
    var markerMid: String? = nil
    var markerEnd: String? = nil
    /// What `context-fill` and `context-stroke` mean here: the paints of the shape a marker is
    /// drawn on, or of the `use` that draws this content; none outside both.
    var contextFill: SVGPaint? = nil
    var contextStroke: SVGPaint? = nil
    /// Whether `fill` and `stroke` came from `context-fill` or `context-stroke`: a gradient or
    /// pattern so taken is laid out in the context element's space, over its bounding box.
    var fillFromContext = false
    var strokeFromContext = false
    /// The map from the context element's user space to this element's, and its bounding box
    /// there (`nil` where unknown, as for a `use`).
    var contextSpace: AffineTransform? = nil
    var contextBox: Rect? = nil
    /// `font-*` and the other inherited text properties.
    var font = SVGFont()
    // Not inherited.
    var opacity = 1.0
    var displayed = true
    /// `clip-path`: the id of the `clipPath` element that clips this one.
    var clipPath: String? = nil
    /// `mask`: the id of the `mask` element that masks this one.
    var mask: String? = nil
    /// `mix-blend-mode`: the layer's `compositingFilter` (`nil` is `normal`).
    var blendMode: CompositingFilter? = nil
    /// `isolation: isolate` (CSS only): the element's layer is composited as one group, so blend
    /// modes inside it do not reach what lies behind it.
    var isolates = false
    /// `filter`: references and filter functions, as written (`nil` is `none`).
    var filter: String? = nil

    /// The properties this importer reads; others are ignored silently (they change nothing drawn
    /// by the supported elements) unless listed in `unsupported`.
    static let names: Set<String> = [
        "fill", "stroke", "color", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "fill-opacity", "stroke-opacity", "fill-rule", "visibility",
        "opacity", "display", "clip-rule", "clip-path", "mask", "paint-order", "filter",
        "marker-start", "marker-mid", "marker-end", "image-rendering", "shape-rendering",
    ]

    /// Properties that change drawing but that the importer does not support.
    static let unsupported: Set<String> = []

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
        child.isolates = false
        child.clipPath = nil
        child.mask = nil
        child.filter = nil
        return child
    }

    /// The declarations of a `style` attribute, in order.
    static func declarations(_ style: String) -> [(String, String)] {
        var style = style
        while let open = style.range(of: "/*") {
            let close = style.range(of: "*/", range: open.upperBound..<style.endIndex)
            style.removeSubrange(open.lowerBound..<(close?.upperBound ?? style.endIndex))
        }
        return style.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.replacingOccurrences(of: " ", with: "").hasSuffix("!important"), let bang = value.lastIndex(of: "!") {
                value = String(value[..<bang]).trimmingCharacters(in: .whitespaces)
            }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// The style of `node` given its parent's computed style. Percentages in stroke lengths are
    /// of `reference` (the viewport's normalised diagonal). `warn` receives a message for each
    /// value that could not be read.
    static func computed(for node: SVGNode, parent: SVGStyle, reference: Double = 0, warn: (String) -> Void) -> SVGStyle {
        var style = parent.inherited
        var specified: [(String, String)] = node.attributes.filter {
            names.contains($0.key) || unsupported.contains($0.key) || SVGFont.names.contains($0.key)
        }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if let css = node.attributes["style"] {
            // `mix-blend-mode` is a CSS property only, never a presentation attribute (SVG 2).
            specified += declarations(css)
        }
        // `color` first, so `currentColor` in the same element sees it.
        for (name, value) in specified where name == "color" {
            style.apply(name, value, parent: parent, reference: reference, warn: warn)
        }
        // Then the font size, which `em` and `ex` in stroke lengths refer to.
        for (name, value) in specified where name == "font" || name == "font-size" {
            style.apply(name, value, parent: parent, reference: reference, warn: warn)
        }
        for (name, value) in specified where name != "color" && name != "font" && name != "font-size" {
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
        // `em` and `ex` are of the element's font size.
        let fontSize = font.size
        func number(_ v: String) -> Double? { SVGLength.parse(v, reference: reference, fontSize: fontSize) }
        func fraction(_ v: String) -> Double? {
            if v.hasSuffix("%") { return Double(v.dropLast()).map { min(max($0 / 100, 0), 1) } }
            return Double(v).map { min(max($0, 0), 1) }
        }
        var ok = true
        switch name {
        // `context-fill` and `context-stroke` take the marked shape's (or the `use`'s) paint.
        case "fill" where value == "context-fill" || value == "context-stroke":
            fill = (value == "context-fill" ? contextFill : contextStroke) ?? .none
            fillFromContext = true
        case "stroke" where value == "context-fill" || value == "context-stroke":
            stroke = (value == "context-fill" ? contextFill : contextStroke) ?? .none
            strokeFromContext = true
        case "fill": if let p = SVGColor.paint(value) { fill = p; fillFromContext = false } else { ok = false }
        case "stroke": if let p = SVGColor.paint(value) { stroke = p; strokeFromContext = false } else { ok = false }
        case "color": if let c = SVGColor.parse(value) { color = c } else { ok = false }
        case "stroke-width":
            // A negative width strokes nothing (as resvg and browsers draw it).
            if let w = number(value) {
                strokeWidth = max(w, 0)
                if w < 0 { warn("stroke-width \"\(value)\" is negative; nothing is stroked") }
            } else { ok = false }
        case "stroke-linecap": if let c = LineCap(rawValue: value) { lineCap = c } else { ok = false }
        case "stroke-linejoin":
            switch value {
            // `arcs` falls back to `miter`, as SVG 2 allows.
            case "miter", "arcs": lineJoin = .miter; miterClip = false
            case "miter-clip": lineJoin = .miter; miterClip = true
            case "round": lineJoin = .round; miterClip = false
            case "bevel": lineJoin = .bevel; miterClip = false
            default: ok = false
            }
        // Below 1 no join can be mitred: Chrome and resvg read 0 up to 1 as 1 (every join
        // bevelled); a negative limit is invalid.
        case "stroke-miterlimit": if let m = Double(value), m >= 0 { miterLimit = max(m, 1) } else { ok = false }
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
        case "image-rendering":
            switch value {
            case "optimizeSpeed", "pixelated", "crisp-edges", "optimizespeed": pixelatedImages = true
            case "auto", "optimizeQuality", "optimizequality", "smooth", "high-quality": pixelatedImages = false
            default: ok = false
            }
        case "shape-rendering":
            // CSS keywords are ASCII case-insensitive.
            switch value.lowercased() {
            case "crispedges", "optimizespeed": crispEdges = true
            case "auto", "geometricprecision": crispEdges = false
            default: ok = false
            }
        case "display": displayed = value != "none"
        case "filter": filter = value == "none" ? nil : value
        case "paint-order":
            // Listed keywords first, the rest in the normal order (fill, stroke, markers).
            let words = value.split(whereSeparator: \.isWhitespace).compactMap { SVGPaintPart(rawValue: String($0)) }
            let all: [SVGPaintPart] = [.fill, .stroke, .markers]
            if value == "normal" {
                paintOrder = all
            } else if !words.isEmpty, words.count == value.split(whereSeparator: \.isWhitespace).count,
                      Set(words).count == words.count {
                paintOrder = words + all.filter { !words.contains($0) }
            } else { ok = false }
        case "marker-start", "marker-mid", "marker-end", "marker":
            var id: String? = nil
            if value != "none" {
                if case .url(let target, nil)? = SVGColor.paint(value) { id = target } else { ok = false }
            }
            if ok {
                if name != "marker-mid" && name != "marker-end" { markerStart = id }
                if name != "marker-start" && name != "marker-end" { markerMid = id }
                if name != "marker-start" && name != "marker-mid" { markerEnd = id }
            }
        case "mix-blend-mode":
            if value == "normal" { blendMode = nil } else if let mode = Self.blendModes[value] { blendMode = mode } else { ok = false }
        case "isolation":
            if value == "isolate" { isolates = true } else if value == "auto" { isolates = false } else { ok = false }
        case _ where SVGFont.names.contains(name):
            ok = font.apply(name, value, parent: parent.font, viewportDiagonal: reference)
        default:
            if SVGStyle.unsupported.contains(name) && value != "none" {
                warn("the \(name) property is not supported and is ignored")
            }
        }
        if !ok { warn("cannot read \(name): \"\(value)\"; ignored") }
    }

    private mutating func inherit(_ name: String, from parent: SVGStyle) {
        switch name {
        case "fill": fill = parent.fill; fillFromContext = parent.fillFromContext
        case "stroke": stroke = parent.stroke; strokeFromContext = parent.strokeFromContext
        case "color": color = parent.color
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin; miterClip = parent.miterClip
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
        case "image-rendering": pixelatedImages = parent.pixelatedImages
        case "shape-rendering": crispEdges = parent.crispEdges
        case "opacity": opacity = parent.opacity
        case "display": displayed = parent.displayed
        case "mix-blend-mode": blendMode = parent.blendMode
        case "isolation": isolates = parent.isolates
        case "paint-order": paintOrder = parent.paintOrder
        case "marker-start": markerStart = parent.markerStart
        case "marker-mid": markerMid = parent.markerMid
        case "marker-end": markerEnd = parent.markerEnd
        case _ where SVGFont.names.contains(name): _ = font.apply(name, "inherit", parent: parent.font, viewportDiagonal: 0)
        default: break
        }
    }
}

/// What `paint-order` orders.
enum SVGPaintPart: String {
    case fill, stroke, markers
}

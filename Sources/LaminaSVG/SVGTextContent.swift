import Foundation
import Lamina

/// The characters of one `text` element after SVG's whitespace rules, each with the element it
/// belongs to (`text`, `tspan`, `tref`) and the positions its ancestors give it.
struct SVGTextContent {
    /// An element whose characters share a style: `text` itself (index 0), a `tspan` or a `tref`.
    struct Span {
        var node: SVGNode
        var style: SVGStyle
        /// `baseline-shift` summed over the span and its ancestors, in user units, up positive.
        var baselineShift: Double
        /// The baseline the span's glyphs align on: its `alignment-baseline` unless `auto` or
        /// `baseline`, else its `dominant-baseline` (inherited, as in CSS).
        var alignment: String
        var dominantBaseline: String
        /// The `textPath` the span's characters follow, if any.
        var path: PathLayout?
        /// `text-decoration` lines drawn under this span's characters, with the decorating
        /// element's fill.
        var decorations: [Decoration]
    }

    /// A `textPath`: its path (in the text's user space) and where along it the text starts.
    struct PathLayout {
        /// Tells one `textPath` from the next.
        var index: Int
        var measure: PathMeasure
        var startOffset: Double
    }

    enum DecorationLine: String { case underline, overline, lineThrough = "line-through" }

    struct Decoration {
        var line: DecorationLine
        var paint: SVGPaint
        var style: SVGStyle
    }

    struct Character {
        var value: Swift.Character
        var span: Int
        var x: Double?
        var y: Double?
        var dx = 0.0
        var dy = 0.0
        var rotate = 0.0
        /// Set apart by a `textLength` on an ancestor: laid out alone, with `spacing` after it.
        var isSpaced = false
        var spacing = 0.0
    }

    /// A `textLength`: the advance the characters in `range` should take.
    struct Length {
        var range: Range<Int>
        var length: Double
    }

    private(set) var spans: [Span] = []
    var characters: [Character] = []
    private(set) var lengths: [Length] = []

    /// Positioning lists of an element over its characters, applied after collection in
    /// document order (so a descendant's value wins over its ancestor's).
    private struct Positions {
        var range: Range<Int>
        var x: [Double], y: [Double], dx: [Double], dy: [Double], rotate: [Double]
    }
    private var positions: [Positions] = []
    private var lastWasSpace = false

    /// Collects `text`'s characters; `style` is the text element's computed style.
    init(text: SVGNode, style: SVGStyle, builder: SVGLayerBuilder) {
        collect(text, parent: nil, style: style, shift: 0, decorations: [], builder: builder, depth: 0)
        if !style.font.preservesSpace, characters.last?.value == " " { characters.removeLast() }
        for p in positions {
            let range = p.range.clamped(to: 0..<characters.count)
            for (offset, i) in range.enumerated() {
                if offset < p.x.count { characters[i].x = p.x[offset] }
                if offset < p.y.count { characters[i].y = p.y[offset] }
                if offset < p.dx.count { characters[i].dx = p.dx[offset] }
                if offset < p.dy.count { characters[i].dy = p.dy[offset] }
                // The last rotation holds for the characters after the list.
                if let last = p.rotate.last { characters[i].rotate = offset < p.rotate.count ? p.rotate[offset] : last }
            }
        }
        lengths = lengths.map { Length(range: $0.range.clamped(to: 0..<characters.count), length: $0.length) }
            .filter { $0.range.count > 1 }
        for l in lengths { for i in l.range { characters[i].isSpaced = true } }
    }

    private var pathCount = 0

    private mutating func collect(_ node: SVGNode, parent: Int?, path: PathLayout? = nil, style: SVGStyle, shift: Double,
                                  decorations: [Decoration], builder: SVGLayerBuilder, depth: Int) {
        guard depth < 32 else { return }
        var decorations = decorations
        if let value = node.declared("text-decoration") {
            // A space-separated list; anything else in it makes the whole value invalid.
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            let lines = words.compactMap(DecorationLine.init(rawValue:))
            if lines.count == words.count {
                decorations += lines.map { Decoration(line: $0, paint: style.fill, style: style) }
            } else if value != "none" {
                builder.warn(node, "cannot read text-decoration: \"\(value)\"; ignored")
            }
        }
        let shift = shift + baselineShift(node, style: style, builder: builder)
        var dominant = parent.map { spans[$0].dominantBaseline } ?? "auto"
        if let value = node.declared("dominant-baseline"), value != "inherit" {
            if Self.baselines.contains(value) || ["use-script", "no-change", "reset-size"].contains(value) {
                dominant = value
            } else {
                builder.warn(node, "cannot read dominant-baseline: \"\(value)\"; ignored")
            }
        }
        var alignment = dominant
        if let value = node.declared("alignment-baseline"), value != "auto", value != "baseline" {
            if Self.baselines.contains(value) { alignment = value } else {
                builder.warn(node, "cannot read alignment-baseline: \"\(value)\"; ignored")
            }
        }
        spans.append(Span(node: node, style: style, baselineShift: shift, alignment: alignment,
                          dominantBaseline: dominant, path: path, decorations: decorations))
        let span = spans.count - 1
        let start = characters.count
        let positionIndex = positions.count
        positions.append(Positions(range: start..<start, x: list("x", node, style, builder.viewport.width, builder),
                                   y: list("y", node, style, builder.viewport.height, builder),
                                   dx: list("dx", node, style, builder.viewport.width, builder),
                                   dy: list("dy", node, style, builder.viewport.height, builder),
                                   rotate: numbers("rotate", node, builder)))
        for child in node.children {
            switch child.name {
            case SVGNode.textName:
                append(child.attributes["data"] ?? "", span: span, preserve: style.font.preservesSpace)
            case "tspan", "a", "tref", "textPath":
                var child = child
                var childPath = path
                if child.name == "textPath" {
                    guard path == nil, let layout = pathLayout(child, style: style, builder: builder) else { continue }
                    childPath = layout
                }
                if child.name == "tref" {
                    guard let text = tref(child, builder: builder) else { continue }
                    child.children = [SVGNode(name: SVGNode.textName, attributes: ["data": text], children: [], line: child.line)]
                }
                let childStyle = SVGStyle.computed(for: child, parent: style, reference: builder.diagonal,
                                                   warn: { builder.warn(child, $0) })
                guard childStyle.displayed else { continue }
                if childStyle.opacity < 1 {
                    // As resvg: a tspan is not a group (SVG 2 would fade it).
                    builder.warn(child, "opacity on a \(child.name) is not supported; ignored")
                }
                collect(child, parent: span, path: childPath, style: childStyle, shift: shift,
                        decorations: decorations, builder: builder, depth: depth + 1)
            default:
                break
            }
        }
        positions[positionIndex].range = start..<characters.count
        if let text = node.attributes["textLength"] {
            // A negative or unreadable length is ignored, as resvg does.
            if let length = SVGFont.length(text, fontSize: style.font.size, percentOf: builder.viewport.width), length >= 0 {
                lengths.append(Length(range: start..<characters.count, length: length))
            } else {
                builder.warn(node, "cannot read textLength=\"\(text)\"; ignored")
            }
            if let adjust = node.attributes["lengthAdjust"], adjust == "spacingAndGlyphs" {
                builder.warn(node, "lengthAdjust=\"spacingAndGlyphs\" is not supported; spacing adjusted instead")
            }
        }
    }

    /// Appends character data: by default newlines go, tabs become spaces, spaces collapse and
    /// the text's leading space goes; `xml:space="preserve"` keeps every space.
    private mutating func append(_ data: String, span: Int, preserve: Bool) {
        for c in data {
            var c = c
            if c.isNewline {
                guard preserve else { continue }
                c = " "
            }
            if c == "\t" { c = " " }
            if !preserve, c == " ", lastWasSpace || characters.isEmpty { continue }
            characters.append(Character(value: c, span: span))
            lastWasSpace = c == " "
        }
    }

    /// A `textPath`'s path (its `href` target's geometry with the target's transform) and start
    /// offset, or `nil` with a warning when there is none.
    private mutating func pathLayout(_ node: SVGNode, style: SVGStyle, builder: SVGLayerBuilder) -> PathLayout? {
        guard let href = node.attributes["xlink:href"] ?? node.attributes["href"], href.hasPrefix("#"),
              let target = builder.elements[String(href.dropFirst())],
              case .success(var path?) = SVGShapes.path(for: target, viewport: builder.viewport) else {
            builder.warn(node, "textPath without a path to follow; skipped")
            return nil
        }
        if let text = target.attributes["transform"], let transform = SVGTransformParser.parse(text) {
            path = path.applying(transform)
        }
        for name in ["method", "spacing", "side"] where node.attributes[name] != nil {
            builder.warn(node, "\(name) on a textPath is not supported; ignored")
        }
        let measure = PathMeasure(path)
        guard measure.length > 0 else { return nil }
        var offset = 0.0
        if let text = node.attributes["startOffset"] {
            if let v = SVGFont.length(text, fontSize: style.font.size, percentOf: measure.length) { offset = v } else {
                builder.warn(node, "cannot read startOffset=\"\(text)\"; ignored")
            }
        }
        pathCount += 1
        return PathLayout(index: pathCount, measure: measure, startOffset: offset)
    }

    /// The text a `tref` stands for: its target's character data.
    private func tref(_ node: SVGNode, builder: SVGLayerBuilder) -> String? {
        guard let href = node.attributes["xlink:href"] ?? node.attributes["href"], href.hasPrefix("#"),
              let target = builder.elements[String(href.dropFirst())] else {
            builder.warn(node, "tref without a target in this document; skipped")
            return nil
        }
        func text(_ n: SVGNode, depth: Int) -> String {
            guard depth < 32 else { return "" }
            return n.name == SVGNode.textName ? n.attributes["data"] ?? "" : n.children.map { text($0, depth: depth + 1) }.joined()
        }
        return text(target, depth: 0)
    }

    /// `baseline-shift` of `node` (not inherited): `sub`, `super`, a length or a percentage of
    /// the font size; up positive. librsvg's factors for `sub` and `super`.
    private func baselineShift(_ node: SVGNode, style: SVGStyle, builder: SVGLayerBuilder) -> Double {
        guard let value = node.declared("baseline-shift") else { return 0 }
        switch value {
        case "baseline": return 0
        case "sub": return -0.2 * style.font.size
        case "super": return 0.4 * style.font.size
        default:
            if let v = SVGFont.length(value, fontSize: style.font.size, percentOf: style.font.size) { return v }
            builder.warn(node, "cannot read baseline-shift: \"\(value)\"; ignored")
            return 0
        }
    }

    /// A length list (`x`, `y`, `dx`, `dy`); `em` and `ex` are of the element's font size.
    private func list(_ name: String, _ node: SVGNode, _ style: SVGStyle, _ reference: Double,
                      _ builder: SVGLayerBuilder) -> [Double] {
        guard let text = node.attributes[name] else { return [] }
        var values: [Double] = []
        for item in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            guard let v = SVGFont.length(String(item), fontSize: style.font.size, percentOf: reference) else {
                builder.warn(node, "cannot read \(name)=\"\(text)\"; ignored")
                return []
            }
            values.append(v)
        }
        return values
    }

    private func numbers(_ name: String, _ node: SVGNode, _ builder: SVGLayerBuilder) -> [Double] {
        guard let text = node.attributes[name] else { return [] }
        guard let values = SVGLength.numbers(text) else {
            builder.warn(node, "cannot read \(name)=\"\(text)\"; ignored")
            return []
        }
        return values
    }

    /// The baselines `dominant-baseline` and `alignment-baseline` name.
    static let baselines: Set<String> = [
        "auto", "baseline", "alphabetic", "ideographic", "hanging", "mathematical", "central", "middle",
        "before-edge", "text-before-edge", "text-top", "after-edge", "text-after-edge", "text-bottom",
    ]
}

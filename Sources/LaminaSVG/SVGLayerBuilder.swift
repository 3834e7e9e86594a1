import Foundation
import Lamina

/// Turns elements into layers for `SVGImporter`, collecting warnings on the way.
final class SVGLayerBuilder {
    /// A built layer and its frame in the container's content space (for group bounds).
    struct Built {
        var layer: Layer
        var frame: Rect
        /// The element's geometry box in its own user space: the layer's bounds sit at its origin.
        var box: Rect
    }

    let options: SVGImportOptions
    let gradients: [String: SVGGradient]
    /// The size percentages refer to: the root viewBox, else the document size.
    let viewport: Size
    private(set) var warnings: [SVGWarning] = []
    /// What percentages of stroke lengths refer to: the viewport's diagonal over √2.
    var diagonal: Double { (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot() }

    /// Elements that draw nothing themselves and are skipped without a warning.
    static let silent: Set<String> = [
        "defs", "title", "desc", "metadata", "linearGradient", "radialGradient", "stop", "symbol", "clipPath", "mask",
        "filter",
    ]
    /// Elements whose children are drawn like a group's.
    static let groups: Set<String> = ["g", "a", "svg", "switch"]

    /// Every element with an id, for `use`.
    let elements: [String: SVGNode]
    /// The ids of the `use` targets being built, to refuse a `use` that contains itself.
    private var expanding: [String] = []
    /// The ids of the masks being built, to refuse a mask whose content uses itself.
    var masking: [String] = []
    /// Elements built inside a `use` so far: `use` of a group of `use`s of groups fans out
    /// exponentially (a 1.4 kB file filled 4 GB), so building stops at `Limits.useExpansions`.
    private var expandedElements = 0
    private let limits = Limits.standard
    /// Set when the expansion limit stopped the build: what the importer throws.
    private(set) var limitError: SVGError?

    init(options: SVGImportOptions, gradients: [String: SVGGradient], viewport: Size, root: SVGNode) {
        self.options = options
        self.gradients = gradients
        self.viewport = viewport
        var elements: [String: SVGNode] = [:]
        func visit(_ node: SVGNode) {
            if let id = node.id, elements[id] == nil { elements[id] = node }
            node.children.forEach(visit)
        }
        visit(root)
        self.elements = elements
    }

    func warn(_ node: SVGNode, _ message: String) {
        warnings.append(SVGWarning(element: node.name, id: node.id, line: node.line, message: message))
    }

    /// What was warned about once per document already (unsupported filter primitives).
    private var warnedOnce: Set<String> = []

    /// Warns about `kind` the first time only: a drawing with fifty lighting filters gets one line.
    func warnOnce(_ node: SVGNode, _ kind: String, _ message: String) {
        guard warnedOnce.insert(kind).inserted else { return }
        warn(node, message)
    }

    /// The layers for `node`: one, none (skipped), or several (a flattened group's children).
    /// `outer` maps the parent's user space into the container layer's content space.
    func build(_ node: SVGNode, parentStyle: SVGStyle, outer: AffineTransform, opacityFactor: Double) -> [Built] {
        // Elements of other namespaces (an editor's `inkscape:` or `sodipodi:` data) draw nothing.
        if Self.silent.contains(node.name) || node.name.contains(":") || limitError != nil { return [] }
        if !expanding.isEmpty {
            expandedElements += 1
            if expandedElements > limits.useExpansions {
                limitError = SVGError(fileName: "", line: node.line, message: LimitError(
                    fileName: nil, what: "the elements made by expanding <use>", limit: limits.useExpansions,
                    remedy: LimitError.fixed).message)
                return []
            }
        }
        var node = node
        if node.name == "use" {
            guard let expanded = expandUse(node) else { return [] }
            node = expanded
            expanding.append(String((node.attributes["href"] ?? node.attributes["xlink:href"] ?? "").dropFirst()))
        }
        defer { if node.name == "use" { expanding.removeLast() } }
        let isGroup = Self.groups.contains(node.name) || node.name == "use"
        guard isGroup || SVGShapes.names.contains(node.name) else {
            warn(node, node.name == "style" ? "CSS style sheets are not supported; skipped" : "not supported; skipped")
            return []
        }
        let style = SVGStyle.computed(for: node, parent: parentStyle, reference: diagonal, warn: { self.warn(node, $0) })
        var local = AffineTransform.identity
        if let text = node.attributes["transform"] {
            if let t = SVGTransformParser.parse(text) { local = t } else { warn(node, "cannot read transform=\"\(text)\"; ignored") }
        }
        if node.name == "svg" {
            // SVG 2 allows a transform on a nested svg: it applies outside the viewport.
            local = nestedViewport(node).concatenating(local)
        } else if node.name == "use" {
            let x = SVGLength.parse(node.attributes["x"], reference: viewport.width) ?? 0
            let y = SVGLength.parse(node.attributes["y"], reference: viewport.height) ?? 0
            local = AffineTransform(translationX: x, y: y).concatenating(local)
        }
        let matrix = local.concatenating(outer)
        if isGroup {
            let built = group(node, style: style, matrix: matrix, opacityFactor: opacityFactor)
            // A flattened group has no layer of its own to carry the clip.
            guard !options.flattensGroups else {
                if style.clipPath != nil || style.mask != nil || style.filter != nil {
                    warn(node, "clip-path, mask and filter on a flattened group are not supported; ignored")
                }
                return built
            }
            return built.map { built in
                let inViewport = node.name == "svg" ? clippedToViewport(built, node: node) : built
                return masked(clipped(filtered(inViewport, node: node, style: style), node: node, style: style),
                              node: node, style: style)
            }
        }
        switch SVGShapes.path(for: node, viewport: viewport) {
        case .failure(let error):
            warn(node, "\(error.message); skipped")
            return []
        case .success(nil):
            return []
        case .success(let path?):
            let built = shape(node, path: path, style: style, matrix: matrix, opacityFactor: opacityFactor)
            return [masked(clipped(filtered(built, node: node, style: style), node: node, style: style),
                           node: node, style: style)]
        }
    }

    /// A `use` with its target as its only child (a copy without the target's id, so the
    /// original keeps the name; a `symbol` becomes a nested viewport of the `use`'s size), or
    /// `nil` with a warning when the target is missing or contains the `use`.
    private func expandUse(_ node: SVGNode) -> SVGNode? {
        guard let href = node.attributes["href"] ?? node.attributes["xlink:href"], href.hasPrefix("#") else {
            warn(node, "use without a local href (#id); skipped")
            return nil
        }
        let id = String(href.dropFirst())
        guard var target = elements[id] else {
            warn(node, "use refers to #\(id), which does not exist; skipped")
            return nil
        }
        guard !expanding.contains(id), expanding.count < 16 else {
            warn(node, "use refers to #\(id), which contains it; skipped")
            return nil
        }
        target.attributes["id"] = nil
        if target.name == "symbol" {
            target.name = "svg"
            target.attributes["width"] = node.attributes["width"] ?? target.attributes["width"] ?? "100%"
            target.attributes["height"] = node.attributes["height"] ?? target.attributes["height"] ?? "100%"
            target.attributes["x"] = nil
            target.attributes["y"] = nil
        }
        var use = node
        use.children = [target]
        return use
    }

    /// A nested `svg`: its viewBox maps into the viewport at `x`, `y` of `width` × `height`
    /// (default 100%). Its content is clipped to the viewport by `clippedToViewport`, except in
    /// flattened groups, which is reported.
    func nestedViewport(_ node: SVGNode, warns: Bool = true) -> AffineTransform {
        let a = node.attributes
        let x = SVGLength.parse(a["x"], reference: viewport.width) ?? 0
        let y = SVGLength.parse(a["y"], reference: viewport.height) ?? 0
        let placement = AffineTransform(translationX: x, y: y)
        guard let text = a["viewBox"] else { return placement }
        guard let v = SVGLength.numbers(text), v.count == 4, v[2] > 0, v[3] > 0 else {
            if warns { warn(node, "cannot read viewBox=\"\(text)\"; ignored") }
            return placement
        }
        let width = SVGLength.parse(a["width"] ?? "100%", reference: viewport.width) ?? viewport.width
        let height = SVGLength.parse(a["height"] ?? "100%", reference: viewport.height) ?? viewport.height
        if options.flattensGroups {
            warn(node, "a nested svg (or used symbol) does not clip its content to its viewport")
        }
        return SVGImporter.viewBoxTransform(Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                                            size: Size(width: width, height: height),
                                            preserveAspectRatio: a["preserveAspectRatio"]).concatenating(placement)
    }

    private func group(_ node: SVGNode, style: SVGStyle, matrix: AffineTransform, opacityFactor: Double) -> [Built] {
        var node = node
        if node.name == "switch" {
            // The first element that can draw and whose conditions hold is the one chosen.
            node.children = Array(node.children.first {
                (Self.groups.contains($0.name) || SVGShapes.names.contains($0.name)) && Self.conditionsHold($0)
            }.map { [$0] } ?? [])
        }
        if options.flattensGroups {
            let factor = opacityFactor * style.opacity
            return node.children.flatMap { child in
                build(child, parentStyle: style, outer: matrix, opacityFactor: factor).map { built in
                    if !style.displayed { built.layer.isHidden = true }
                    return built
                }
            }
        }
        let children = node.children.flatMap { build($0, parentStyle: style, outer: .identity, opacityFactor: 1) }
        let box = children.dropFirst().reduce(children.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) {
            Self.union($0, $1.frame)
        }
        let layer = Layer()
        for child in children {
            child.layer.position = Point(x: child.layer.position.x - box.origin.x, y: child.layer.position.y - box.origin.y)
            layer.addSublayer(child.layer)
        }
        layer.opacity = style.opacity * opacityFactor
        layer.isHidden = !style.displayed
        layer.compositingFilter = style.blendMode
        return [place(layer, node: node, box: box, matrix: matrix)]
    }

    private func shape(_ node: SVGNode, path: Path, style: SVGStyle, matrix: AffineTransform, opacityFactor: Double) -> Built {
        let box = path.boundingBox
        let local = path.applying(AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        let bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        let shapeLayer = ShapeLayer()
        shapeLayer.path = local
        shapeLayer.fillRule = style.fillRule
        var gradientFill: SVGGradient?
        switch style.fill {
        case .none: shapeLayer.fillColor = nil
        case .color(let c): shapeLayer.fillColor = c.withAlpha(c.alpha * style.fillOpacity)
        case .currentColor: shapeLayer.fillColor = style.color.withAlpha(style.color.alpha * style.fillOpacity)
        case .url(let id, let fallback):
            shapeLayer.fillColor = nil
            if let g = gradients[id] {
                gradientFill = g
            } else if let fallback {
                shapeLayer.fillColor = plainColor(fallback, style: style, opacity: style.fillOpacity)
            } else {
                warn(node, "fill refers to #\(id), which is not a gradient; not filled")
            }
        }
        switch style.stroke {
        case .none: shapeLayer.strokeColor = nil
        case .color(let c): shapeLayer.strokeColor = c.withAlpha(c.alpha * style.strokeOpacity)
        case .currentColor: shapeLayer.strokeColor = style.color.withAlpha(style.color.alpha * style.strokeOpacity)
        case .url(let id, let fallback):
            if gradients[id] == nil, let fallback {
                shapeLayer.strokeColor = plainColor(fallback, style: style, opacity: style.strokeOpacity)
            } else if let g = gradients[id] {
                warn(node, "gradient strokes are not supported; stroked with the first stop's colour")
                shapeLayer.strokeColor = g.firstColor.withAlpha(g.firstColor.alpha * style.strokeOpacity)
            } else {
                warn(node, "stroke refers to #\(id), which is not a gradient; not stroked")
            }
        }
        if style.strokeWidth <= 0 { shapeLayer.strokeColor = nil }
        shapeLayer.lineWidth = style.strokeWidth
        shapeLayer.lineCap = style.lineCap
        shapeLayer.lineJoin = style.lineJoin
        shapeLayer.miterLimit = style.miterLimit
        shapeLayer.lineDashPattern = style.dashArray
        shapeLayer.lineDashPhase = style.dashOffset

        var layer: Layer = shapeLayer
        if let gradientFill {
            let gradient = GradientLayer()
            for note in gradientFill.configure(gradient, box: box, viewport: viewport, opacity: style.fillOpacity) {
                warn(node, note)
            }
            let mask = ShapeLayer()
            mask.path = local
            mask.fillRule = style.fillRule
            mask.fillColor = .black
            mask.bounds = bounds
            mask.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
            gradient.mask = mask
            if shapeLayer.strokeColor == nil {
                layer = gradient
            } else {
                // The stroke goes on top (under, with paint-order: stroke), outside the mask.
                layer = Layer()
                for sublayer in style.strokeFirst ? [shapeLayer, gradient] : [gradient, shapeLayer] {
                    sublayer.bounds = bounds
                    sublayer.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
                    layer.addSublayer(sublayer)
                }
            }
        } else if style.strokeFirst, shapeLayer.fillColor != nil, shapeLayer.strokeColor != nil {
            // paint-order: stroke: the same shape twice, its stroke under its fill.
            let strokeOnly = ShapeLayer()
            strokeOnly.path = local
            strokeOnly.fillColor = nil
            strokeOnly.strokeColor = shapeLayer.strokeColor
            strokeOnly.lineWidth = shapeLayer.lineWidth
            strokeOnly.lineCap = shapeLayer.lineCap
            strokeOnly.lineJoin = shapeLayer.lineJoin
            strokeOnly.miterLimit = shapeLayer.miterLimit
            strokeOnly.lineDashPattern = shapeLayer.lineDashPattern
            strokeOnly.lineDashPhase = shapeLayer.lineDashPhase
            shapeLayer.strokeColor = nil
            layer = Layer()
            for sublayer in [strokeOnly, shapeLayer] {
                sublayer.bounds = bounds
                sublayer.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
                layer.addSublayer(sublayer)
            }
        }
        layer.opacity = style.opacity * opacityFactor
        layer.isHidden = !style.displayed || !style.visible
        layer.compositingFilter = style.blendMode
        return place(layer, node: node, box: box, matrix: matrix)
    }

    /// The colour a plain paint (a fallback) draws with, `nil` for `none`.
    private func plainColor(_ paint: SVGPaint, style: SVGStyle, opacity: Double) -> Color? {
        switch paint {
        case .color(let c): c.withAlpha(c.alpha * opacity)
        case .currentColor: style.color.withAlpha(style.color.alpha * opacity)
        case .none, .url: nil
        }
    }

    /// Names `layer`, gives it `box`'s size, and positions it so that its content lands where
    /// `matrix` puts `box` in the container: the anchor goes through `matrix`, the rest of
    /// `matrix` becomes the layer's transform.
    private func place(_ layer: Layer, node: SVGNode, box: Rect, matrix: AffineTransform) -> Built {
        layer.name = node.id
        var anchor = Point(x: 0.5, y: 0.5)
        if let text = node.attributes["data-anchor"] {
            if let v = SVGLength.numbers(text), v.count == 2 { anchor = Point(x: v[0], y: v[1]) }
            else { warn(node, "cannot read data-anchor=\"\(text)\"; expected two numbers such as \"0.5 0\"") }
        }
        if let id = node.id, let option = options.anchors[id] { anchor = option }
        layer.bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        layer.anchorPoint = anchor
        layer.position = Point(x: box.origin.x + anchor.x * box.size.width,
                               y: box.origin.y + anchor.y * box.size.height).applying(matrix)
        let linear = AffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: 0, ty: 0)
        layer.transform = linear.isIdentity ? .identity : Transform3D(linear)
        return Built(layer: layer, frame: Self.transformed(box, matrix), box: box)
    }

    /// A `switch` child's conditions, for a renderer that knows no extensions and reads English:
    /// `requiredExtensions` never holds, `systemLanguage` holds for `en` or `en-*`, and
    /// `requiredFeatures` (dropped in SVG 2) always holds.
    static func conditionsHold(_ node: SVGNode) -> Bool {
        if node.attributes["requiredExtensions"] != nil { return false }
        if let languages = node.attributes["systemLanguage"] {
            return languages.split(separator: ",").contains {
                let language = $0.trimmingCharacters(in: .whitespaces).lowercased()
                return language == "en" || language.hasPrefix("en-")
            }
        }
        return true
    }

    static func transformed(_ r: Rect, _ m: AffineTransform) -> Rect {
        let corners = [Point(x: r.origin.x, y: r.origin.y), Point(x: r.origin.x + r.size.width, y: r.origin.y),
                       Point(x: r.origin.x, y: r.origin.y + r.size.height),
                       Point(x: r.origin.x + r.size.width, y: r.origin.y + r.size.height)].map { $0.applying(m) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.origin.x, b.origin.x), minY = min(a.origin.y, b.origin.y)
        let maxX = max(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let maxY = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

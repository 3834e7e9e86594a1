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
    private(set) var warnings: [ImportWarning] = []
    /// What percentages of stroke lengths refer to: the viewport's diagonal over √2.
    var diagonal: Double { (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot() }

    /// Elements that draw nothing themselves and are skipped without a warning.
    static let silent: Set<String> = Set([
        "defs", "title", "desc", "metadata", "linearGradient", "radialGradient", "stop", "symbol", "clipPath", "mask",
        "marker", "style", "pattern", SVGNode.textName, "filter", "mpath",
    ]).union(animationNames)
    /// Elements whose children are drawn like a group's.
    static let groups: Set<String> = ["g", "a", "svg", "switch"]

    /// Every element with an id, for `use`.
    let elements: [String: SVGNode]
    /// The ids of the `use` targets being built, to refuse a `use` that contains itself.
    private var expanding: [String] = []
    /// The ids of the masks being built, to refuse a mask whose content uses itself.
    var masking: [String] = []
    /// The ids of the clip paths being built: a reference back to one of them is ignored.
    var clipping: [String] = []
    /// Set while a marker's content is built: markers inside markers are not drawn (resvg's rule,
    /// which also ends any recursion).
    var drawingMarker = false
    /// The ids of the patterns whose tiles are being built, to refuse a pattern inside itself.
    var patterning: [String] = []
    /// The ids of the filters whose feImage pictures are being built: an element inside one
    /// that uses the same filter is drawn without it.
    var imaging: [String] = []
    /// Maps the user space of the element being built into the root's viewport (the root
    /// viewBox's mapping and every transform above): where `non-scaling-stroke` strokes.
    var userToRoot = AffineTransform.identity
    /// The tiles the patterns being built draw together (1 outside any), for the tile limit.
    var enclosingPatternTiles = 1
    /// The ancestors (root first) of each `marker` and `pattern`, whose content inherits from where it stands.
    let ancestors: [String: [SVGNode]]
    /// Elements built inside a `use` so far: `use` of a group of `use`s of groups fans out
    /// exponentially (a 1.4 kB file filled 4 GB), so building stops at `Limits.useExpansions`.
    private var expandedElements = 0
    private let limits = Limits.standard
    /// Set when the expansion limit stopped the build: what the importer throws.
    private(set) var limitError: SVGError?
    /// Animation elements that name their target by `href`, by the target's id.
    let animationTargets: [String: [SVGNode]]
    /// Animation elements with an id, for `begin="id.end"`.
    let animationElements: [String: SVGNode]
    /// Every animation element, in document order, to report the ones never applied.
    let allAnimations: [SVGNode]
    /// The animations applied to a layer so far (`animationKey`).
    var handledAnimations: Set<String> = []
    /// How long the drawing needs to show its animations; `nil` when it has none.
    var animationEnd: Double?
    /// The `@keyframes` of the document's style sheets, for CSS animations.
    let keyframeRules: SVGCSSKeyframes

    init(options: SVGImportOptions, gradients: [String: SVGGradient], viewport: Size, root: SVGNode) {
        self.options = options
        self.gradients = gradients
        self.viewport = viewport
        var elements: [String: SVGNode] = [:]
        var ancestors: [String: [SVGNode]] = [:]
        var path: [SVGNode] = []
        var targets: [String: [SVGNode]] = [:], animationElements: [String: SVGNode] = [:], allAnimations: [SVGNode] = []
        func visit(_ node: SVGNode) {
            if Self.animationNames.contains(node.name) {
                allAnimations.append(node)
                if let target = Self.href(node) { targets[target, default: []].append(node) }
                if let id = node.id, animationElements[id] == nil { animationElements[id] = node }
            }
            if let id = node.id, elements[id] == nil {
                elements[id] = node
                if node.name == "marker" || node.name == "pattern" { ancestors[id] = path }
            }
            path.append(node)
            node.children.forEach(visit)
            path.removeLast()
        }
        visit(root)
        self.elements = elements
        self.ancestors = ancestors
        self.keyframeRules = SVGCSSKeyframes(root: root)
        self.animationTargets = targets
        self.animationElements = animationElements
        self.allAnimations = allAnimations
    }

    func warn(_ node: SVGNode, _ message: String) {
        warnings.append(ImportWarning(element: node.name, id: node.id, line: node.line, message: message))
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
        // A failing conditional processing attribute removes the element wherever it stands,
        // not only in a `switch` (SVG 1.1 §5.8.2).
        guard Self.conditionsHold(node) else { return [] }
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
        guard isGroup || SVGShapes.names.contains(node.name) || node.name == "image" || node.name == "text" else {
            warn(node, "not supported; skipped")
            return []
        }
        var style = SVGStyle.computed(for: node, parent: parentStyle, reference: diagonal, warn: { self.warn(node, $0) })
        var local = AffineTransform.identity
        // CSS `transform` (in `style` or a style sheet) wins over the attribute.
        if let text = node.declared("transform") {
            if let t = SVGTransformParser.parse(text) { local = t } else { warn(node, "cannot read transform=\"\(text)\"; ignored") }
            if let origin = transformOrigin(node), origin != .zero {
                local = AffineTransform(translationX: -origin.x, y: -origin.y).concatenating(local)
                    .concatenating(AffineTransform(translationX: origin.x, y: origin.y))
            }
        }
        if node.name == "svg" {
            // SVG 2 allows a transform on a nested svg: it applies outside the viewport.
            local = nestedViewport(node).concatenating(local)
        } else if node.name == "use" {
            let x = SVGLength.parse(node.attributes["x"], reference: viewport.width) ?? 0
            let y = SVGLength.parse(node.attributes["y"], reference: viewport.height) ?? 0
            local = AffineTransform(translationX: x, y: y).concatenating(local)
        }
        let parentToRoot = userToRoot
        userToRoot = local.concatenating(parentToRoot)
        defer { userToRoot = parentToRoot }
        // Context paints are laid out in the context element's space: track it into this one.
        if let space = style.contextSpace, let inverse = local.inverted() { style.contextSpace = space.concatenating(inverse) }
        if node.name == "use" {
            style.contextFill = style.fill
            style.contextStroke = style.stroke
            style.contextSpace = .identity
            style.contextBox = nil
        }
        let animations = self.animations(of: node)
        let css = cssAnimations(of: node)
        if options.flattensGroups, !animations.isEmpty || !css.isEmpty {
            warnOnce(node, "flattened-animation", "animations are not imported when groups are flattened")
            return body(node, style: style, matrix: local.concatenating(outer), opacityFactor: opacityFactor)
        }
        let moving = animations.filter { $0.name == "animateTransform" || $0.name == "animateMotion" }
        let cssMoving = css.filter { $0.frames.contains { $0.declarations.contains { $0.0 == "transform" } } }
        // A moving element is built in its own user space and placed by wrappers that animate.
        let moves = !moving.isEmpty || !cssMoving.isEmpty
        let built = body(node, style: style, matrix: moves ? .identity : local.concatenating(outer), opacityFactor: opacityFactor)
        let properties = animations.filter { $0.name != "animateTransform" && $0.name != "animateMotion" }
        for item in built {
            if !properties.isEmpty { animateProperties(item, node: node, style: style, animations: properties) }
            if !css.isEmpty { animateCSSProperties(item, node: node, style: style, animations: css) }
        }
        guard moves else { return built }
        return built.map {
            wrapMoving($0, node: node, local: local, outer: outer, animations: moving,
                       css: cssTransformParts(node: node, box: $0.box, animations: cssMoving))
        }
    }

    /// The layers of `node` placed by `matrix` (its user space into the container's), with its
    /// clip, mask and filter.
    private func body(_ node: SVGNode, style: SVGStyle, matrix: AffineTransform, opacityFactor: Double) -> [Built] {
        let isGroup = Self.groups.contains(node.name) || node.name == "use"
        if node.name == "text" {
            guard let built = text(node, style: style, matrix: matrix, opacityFactor: opacityFactor) else { return [] }
            return [masked(clipped(filtered(built, node: node, style: style), node: node, style: style), node: node, style: style)]
        }
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
        if node.name == "image" {
            guard let built = image(node, style: style, matrix: matrix, opacityFactor: opacityFactor) else { return [] }
            return [masked(clipped(filtered(built, node: node, style: style), node: node, style: style), node: node, style: style)]
        }
        var segmentEnds: [Int]?
        if node.name == "path" {
            // A path with an error is drawn up to it, as SVG asks.
            let read = Path.svgPathDataPrefix(node.attributes["d"] ?? "")
            if let error = read.error, !read.path.isEmpty {
                warn(node, "cannot read the path data: \(error.description); drawn up to the error")
            }
            segmentEnds = read.segmentEnds
        }
        switch SVGShapes.path(for: node, viewport: viewport) {
        case .failure(let error):
            warn(node, "\(error.message); skipped")
            return []
        case .success(nil):
            // A shape that draws nothing at rest but whose geometry animates gets its layer.
            guard animations(of: node).contains(where: { Self.geometryNames.contains($0.attributes["attributeName"] ?? "") }) else { return [] }
            return shape(node, path: Path(), segmentEnds: segmentEnds, style: style, matrix: matrix, opacityFactor: opacityFactor)
                .map { masked(clipped(filtered($0, node: node, style: style), node: node, style: style), node: node, style: style) }
        case .success(let path?):
            return shape(node, path: path, segmentEnds: segmentEnds, style: style, matrix: matrix, opacityFactor: opacityFactor)
                .map { masked(clipped(filtered($0, node: node, style: style), node: node, style: style), node: node, style: style) }
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
                (Self.groups.contains($0.name) || SVGShapes.names.contains($0.name) || $0.name == "image" || $0.name == "text")
                    && Self.conditionsHold($0)
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
        var children: [Built] = [], shown: [Built] = []
        for child in node.children {
            let built = build(child, parentStyle: style, outer: .identity, opacityFactor: 1)
            children += built
            // `display: none` children take no part in the group's bounding box.
            let display = child.declared("display")
            if display != "none" { shown += built }
        }
        let measured = shown.isEmpty ? children : shown
        let box = measured.dropFirst().reduce(measured.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) {
            Self.union($0, $1.frame)
        }
        let layer = Layer()
        for child in children {
            child.layer.position = Point(x: child.layer.position.x - box.origin.x, y: child.layer.position.y - box.origin.y)
            layer.addSublayer(child.layer)
        }
        layer.opacity = style.opacity * opacityFactor
        layer.isHidden = !style.displayed
        // An isolated group is composited as a whole: source-over as a filter makes it one group.
        layer.compositingFilter = style.blendMode ?? (style.isolates ? .sourceOver : nil)
        return [place(layer, node: node, box: box, matrix: matrix)]
    }

    /// The style's stroke geometry on `layer`: width, caps, joins, miter limit and dashes (the
    /// stroke's paint is the caller's).
    static func applyStrokeGeometry(_ style: SVGStyle, to layer: ShapeLayer) {
        layer.lineWidth = style.strokeWidth
        layer.lineCap = style.lineCap
        layer.lineJoin = style.lineJoin
        layer.miterLimit = style.miterLimit
        layer.lineDashPattern = style.dashArray
        layer.lineDashPhase = style.dashOffset
    }

    /// A shape: one shape layer for a plain fill and stroke in the usual order; otherwise a
    /// plain layer holding the fill, the stroke and the markers as sublayers in `paint-order`
    /// (a gradient paint is a gradient layer masked by the shape's outline or stroke).
    private func shape(_ node: SVGNode, path: Path, segmentEnds: [Int]?, style: SVGStyle,
                       matrix: AffineTransform, opacityFactor: Double) -> [Built] {
        let box = path.boundingBox
        let local = path.applying(AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        let bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        func outline() -> ShapeLayer {
            let layer = ShapeLayer()
            layer.path = local
            if let dashes = style.dashArray, !dashes.isEmpty, style.lineCap != .butt {
                layer.path = SVGShapes.zeroLengthSubpathsMadeVisible(local, length: 1.0 / 32, removed: true)
            } else if style.lineCap == .square {
                layer.path = SVGShapes.zeroLengthSubpathsMadeVisible(local, length: 1.0 / 32)
            }
            layer.fillRule = style.fillRule
            layer.fillColor = nil
            layer.strokeColor = nil
            Self.applyStrokeGeometry(style, to: layer)
            return layer
        }
        func centred(_ layer: Layer) -> Layer {
            layer.bounds = bounds
            layer.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
            return layer
        }
        /// A gradient or pattern layer covering the shape's box grown by `pad` (room for the
        /// stroke), shown through `mask`; `nil` when the paint draws nothing. With `rootSpace`
        /// the mask (a stroke) is laid out in the root's space (`non-scaling-stroke`) while the
        /// paint stays in user space, as the paint server's units ask.
        func paintLayer(_ paint: Resolved, mask: ShapeLayer, pad: Double, opacity: Double, fromContext: Bool,
                        rootSpace: Bool = false) -> Layer? {
            let area = Rect(x: box.origin.x - pad, y: box.origin.y - pad,
                            width: box.size.width + 2 * pad, height: box.size.height + 2 * pad)
            // A context paint keeps the context element's space and box (resvg's reading).
            var paintBox = box, space = AffineTransform.identity
            if fromContext, let contextSpace = style.contextSpace {
                space = contextSpace
                if let contextBox = style.contextBox { paintBox = contextBox }
            }
            let layer: Layer
            switch paint {
            case .gradient(let gradient):
                let made = gradient.makeLayer(box: paintBox, area: area, space: space, viewport: viewport, opacity: opacity)
                made.notes.forEach { warn(node, $0) }
                layer = made.layer
            case .pattern(let id):
                guard let patternLayer = patternLayer(id, node: node, box: paintBox, area: area, space: space) else { return nil }
                patternLayer.opacity = opacity
                layer = patternLayer
            case .nothing, .color:
                return nil
            }
            layer.bounds = Rect(x: 0, y: 0, width: area.size.width, height: area.size.height)
            layer.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
            if rootSpace, let hosted = strokedInRootSpace(mask, box: box) {
                // The hosted stroke is placed in the shape's box-local space; a holder whose
                // bounds start at (−pad, −pad) puts that space where the paint layer's is.
                let holder = Layer()
                holder.bounds = Rect(x: -pad, y: -pad, width: area.size.width, height: area.size.height)
                holder.position = Point(x: area.size.width / 2, y: area.size.height / 2)
                holder.addSublayer(hosted)
                layer.mask = holder
            } else {
                mask.path = local.applying(AffineTransform(translationX: pad, y: pad))
                mask.bounds = layer.bounds
                mask.position = Point(x: area.size.width / 2, y: area.size.height / 2)
                layer.mask = mask
            }
            layer.isHidden = !style.visible
            return layer
        }
        /// What a paint draws with: a colour, a gradient, or nothing.
        enum Resolved { case nothing, color(Color), gradient(SVGGradient), pattern(String) }
        func resolve(_ paint: SVGPaint, opacity: Double, what: String) -> Resolved {
            switch paint {
            case .none: return .nothing
            case .color(let c): return .color(c.withAlpha(c.alpha * opacity))
            case .currentColor: return .color(style.color.withAlpha(style.color.alpha * opacity))
            case .url(let id, let fallback):
                if let g = gradients[id] {
                    // A gradient without stops, or a bounding-box one on a shape without area,
                    // draws nothing (or the fallback).
                    if g.stops.isEmpty || g.usesBoundingBox && (box.size.width <= 0 || box.size.height <= 0) {
                        return fallback.flatMap { plainColor($0, style: style, opacity: opacity) }.map(Resolved.color) ?? .nothing
                    }
                    return .gradient(g)
                }
                if let pattern = elements[id], pattern.name == "pattern" {
                    let attributes = resolvedPattern(id)?.attributes ?? [:]
                    let boxUnits = attributes["patternUnits"] != "userSpaceOnUse"
                    // A tile without area paints nothing: the fallback is used (Chrome and rsvg).
                    if boxUnits && (box.size.width <= 0 || box.size.height <= 0) || Self.patternTileIsEmpty(attributes) {
                        return fallback.flatMap { plainColor($0, style: style, opacity: opacity) }.map(Resolved.color) ?? .nothing
                    }
                    return .pattern(id)
                }
                if let fallback { return plainColor(fallback, style: style, opacity: opacity).map(Resolved.color) ?? .nothing }
                warn(node, "\(what) refers to #\(id), which is not a gradient or pattern; not \(what == "fill" ? "filled" : "stroked")")
                return .nothing
            }
        }
        func isColor(_ r: Resolved) -> Bool {
            switch r { case .gradient, .pattern: false; case .nothing, .color: true }
        }
        func isNothing(_ r: Resolved) -> Bool { if case .nothing = r { return true }; return false }
        let fill = resolve(style.fill, opacity: style.fillOpacity, what: "fill")
        let stroke = style.strokeWidth > 0 ? resolve(style.stroke, opacity: style.strokeOpacity, what: "stroke") : .nothing
        let vectorEffect = node.declared("vector-effect")
        var nonScaling = false
        if vectorEffect == "non-scaling-stroke", !isNothing(stroke) { nonScaling = true }
        // `miter-clip` joins past the limit: the colour stroke drawn with full miters under a
        // mask that cuts each one off at the limit.
        var miterTips: (tips: [[Point]], strokeLimit: Double)?
        if style.miterClip, style.lineJoin == .miter, !nonScaling, isColor(stroke), !isNothing(stroke) {
            miterTips = SVGMiterClip.tips(of: local, width: style.strokeWidth, limit: style.miterLimit)
        }
        let markers = self.markers(for: node, path: path, segmentEnds: segmentEnds, style: style,
                                   outer: AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        let order = style.paintOrder.filter { $0 != .markers || !markers.isEmpty }

        let fillFirst = order.firstIndex(of: .fill)! < order.firstIndex(of: .stroke)!
        if isColor(fill), isColor(stroke), markers.isEmpty, !nonScaling, miterTips == nil, fillFirst || isNothing(fill) || isNothing(stroke) {
            // The common case: one shape layer draws fill and stroke.
            let shapeLayer = outline()
            if case .color(let c) = fill { shapeLayer.fillColor = c }
            if case .color(let c) = stroke { shapeLayer.strokeColor = c }
            shapeLayer.opacity = style.opacity * opacityFactor
            shapeLayer.isHidden = !style.displayed || !style.visible
            shapeLayer.compositingFilter = style.blendMode
            shapeLayer.allowsEdgeAntialiasing = !style.crispEdges
            return [place(shapeLayer, node: node, box: box, matrix: matrix)]
        }
        let layer = Layer()
        for part in order {
            switch part {
            case .fill:
                switch fill {
                case .nothing: break
                case .color(let c):
                    let shapeLayer = outline()
                    shapeLayer.fillColor = c
                    shapeLayer.isHidden = !style.visible
                    layer.addSublayer(centred(shapeLayer))
                case .gradient, .pattern:
                    let mask = outline()
                    mask.fillColor = .black
                    if let painted = paintLayer(fill, mask: mask, pad: 0, opacity: style.fillOpacity, fromContext: style.fillFromContext) { layer.addSublayer(painted) }
                }
            case .stroke:
                switch stroke {
                case .nothing: break
                case .color(let c):
                    let shapeLayer = outline()
                    shapeLayer.strokeColor = c
                    shapeLayer.isHidden = !style.visible
                    if nonScaling, let hosted = strokedInRootSpace(shapeLayer, box: box) {
                        layer.addSublayer(hosted)
                    } else {
                        if let miterTips {
                            shapeLayer.miterLimit = miterTips.strokeLimit
                            shapeLayer.mask = SVGMiterClip.mask(tips: miterTips.tips, bounds: bounds,
                                                                reach: style.strokeWidth / 2 * miterTips.strokeLimit + 1)
                        }
                        layer.addSublayer(centred(shapeLayer))
                    }
                case .gradient, .pattern:
                    let mask = outline()
                    mask.strokeColor = .black
                    // Far enough out for caps and miter joins; a non-scaling stroke's width is
                    // in root units, so in user space it reaches as far as the map shrinks most.
                    let shrink = nonScaling ? Self.smallestScale(of: userToRoot) : 1
                    guard shrink > 0 else { break }
                    let pad = style.strokeWidth / 2 * max(style.miterLimit, 1.5) / shrink + 1
                    if let painted = paintLayer(stroke, mask: mask, pad: pad, opacity: style.strokeOpacity,
                                                fromContext: style.strokeFromContext, rootSpace: nonScaling) {
                        layer.addSublayer(painted)
                    }
                }
            case .markers:
                for marker in markers { layer.addSublayer(marker.layer) }
            }
        }
        // shape-rendering is the fill's and the stroke's (and their masks'); markers draw as
        // their own content says.
        if style.crispEdges {
            for part in layer.sublayers where !markers.contains(where: { $0.layer === part }) {
                part.allowsEdgeAntialiasing = false
                part.mask?.allowsEdgeAntialiasing = false
            }
        }
        // A gradient or pattern fill alone is the element's layer itself, as before strokes and
        // markers could join it.
        let drawn: Layer
        if layer.sublayers.count == 1, let only = layer.sublayers.first, only.mask != nil, markers.isEmpty, isNothing(stroke) {
            only.removeFromSuperlayer()
            drawn = only
        } else {
            drawn = layer
        }
        // A pattern paint layer standing alone carries the fill's opacity already.
        drawn.opacity = (drawn === layer ? 1 : drawn.opacity) * style.opacity * opacityFactor
        drawn.isHidden = !style.displayed || drawn !== layer && !style.visible
        drawn.compositingFilter = style.blendMode
        return [place(drawn, node: node, box: box, matrix: matrix)]
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
    func place(_ layer: Layer, node: SVGNode, box: Rect, matrix: AffineTransform) -> Built {
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

    /// `transform-origin` (attribute or CSS): where the transform pivots, in user units;
    /// keywords and percentages are of the viewport (the default `transform-box: view-box`).
    func transformOrigin(_ node: SVGNode) -> Point? {
        guard let text = node.declared("transform-origin") else { return nil }
        guard let origin = Self.transformOrigin(text, viewport: viewport) else {
            warn(node, "cannot read transform-origin: \"\(text)\"; ignored")
            return nil
        }
        return origin
    }

    /// The `transform-origin` an element's attributes declare (its `style` first).
    static func transformOriginText(_ attributes: [String: String]) -> String? {
        SVGStyle.declarations(attributes["style"] ?? "").last(where: { $0.0 == "transform-origin" })?.1
            ?? attributes["transform-origin"]
    }

    /// A `transform-origin` value as a point in user units (keywords and percentages of
    /// `viewport`); `nil` when it cannot be read.
    static func transformOrigin(_ text: String, viewport: Size) -> Point? {
        var words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map { String($0).lowercased() }
        guard (1...3).contains(words.count) else { return nil }
        // A vertical keyword first swaps the pair; a lone vertical keyword centres x.
        if words.count == 1 {
            words = ["top", "bottom"].contains(words[0]) ? ["center", words[0]] : [words[0], "center"]
        } else if ["top", "bottom"].contains(words[0]) || ["left", "right"].contains(words[1]) {
            words.swapAt(0, 1)
        }
        func value(_ word: String, _ size: Double, low: String, high: String) -> Double? {
            switch word {
            case low: return 0
            case "center": return size / 2
            case high: return size
            default: return SVGLength.parse(word, reference: size)
            }
        }
        guard let x = value(words[0], viewport.width, low: "left", high: "right"),
              let y = value(words[1], viewport.height, low: "top", high: "bottom") else { return nil }
        return Point(x: x, y: y)
    }

    /// `transform` pivoting about `origin`: moved there, transformed, moved back.
    static func transform(_ transform: AffineTransform, about origin: Point?) -> AffineTransform {
        guard let origin, origin != .zero else { return transform }
        return AffineTransform(translationX: -origin.x, y: -origin.y).concatenating(transform)
            .concatenating(AffineTransform(translationX: origin.x, y: origin.y))
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

import Foundation
import Lamina

/// Patterns: the tile's content is built once as layers (like a nested `svg` of the tile's size,
/// clipped by `masksToBounds`) and repeated by two nested `ReplicatorLayer`s, a row of tiles
/// and a column of rows, in a layer that carries `patternTransform`. The shape's outline (or
/// stroke) masks the result. Replicators keep the tile one layer tree (animatable by name, and
/// no pixels baked into contents); drawing the pattern into an image fill was not taken because
/// it would fix the tile's resolution before the scene's scale is known.
extension SVGLayerBuilder {
    /// The most tiles one pattern paint draws; a smaller tile over a larger shape is refused
    /// with a warning rather than building a huge layer count.
    static let maximumPatternTiles = 4096

    /// A pattern's attributes and content after following its `href` chain: each attribute from
    /// the first pattern that sets it, the children of the first one that has any.
    func resolvedPattern(_ id: String) -> (attributes: [String: String], content: SVGNode)? {
        guard var current = elements[id], current.name == "pattern" else { return nil }
        var attributes = current.attributes
        var content = current
        var seen: Set<String> = [id]
        while let href = (current.attributes["href"] ?? current.attributes["xlink:href"]).map({ String($0.drop(while: { $0 == "#" })) }),
              !seen.contains(href), let next = elements[href], next.name == "pattern" {
            seen.insert(href)
            for (k, v) in next.attributes where attributes[k] == nil { attributes[k] = v }
            if content.children.isEmpty && !next.children.isEmpty { content = next }
            current = next
        }
        return (attributes, content)
    }

    /// Whether a pattern's tile has no area (`width` or `height` missing, zero or negative), so
    /// that it paints nothing and a paint's fallback applies.
    static func patternTileIsEmpty(_ attributes: [String: String]) -> Bool {
        ["width", "height"].contains { key in
            guard let text = attributes[key], let value = SVGLength.parse(text, reference: 100) else { return true }
            return !(value > 0)
        }
    }

    /// A layer covering `area` (in the shape's user space) painted with pattern `id` for a shape
    /// whose bounding box is `box`, or `nil` when the pattern draws nothing.
    /// `space` maps the user space `box` is in to the shape's (other than identity for a context paint).
    func patternLayer(_ id: String, node: SVGNode, box: Rect, area: Rect, space: AffineTransform = .identity) -> Layer? {
        guard !patterning.contains(id), let (a, content) = resolvedPattern(id) else {
            if patterning.contains(id) { warn(node, "pattern #\(id) uses itself; not painted") }
            return nil
        }
        let boxUnits = a["patternUnits"] != "userSpaceOnUse"
        func value(_ key: String, _ reference: Double, _ size: Double, _ origin: Double) -> Double? {
            guard let text = a[key] else { return nil }
            if boxUnits {
                let fraction = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
                return fraction.map { origin + $0 * size }
            }
            return SVGLength.parse(text, reference: reference)
        }
        let x = value("x", viewport.width, box.size.width, box.origin.x) ?? (boxUnits ? box.origin.x : 0)
        let y = value("y", viewport.height, box.size.height, box.origin.y) ?? (boxUnits ? box.origin.y : 0)
        let width = value("width", viewport.width, box.size.width, 0) ?? 0
        let height = value("height", viewport.height, box.size.height, 0) ?? 0
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        var patternTransform = AffineTransform.identity
        if let text = a["patternTransform"] {
            // One that cannot be inverted is ignored like one that cannot be read (resvg's reading).
            if let t = SVGTransformParser.parse(text), t.inverted() != nil { patternTransform = t }
            else { warn(node, "cannot use patternTransform=\"\(text)\" (unreadable or not invertible); ignored") }
        }
        // SVG 2: patternTransform is the pattern's `transform`, so the pattern element's own
        // `transform-origin` pivots it, in user space.
        if let pattern = elements[id], let text = pattern.declared("transform-origin") {
            if let origin = Self.transformOrigin(text, viewport: viewport) {
                patternTransform = Self.transform(patternTransform, about: origin)
            } else {
                warn(pattern, "cannot read transform-origin: \"\(text)\"; ignored")
            }
        }
        patternTransform = patternTransform.concatenating(space)
        guard let inverse = patternTransform.inverted() else { return nil }

        // Which tiles cover the area: its corners in pattern space.
        let corners = [Point(x: area.origin.x, y: area.origin.y),
                       Point(x: area.origin.x + area.size.width, y: area.origin.y),
                       Point(x: area.origin.x, y: area.origin.y + area.size.height),
                       Point(x: area.origin.x + area.size.width, y: area.origin.y + area.size.height)].map { $0.applying(inverse) }
        let minX = corners.map(\.x).min() ?? 0, maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0, maxY = corners.map(\.y).max() ?? 0
        let i0 = ((minX - x) / width).rounded(.down), i1 = ((maxX - x) / width).rounded(.up)
        let j0 = ((minY - y) / height).rounded(.down), j1 = ((maxY - y) / height).rounded(.up)
        let columns = i1 - i0, rows = j1 - j0
        guard columns.isFinite, rows.isFinite, columns >= 1, rows >= 1 else { return nil }
        // Tiles inside tiles multiply when drawn, so the limit holds for the product.
        guard columns * rows * Double(enclosingPatternTiles) <= Double(Self.maximumPatternTiles) else {
            let count = Int(min(columns * rows * Double(enclosingPatternTiles), 1e12))
            warn(node, "pattern #\(id) needs \(count) tiles here (with the patterns around it), more than \(Self.maximumPatternTiles); not painted")
            return nil
        }

        // The tile: the content as a nested viewport of the tile's size.
        var tileNode = SVGNode(name: "svg", attributes: ["width": "\(width)", "height": "\(height)", "overflow": "visible"],
                               children: content.children, line: content.line)
        var contentUnits = AffineTransform.identity
        if let viewBox = a["viewBox"] {
            tileNode.attributes["viewBox"] = viewBox
            if let aspect = a["preserveAspectRatio"] { tileNode.attributes["preserveAspectRatio"] = aspect }
        } else if a["patternContentUnits"] == "objectBoundingBox" {
            contentUnits = AffineTransform(scaleX: box.size.width, y: box.size.height)
        }
        patterning.append(id)
        let enclosing = enclosingPatternTiles
        enclosingPatternTiles *= Int(columns * rows)
        let style = inheritedStyle(of: content)
        let built = build(tileNode, parentStyle: style, outer: contentUnits, opacityFactor: 1)
        enclosingPatternTiles = enclosing
        patterning.removeLast()
        guard !built.isEmpty else { return nil }

        func pinned<L: Layer>(_ layer: L, at position: Point, size: Size) -> L {
            layer.anchorPoint = Point(x: 0, y: 0)
            layer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            layer.position = position
            return layer
        }
        let tileSize = Size(width: width, height: height)
        let tile = pinned(Layer(), at: Point(x: 0, y: 0), size: tileSize)
        tile.masksToBounds = true
        for part in built { tile.addSublayer(part.layer) }
        let row = pinned(ReplicatorLayer(), at: Point(x: 0, y: 0), size: tileSize)
        row.instanceCount = Int(columns)
        row.instanceTransform = Transform3D(translationX: width, y: 0)
        row.addSublayer(tile)
        let grid = pinned(ReplicatorLayer(), at: Point(x: x + i0 * width, y: y + j0 * height), size: tileSize)
        grid.instanceCount = Int(rows)
        grid.instanceTransform = Transform3D(translationX: 0, y: height)
        grid.addSublayer(row)

        // Pattern space into the area's layer (whose origin is the area's corner).
        let toArea = patternTransform.concatenating(AffineTransform(translationX: -area.origin.x, y: -area.origin.y))
        let space = pinned(Layer(), at: Point(x: toArea.tx, y: toArea.ty), size: area.size)
        let linear = AffineTransform(a: toArea.a, b: toArea.b, c: toArea.c, d: toArea.d, tx: 0, ty: 0)
        space.transform = linear.isIdentity ? .identity : Transform3D(linear)
        space.addSublayer(grid)
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: area.size.width, height: area.size.height)
        layer.addSublayer(space)
        return layer
    }
}

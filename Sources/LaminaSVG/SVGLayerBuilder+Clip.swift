import Foundation
import Lamina

/// `clip-path`: a `clipPath` element becomes the clipped layer's `mask`, one black shape layer
/// per child (so the clip is their union, each with its own `clip-rule`), and the layer stays
/// animatable by name.
extension SVGLayerBuilder {
    /// `built` with its style's clip path as its mask; a layer that already has a mask (a
    /// gradient fill) is wrapped in a plain layer that takes the clip.
    func clipped(_ built: Built, node: SVGNode, style: SVGStyle) -> Built {
        guard let id = style.clipPath else { return built }
        guard let clipNode = elements[id], clipNode.name == "clipPath" else {
            warn(node, "clip-path refers to #\(id), which is not a clipPath; not clipped")
            return built
        }
        // A reference back to a clip path being built is ignored; the rest of the clip applies
        // (resvg's reading of a recursive clip).
        guard !clipping.contains(id) else {
            warn(node, "clip-path #\(id) refers back to itself; ignored here")
            return built
        }
        clipping.append(id)
        defer { clipping.removeLast() }
        let box = built.box
        var units = AffineTransform.identity
        if clipNode.attributes["clipPathUnits"] == "objectBoundingBox" {
            guard box.size.width > 0, box.size.height > 0 else { return hidden(built) }
            units = AffineTransform(a: box.size.width, b: 0, c: 0, d: box.size.height, tx: box.origin.x, ty: box.origin.y)
        }
        var clipTransform = AffineTransform.identity
        if let text = clipNode.attributes["transform"] {
            // An unreadable transform is ignored, as on any element (an invalid value is as if
            // not given; Chromium and rsvg clip untransformed).
            if let t = SVGTransformParser.parse(text) {
                // `transform-origin` pivots it as any element's transform (CSS Transforms 1).
                clipTransform = Self.transform(t, about: transformOrigin(clipNode))
            } else {
                warn(clipNode, "cannot read transform=\"\(text)\"; ignored")
            }
        }
        let toContent = units.concatenating(clipTransform)
            .concatenating(AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        let clipStyle = SVGStyle.computed(for: clipNode, parent: SVGStyle(), reference: diagonal, warn: { self.warn(clipNode, $0) })
        let bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        let mask = Layer()
        for written in clipNode.children {
            // A `use` of a shape or a text is a clip child (CSS Masking 1 §6.1): the element under
            // the use's x, y and transform, inheriting from the use. A use of anything else is not.
            var child = written, parent = clipStyle, placement = AffineTransform.identity
            if written.name == "use", let used = clipUse(written, parentStyle: clipStyle) {
                child = used.shape
                parent = used.style
                placement = used.placement
            } else if written.name == "use" {
                continue
            }
            if child.name == "text" {
                mask.addSublayer(clipText(child, parentStyle: parent, toBounds: placement.concatenating(toContent)))
                continue
            }
            guard SVGShapes.names.contains(child.name) else {
                if !Self.silent.contains(child.name) {
                    warn(child, "a <\(child.name)> inside a clipPath is not supported; left out of the clip")
                }
                continue
            }
            let childStyle = SVGStyle.computed(for: child, parent: parent, reference: diagonal, warn: { self.warn(child, $0) })
            guard childStyle.displayed, childStyle.visible else { continue }
            var childTransform = AffineTransform.identity
            if let text = child.attributes["transform"] {
                guard let t = SVGTransformParser.parse(text) else { continue }
                childTransform = t
            }
            childTransform = childTransform.concatenating(placement)
            guard case .success(let path?) = SVGShapes.path(for: child, viewport: viewport) else { continue }
            if childStyle.clipPath != nil {
                mask.addSublayer(clippedChild(path, node: child, style: childStyle,
                                              toBounds: childTransform.concatenating(toContent), bounds: bounds))
                continue
            }
            let shape = ShapeLayer()
            shape.path = path.applying(childTransform.concatenating(toContent))
            shape.fillRule = childStyle.clipRule
            shape.fillColor = .black
            shape.strokeColor = nil
            // A clip path's shape is a shape: `shape-rendering` says whether its edge is smooth.
            shape.allowsEdgeAntialiasing = !childStyle.crispEdges
            shape.bounds = bounds
            shape.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
            mask.addSublayer(shape)
        }
        mask.bounds = bounds
        mask.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
        // `clip-path` on the clipPath itself intersects, in the clipped element's space and box.
        var clip: Layer = mask
        if clipStyle.clipPath != nil {
            clip = clipped(Built(layer: mask, frame: box, box: box), node: clipNode, style: clipStyle).layer
        }
        let target = built.layer.mask == nil ? built.layer : wrapped(built.layer)
        target.mask = clip
        return Built(layer: target, frame: built.frame, box: box)
    }

    /// The shape a `use` inside a clipPath draws, its style (inheriting from the use) and the
    /// use's placement (`transform`, then `x`, `y`); nil, with a warning, when it does not draw
    /// a shape or text directly, or is hidden.
    private func clipUse(_ use: SVGNode, parentStyle: SVGStyle) -> (shape: SVGNode, style: SVGStyle, placement: AffineTransform)? {
        guard let href = use.attributes["href"] ?? use.attributes["xlink:href"], href.hasPrefix("#"),
              let target = elements[String(href.dropFirst())] else {
            warn(use, "use inside a clipPath refers to nothing; left out of the clip")
            return nil
        }
        guard SVGShapes.names.contains(target.name) || target.name == "text" else {
            warn(use, "a use of a <\(target.name)> inside a clipPath is not a clip child; left out of the clip")
            return nil
        }
        let style = SVGStyle.computed(for: use, parent: parentStyle, reference: diagonal, warn: { self.warn(use, $0) })
        guard style.displayed, style.visible else { return nil }
        var transform = AffineTransform.identity
        if let text = use.attributes["transform"] {
            guard let t = SVGTransformParser.parse(text) else { return nil }
            transform = t
        }
        let x = SVGLength.parse(use.attributes["x"], reference: viewport.width) ?? 0
        let y = SVGLength.parse(use.attributes["y"], reference: viewport.height) ?? 0
        return (target, style, AffineTransform(translationX: x, y: y).concatenating(transform))
    }

    /// A `text` inside a clipPath: its glyphs built as any text is, opaque whatever their paint
    /// (a clip takes geometry only), in a layer mapping the clip's user space onto its bounds.
    private func clipText(_ text: SVGNode, parentStyle: SVGStyle, toBounds: AffineTransform) -> Layer {
        var style = parentStyle
        style.fill = .color(.black)
        style.fillOpacity = 1
        style.stroke = .none
        let space = Layer()
        space.anchorPoint = Point(x: 0, y: 0)
        space.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        space.position = Point(x: 0, y: 0)
        space.transform = Transform3D(toBounds)
        for built in build(Self.geometryOnly(text), parentStyle: style, outer: .identity, opacityFactor: 1) {
            space.addSublayer(built.layer)
        }
        return space
    }

    /// The properties that paint rather than shape, which a clip path's content ignores.
    private static let paintProperties: Set<String> = ["fill", "fill-opacity", "stroke", "stroke-opacity", "opacity", "filter", "mask"]

    /// `node` and its descendants without their paint properties.
    private static func geometryOnly(_ node: SVGNode) -> SVGNode {
        var copy = node
        for key in paintProperties { copy.attributes[key] = nil }
        if let style = copy.attributes["style"] {
            copy.attributes["style"] = SVGStyle.declarations(style).filter { !paintProperties.contains($0.0) }
                .map { "\($0.0): \($0.1)" }.joined(separator: "; ")
        }
        copy.children = copy.children.map(geometryOnly)
        return copy
    }

    /// A clipPath child with a `clip-path` of its own: its shape clipped in its own user space
    /// (a layer mapping that space onto the clip's bounds by `toBounds`), the clip's box its
    /// path's.
    private func clippedChild(_ path: Path, node: SVGNode, style: SVGStyle, toBounds: AffineTransform, bounds: Rect) -> Layer {
        let space = Layer()
        space.anchorPoint = Point(x: 0, y: 0)
        space.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        space.position = Point(x: 0, y: 0)
        space.transform = Transform3D(toBounds)
        let box = path.boundingBox
        let shape = ShapeLayer()
        shape.path = path.applying(AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        shape.fillRule = style.clipRule
        shape.fillColor = .black
        shape.strokeColor = nil
        shape.allowsEdgeAntialiasing = !style.crispEdges
        shape.bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        shape.position = Point(x: box.origin.x + box.size.width / 2, y: box.origin.y + box.size.height / 2)
        space.addSublayer(clipped(Built(layer: shape, frame: box, box: box), node: node, style: style).layer)
        return space
    }

    /// A nested `svg` (or a used `symbol`) clipped to its viewport, as `overflow: hidden` (the
    /// default for them) asks: a rectangle mask, the viewport mapped back through the viewBox.
    func clippedToViewport(_ built: Built, node: SVGNode) -> Built {
        let overflow = node.declared("overflow") ?? "hidden"
        guard overflow == "hidden" || overflow == "scroll" else { return built }
        let a = node.attributes
        let x = SVGLength.parse(a["x"], reference: viewport.width) ?? 0
        let y = SVGLength.parse(a["y"], reference: viewport.height) ?? 0
        let width = SVGLength.parse(a["width"] ?? "100%", reference: viewport.width) ?? viewport.width
        let height = SVGLength.parse(a["height"] ?? "100%", reference: viewport.height) ?? viewport.height
        guard let inverse = nestedViewport(node, warns: false).inverted() else { return built }
        let box = built.box
        let bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        let mask = ShapeLayer()
        mask.path = Path.rect(Rect(x: x, y: y, width: width, height: height))
            .applying(inverse.concatenating(AffineTransform(translationX: -box.origin.x, y: -box.origin.y)))
        mask.fillColor = .black
        mask.bounds = bounds
        mask.position = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
        let target = built.layer.mask == nil ? built.layer : wrapped(built.layer)
        target.mask = mask
        return Built(layer: target, frame: built.frame, box: box)
    }

    /// `built` not drawn at all (an invalid or empty clip).
    func hidden(_ built: Built) -> Built {
        built.layer.isHidden = true
        return built
    }

    /// A plain layer in `layer`'s place (name, geometry, opacity, blending) holding it, so the
    /// wrapper can take a mask while `layer` keeps its own.
    func wrapped(_ layer: Layer) -> Layer {
        let wrapper = Layer()
        wrapper.name = layer.name
        wrapper.bounds = layer.bounds
        wrapper.anchorPoint = layer.anchorPoint
        wrapper.position = layer.position
        wrapper.transform = layer.transform
        wrapper.opacity = layer.opacity
        wrapper.isHidden = layer.isHidden
        wrapper.compositingFilter = layer.compositingFilter
        layer.name = nil
        layer.anchorPoint = Point(x: 0.5, y: 0.5)
        layer.position = Point(x: layer.bounds.size.width / 2, y: layer.bounds.size.height / 2)
        layer.transform = .identity
        layer.opacity = 1
        layer.isHidden = false
        layer.compositingFilter = nil
        wrapper.addSublayer(layer)
        return wrapper
    }
}

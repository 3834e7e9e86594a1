/// Frames, point conversion and hit testing, from the model values through `LayerGeometry`
/// (the matrices drawing uses, so a point lands where the layer is drawn).
extension Layer {
    /// The rectangle the layer covers in its superlayer's coordinates: derived from `position`,
    /// `bounds`, `anchorPoint` and `transform`. Setting it sets `position` and `bounds.size`.
    public var frame: Rect {
        get { Rect(origin: .zero, size: bounds.size).applying(toSuperlayerTransform.affineTransform) }
        set {
            var b = bounds
            b.size = newValue.size
            bounds = b
            position = Point(x: newValue.origin.x + anchorPoint.x * newValue.size.width,
                             y: newValue.origin.y + anchorPoint.y * newValue.size.height)
        }
    }

    /// The map from this layer's bounds coordinates to its superlayer's bounds coordinates,
    /// including the superlayer's `sublayerTransform`.
    var toSuperlayerTransform: Transform3D {
        LayerGeometry.toSuperlayer(properties, superlayer: superlayer?.properties)
    }

    /// From this layer's coordinates to the root layer's (the root's own bounds coordinates),
    /// built from the root down as drawing builds it, so each superlayer flattens what is below it.
    var toRootTransform: Transform3D {
        var chain: [Layer] = []
        var current: Layer = self
        while let parent = current.superlayer {
            chain.append(current)
            current = parent
        }
        var t = Transform3D.identity
        var parent = current.properties
        for layer in chain.reversed() {
            t = LayerGeometry.matrix(layer.properties, in: LayerGeometry.sublayerSpace(parent, in: t))
            parent = layer.properties
        }
        return t
    }

    /// Converts `point` from `layer`'s coordinates (or the root's, for `nil`) to this layer's.
    /// Under perspective the point is projected as drawing projects it.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let inRoot = layer.map { $0.toRootTransform.apply(to: point) } ?? point
        return toRootTransform.unprojecting(inRoot) ?? inRoot
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (or the root's, for `nil`).
    /// Under perspective the point is projected as drawing projects it.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let inRoot = toRootTransform.apply(to: point)
        guard let layer else { return inRoot }
        return layer.toRootTransform.unprojecting(inRoot) ?? inRoot
    }

    /// The farthest descendant (or this layer) that contains `point`, given in the superlayer's
    /// coordinates (`CALayer.hitTest`). Hidden layers, layers with `allowsHitTesting` off,
    /// layers that `isDoubleSided = false` hides because they face away, points behind the eye,
    /// and sublayers outside a `masksToBounds` parent are skipped; the frontmost sibling wins (by
    /// `zPosition`, or by depth below a `TransformLayer`, which is never hit itself).
    public func hitTest(_ point: Point) -> Layer? {
        hitTest(point, matrix: toSuperlayerTransform)
    }

    /// `hitTest(_:)` with this layer's `matrix` into the space `point` is in, so that a tree
    /// turned in depth is tested where drawing puts it (one matrix from that space, as drawing
    /// has one from the root, not one inverse a level).
    func hitTest(_ point: Point, matrix: Transform3D) -> Layer? {
        guard !isHidden, allowsHitTesting, opacity > 0 else { return nil }
        guard !LayerGeometry.isCulled(properties, matrix: matrix) else { return nil }
        let inner = LayerGeometry.sublayerSpace(properties, in: matrix)
        // A 3D context has no plane of its own to map the point into (Core Animation's transform
        // layers are not hit); its sublayers are tried nearest first.
        if LayerGeometry.keepsDepth(properties) {
            let placed = sublayers.map { ($0, LayerGeometry.matrix($0.properties, in: inner)) }
            for (sublayer, m) in LayerGeometry.depthOrder(placed, depth: { LayerGeometry.depth(of: $0.0.properties, matrix: $0.1) }).reversed() {
                if let hit = sublayer.hitTest(point, matrix: m) { return hit }
            }
            return nil
        }
        guard let local = matrix.unprojecting(point) else { return nil }
        if masksToBounds && !bounds.contains(local) { return nil }
        for sublayer in LayerGeometry.drawingOrder(sublayers, zPosition: \.zPosition).reversed() {
            if let hit = sublayer.hitTest(point, matrix: LayerGeometry.matrix(sublayer.properties, in: inner)) {
                return hit
            }
        }
        return contains(local) ? self : nil
    }
}

/// Frames, point conversion and hit testing, from the model values.
extension Layer {
    /// The rectangle the layer covers in its superlayer's coordinates: derived from `position`,
    /// `bounds`, `anchorPoint` and `transform`. Setting it sets `position` and `bounds.size`.
    public var frame: Rect {
        get { Rect(origin: .zero, size: bounds.size).applying(toParentTransform(for: properties)) }
        set {
            var b = bounds
            b.size = newValue.size
            bounds = b
            position = Point(x: newValue.origin.x + anchorPoint.x * newValue.size.width,
                             y: newValue.origin.y + anchorPoint.y * newValue.size.height)
        }
    }

    /// The transform from this layer's bounds coordinates to its superlayer's bounds
    /// coordinates, including the superlayer's `sublayerTransform` (perspective is dropped).
    func toParentTransform(for p: LayerProperties) -> AffineTransform {
        let anchor = Point(x: p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width,
                           y: p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height)
        var t = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(p.transform.affineTransform)
            .concatenating(AffineTransform(translationX: p.position.x, y: p.position.y))
        if let parent = superlayer, !parent.sublayerTransform.isIdentity {
            let pb = parent.bounds
            let pa = Point(x: pb.origin.x + parent.anchorPoint.x * pb.size.width,
                           y: pb.origin.y + parent.anchorPoint.y * pb.size.height)
            t = t.concatenating(AffineTransform(translationX: -pa.x, y: -pa.y))
                .concatenating(parent.sublayerTransform.affineTransform)
                .concatenating(AffineTransform(translationX: pa.x, y: pa.y))
        }
        return t
    }

    /// From this layer's coordinates to the root layer's (the root's own bounds coordinates).
    var toRootTransform: AffineTransform {
        var t = AffineTransform.identity
        var current: Layer = self
        while let parent = current.superlayer {
            t = t.concatenating(current.toParentTransform(for: current.properties))
            current = parent
        }
        return t
    }

    /// Converts `point` from `layer`'s coordinates (or the root's, for `nil`) to this layer's.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let inRoot = layer.map { point.applying($0.toRootTransform) } ?? point
        return inRoot.applying(toRootTransform.inverted() ?? .identity)
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (or the root's, for `nil`).
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let inRoot = point.applying(toRootTransform)
        guard let layer else { return inRoot }
        return inRoot.applying(layer.toRootTransform.inverted() ?? .identity)
    }

    /// The farthest descendant (or this layer) that contains `point`, given in the superlayer's
    /// coordinates (`CALayer.hitTest`). Hidden layers, layers with `allowsHitTesting` off, and
    /// sublayers outside a `masksToBounds` parent are skipped; the frontmost sibling wins.
    public func hitTest(_ point: Point) -> Layer? {
        guard !isHidden, allowsHitTesting, opacity > 0 else { return nil }
        guard let inverse = toParentTransform(for: properties).inverted() else { return nil }
        let local = point.applying(inverse)
        if masksToBounds && !bounds.contains(local) { return nil }
        let front = sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}

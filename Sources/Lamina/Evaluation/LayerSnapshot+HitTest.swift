/// Hit testing on a presentation: where `Layer.hitTest(_:)` tests the model values, this tests
/// the values shown at a time, so a point hits what is drawn there while animations move the
/// layers (a Lottie file's layers have their places only in their animations).
extension LayerSnapshot {
    /// The names, from this layer down, of the layers on the way to the frontmost layer at
    /// `point` (in this layer's own bounds coordinates, as the root is drawn); `nil` when nothing
    /// is hit. The same rules as `Layer.hitTest(_:)`: hidden and transparent layers are skipped,
    /// a `masksToBounds` layer hits only inside its bounds, the frontmost sibling wins by
    /// `zPosition`, and a shape layer is hit where its path is filled. Unlike `Layer.hitTest(_:)`,
    /// a layer is hit itself only where it draws (a path, contents, a background, text), not
    /// anywhere in its bounds. Unnamed layers are left out of the list. Replicator copies and 3D depth order are not tested.
    public func hitTestNames(_ point: Point) -> [String]? {
        hitTestNames(point, matrix: .identity)
    }

    private func hitTestNames(_ point: Point, matrix: Transform3D) -> [String]? {
        guard !properties.isHidden, properties.opacity > 0 else { return nil }
        guard !LayerGeometry.isCulled(properties, matrix: matrix), let local = matrix.unprojecting(point) else { return nil }
        if properties.masksToBounds && !properties.bounds.contains(local) { return nil }
        let own = name.map { [$0] } ?? []
        let inner = LayerGeometry.sublayerSpace(properties, in: matrix)
        for sublayer in LayerGeometry.drawingOrder(sublayers, zPosition: \.properties.zPosition).reversed() {
            if let names = sublayer.hitTestNames(point, matrix: LayerGeometry.matrix(sublayer.properties, in: inner)) {
                return own + names
            }
        }
        // Only what draws is hit: a filled path, or the bounds of a layer with contents, a
        // background or text (a Lottie layer's container spans the whole canvas and draws nothing).
        let inside: Bool
        if let shape = properties.shape {
            inside = shape.path?.contains(local, using: shape.fillRule) ?? false
        } else {
            let draws = properties.contents != nil || properties.backgroundColor.map { $0.alpha > 0 } ?? false || properties.text != nil
            inside = draws && properties.bounds.contains(local)
        }
        return inside ? own : nil
    }
}

/// The one place a layer's geometry becomes matrices, and siblings an order.
///
/// Drawing (`DisplayListBuilder`), `Layer.frame`, `convert`, `hitTest` and the root's placement
/// (`Composition.Placement.apply(to:)`, `LayerSnapshot.inOwnSpace()`) all ask it, for a model
/// `Layer` and a presentation `LayerSnapshot` alike: both keep their values in
/// `LayerProperties`. Matrices are `Transform3D`s in Core Animation's row-vector order
/// (`a.concatenating(b)` applies `a` first), so perspective (`m34`) and turns in depth follow
/// through the tree; drawing takes its affine map from the matrix afterwards.
///
/// A layer's matrix in a target space (the root's, for drawing) is its own part, then its
/// superlayer's sublayer space, then the superlayer's matrix:
///
///     matrix(child) = layerToSuperlayer(child) · sublayerSpace(parent) · matrix(parent)
///
/// `zPosition` orders siblings (``drawingOrder(_:zPosition:)``) but does not move a layer in
/// depth (a departure from Core Animation: "Differences from Core Animation").
enum LayerGeometry {
    /// The anchor point in the layer's own (bounds) coordinates.
    @inline(__always)
    static func anchor(of p: LayerProperties) -> Point {
        Point(x: p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width,
              y: p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height)
    }

    /// The map from a layer's bounds space to the space its superlayer places sublayers in,
    /// then `parent` (that space's map to the target): the anchor point (with `anchorPointZ`)
    /// to the origin, `transform`, then `position`.
    @inline(__always)
    static func matrix(_ p: LayerProperties, in parent: Transform3D) -> Transform3D {
        let anchor = anchor(of: p)
        // `0 - z`, not `-z`: a default 0 stays +0, so the matrices are bit for bit what they
        // were before `anchorPointZ` (a -0 in m43 changed no pixel, but nothing should move).
        let shiftZ = 0 - p.anchorPointZ
        var local = p.transform
        if !local.isIdentity {
            local = Transform3D(translationX: -anchor.x, y: -anchor.y, z: shiftZ).concatenating(local)
            local.m41 += p.position.x
            local.m42 += p.position.y
        } else {
            local = Transform3D(translationX: p.position.x - anchor.x, y: p.position.y - anchor.y, z: shiftZ)
        }
        // `zPosition` moves the layer along z after its transform, as `position` does in x and y.
        if p.zPosition != 0 { local.m43 += p.zPosition }
        return parent.isIdentity ? local : local.concatenating(parent)
    }

    /// The space a layer places its sublayers in, given the layer's `matrix`: its
    /// `sublayerTransform` applied about the anchor point, then `matrix`, flattened unless the
    /// layer keeps its sublayers in 3D.
    @inline(__always)
    static func sublayerSpace(_ p: LayerProperties, in matrix: Transform3D) -> Transform3D {
        about(anchor(of: p), p.sublayerTransform, then: keepsDepth(p) ? matrix : flattened(matrix))
    }

    /// Whether a layer's sublayers share its superlayer's 3D space instead of being flattened
    /// into its plane: a `TransformLayer`, or a replicator that `preservesDepth`.
    @inline(__always)
    static func keepsDepth(_ p: LayerProperties) -> Bool {
        withUnsafePointer(to: p) { $0.keepsDepth }
    }

    /// `matrix` with z taken out of what it does to x, y and w (the plane z = 0, where a layer
    /// draws its sublayers) and passed through unchanged, so depth within the plane still
    /// orders a 3D context drawn into it. A matrix that acts only in x and y keeps every entry
    /// but `m43`, which moves z alone: drawing is unchanged bit for bit.
    @inline(__always)
    static func flattened(_ m: Transform3D) -> Transform3D {
        guard m.m31 != 0 || m.m32 != 0 || m.m33 != 1 || m.m34 != 0 || m.m13 != 0 || m.m23 != 0 || m.m43 != 0 else {
            return m
        }
        var f = m
        f.m31 = 0; f.m32 = 0; f.m34 = 0
        f.m13 = 0; f.m23 = 0; f.m43 = 0
        f.m33 = 1
        return f
    }

    /// Whether a layer's plane needs a projective map to be drawn (w varies across it); an
    /// affine one draws it exactly otherwise.
    static func isProjective(_ m: Transform3D) -> Bool {
        m.m14 != 0 || m.m24 != 0
    }

    /// The determinant of the plane's 3 × 3 map (rows x, y and w): negative when the layer is
    /// seen from behind (its winding reversed where it is in front of the eye), zero edge-on.
    static func planeDeterminant(_ m: Transform3D) -> Double {
        PlaneProjection(m).determinant
    }

    /// Whether `isDoubleSided = false` hides a layer under `matrix` (drawing and hit testing):
    /// it faces away from the viewer. `orientation` is the sign of the plane it is drawn into
    /// (-1 when that plane is itself seen from behind).
    @inline(__always)
    static func isCulled(_ p: LayerProperties, matrix: Transform3D, orientation: Double = 1) -> Bool {
        !p.isDoubleSided && planeDeterminant(matrix) * orientation < 0
    }

    /// How far back a layer of a 3D context is: the depth (z / w) of its bounds' centre under
    /// `matrix`, larger nearer the viewer; `-infinity` behind the eye. The sublayers of a
    /// `TransformLayer` are drawn in this order, back to front: planes that cross are not split,
    /// the one whose centre is farther is drawn first.
    static func depth(of p: LayerProperties, matrix m: Transform3D) -> Double {
        let x = p.bounds.midX, y = p.bounds.midY
        let w = x * m.m14 + y * m.m24 + m.m44
        guard w > 0 else { return -.infinity }
        let z = x * m.m13 + y * m.m23 + m.m43
        return z / w
    }

    /// The layers of a 3D context back to front by ``depth(of:matrix:)``, stably (equal depths
    /// keep their order).
    static func depthOrder<Plane>(_ planes: [Plane], depth: (Plane) -> Double) -> [Plane] {
        guard planes.count > 1 else { return planes }
        let keys = planes.map { plane in
            let key = depth(plane)
            return key.isNaN ? -.infinity : key
        }
        return planes.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { planes[$0] }
    }

    /// The map from a layer's bounds space to its superlayer's bounds space (the superlayer's
    /// `sublayerTransform` included when there is one): `convert`'s and `frame`'s step.
    static func toSuperlayer(_ p: LayerProperties, superlayer: LayerProperties?) -> Transform3D {
        matrix(p, in: superlayer.map { sublayerSpace($0, in: .identity) } ?? .identity)
    }

    /// The map of a layer drawn in its own space (`CALayer.render(in:)`): its bounds origin at
    /// the origin, then `transform`; its position, anchor point and own transform ignored.
    @inline(__always)
    static func ownSpaceMatrix(_ p: LayerProperties, then transform: Transform3D) -> Transform3D {
        let origin = Transform3D(translationX: -p.bounds.origin.x, y: -p.bounds.origin.y)
        return transform.isIdentity ? origin : origin.concatenating(transform)
    }

    /// The `position` that puts a layer's bounds origin at `offset` (the origin, for `nil`) when
    /// its `transform` is a uniform `scale` and its superlayer adds nothing: how a root is
    /// placed in its own space.
    static func position(_ p: LayerProperties, placingBoundsOriginAt offset: Point? = nil, scale: Double = 1) -> Point {
        let anchor = Point(x: p.anchorPoint.x * p.bounds.size.width, y: p.anchorPoint.y * p.bounds.size.height)
        guard let offset else { return scale == 1 ? anchor : Point(x: anchor.x * scale, y: anchor.y * scale) }
        return Point(x: offset.x + anchor.x * scale, y: offset.y + anchor.y * scale)
    }

    /// `transform` applied about `center` (both in the same space), then `matrix`.
    // The common case (no transform) tested where it is asked: out of line, every layer with
    // sublayers paid a call and two matrix copies to get `matrix` back.
    @inline(__always)
    static func about(_ center: Point, _ transform: Transform3D, then matrix: Transform3D) -> Transform3D {
        transform.isIdentity ? matrix : transformed(about: center, transform, then: matrix)
    }

    private static func transformed(about center: Point, _ transform: Transform3D,
                                    then matrix: Transform3D) -> Transform3D {
        Transform3D(translationX: -center.x, y: -center.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: center.x, y: center.y))
            .concatenating(matrix)
    }

    /// Siblings back to front: stably sorted by `zPosition` (equal ones keep their order).
    /// Drawing walks it forwards, hit testing backwards.
    static func drawingOrder<Sibling>(_ layers: [Sibling], zPosition: (Sibling) -> Double) -> [Sibling] {
        guard let order = drawingOrder(count: layers.count, zPosition: { zPosition(layers[$0]) }) else { return layers }
        return order.map { layers[$0] }
    }

    /// The indices of `count` siblings in drawing order, given each one's `zPosition` by index;
    /// `nil` when they all share one (the common case: their own order, nothing sorted).
    @inline(__always)
    static func drawingOrder(count: Int, zPosition: (Int) -> Double) -> [Int]? {
        guard count > 1 else { return nil }
        let first = zPosition(0)
        guard (1..<count).contains(where: { zPosition($0) != first }) else { return nil }
        return (0..<count).sorted { (zPosition($0), $0) < (zPosition($1), $1) }
    }
}

extension Transform3D {
    /// The point of the x-y plane (z = 0) that `apply(to:)` maps to `point`, or `nil` when no
    /// single one does. Exact under perspective: on the plane the matrix is a 3 × 3 projective
    /// map (rows x, y and w), inverted here.
    func unprojecting(_ point: Point) -> Point? {
        if m14 == 0, m24 == 0, m44 == 1 {
            return affineTransform.inverted().map { point.applying($0) }
        }
        // [x y w] = [X Y 1] · the plane map's adjugate, the inverse the renderer samples with.
        let projection = PlaneProjection(self)
        guard let inverse = projection.inverse() else { return nil }
        let x = point.x * inverse[0] + point.y * inverse[3] + inverse[6]
        let y = point.x * inverse[1] + point.y * inverse[4] + inverse[7]
        let w = point.x * inverse[2] + point.y * inverse[5] + inverse[8]
        guard w != 0 else { return nil }
        let found = Point(x: x / w, y: y / w)
        // A point behind the eye projects through it to the far side: drawing clips it, so it
        // is nowhere on screen.
        guard projection.w(at: found) > 0 else { return nil }
        return found
    }
}

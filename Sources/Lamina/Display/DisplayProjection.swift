/// A layer drawn in true perspective: its items drawn flat in its own plane, then mapped onto
/// the target by a projective map.
///
/// Core Animation flattens a layer's content and sublayers into its plane; a plane whose map
/// is not affine (w varies across it, `LayerGeometry.isProjective`) cannot be drawn by setting
/// an affine matrix, so the builder describes it as this unit. A renderer draws `items` (whose
/// transforms map into the plane's points) into an offscreen image covering `rect`, then maps
/// that image through `projection`, drawing only where the plane is in front of the eye
/// (`PlaneProjection.minimumW`), with each target pixel sampled at its centre's exact preimage.
/// Affine layers never become projections, so their drawing is unchanged.
public struct DisplayProjection: Hashable, Sendable {
    /// What the layer draws, in its plane's points (its bounds space).
    public var items: [DisplayItem]
    /// Where in the plane the items can draw, in the plane's points.
    public var rect: Rect
    /// The map from the plane to the list's root points.
    public var projection: PlaneProjection
    /// The root-space bounding rectangle of the visible part of `rect`.
    public var bounds: Rect

    /// A projection of `items` in `rect` through `matrix`, or `nil` when none of it is in front
    /// of the eye.
    public init?(items: [DisplayItem], rect: Rect, matrix: Transform3D) {
        let projection = PlaneProjection(matrix)
        guard !items.isEmpty, let bounds = projection.projectedBounds(of: rect) else { return nil }
        self.items = items
        self.rect = rect.standardized
        self.projection = projection
        self.bounds = bounds
    }
}

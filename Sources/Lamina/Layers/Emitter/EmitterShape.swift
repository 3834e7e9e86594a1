/// The shape particles are born on (`CAEmitterLayerEmitterShape`), centred on
/// `emitterPosition` with the extent of `emitterSize` (and `emitterDepth` along z).
public enum EmitterShape: String, Hashable, Sendable, CaseIterable {
    /// One point: `emitterPosition`.
    case point
    /// A line along x, `emitterSize.width` long.
    case line
    /// A rectangle of `emitterSize`.
    case rectangle
    /// A box of `emitterSize` and `emitterDepth`.
    case cuboid
    /// A circle whose diameter is `emitterSize.width`.
    case circle
    /// A sphere whose diameter is `emitterSize.width`.
    case sphere
}

/// Where on the shape particles are born (`CAEmitterLayerEmitterMode`).
public enum EmitterMode: String, Hashable, Sendable, CaseIterable {
    /// At the shape's corners (a line's two ends, a rectangle's four, a cuboid's eight), or at
    /// the centre of a point, circle or sphere.
    case points
    /// On the outline: a line, a rectangle's perimeter, a cuboid's edges, a circle, a sphere's
    /// surface.
    case outline
    /// On the surface: a line, a rectangle's area, a cuboid's faces, a disc, a sphere's surface.
    case surface
    /// Inside (the default): a line, a rectangle's area, a cuboid's volume, a disc, a ball.
    case volume
}

/// The order and blending of an emitter's particles (`CAEmitterLayerRenderMode`).
public enum EmitterRenderMode: String, Hashable, Sendable, CaseIterable {
    /// Cell by cell, each cell's particles in birth order (the default).
    case unordered
    /// Oldest particles drawn first, so the newest are on top.
    case oldestFirst
    /// Newest particles drawn first, so the oldest are on top.
    case oldestLast
    /// Sorted by z, farthest (lowest z) first.
    case backToFront
    /// Cell by cell, each particle's colours added to what is behind it.
    case additive
}

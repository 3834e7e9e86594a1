/// An emitter layer's own values (`CAEmitterLayer`), with Core Animation's defaults.
public struct EmitterProperties: Hashable, Sendable {
    /// The kinds of particle emitted; `nil` or empty emits nothing.
    public var emitterCells: [EmitterCell]?
    /// The centre of the emitter shape, in the layer's points.
    public var emitterPosition = Point.zero
    /// The emitter shape's place along z, in points.
    public var emitterZPosition = 0.0
    /// The extent of the emitter shape, in points.
    public var emitterSize = Size(width: 0, height: 0)
    /// The depth of a cuboid along z, in points.
    public var emitterDepth = 0.0
    /// The shape particles are born on (default a point).
    public var emitterShape = EmitterShape.point
    /// Where on the shape they are born (default inside it).
    public var emitterMode = EmitterMode.volume
    /// The order and blending of the particles (default unordered).
    public var renderMode = EmitterRenderMode.unordered
    /// Whether particles keep their depth in the superlayer's 3D space instead of being
    /// flattened into the layer's plane.
    public var preservesDepth = false
    /// Multiplies every cell's `birthRate` (default 1).
    public var birthRate = 1.0
    /// Multiplies every cell's `lifetime` (default 1).
    public var lifetime = 1.0
    /// Multiplies every cell's `velocity` (default 1).
    public var velocity = 1.0
    /// Multiplies every cell's `scale` (default 1).
    public var scale = 1.0
    /// Multiplies every cell's `spin` (default 1).
    public var spin = 1.0
    /// Seeds every particle's random draws: the same seed makes the same particles.
    public var seed = 0

    /// Core Animation's defaults: a point emitter with no cells.
    public init() {}
}

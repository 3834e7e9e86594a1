/// One kind of particle an `EmitterLayer` makes (`CAEmitterCell`): how often particles are born,
/// how long they live, how they move, turn, grow and change colour, and the image they show.
///
/// Every range is a spread either side of its value (`lifetime ± lifetimeRange`), drawn once
/// per particle; every speed is a change per second of the particle's age. Defaults are Core
/// Animation's: a cell makes nothing until `birthRate` and `lifetime` are above 0, and a cell
/// without `contents` draws nothing (its `emitterCells` still emit from its particles).
///
/// A cell is a value: change it, then assign it to the layer's `emitterCells` again (Core
/// Animation's cells are objects shared with the layer).
///
/// ```swift
/// var cell = EmitterCell()
/// cell.name = "confetti"
/// cell.birthRate = 40
/// cell.lifetime = 4
/// cell.velocity = 150
/// cell.emissionLongitude = .pi / 2   // downwards on a y-down screen
/// cell.contents = image
/// emitter.emitterCells = [cell]
/// ```
public struct EmitterCell: Hashable, Sendable {
    /// The name animations use in `emitterCells.NAME.birthRate`.
    public var name: String?
    /// Whether the cell emits (default true).
    public var isEnabled = true
    /// Particles born per second, multiplied by the layer's `birthRate` (default 0).
    public var birthRate = 0.0
    /// Seconds a particle lives, multiplied by the layer's `lifetime` (default 0).
    public var lifetime = 0.0
    /// The spread of `lifetime`, in seconds either side.
    public var lifetimeRange = 0.0
    /// The direction of emission out of the x-y plane towards +z, in radians.
    public var emissionLatitude = 0.0
    /// The direction of emission in the x-y plane, in radians from +x towards +y (y-down: π/2
    /// emits downwards on the screen).
    public var emissionLongitude = 0.0
    /// The half-angle, in radians, of the cone of directions about the emission direction (2π
    /// emits every way).
    public var emissionRange = 0.0
    /// Initial speed along the emission direction, in points per second, multiplied by the
    /// layer's `velocity`.
    public var velocity = 0.0
    /// The spread of `velocity`, in points per second either side.
    public var velocityRange = 0.0
    /// Acceleration along x, in points per second squared.
    public var xAcceleration = 0.0
    /// Acceleration along y (y-down: positive falls), in points per second squared.
    public var yAcceleration = 0.0
    /// Acceleration along z, in points per second squared.
    public var zAcceleration = 0.0
    /// The size of a particle's image relative to its natural size (default 1), multiplied by
    /// the layer's `scale`.
    public var scale = 1.0
    /// The spread of `scale`, either side.
    public var scaleRange = 0.0
    /// Change of scale per second of age.
    public var scaleSpeed = 0.0
    /// Turning speed in radians per second, multiplied by the layer's `spin`.
    public var spin = 0.0
    /// The spread of `spin`, in radians per second either side.
    public var spinRange = 0.0
    /// Multiplies the particle's image (default opaque white: the image as it is).
    public var color = Color.white
    /// The spread of the colour's red, in 0...1 units either side.
    public var redRange = 0.0
    /// The spread of green, in 0...1 units either side.
    public var greenRange = 0.0
    /// The spread of blue, in 0...1 units either side.
    public var blueRange = 0.0
    /// The spread of alpha, in 0...1 units either side.
    public var alphaRange = 0.0
    /// Change of red per second of age, in 0...1 units.
    public var redSpeed = 0.0
    /// Change of green per second of age, in 0...1 units.
    public var greenSpeed = 0.0
    /// Change of blue per second of age, in 0...1 units.
    public var blueSpeed = 0.0
    /// Change of alpha per second of age, in 0...1 units.
    public var alphaSpeed = 0.0
    /// The particle's image; `nil` draws nothing.
    public var contents: ImageBuffer?
    /// The image file a scene document names for `contents`, relative to the document; a loader
    /// reads it into `contents` (`SceneDocument.resolvingContents`).
    public var contentsFile: String?
    /// The part of the image shown, in its unit space (0,0 top left, 1,1 bottom right).
    public var contentsRect = Rect.unit
    /// Pixels of the image per point of the particle at scale 1.
    public var contentsScale = 1.0
    /// How the image is sampled when drawn smaller than its pixels: `"linear"` (default),
    /// `"nearest"` or `"trilinear"` (drawn as linear, which averages what a pixel covers).
    public var minificationFilter = "linear"
    /// How the image is sampled when drawn larger: `"linear"` (default) or `"nearest"`.
    public var magnificationFilter = "linear"
    /// Seconds of the parent's time (the layer's, or a particle's age for a nested cell) when the
    /// cell starts emitting.
    public var beginTime = 0.0
    /// Seconds the cell emits for after `beginTime`; 0 (the default) emits for ever.
    public var duration = 0.0
    /// Cells emitted from each of this cell's particles, from the particle's place.
    public var emitterCells: [EmitterCell]?

    /// A cell with Core Animation's defaults: it emits nothing until given a `birthRate` and
    /// a `lifetime`.
    public init() {}

    /// Whether the cell is emitting at `time` seconds of its parent's time.
    func emits(at time: Double) -> Bool {
        time >= beginTime && (duration <= 0 || time < beginTime + duration)
    }
}

/// A layer that emits particles (`CAEmitterLayer`): each of its `emitterCells` gives birth to
/// particles on the emitter shape, and each particle moves, turns, grows and changes colour
/// by its cell's values until its lifetime ends.
///
/// The particles at a moment are a pure function of the layer's values, its `seed` and its
/// local time (`EmitterParticles`): a frame drawn alone is the same frame as inside a clip,
/// whichever worker draws it and in whatever order. They are drawn above the layer's own
/// content and beneath its sublayers, flattened into its plane unless it `preservesDepth`.
///
/// ```swift
/// let emitter = EmitterLayer()
/// emitter.emitterPosition = Point(x: 200, y: -10)
/// emitter.emitterShape = .line
/// emitter.emitterSize = Size(width: 400, height: 1)
/// emitter.emitterCells = [cell]
/// ```
open class EmitterLayer: Layer {
    /// Emitter layers store `EmitterProperties`.
    open override class var kind: LayerKind { .emitter }

    /// Makes an emitter with Core Animation's defaults: a point emitter with no cells.
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CAEmitterLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }

    /// The kinds of particle emitted; `nil` (the default) emits nothing.
    public var emitterCells: [EmitterCell]? {
        get { properties.emitter!.emitterCells }
        set { update(nil, \.emitter!.emitterCells, newValue) }
    }
    /// The centre of the emitter shape, in the layer's points. Animatable.
    public var emitterPosition: Point {
        get { properties.emitter!.emitterPosition }
        set { update(.emitterPosition, \.emitter!.emitterPosition, newValue) }
    }
    /// The emitter shape's place along z, in points. Animatable.
    public var emitterZPosition: Double {
        get { properties.emitter!.emitterZPosition }
        set { update(.emitterZPosition, \.emitter!.emitterZPosition, newValue) }
    }
    /// The extent of the emitter shape, in points. Animatable.
    public var emitterSize: Size {
        get { properties.emitter!.emitterSize }
        set { update(.emitterSize, \.emitter!.emitterSize, newValue) }
    }
    /// The depth of a cuboid along z, in points. Animatable.
    public var emitterDepth: Double {
        get { properties.emitter!.emitterDepth }
        set { update(.emitterDepth, \.emitter!.emitterDepth, newValue) }
    }
    /// The shape particles are born on (default `.point`).
    public var emitterShape: EmitterShape {
        get { properties.emitter!.emitterShape }
        set { update(nil, \.emitter!.emitterShape, newValue) }
    }
    /// Where on the shape particles are born (default `.volume`).
    public var emitterMode: EmitterMode {
        get { properties.emitter!.emitterMode }
        set { update(nil, \.emitter!.emitterMode, newValue) }
    }
    /// The order and blending of the particles (default `.unordered`).
    public var renderMode: EmitterRenderMode {
        get { properties.emitter!.renderMode }
        set { update(nil, \.emitter!.renderMode, newValue) }
    }
    /// Whether particles keep their depth (default false): each is drawn at its point (x, y, z)
    /// under the layer's 3D transform and its superlayers' perspective, rather than flattened
    /// into the layer's plane.
    public var preservesDepth: Bool {
        get { properties.emitter!.preservesDepth }
        set { update(nil, \.emitter!.preservesDepth, newValue) }
    }
    /// Multiplies every cell's `birthRate` (default 1). Animatable: the births at a moment follow
    /// the rate at that moment (see `EmitterParticles`).
    public var birthRate: Double {
        get { properties.emitter!.birthRate }
        set { update(.birthRate, \.emitter!.birthRate, newValue) }
    }
    /// Multiplies every cell's `lifetime` (default 1). Animatable.
    public var lifetime: Double {
        get { properties.emitter!.lifetime }
        set { update(.lifetime, \.emitter!.lifetime, newValue) }
    }
    /// Multiplies every cell's `velocity` (default 1). Animatable.
    public var velocity: Double {
        get { properties.emitter!.velocity }
        set { update(.velocity, \.emitter!.velocity, newValue) }
    }
    /// Multiplies every cell's `scale` (default 1). Animatable.
    public var scale: Double {
        get { properties.emitter!.scale }
        set { update(.scale, \.emitter!.scale, newValue) }
    }
    /// Multiplies every cell's `spin` (default 1). Animatable.
    public var spin: Double {
        get { properties.emitter!.spin }
        set { update(.spin, \.emitter!.spin, newValue) }
    }
    /// Seeds the particles' random draws (default 0).
    public var seed: Int {
        get { properties.emitter!.seed }
        set { update(nil, \.emitter!.seed, newValue) }
    }

    /// The model's emitter values before each change made while the layer was in a timeline,
    /// with the local time of the change, oldest first: what particles born before a change read
    /// (see `EmitterParticles`). At most `ModelChange.kept` are kept, the most recent.
    var modelChanges: [ModelChange] = []

    /// The emitter's values before a model change at `time`.
    struct ModelChange {
        /// How many changes an emitter remembers: a second of changes at 60 a second and more.
        static let kept = 1_024

        let time: Double
        let before: EmitterProperties

        /// The model's emitter values at `time`: the values before the first change after it,
        /// or `nil` for the model's own (no change after `time`).
        static func model(at time: Double, in changes: [ModelChange]) -> EmitterProperties? {
            var low = 0, high = changes.count
            while low < high {
                let middle = (low + high) / 2
                if changes[middle].time > time { high = middle } else { low = middle + 1 }
            }
            return low < changes.count ? changes[low].before : nil
        }
    }

    /// Notes that the model's emitter values were `before` until now, when the layer is in a
    /// timeline (outside one, the model is the value at every moment).
    func recordModelChange(from before: EmitterProperties) {
        guard timeline != nil else { return }
        let now = currentLocalTime
        // Changes after now were made at times a scrubbed timeline has gone back from.
        while let last = modelChanges.last, last.time > now { modelChanges.removeLast() }
        // Several changes at one moment: the values before the first are the ones before it.
        if modelChanges.last?.time == now { return }
        modelChanges.append(ModelChange(time: now, before: before))
        if modelChanges.count > ModelChange.kept { modelChanges.removeFirst(modelChanges.count - ModelChange.kept) }
    }

    /// The particles this layer shows at `localTime` seconds of its own time, as drawn: with
    /// its animations applied, each particle with the values of the moment it was born.
    public func particles(atLocalTime localTime: Double) -> EmitterParticles {
        let presented = Evaluator.presentationProperties(of: self, localTime: localTime).emitter!
        return EmitterParticles(presented, localTime: localTime, history: Evaluator.emitterHistory(of: self))
    }
}

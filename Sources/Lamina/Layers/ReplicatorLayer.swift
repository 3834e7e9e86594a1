/// A layer that draws its sublayers several times (`CAReplicatorLayer`): each instance with the
/// instance transform applied once more (about the replicator's centre), later in time by the
/// instance delay, and with its colour shifted by the offsets.
open class ReplicatorLayer: Layer {
    /// Replicator layers store `ReplicatorProperties`.
    open override class var kind: LayerKind { .replicator }

    /// Makes a replicator with one instance, as Core Animation does.
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CAReplicatorLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }

    /// How many copies of the sublayers are drawn, the original included (default 1).
    public var instanceCount: Int {
        get { properties.replicator!.instanceCount }
        set { update(nil, \.replicator!.instanceCount, max(newValue, 0)) }
    }
    /// Seconds by which each copy's time lags the previous one's (default 0). Animatable.
    public var instanceDelay: Double {
        get { properties.replicator!.instanceDelay }
        set { update(.instanceDelay, \.replicator!.instanceDelay, newValue) }
    }
    /// The transform of copy `i` relative to copy `i - 1`, about the replicator's bounds' centre
    /// (rotations in radians, translations in points). Animatable.
    public var instanceTransform: Transform3D {
        get { properties.replicator!.instanceTransform }
        set { update(.instanceTransform, \.replicator!.instanceTransform, newValue) }
    }
    /// Multiplies the sublayers' colours of the first copy; `nil` is white (no change). Animatable.
    public var instanceColor: Color? {
        get { properties.replicator!.instanceColor }
        set { update(.instanceColor, \.replicator!.instanceColor, newValue) }
    }
    /// Added to the red component of the colour for each copy after the first, in 0...1 units.
    /// Animatable.
    public var instanceRedOffset: Double {
        get { properties.replicator!.instanceRedOffset }
        set { update(.instanceRedOffset, \.replicator!.instanceRedOffset, newValue) }
    }
    /// Added to the green component of the colour for each copy after the first, in 0...1 units.
    /// Animatable.
    public var instanceGreenOffset: Double {
        get { properties.replicator!.instanceGreenOffset }
        set { update(.instanceGreenOffset, \.replicator!.instanceGreenOffset, newValue) }
    }
    /// Added to the blue component of the colour for each copy after the first, in 0...1 units.
    /// Animatable.
    public var instanceBlueOffset: Double {
        get { properties.replicator!.instanceBlueOffset }
        set { update(.instanceBlueOffset, \.replicator!.instanceBlueOffset, newValue) }
    }
    /// Whether the copies keep their depth (default false): when true they share the
    /// superlayer's 3D space and are drawn back to front by depth, as a `TransformLayer`'s
    /// sublayers are, instead of being flattened into the replicator's plane.
    public var preservesDepth: Bool {
        get { properties.replicator!.preservesDepth }
        set { update(nil, \.replicator!.preservesDepth, newValue) }
    }
    /// Added to the opacity of each copy after the first, in 0...1 units. Animatable.
    public var instanceAlphaOffset: Double {
        get { properties.replicator!.instanceAlphaOffset }
        set { update(.instanceAlphaOffset, \.replicator!.instanceAlphaOffset, newValue) }
    }
}

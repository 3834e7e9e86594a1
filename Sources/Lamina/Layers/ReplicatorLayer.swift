/// A layer that draws its sublayers several times (`CAReplicatorLayer`): each instance with the
/// instance transform applied once more (about the replicator's centre), later in time by the
/// instance delay, and with its colour shifted by the offsets.
open class ReplicatorLayer: Layer {
    open override class var kind: LayerKind { .replicator }

    public override init() { super.init() }
    public required init(layer: Layer) { super.init(layer: layer) }

    public var instanceCount: Int {
        get { properties.replicator!.instanceCount }
        set { update(nil, \.replicator!.instanceCount, max(newValue, 0)) }
    }
    public var instanceDelay: Double {
        get { properties.replicator!.instanceDelay }
        set { update(.instanceDelay, \.replicator!.instanceDelay, newValue) }
    }
    public var instanceTransform: Transform3D {
        get { properties.replicator!.instanceTransform }
        set { update(.instanceTransform, \.replicator!.instanceTransform, newValue) }
    }
    public var instanceColor: Color? {
        get { properties.replicator!.instanceColor }
        set { update(.instanceColor, \.replicator!.instanceColor, newValue) }
    }
    public var instanceRedOffset: Double {
        get { properties.replicator!.instanceRedOffset }
        set { update(.instanceRedOffset, \.replicator!.instanceRedOffset, newValue) }
    }
    public var instanceGreenOffset: Double {
        get { properties.replicator!.instanceGreenOffset }
        set { update(.instanceGreenOffset, \.replicator!.instanceGreenOffset, newValue) }
    }
    public var instanceBlueOffset: Double {
        get { properties.replicator!.instanceBlueOffset }
        set { update(.instanceBlueOffset, \.replicator!.instanceBlueOffset, newValue) }
    }
    public var instanceAlphaOffset: Double {
        get { properties.replicator!.instanceAlphaOffset }
        set { update(.instanceAlphaOffset, \.replicator!.instanceAlphaOffset, newValue) }
    }
}

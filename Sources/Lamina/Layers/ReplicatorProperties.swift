/// A replicator layer's own values (`CAReplicatorLayer`), with Core Animation's defaults.
public struct ReplicatorProperties: Hashable, Sendable {
    /// How many copies of the sublayers are drawn, the original included.
    public var instanceCount = 1
    /// Seconds each instance lags the one before it.
    public var instanceDelay = 0.0
    /// Applied once more for each instance, about the replicator's centre.
    public var instanceTransform = Transform3D.identity
    /// Multiplies the colours of the first instance.
    public var instanceColor: Color? = .white
    /// Added to red for each copy after the first.
    public var instanceRedOffset = 0.0
    /// Added to green for each copy after the first.
    public var instanceGreenOffset = 0.0
    /// Added to blue for each copy after the first.
    public var instanceBlueOffset = 0.0
    /// Added to alpha for each copy after the first.
    public var instanceAlphaOffset = 0.0
    /// Whether the copies share the replicator's superlayer's 3D space, drawn by depth as a
    /// `TransformLayer`'s sublayers are, instead of being flattened into the replicator's plane.
    public var preservesDepth = false

    /// Core Animation's defaults: one instance, no delay, no transform, white.
    public init() {}

    /// The colour that multiplies instance `index`: `instanceColor` plus `index` times the offsets,
    /// clamped to 0...1.
    public func color(forInstance index: Int) -> Color {
        let base = instanceColor ?? .white
        let i = Double(index)
        return Color(red: base.red + i * instanceRedOffset,
                     green: base.green + i * instanceGreenOffset,
                     blue: base.blue + i * instanceBlueOffset,
                     alpha: base.alpha + i * instanceAlphaOffset).clamped
    }

    /// `instanceTransform` applied `index` times (the identity for the first instance).
    public func transform(forInstance index: Int) -> Transform3D {
        var result = Transform3D.identity
        for _ in 0..<max(index, 0) { result = result.concatenating(instanceTransform) }
        return result
    }
}

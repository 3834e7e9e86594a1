/// Which kind of layer a layer or a snapshot is; the scene format's `type` names.
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
    /// A plain `Layer`.
    case layer
    /// A `ShapeLayer`.
    case shape
    /// A `ReplicatorLayer`.
    case replicator
    /// A `TextLayer`.
    case text
    /// A `GradientLayer`.
    case gradient
    /// A `TransformLayer`: its sublayers share its superlayer's 3D space.
    case transformLayer
    /// An `EmitterLayer`.
    case emitter
}

/// Which kind of layer a layer or a snapshot is; the scene format's `type` names.
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
    case layer
    case shape
    case replicator
    case text
    case gradient
}

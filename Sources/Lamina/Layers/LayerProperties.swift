/// Every value a layer shows: the model of a `Layer` and, after animations, its presentation.
///
/// Defaults are Core Animation's. Kind-specific values live in the optional parts (`shape`,
/// `replicator`, `text`, `gradient`), present exactly for layers of that kind.
public struct LayerProperties: Hashable, Sendable {
    public var kind: LayerKind

    // Geometry
    public var bounds = Rect.zero
    public var position = Point.zero
    public var zPosition = 0.0
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var transform = Transform3D.identity
    public var sublayerTransform = Transform3D.identity

    // Appearance
    public var opacity = 1.0
    public var isHidden = false
    public var backgroundColor: Color? = nil
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor: Color? = .black
    public var masksToBounds = false
    public var contents: ImageBuffer? = nil
    public var contentsGravity = ContentsGravity.resize

    // Shadow
    public var shadowColor: Color? = .black
    public var shadowOpacity = 0.0
    /// Core Animation's default offset is (0, -3): up on an iOS screen.
    public var shadowOffset = Size(width: 0, height: -3)
    public var shadowRadius = 3.0
    public var shadowPath: Path? = nil

    public var shape: ShapeProperties?
    public var replicator: ReplicatorProperties?
    public var text: TextProperties?
    public var gradient: GradientProperties?

    /// The defaults for a layer of `kind`.
    public init(kind: LayerKind = .layer) {
        self.kind = kind
        switch kind {
        case .layer: break
        case .shape: shape = ShapeProperties()
        case .replicator: replicator = ReplicatorProperties()
        case .text: text = TextProperties()
        case .gradient: gradient = GradientProperties()
        }
    }
}

/// How `contents` fills the bounds (`CALayerContentsGravity`), named for Lamina's y-down
/// screen: `top` is the top edge as seen.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

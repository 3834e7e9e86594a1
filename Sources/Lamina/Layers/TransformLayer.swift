/// A layer whose sublayers share its superlayer's 3D space (`CATransformLayer`), instead of
/// being flattened into its plane as an ordinary layer's are: the way to build a cube from six
/// faces that each keep their depth.
///
/// As in Core Animation, only the sublayers are drawn: the layer's own background, contents,
/// border, shadow, mask, filters and `masksToBounds` are ignored, and `opacity` multiplies each
/// sublayer's on its own (no group). Its sublayers, and those of transform layers below it, are
/// drawn back to front by the depth of their bounds' centres (`LayerGeometry.depth`); planes that
/// cross are not split. Hit testing passes through it to its sublayers, nearest first.
///
/// ```swift
/// let cube = TransformLayer()
/// cube.transform = Transform3D(rotationAngle: .pi / 5, x: 0, y: 1, z: 0)
/// for face in faces { cube.addSublayer(face) }   // each turned and moved out along z
/// ```
open class TransformLayer: Layer {
    /// Transform layers have no kind-specific values.
    open override class var kind: LayerKind { .transformLayer }

    /// Makes a transform layer with Core Animation's defaults.
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CATransformLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }
}

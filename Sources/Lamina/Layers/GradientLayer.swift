/// A layer filled with a colour gradient (`CAGradientLayer`): axial, radial or conic.
open class GradientLayer: Layer {
    /// Gradient layers store `GradientProperties`.
    open override class var kind: LayerKind { .gradient }

    /// Makes a gradient layer with Core Animation's defaults (no colours, top to bottom).
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CAGradientLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }

    /// The colours of the gradient; `nil` or empty draws nothing. Animatable.
    public var colors: [Color]? {
        get { properties.gradient!.colors }
        set { update(.colors, \.gradient!.colors, newValue) }
    }
    /// Where each colour lies, as 0...1 fractions of the way from `startPoint` to `endPoint`,
    /// ascending; `nil` spreads them evenly. Animatable.
    public var locations: [Double]? {
        get { properties.gradient!.locations }
        set { update(.locations, \.gradient!.locations, newValue) }
    }
    /// Where the gradient starts, in the unit space of the bounds (0,0 top left, 1,1 bottom right;
    /// default (0.5, 0)). Animatable.
    public var startPoint: Point {
        get { properties.gradient!.startPoint }
        set { update(.startPoint, \.gradient!.startPoint, newValue) }
    }
    /// Where the gradient ends, in the unit space of the bounds (default (0.5, 1)). Animatable.
    public var endPoint: Point {
        get { properties.gradient!.endPoint }
        set { update(.endPoint, \.gradient!.endPoint, newValue) }
    }
    /// The shape of the gradient: axial (default), radial or conic.
    public var type: GradientType {
        get { properties.gradient!.type }
        set { update(nil, \.gradient!.type, newValue) }
    }
}

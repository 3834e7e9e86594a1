/// A layer filled with a colour gradient (`CAGradientLayer`): axial, radial or conic.
open class GradientLayer: Layer {
    open override class var kind: LayerKind { .gradient }

    public override init() { super.init() }
    public required init(layer: Layer) { super.init(layer: layer) }

    public var colors: [Color]? {
        get { properties.gradient!.colors }
        set { update(.colors, \.gradient!.colors, newValue) }
    }
    public var locations: [Double]? {
        get { properties.gradient!.locations }
        set { update(.locations, \.gradient!.locations, newValue) }
    }
    public var startPoint: Point {
        get { properties.gradient!.startPoint }
        set { update(.startPoint, \.gradient!.startPoint, newValue) }
    }
    public var endPoint: Point {
        get { properties.gradient!.endPoint }
        set { update(.endPoint, \.gradient!.endPoint, newValue) }
    }
    public var type: GradientType {
        get { properties.gradient!.type }
        set { update(nil, \.gradient!.type, newValue) }
    }
}

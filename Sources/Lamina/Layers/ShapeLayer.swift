/// A layer that draws a path (`CAShapeLayer`): fill, stroke, dashes and a trimmed stroke.
open class ShapeLayer: Layer {
    open override class var kind: LayerKind { .shape }

    public override init() { super.init() }
    public required init(layer: Layer) { super.init(layer: layer) }

    public var path: Path? {
        get { properties.shape!.path }
        set { update(.path, \.shape!.path, newValue) }
    }
    public var fillColor: Color? {
        get { properties.shape!.fillColor }
        set { update(.fillColor, \.shape!.fillColor, newValue) }
    }
    public var fillRule: FillRule {
        get { properties.shape!.fillRule }
        set { update(nil, \.shape!.fillRule, newValue) }
    }
    public var strokeColor: Color? {
        get { properties.shape!.strokeColor }
        set { update(.strokeColor, \.shape!.strokeColor, newValue) }
    }
    public var lineWidth: Double {
        get { properties.shape!.lineWidth }
        set { update(.lineWidth, \.shape!.lineWidth, newValue) }
    }
    public var lineCap: LineCap {
        get { properties.shape!.lineCap }
        set { update(nil, \.shape!.lineCap, newValue) }
    }
    public var lineJoin: LineJoin {
        get { properties.shape!.lineJoin }
        set { update(nil, \.shape!.lineJoin, newValue) }
    }
    public var miterLimit: Double {
        get { properties.shape!.miterLimit }
        set { update(.miterLimit, \.shape!.miterLimit, newValue) }
    }
    public var lineDashPattern: [Double]? {
        get { properties.shape!.lineDashPattern }
        set { update(nil, \.shape!.lineDashPattern, newValue) }
    }
    public var lineDashPhase: Double {
        get { properties.shape!.lineDashPhase }
        set { update(.lineDashPhase, \.shape!.lineDashPhase, newValue) }
    }
    /// Where the stroke starts along the path, as a fraction of its length.
    public var strokeStart: Double {
        get { properties.shape!.strokeStart }
        set { update(.strokeStart, \.shape!.strokeStart, newValue) }
    }
    /// Where the stroke ends along the path, as a fraction of its length.
    public var strokeEnd: Double {
        get { properties.shape!.strokeEnd }
        set { update(.strokeEnd, \.shape!.strokeEnd, newValue) }
    }

    /// A shape layer is hit where its path is filled (by its fill rule), or anywhere in its bounds
    /// when it has no path.
    open override func contains(_ point: Point) -> Bool {
        guard let path else { return super.contains(point) }
        return path.contains(point, using: fillRule)
    }
}

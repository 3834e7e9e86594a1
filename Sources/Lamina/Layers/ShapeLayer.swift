/// A layer that draws a path (`CAShapeLayer`): fill, stroke, dashes and a trimmed stroke.
open class ShapeLayer: Layer {
    /// Shape layers store `ShapeProperties`.
    open override class var kind: LayerKind { .shape }

    /// Makes a shape layer with Core Animation's defaults (no path, black fill, no stroke).
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CAShapeLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }

    /// The shape, in the layer's coordinates (points); `nil` draws nothing. Animatable.
    public var path: Path? {
        get { properties.shape!.path }
        set { update(.path, \.shape!.path, newValue) }
    }
    /// The colour filling the path (default opaque black); `nil` fills nothing. Animatable.
    public var fillColor: Color? {
        get { properties.shape!.fillColor }
        set { update(.fillColor, \.shape!.fillColor, newValue) }
    }
    /// Which parts of a self-overlapping path are inside (default non-zero).
    public var fillRule: FillRule {
        get { properties.shape!.fillRule }
        set { update(nil, \.shape!.fillRule, newValue) }
    }
    /// The colour of the path's outline; `nil` (the default) strokes nothing. Animatable.
    public var strokeColor: Color? {
        get { properties.shape!.strokeColor }
        set { update(.strokeColor, \.shape!.strokeColor, newValue) }
    }
    /// The width of the outline, in points (default 1). Animatable.
    public var lineWidth: Double {
        get { properties.shape!.lineWidth }
        set { update(.lineWidth, \.shape!.lineWidth, newValue) }
    }
    /// The shape of open ends of the outline (default butt).
    public var lineCap: LineCap {
        get { properties.shape!.lineCap }
        set { update(nil, \.shape!.lineCap, newValue) }
    }
    /// The shape of the outline's corners (default miter).
    public var lineJoin: LineJoin {
        get { properties.shape!.lineJoin }
        set { update(nil, \.shape!.lineJoin, newValue) }
    }
    /// How long a miter may be, as a multiple of the line width, before the corner is bevelled
    /// (default 10). Animatable.
    public var miterLimit: Double {
        get { properties.shape!.miterLimit }
        set { update(.miterLimit, \.shape!.miterLimit, newValue) }
    }
    /// Lengths of the dashes and gaps in turn, in points; `nil` or empty draws a solid line.
    public var lineDashPattern: [Double]? {
        get { properties.shape!.lineDashPattern }
        set { update(nil, \.shape!.lineDashPattern, newValue) }
    }
    /// How far into the dash pattern the outline starts, in points (default 0). Animatable.
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

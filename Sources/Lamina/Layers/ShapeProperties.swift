/// A shape layer's own values (`CAShapeLayer`), with Core Animation's defaults.
public struct ShapeProperties: Hashable, Sendable {
    /// The shape, in the layer's coordinates.
    public var path: Path? = nil
    /// `nil` fills nothing.
    public var fillColor: Color? = .black
    /// Which parts of a self-overlapping path are inside.
    public var fillRule = FillRule.nonZero
    /// `nil` strokes nothing.
    public var strokeColor: Color? = nil
    /// In points.
    public var lineWidth = 1.0
    /// The shape of open ends.
    public var lineCap = LineCap.butt
    /// The shape of corners.
    public var lineJoin = LineJoin.miter
    /// A multiple of the line width.
    public var miterLimit = 10.0
    /// Dash and gap lengths in turn, in points.
    public var lineDashPattern: [Double]? = nil
    /// In points.
    public var lineDashPhase = 0.0
    /// Where the stroke starts, as a fraction of the path's length (0...1).
    public var strokeStart = 0.0
    /// Where the stroke ends, as a fraction of the path's length (0...1).
    public var strokeEnd = 1.0

    /// Core Animation's defaults.
    public init() {}
}

/// The shape at the open ends of a stroke (`CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Ends flat at the end point; round, with a half circle; square, with a half square beyond it.
    case butt, round, square
}

/// The shape where stroke segments meet (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner (up to the miter limit), a round one, or a cut one.
    case miter, round, bevel
}

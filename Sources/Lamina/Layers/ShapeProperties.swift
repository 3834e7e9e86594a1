/// A shape layer's own values (`CAShapeLayer`), with Core Animation's defaults.
public struct ShapeProperties: Hashable, Sendable {
    public var path: Path? = nil
    public var fillColor: Color? = .black
    public var fillRule = FillRule.nonZero
    public var strokeColor: Color? = nil
    public var lineWidth = 1.0
    public var lineCap = LineCap.butt
    public var lineJoin = LineJoin.miter
    public var miterLimit = 10.0
    public var lineDashPattern: [Double]? = nil
    public var lineDashPhase = 0.0
    /// Where the stroke starts, as a fraction of the path's length (0...1).
    public var strokeStart = 0.0
    /// Where the stroke ends, as a fraction of the path's length (0...1).
    public var strokeEnd = 1.0

    public init() {}
}

/// The shape at the open ends of a stroke (`CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// The shape where stroke segments meet (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// A gradient layer's own values (`CAGradientLayer`), with Core Animation's defaults.
public struct GradientProperties: Hashable, Sendable {
    /// The colours; `nil` or empty draws nothing.
    public var colors: [Color]? = nil
    /// Stops in 0...1, one per colour; `nil` spreads the colours evenly.
    public var locations: [Double]? = nil
    /// In the unit coordinate space of the bounds (0,0 top left, 1,1 bottom right).
    public var startPoint = Point(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit space of the bounds.
    public var endPoint = Point(x: 0.5, y: 1)
    /// Axial, radial or conic.
    public var type = GradientType.axial

    /// Core Animation's defaults.
    public init() {}
}

/// The shape of a gradient (`CAGradientLayerType`).
public enum GradientType: String, Hashable, Sendable, CaseIterable {
    /// Colours change along the line from `startPoint` to `endPoint`.
    case axial
    /// Colours change with distance from `startPoint`; `endPoint` marks the outer ellipse's corner.
    case radial
    /// Colours change with the angle around `startPoint`, starting towards `endPoint`.
    case conic
}

/// A font's vertical metrics at one size, in points, as the text renderer lays lines out:
/// a text layer's first baseline is `ascent` below the top of its bounds.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline.
    public var ascent: Double
    /// From the baseline to the bottom of a line.
    public var descent: Double
    /// The height of capital letters above the baseline ("H").
    public var capHeight: Double

    /// Metrics from their parts, in points.
    public init(ascent: Double, descent: Double, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
    }
}

/// How a path's interior is decided where sub-paths overlap or a sub-path crosses itself
/// (`CAShapeLayerFillRule`).
///
/// The raw values are Core Animation's names, so scene documents can spell them as on iOS.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero: sub-paths turning the same way add up.
    case nonZero
    /// Inside where a ray crosses the outline an odd number of times: overlaps make holes.
    case evenOdd
}

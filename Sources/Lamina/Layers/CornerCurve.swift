/// The shape of a layer's rounded corners (`CALayer.cornerCurve`, `CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle of `cornerRadius` (Core Animation's default).
    case circular
    /// Apple's continuous corner: the curvature grows smoothly from the straight edge, starting
    /// about 1.53 × `cornerRadius` from the corner (the "squircle" of iOS's app icons and
    /// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7), drawn with the published
    /// three-cubic closed form of that path (`Path.roundedRect(_:cornerRadius:maskedCorners:cornerCurve:)`).
    case continuous
}

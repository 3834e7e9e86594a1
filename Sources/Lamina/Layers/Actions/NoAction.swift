/// The action that ends the search and does nothing: Core Animation's `NSNull` in an action
/// slot. Put it in ``Layer/actions`` (or return it from
/// ``LayerDelegate/action(for:forKey:)``) to turn one property's implicit animation off.
///
///     layer.actions = ["position": NoAction()]  // moves at once, fades still animate
public struct NoAction: Action {
    /// Makes the marker.
    public init() {}

    /// Does nothing.
    public func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {}
}

/// What a scene asks of the host after an input.
public enum WindowResponse: Hashable, Sendable {
    case `continue`
    /// Close the window and return from `WindowHost.run(_:)`.
    case quit
}

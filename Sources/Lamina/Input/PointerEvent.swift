/// One pointer (mouse or touch) event, in the root layer's coordinates.
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down (`touchesBegan`).
        case down
        /// The pointer moved while down (`touchesMoved`).
        case move
        /// The pointer went up (`touchesEnded`).
        case up
        /// The system took the pointer away (focus lost, window closed): `touchesCancelled`.
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// In the root layer's coordinates, in points.
    public var location: Point
    /// Timeline time, in seconds.
    public var time: Double
    /// Which pointer, for multi-touch; 0 for a mouse.
    public var pointerID: Int

    /// Makes an event: `phase` at `location` (root points), at `time` seconds.
    public init(_ phase: Phase, at location: Point, time: Double, pointerID: Int = 0) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointerID = pointerID
    }
}

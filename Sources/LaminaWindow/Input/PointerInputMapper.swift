import Lamina

/// Turns the window's mouse into Lamina pointer events.
///
/// Window coordinates (screen units, origin top left) become the root layer's points by
/// dividing by `scale`, the window's zoom. Only a press makes a pointer: moves without a
/// button are not events, as on a touch screen. A press that the window loses (focus lost,
/// window closed) is delivered as `cancel` at the pointer's last location, so a control never
/// waits for an `up` that will not come; a late `up` after that is ignored.
public struct PointerInputMapper: Hashable, Sendable {
    /// Mouse input in window coordinates.
    public enum MouseInput: Hashable, Sendable {
        case down(x: Double, y: Double)
        case move(x: Double, y: Double)
        case up(x: Double, y: Double)
        case focusLost
        case windowClosed
    }

    /// Screen units per point (the window's zoom).
    public var scale: Double
    /// The pointer's last location while a press is in progress, in points.
    public private(set) var pressLocation: Point?

    public init(scale: Double = 1) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    public var isPressed: Bool { pressLocation != nil }

    /// The pointer events for one mouse input at timeline time `time`.
    public mutating func map(_ input: MouseInput, time: Double) -> [PointerEvent] {
        switch input {
        case .down(let x, let y):
            var events: [PointerEvent] = []
            if let pressLocation {
                // A second down without an up (a lost release): the old press is cancelled.
                events.append(PointerEvent(.cancel, at: pressLocation, time: time))
            }
            let location = point(x, y)
            pressLocation = location
            events.append(PointerEvent(.down, at: location, time: time))
            return events
        case .move(let x, let y):
            guard pressLocation != nil else { return [] }
            let location = point(x, y)
            pressLocation = location
            return [PointerEvent(.move, at: location, time: time)]
        case .up(let x, let y):
            guard pressLocation != nil else { return [] }
            pressLocation = nil
            return [PointerEvent(.up, at: point(x, y), time: time)]
        case .focusLost, .windowClosed:
            guard let location = pressLocation else { return [] }
            pressLocation = nil
            return [PointerEvent(.cancel, at: location, time: time)]
        }
    }

    private func point(_ x: Double, _ y: Double) -> Point {
        Point(x: x / scale, y: y / scale)
    }
}

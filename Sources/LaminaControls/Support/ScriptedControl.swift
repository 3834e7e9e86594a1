import Lamina

/// A control set up for scripted use: its layers on a timeline, with pointer input delivered in
/// time order as the playback advances. Each built-in control's scene adopts it, and
/// ``BuiltInControl`` turns one into a `Composition`.
public protocol ScriptedControl: Playback {
    /// The canvas size in points.
    var size: Size { get }
    /// How long a render shows by default, in seconds.
    var preferredDuration: Double { get }
    /// The canvas colour.
    var background: Color? { get }
    /// The pointer input still to come.
    var script: PointerScript { get set }
    /// The control's own state now (the inspect report's `state`).
    func state() -> [(key: String, value: OrderedJSON)]
}

extension ScriptedControl {
    /// Delivers the scripted events due by `time`, advances to it, and returns the presentation.
    /// Time only moves forward.
    @discardableResult
    public func advance(to time: Double) -> LayerSnapshot {
        script.deliver(upTo: time, to: timeline)
        timeline.advance(to: time)
        return timeline.presentation(at: time)
    }
}

import Lamina

/// A control set up for scripted use: its layers on a timeline, with pointer input delivered in
/// time order. `lamina inspect` and `lamina render` use controls through this protocol.
public protocol ControlScene: AnyObject {
    /// The timeline whose root layer holds the control.
    var timeline: Timeline { get }
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

extension ControlScene {
    /// Delivers the scripted events due by `time`, advances to it, and returns the presentation.
    /// Time only moves forward.
    public func presentation(at time: Double) -> LayerSnapshot {
        script.deliver(upTo: time, to: timeline)
        timeline.advance(to: time)
        return timeline.presentation(at: time)
    }

    /// The inspect report at `time`, with the control's state.
    public func inspect(at time: Double) -> InspectReport {
        let root = presentation(at: time)
        return InspectReport(time: time, state: state(), root: root)
    }
}

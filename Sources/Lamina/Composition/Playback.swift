/// One run of a ``Composition``: its layer tree on a timeline that only moves forward.
///
///     let playback = try composition.playback()
///     let frame = playback.advance(to: 1.25)      // events and scripted input up to 1.25 s
///     let again = playback.presentation(at: 1.25)  // pure: the same tree, nothing moves
///
/// Two verbs, kept apart on purpose. ``advance(to:)`` moves time forward: it runs the actions,
/// completions and scripted input due by then, which change the model, and returns the tree as
/// presented at that time. ``presentation(at:)`` only reads: any time, any order, as often as
/// wanted, and the model is left as it was. Actions and input are events, so a playback cannot
/// go back; a composition makes a fresh one for that.
public protocol Playback: AnyObject {
    /// The timeline whose root layer is the composition's canvas (the composition's size, its
    /// origin at the top left).
    var timeline: Timeline { get }

    /// Moves forward to `time` seconds, handling every event on the way in time order (actions,
    /// completions, scripted input), and returns the tree as presented then. A time before the
    /// current one changes nothing and returns the presentation at that time.
    @discardableResult
    func advance(to time: Double) -> LayerSnapshot

    /// Moves forward to `time` as ``advance(to:)`` does and leaves the presentation then in
    /// `frame`, made in the storage of the earlier frame there where nothing else holds it
    /// (``Timeline/presentation(at:into:)``). For drawing frame after frame; by default the
    /// result of ``advance(to:)`` assigned.
    func advance(to time: Double, into frame: inout LayerSnapshot)

    /// The producer's own state now, as the inspect report's `state` (a control's `recording`,
    /// `page` and so on); empty for scenes and drawings.
    func state() -> [(key: String, value: OrderedJSON)]
}

extension Playback {
    /// Moves the content's time forward to `time` seconds and returns the presentation then.
    @discardableResult
    public func advance(to time: Double) -> LayerSnapshot {
        timeline.advance(to: time)
        return timeline.presentation(at: time)
    }

    /// Moves forward to `time` and assigns the presentation then to `frame`: the result of
    /// ``advance(to:)``, so a playback with its own `advance(to:)` is still asked.
    public func advance(to time: Double, into frame: inout LayerSnapshot) {
        frame = advance(to: time)
    }

    /// A control's own state for `inspect`; none by default.
    public func state() -> [(key: String, value: OrderedJSON)] { [] }

    /// The tree as presented at `time` seconds, from the model as it is now. Pure: it runs no
    /// event and changes no model, so presenting 2, then 1, then 2 gives the same tree twice.
    public func presentation(at time: Double) -> LayerSnapshot {
        timeline.presentation(at: time)
    }

    /// The inspect report (DESIGN.md §3) at `time`, with the producer's state; pure, like
    /// ``presentation(at:)``. Advance first to see the events due by then.
    public func inspect(at time: Double) -> InspectReport {
        InspectReport(time: time, state: state(), root: presentation(at: time))
    }
}

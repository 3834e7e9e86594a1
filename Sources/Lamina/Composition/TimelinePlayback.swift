/// A timeline as a ``Playback``, for producers that need nothing but the timeline's own events:
/// an imported drawing, a tree built in code.
///
///     let composition = Composition(name: "dots", size: Size(200, 200), duration: 2, fps: 60,
///                                   background: .white) { TimelinePlayback(timeline: makeDots()) }
public final class TimelinePlayback: Playback {
    /// The timeline that is played.
    public let timeline: Timeline

    /// Makes a playback of `timeline`.
    public init(timeline: Timeline) {
        self.timeline = timeline
    }

    /// Moves the timeline forward to `time` and makes its presentation then in `frame`
    /// (``Timeline/presentation(at:into:)``).
    public func advance(to time: Double, into frame: inout LayerSnapshot) {
        timeline.advance(to: time)
        timeline.presentation(at: time, into: &frame)
    }
}

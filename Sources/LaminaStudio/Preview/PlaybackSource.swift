import Lamina

/// Something the preview plays: a scene, a drawing or a control, already loaded.
///
/// Scenes only move forward in time (their actions are events), so a source hands out fresh
/// presenters: each is asked for non-decreasing times from 0, and the player makes a new one
/// when the playhead goes back (a loop, a scrub, a step back).
public struct PlaybackSource {
    /// The file or control name, for titles and messages.
    public var name: String
    /// The natural size in points.
    public var size: Size
    /// The natural length of one loop, in seconds.
    public var duration: Double
    /// The natural frame rate (a step is one frame).
    public var fps: Double
    public var background: Color?
    /// A new presenter: the tree as presented at a time, for non-decreasing times.
    public var makePresenter: () -> (Double) -> LayerSnapshot

    public init(name: String, size: Size, duration: Double, fps: Double, background: Color?,
                makePresenter: @escaping () -> (Double) -> LayerSnapshot) {
        self.name = name
        self.size = size
        self.duration = duration
        self.fps = fps
        self.background = background
        self.makePresenter = makePresenter
    }
}

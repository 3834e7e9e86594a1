/// A layer tree that plays over time: the one content type that everything showing something
/// over time consumes (`lamina render`, `inspect`, `gallery`, `preview`, clip export).
///
///     let composition = Composition(document: document, name: "spinner.json")
///     let playback = try composition.playback()
///     for frame in 0..<composition.frameTime.frameCount(in: composition.duration) {
///         let snapshot = playback.advance(to: composition.frameTime.time(ofIndex: frame))
///         let transform = composition.placement(in: outputSize).transform
///         draw(DisplayList(snapshot: snapshot, size: outputSize, transform: transform))
///     }
///
/// (`CompositionFrames` is that loop's body, each frame made in the storage of the one before:
/// the way export and `lamina bench` draw.)
///
/// Producers make compositions: a scene document (`Composition(document:name:)`, this module),
/// an SVG drawing (LaminaSVG), a built-in control (LaminaControls), and the loaders that pick one
/// from a file name or control name (LaminaContent). A new kind of content needs one more
/// initializer that says how to build a fresh ``Playback``; no consumer changes.
///
/// Why a maker of playbacks and not a tree: actions and scripted input are events that change
/// the model as time passes, so a tree can only move forward. Going back in time (a looping
/// preview, a second file from the same content) takes a new playback from the start.
public struct Composition {
    /// The file or control name, for titles and messages.
    public var name: String
    /// The natural size in points: the root layer's bounds.
    public var size: Size
    /// The natural length in seconds: what a render or a preview loop shows by default.
    public var duration: Double
    /// The natural frame rate, in frames per second.
    public var fps: Double
    /// The canvas colour under the tree, if any.
    public var background: Color?
    /// The frame number shown at time 0: a Lottie animation counts frames from its file's
    /// start and begins at its in point; everything else starts at frame 0.
    public var firstFrame = 0.0

    private let makePlayback: () throws -> any Playback

    /// Makes content from a producer of playbacks.
    ///
    /// - Parameters:
    ///   - name: names the content in messages and file names.
    ///   - size: the canvas, in points.
    ///   - duration: how long a clip of it lasts, in seconds.
    ///   - fps: frames per second of a clip.
    ///   - background: painted under the tree; `nil` is transparent.
    ///   - makePlayback: a fresh playback at time 0 on every call, its root layer of `size`. It
    ///     may throw when the producer reads resources again (the onboarding artwork).
    public init(name: String, size: Size, duration: Double, fps: Double, background: Color?,
                makePlayback: @escaping () throws -> any Playback) {
        self.name = name
        self.size = size
        self.duration = duration
        self.fps = fps
        self.background = background
        self.makePlayback = makePlayback
    }

    /// A fresh playback, at time 0 with nothing run yet.
    public func playback() throws -> any Playback {
        try makePlayback()
    }

    /// A fresh playback whose frames are only drawn (a window, an export, a benchmark): its
    /// timeline leaves out what lies under hidden or fully transparent layers
    /// (`Timeline.presentsInvisibleSubtrees` off), which draws the same and costs less.
    public func drawingPlayback() throws -> any Playback {
        let playback = try makePlayback()
        playback.timeline.presentsInvisibleSubtrees = false
        return playback
    }
}

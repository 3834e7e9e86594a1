/// A composition's frames as display lists, one after another, drawn at an output size: the
/// one way export and `lamina bench` turn times into lists, so a benchmark draws what an
/// export draws (it once drew the composition at its own size whatever `--size` asked).
///
/// Each frame is made in the storage of the one before (`Playback.advance(to:into:)`); the
/// composition is scaled to fit the output and centred (`Composition.Placement`), its root drawn
/// in its own space (`DisplayList(snapshot:size:transform:)`).
///
/// ```swift
/// var frames = try CompositionFrames(composition, size: Size(width: 400, height: 400))
/// for frame in 0..<composition.frameTime.frameCount(in: composition.duration) {
///     renderer.render(frames.list(at: composition.frameTime.time(ofIndex: frame)))
/// }
/// ```
public struct CompositionFrames {
    /// The output size in points.
    public let size: Size
    /// Where the composition's space goes in the output's.
    public let placement: Composition.Placement
    private let playback: any Playback
    private var tree = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)

    /// Frames of a fresh drawing playback of `composition` (`Composition.drawingPlayback()`),
    /// drawn at `size` points (default: the composition's own).
    public init(_ composition: Composition, size: Size? = nil) throws {
        try self.init(playback: composition.drawingPlayback(), of: composition, size: size)
    }

    /// Frames of `playback`, a fresh playback of `composition`, drawn at `size` points.
    public init(playback: any Playback, of composition: Composition, size: Size? = nil) {
        self.size = size ?? composition.size
        placement = composition.placement(in: self.size)
        self.playback = playback
    }

    /// The list of the frame at `time` seconds (not before the last time asked: playback only
    /// moves forward, `Playback.advance(to:)`).
    public mutating func list(at time: Double) -> DisplayList {
        playback.advance(to: time, into: &tree)
        return DisplayList(snapshot: tree, size: size, transform: placement.transform)
    }
}

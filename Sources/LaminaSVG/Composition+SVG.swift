import Lamina

extension Composition {
    /// An imported SVG drawing: the document's size, no background, 60 frames per second. A
    /// still drawing lasts one frame; an animated one lasts `drawing.animationDuration` (the
    /// latest end of its animations, or one loop of an animation that repeats forever), at
    /// least one frame.
    ///
    /// A drawing has no actions or input, and its animations are never removed, so the model
    /// does not change as time passes and one playback serves every run (a looping preview asks
    /// for a fresh one each loop).
    public init(drawing: SVGImport, name: String) {
        let playback = TimelinePlayback(timeline: Timeline(rootLayer: drawing.layer))
        let duration = max(drawing.animationDuration ?? 0, 1.0 / 60)
        self.init(name: name, size: drawing.size, duration: duration, fps: 60, background: nil) { playback }
    }
}

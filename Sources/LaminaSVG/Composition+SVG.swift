import Lamina

extension Composition {
    /// An imported SVG drawing as a still: the document's size, no background, one frame at
    /// 60 frames per second.
    ///
    /// A drawing has no animations, actions or input, so nothing in it moves as time passes and
    /// one playback serves every run (a looping preview asks for a fresh one each loop).
    public init(drawing: SVGImport, name: String) {
        let playback = TimelinePlayback(timeline: Timeline(rootLayer: drawing.layer))
        self.init(name: name, size: drawing.size, duration: 1.0 / 60, fps: 60, background: nil) { playback }
    }
}

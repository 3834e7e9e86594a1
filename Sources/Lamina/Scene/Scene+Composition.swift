extension Composition {
    /// A scene document as a composition: its size, background and frame rate, its duration
    /// (two seconds when the document gives none, enough to show most loops), and a fresh
    /// ``Scene`` for every playback.
    public init(document: SceneDocument, name: String) {
        self.init(name: name, size: document.size, duration: document.duration ?? 2, fps: document.fps,
                  background: document.backgroundColor) { Scene(document: document) }
    }
}

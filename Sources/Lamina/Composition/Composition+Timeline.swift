extension Composition {
    /// A timeline built in code as a composition: the root layer's bounds are the canvas, and the
    /// root is drawn in its own coordinate space, as `CALayer.render(in:)` draws a layer.
    ///
    ///     let root = Layer()
    ///     root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)  // position and anchor: any
    ///     let composition = Composition(timeline: Timeline(rootLayer: root), duration: 2)
    ///
    /// Why the root's own space: a root built the Core Animation way keeps the default anchor
    /// (0.5, 0.5) and position (0, 0), which would put three quarters of it outside the canvas.
    /// So the root's position, anchor and transform place nothing here; its opacity, contents
    /// and sublayers draw as usual.
    ///
    /// Every playback is the same timeline, moved forward as it plays: actions scheduled on it
    /// and completion handlers run when their time comes, once. A second run from an earlier
    /// time shows the presentation from the model as those events left it (a timeline cannot
    /// go back); animations that only animate show the same frames again.
    ///
    /// - Parameters:
    ///   - duration: the natural length in seconds (what a render or a preview loop shows).
    ///   - fps: the natural frame rate, in frames per second.
    ///   - background: the canvas colour under the tree; `nil` for transparent.
    ///   - timeline: the timeline to play; it is moved forward as frames are asked for.
    ///   - name: names the content in messages and file names.
    public init(timeline: Timeline, name: String = "timeline", duration: Double, fps: Double = 60,
                background: Color? = nil) {
        self.init(name: name, size: timeline.rootLayer.bounds.size, duration: duration, fps: fps,
                  background: background) { RootSpacePlayback(timeline: timeline) }
    }
}

extension LayerSnapshot {
    /// The root of a tree placed in its own coordinate space: its bounds' origin at the canvas's
    /// top left, whatever its position, anchor and transform were. Applying it twice changes
    /// nothing more.
    package func inOwnSpace() -> LayerSnapshot {
        var placed = self
        placed.transform = .identity
        placed.position = LayerGeometry.position(properties)
        return placed
    }
}

/// A timeline's playback whose frames show the root in its own space.
final class RootSpacePlayback: Playback {
    let timeline: Timeline

    init(timeline: Timeline) {
        self.timeline = timeline
    }

    @discardableResult
    func advance(to time: Double) -> LayerSnapshot {
        timeline.advance(to: time)
        return timeline.presentation(at: time).inOwnSpace()
    }

    func advance(to time: Double, into frame: inout LayerSnapshot) {
        timeline.advance(to: time)
        timeline.presentation(at: time, into: &frame)
        frame = frame.inOwnSpace()
    }
}

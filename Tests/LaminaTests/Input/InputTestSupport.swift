@testable import Lamina

/// A 400 × 400 root layer on a fresh timeline at time 0.
func makeInputScene() -> (timeline: Timeline, root: Layer) {
    let root = Layer()
    root.name = "root"
    root.frame = Rect(0, 0, 400, 400)
    return (Timeline(rootLayer: root), root)
}

/// A plain layer with a name and a frame, added to `parent` when given.
@discardableResult
func makeLayer(_ name: String, _ frame: Rect, in parent: Layer? = nil) -> Layer {
    let layer = Layer()
    layer.name = name
    layer.frame = frame
    parent?.addSublayer(layer)
    return layer
}

/// Records what a recognizer's action saw, and when.
final class ActionLog {
    struct Entry: Equatable {
        var state: GestureRecognizer.State
        var time: Double
    }
    var entries: [Entry] = []
    var states: [GestureRecognizer.State] { entries.map(\.state) }

    /// An action that logs the state and the timeline's current time.
    func action(_ timeline: Timeline) -> (GestureRecognizer) -> Void {
        { [self, weak timeline] recognizer in
            self.entries.append(Entry(state: recognizer.state, time: timeline?.currentTime ?? .nan))
        }
    }
}

extension Timeline {
    @discardableResult
    func down(_ x: Double, _ y: Double, at time: Double, pointer: Int = 0) -> Layer? {
        send(PointerEvent(.down, at: Point(x, y), time: time, pointerID: pointer))
    }
    @discardableResult
    func move(_ x: Double, _ y: Double, at time: Double, pointer: Int = 0) -> Layer? {
        send(PointerEvent(.move, at: Point(x, y), time: time, pointerID: pointer))
    }
    @discardableResult
    func up(_ x: Double, _ y: Double, at time: Double, pointer: Int = 0) -> Layer? {
        send(PointerEvent(.up, at: Point(x, y), time: time, pointerID: pointer))
    }
    @discardableResult
    func cancel(_ x: Double, _ y: Double, at time: Double, pointer: Int = 0) -> Layer? {
        send(PointerEvent(.cancel, at: Point(x, y), time: time, pointerID: pointer))
    }
}



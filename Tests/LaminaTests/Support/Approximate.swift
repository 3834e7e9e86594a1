import Foundation
@testable import Lamina

// Approximate equality (`isClose`, `expectClose`, `Tolerance`) and the seeded generator live in
// the LaminaTestSupport target, shared by every test target.

/// A timeline around a plain 100x100 root, for tests.
func makeTimeline(_ sublayers: Layer...) -> Timeline {
    let root = Layer()
    root.bounds = Rect(0, 0, 100, 100)
    root.position = Point(50, 50)
    for layer in sublayers { root.addSublayer(layer) }
    return Timeline(rootLayer: root)
}

/// The presented opacity of `layer` at root time `t` (evaluated, not advanced).
func opacity(of layer: Layer, at t: Double, in timeline: Timeline) -> Double {
    let snapshot = timeline.presentation(at: t)
    return find(layer, in: timeline.rootLayer, snapshot: snapshot)!.opacity
}

/// The snapshot node that corresponds to `layer` in a snapshot of `root`.
func find(_ layer: Layer, in root: Layer, snapshot: LayerSnapshot) -> LayerSnapshot? {
    if layer === root { return snapshot }
    for (model, node) in zip(root.sublayers, snapshot.sublayers) {
        if let found = find(layer, in: model, snapshot: node) { return found }
    }
    return nil
}

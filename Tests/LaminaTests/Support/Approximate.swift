import Foundation
@testable import Lamina

/// Whether two numbers agree within an absolute tolerance.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// A small, seeded generator so property tests repeat exactly (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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

import Foundation
@testable import Lamina

/// SplitMix64: a tiny deterministic generator so property tests fail the same way every run.
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

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func near(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return a.distance(to: b) <= tolerance
}

func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
        && near(a.maxX, b.maxX, tolerance) && near(a.maxY, b.maxY, tolerance)
}

/// The smallest difference between two angles, in radians.
func angleDifference(_ a: Double, _ b: Double) -> Double {
    let d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
    return min(abs(d), 2 * .pi - abs(d))
}

/// A random point in a 200 × 200 box.
func randomPoint(_ rng: inout SeededGenerator) -> Point {
    Point(Double.random(in: -100...100, using: &rng), Double.random(in: -100...100, using: &rng))
}

/// A random open path of lines, quads and cubics.
func randomPath(_ rng: inout SeededGenerator, segments: Int) -> Path {
    var path = Path()
    path.move(to: randomPoint(&rng))
    for _ in 0..<segments {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: path.addLine(to: randomPoint(&rng))
        case 1: path.addQuadCurve(to: randomPoint(&rng), control: randomPoint(&rng))
        default: path.addCurve(to: randomPoint(&rng), control1: randomPoint(&rng), control2: randomPoint(&rng))
        }
    }
    return path
}

extension Path {
    /// The last point the path draws to (a trim's end).
    var lastDrawnPoint: Point? {
        for element in elements.reversed() {
            switch element {
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .move, .closeSubpath: continue
            }
        }
        return nil
    }

    /// Sub-path count (moves).
    var moveCount: Int { elements.filter { if case .move = $0 { true } else { false } }.count }
}

import Foundation
@testable import Lamina
import LaminaTestSupport

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

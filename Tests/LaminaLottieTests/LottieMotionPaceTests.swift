import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// A position moving along a curved motion path between two keyframes: Core Animation paces it
/// by the curve's parameter (as lottie-ios builds it), After Effects by the arc length travelled.
@Suite struct LottieMotionPaceTests {
    // From (0, 0) to (100, 100) over 30 frames, the curve leaving along x and arriving along y,
    // lopsided (its controls at (70, 0) and (100, 80)) so parameter and length disagree.
    private let json = lottieJSON(shapeLayer("L", shapes: redSquare, ks: #"""
        {"p":{"a":1,"k":[{"t":0,"s":[0,0],"to":[70,0],"ti":[0,-20],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[100,100]}]}}
        """#))

    private func curve(_ t: Double) -> Point {
        let u = 1 - t
        let x = 3 * u * u * t * 70 + 3 * u * t * t * 100 + t * t * t * 100
        let y = 3 * u * t * t * 80 + t * t * t * 100
        return Point(x: x, y: y)
    }

    /// The point `share` of the way along the curve's length, on 20,000 chords.
    private func alongLength(_ share: Double) -> Point {
        let n = 20_000
        let points = (0...n).map { curve(Double($0) / Double(n)) }
        var lengths = [0.0]
        for i in 1...n { lengths.append(lengths[i - 1] + points[i - 1].distance(to: points[i])) }
        let target = share * lengths[n]
        let i = lengths.firstIndex { $0 >= target } ?? n
        return points[i]
    }

    private func position(atFrame frame: Double, fidelity: LottieFidelity) throws -> Point {
        let animation = try parse(json)
        let composition = try Composition(lottie: animation, name: "anim.json", fidelity: fidelity)
        let root = try composition.playback().presentation(at: frame / animation.frameRate)
        return try #require(root.layer(named: "L")?.position)
    }

    @Test(arguments: [6.0, 12, 15, 21, 27])
    func coreAnimationPacesByTheCurvesParameter(frame: Double) throws {
        let p = try position(atFrame: frame, fidelity: .coreAnimation)
        #expect(p.distance(to: curve(frame / 30)) < 0.05, "\(p)")
    }

    @Test(arguments: [6.0, 12, 15, 21, 27])
    func afterEffectsPacesByTheLengthTravelled(frame: Double) throws {
        let p = try position(atFrame: frame, fidelity: .afterEffects)
        #expect(p.distance(to: alongLength(frame / 30)) < 0.1, "\(p)")
        // Not the parameter's point: the two are apart by more than the tolerance.
        #expect(curve(frame / 30).distance(to: alongLength(frame / 30)) > 1)
    }

    @Test func theEndsAreTheKeyframesEitherWay() throws {
        for fidelity in LottieFidelity.allCases {
            #expect(try position(atFrame: 0, fidelity: fidelity).distance(to: .zero) < 1e-9)
            #expect(try position(atFrame: 30, fidelity: fidelity).distance(to: Point(x: 100, y: 100)) < 1e-9)
        }
    }
}

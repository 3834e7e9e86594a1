import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Keyframe paths as Apple documents them: every vertex is a keyframe with its own key time and
/// every segment its own timing function, except in the paced modes, which move at constant speed.
@Suite struct KeyframePathTimingTests {
    /// A polyline of three legs, 100 + 50 + 60 = 210 points long.
    static let vertices = [Point(0, 0), Point(100, 0), Point(100, 50), Point(40, 50)]
    static var polyline: Path {
        var path = Path()
        path.move(to: vertices[0])
        for v in vertices.dropFirst() { path.addLine(to: v) }
        return path
    }

    /// A layer moving along `path` for 10 s (held at the end), and a way to read its presentation.
    func motion(_ path: Path = polyline, _ configure: (KeyframeAnimation) -> Void) -> (Double) -> LayerSnapshot {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 10
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        configure(animation)
        layer.add(animation, forKey: "motion")
        return { t in find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))! }
    }

    @Test func keyTimesAndPerSegmentTimingFunctionsPaceEachLeg() {
        let keyTimes = [0, 0.2, 0.7, 1.0]
        let functions: [TimingFunction] = [.easeIn, .easeOut, .easeInEaseOut]
        let at = motion { $0.keyTimes = keyTimes; $0.timingFunctions = functions }
        for t in [0.0, 0.7, 1.5, 2.0, 3.1, 5.0, 6.9, 7.0, 8.2, 9.5, 10.0] {
            let f = t / 10
            let i = min((0..<3).last(where: { keyTimes[$0] <= f })!, 2)
            let local = (f - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
            let expected = Self.vertices[i].interpolated(to: Self.vertices[i + 1], fraction: functions[i].value(at: local))
            expectClose(at(t).position, expected, tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test func withoutKeyTimesTheLegsShareTheDurationEvenly() {
        let at = motion { _ in }
        // Three legs of 10/3 s each, whatever their lengths.
        expectClose(at(10.0 / 6).position, Point(50, 0), tolerance: 1e-9)
        expectClose(at(10.0 / 3 + 10.0 / 6).position, Point(100, 25), tolerance: 1e-9)
        expectClose(at(25.0 / 3).position, Point(70, 50), tolerance: 1e-9)
    }

    @Test(arguments: [KeyframeAnimation.CalculationMode.paced, .cubicPaced])
    func pacedModesMoveAtConstantSpeedIgnoringKeyTimes(mode: KeyframeAnimation.CalculationMode) {
        let at = motion {
            $0.calculationMode = mode
            $0.keyTimes = [0, 0.9, 0.95, 1]
            $0.timingFunctions = [.easeIn, .easeIn, .easeIn]
        }
        for t in [0.0, 1, 2.5, 4.7, 5.0, 7.3, 9.9, 10] {
            // Distance travelled = total length × fraction, measured along the legs.
            var left = 210 * t / 10, expected = Self.vertices[0]
            for (a, b) in zip(Self.vertices, Self.vertices.dropFirst()) {
                let leg = a.distance(to: b)
                expected = a.interpolated(to: b, fraction: min(left / leg, 1))
                if left <= leg { break }
                left -= leg
            }
            expectClose(at(t).position, expected, tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test func discreteJumpsFromVertexToVertex() {
        // Apple's form: one more key time than vertices.
        let at = motion { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.1, 0.5, 0.6, 1] }
        let intervals = [(0.0, 1.0), (1.0, 5.0), (5.0, 6.0), (6.0, 10.0)]
        for (i, (from, to)) in intervals.enumerated() {
            expectClose(at(from + 1e-6).position, Self.vertices[i], tolerance: 0, "just after \(from) s")
            expectClose(at(to - 1e-6).position, Self.vertices[i], tolerance: 0, "just before \(to) s")
        }
        expectClose(at(10).position, Self.vertices[3], tolerance: 0)
        // Without key times each of the four vertices holds for a quarter.
        let even = motion { $0.calculationMode = .discrete }
        expectClose(even(2.4).position, Self.vertices[0], tolerance: 0)
        expectClose(even(2.6).position, Self.vertices[1], tolerance: 0)
        expectClose(even(7.6).position, Self.vertices[3], tolerance: 0)
    }

    @Test func aCurveSegmentIsOneKeyframe() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(100, 0), control1: Point(0, 50), control2: Point(100, 50))
        path.addLine(to: Point(100, 100))
        #expect(MotionPlan.keyframeCount(of: path) == 3)
        let at = motion(path) { $0.keyTimes = [0, 0.8, 1] }
        expectClose(at(8).position, Point(100, 0), tolerance: 1e-9)
        expectClose(at(9).position, Point(100, 50), tolerance: 1e-9)
        // Symmetric curve: half its duration brings the layer to its middle.
        expectClose(at(4).position, Point(50, 37.5), tolerance: 0.01)  // the measure's accuracy
    }

    @Test func aCurveIsTimedByItsParameterNotItsLength() {
        // Both control points on the start: x(t) = 100 t³. Half the duration is t = ½, 12.5 points
        // along, where Core Animation draws it (a length-paced layer would be half way, at 50).
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(100, 0), control1: Point(0, 0), control2: Point(0, 0))
        let at = motion(path) { _ in }
        expectClose(at(5).position, Point(12.5, 0), tolerance: 1e-9)
        expectClose(at(10).position, Point(100, 0), tolerance: 1e-9)
    }

    @Test func aClosingLineIsASegment() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(10, 0))
        path.addLine(to: Point(10, 10))
        path.closeSubpath()
        #expect(MotionPlan.keyframeCount(of: path) == 4)
        let at = motion(path) { _ in }
        expectClose(at(25.0 / 3).position, Point(5, 5), tolerance: 1e-9)
    }

    // MARK: - rotationMode

    /// The presented rotation, as a direction (angles compared on the circle).
    func direction(_ snapshot: LayerSnapshot) -> Point {
        let angle = snapshot.transform.components.rotationZ
        return Point(cos(angle), sin(angle))
    }

    func unit(_ angle: Double) -> Point { Point(cos(angle), sin(angle)) }

    @Test(arguments: [KeyframeAnimation.RotationMode.auto, .autoReverse])
    func rotationFollowsEachStraightLegsDirection(mode: KeyframeAnimation.RotationMode) {
        let legs = [Point(0, 0), Point(30, 40), Point(-20, 40), Point(-20, -10)]
        var path = Path()
        path.move(to: legs[0])
        for v in legs.dropFirst() { path.addLine(to: v) }
        let at = motion(path) { $0.rotationMode = mode }
        let turn = mode == .auto ? 0 : Double.pi
        for i in 0..<3 {
            let angle = atan2(legs[i + 1].y - legs[i].y, legs[i + 1].x - legs[i].x) + turn
            let legStart = Double(i) * 10 / 3
            for t in [legStart, legStart + 0.5, legStart + 3] {
                expectClose(direction(at(t)), unit(angle), tolerance: 1e-9, "leg \(i) at \(t) s")
            }
        }
        // At the end (held) the layer faces along the last leg.
        expectClose(direction(at(10)), unit(-Double.pi / 2 + turn), tolerance: 1e-9)
    }

    @Test func rotationAtACurvesEndsFollowsItsControlPoints() {
        var path = Path()
        path.move(to: Point(0, 0))
        // The first control point sits on the start: the tangent there points at the second.
        path.addCurve(to: Point(100, 0), control1: Point(0, 0), control2: Point(50, 50))
        let at = motion(path) { $0.rotationMode = .auto }
        expectClose(direction(at(0)), unit(atan2(50, 50)), tolerance: 1e-5)
        expectClose(direction(at(10)), unit(atan2(-50, 50)), tolerance: 1e-9)
    }

    @Test func rotationComesBeforeTheLayersOwnTransform() {
        let layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 1, z: 1)
        let timeline = makeTimeline(layer)
        let animation = KeyframeAnimation(keyPath: "position")
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(0, 100))
        animation.path = path
        animation.rotationMode = .auto
        animation.duration = 1
        layer.add(animation, forKey: "motion")
        let snapshot = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.5))!
        // A quarter turn, then the layer's own x scale: +x maps to (0, 1) then (0, 1).
        let expected = Transform3D(rotationAngle: .pi / 2).concatenating(Transform3D(scaleX: 2, y: 1, z: 1))
        expectClose(snapshot.transform.values, expected.values, tolerance: 1e-9)
    }
}

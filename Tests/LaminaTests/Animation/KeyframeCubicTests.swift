import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Discrete key times in Apple's form, and the cubic modes' Kochanek–Bartels spline.
@Suite struct KeyframeCubicTests {
    /// A layer animating `keyPath` for 10 s (held at the end), and its presentation at a time.
    func animate(_ keyPath: String, _ configure: (KeyframeAnimation) -> Void) -> (Double) -> LayerSnapshot {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.duration = 10
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        configure(animation)
        layer.add(animation, forKey: "k")
        return { t in find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))! }
    }

    @Test func discreteWithOneMoreKeyTimeHoldsEachValueOverItsInterval() {
        let keyTimes = [0, 0.1, 0.5, 0.6, 1.0]
        let at = animate("position.x") { $0.values = [1, 2, 3, 4]; $0.calculationMode = .discrete; $0.keyTimes = keyTimes }
        for i in 0..<4 {
            expectClose(at(keyTimes[i] * 10 + 1e-6).position.x, Double(i + 1), tolerance: 0, "just inside the start of \(i)")
            expectClose(at(keyTimes[i + 1] * 10 - 1e-6).position.x, Double(i + 1), tolerance: 0, "just inside the end of \(i)")
        }
        expectClose(at(10).position.x, 4, tolerance: 0)
    }

    @Test func discreteWithOneKeyTimePerValueHoldsTheSameIntervals() {
        let apple = animate("position.x") { $0.values = [1, 2, 3]; $0.calculationMode = .discrete; $0.keyTimes = [0, 0.2, 0.7, 1] }
        let short = animate("position.x") { $0.values = [1, 2, 3]; $0.calculationMode = .discrete; $0.keyTimes = [0, 0.2, 0.7] }
        for t in stride(from: 0.0, through: 10, by: 0.25) {
            #expect(apple(t).position.x == short(t).position.x, "t = \(t)")
        }
    }

    static let values = [0.0, 10, 30, 20, 50]
    static let keyTimes = [0, 0.1, 0.5, 0.6, 1.0]

    @Test func cubicPassesThroughEachValueAtItsKeyTime() {
        let at = animate("position.x") { $0.values = Self.values.map { .number($0) }; $0.keyTimes = Self.keyTimes; $0.calculationMode = .cubic }
        for (v, k) in zip(Self.values, Self.keyTimes) { expectClose(at(k * 10).position.x, v, tolerance: 1e-9) }
    }

    @Test func zeroTensionContinuityAndBiasIsCatmullRom() {
        let at = animate("position.x") { $0.values = Self.values.map { .number($0) }; $0.keyTimes = Self.keyTimes; $0.calculationMode = .cubic }
        let p = Self.values
        // Half way through an inner segment: (−p₀ + 9p₁ + 9p₂ − p₃) / 16.
        for i in 1...2 {
            let mid = (Self.keyTimes[i] + Self.keyTimes[i + 1]) / 2 * 10
            expectClose(at(mid).position.x, (-p[i - 1] + 9 * p[i] + 9 * p[i + 1] - p[i + 2]) / 16, tolerance: 1e-9)
        }
        // The first segment repeats its first value as the one before it.
        expectClose(at(0.5).position.x, (-p[0] + 9 * p[0] + 9 * p[1] - p[2]) / 16, tolerance: 1e-9)
    }

    @Test func cubicWorksOnPointsAndColours() {
        let points = [Point(0, 0), Point(10, 20), Point(40, 0), Point(50, 50)]
        let at = animate("position") { $0.values = points.map { .point($0) }; $0.calculationMode = .cubic }
        expectClose(at(10.0 / 3).position, points[1], tolerance: 1e-9)
        expectClose(at(5).position, (points[0] * -1 + points[1] * 9 + points[2] * 9 - points[3]) * (1.0 / 16), tolerance: 1e-9)
        let colors = [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 1, blue: 1)]
        let tint = animate("backgroundColor") { $0.values = colors.map { .color($0) }; $0.calculationMode = .cubic }
        expectClose(tint(5).backgroundColor, colors[1], tolerance: 1e-9)
        // Midway through the first segment: (8c₀ + 9c₁ − c₂) / 16, component by component.
        expectClose(tint(2.5).backgroundColor, Color(red: 9.0 / 16, green: 3.5 / 16, blue: -1.0 / 16), tolerance: 1e-9)
    }

    @Test func cubicTurnsAffineTransformsTheShortWay() {
        let turns = [3.0, -3, 3].map { AnimatableValue.transform(Transform3D(rotationAngle: $0)) }
        let at = animate("transform") { $0.values = turns; $0.calculationMode = .cubic }
        // 3 → −3 is 0.28 rad the short way (through π, to 2π − 3), not 6 rad back through 0;
        // half way through the first segment Catmull-Rom gives (8a + 9b − c) / 16 of the unwound angles.
        let expected = (8 * 3 + 9 * (2 * Double.pi - 3) - 3) / 16
        let angle = at(2.5).transform.components.rotationZ
        expectClose(Point(cos(angle), sin(angle)), Point(cos(expected), sin(expected)), tolerance: 1e-9)
        expectClose(at(2.5).transform.components.scaleX, 1, tolerance: 1e-9)
    }

    @Test func tensionOneStopsAtEachValue() {
        let at = animate("position.x") {
            $0.values = [0, 10, 30]
            $0.calculationMode = .cubic
            $0.tensionValues = [1, 1, 1]
        }
        // Zero tangents: a smoothstep between values, so half way is the average.
        expectClose(at(2.5).position.x, 5, tolerance: 1e-9)
        expectClose(at(7.5).position.x, 20, tolerance: 1e-9)
        expectClose(at(1.25).position.x, 10 * (3 * 0.0625 - 2 * 0.015625), tolerance: 1e-9)
    }

    @Test func biasLeansTheTangentTowardTheSegmentBefore() {
        // Kochanek and Bartels: the tangent arriving at value 1 is
        // (1+b)(1+c)/2 · (p₁ − p₀) + (1−b)(1−c)/2 · (p₂ − p₁) = 0.75 · 10 + 0.25 · 20 = 12.5 with b = 0.5.
        let at = animate("position.x") { $0.values = [0, 10, 30]; $0.calculationMode = .cubic; $0.biasValues = [0, 0.5] }
        // Half way through segment 0: p₀/2 + p₁/2 + (m₀ − m₁)/8, m₀ = (p₁ − p₀)/2 = 5.
        expectClose(at(2.5).position.x, 5 + (5 - 12.5) / 8, tolerance: 1e-9)
        let sharp = animate("position.x") { $0.values = [0, 10, 30]; $0.calculationMode = .cubic; $0.continuityValues = [0, 1] }
        // c = 1: the arriving tangent is the chord before (10), the leaving one the chord after (20).
        expectClose(sharp(2.5).position.x, 5 + (5 - 10) / 8, tolerance: 1e-9)
        expectClose(sharp(7.5).position.x, 20 + (20 - 10) / 8, tolerance: 1e-9)
    }

    @Test func cubicPacedMovesAtConstantSpeedAlongTheCurve() {
        // Monotone values: the spline's length is the distance covered, so x grows as 40 · f.
        let at = animate("position.x") {
            $0.values = [0, 10, 20, 40]
            $0.calculationMode = .cubicPaced
            $0.keyTimes = [0, 0.9, 0.95, 1]  // ignored
        }
        for t in stride(from: 0.0, through: 10, by: 0.37) {
            expectClose(at(t).position.x, 4 * t, tolerance: .absolute(0.01), "t = \(t)")
        }
    }
}

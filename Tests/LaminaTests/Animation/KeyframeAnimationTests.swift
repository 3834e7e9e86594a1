import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct KeyframeAnimationTests {
    func x(_ layer: Layer, _ timeline: Timeline, _ t: Double) -> Double {
        find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.position.x
    }

    func setUp(_ configure: (KeyframeAnimation) -> Void) -> (Layer, Timeline) {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let a = KeyframeAnimation(keyPath: "position.x")
        a.duration = 4
        configure(a)
        layer.add(a, forKey: "k")
        return (layer, timeline)
    }

    @Test func linearWithoutKeyTimesSplitsEvenly() {
        let (layer, timeline) = setUp { $0.values = [0, 10, 30] }
        #expect(x(layer, timeline, 1) == 5)
        #expect(x(layer, timeline, 2) == 10)
        #expect(x(layer, timeline, 3) == 20)
    }

    @Test func keyTimesAndPerSegmentTimingFunctions() {
        let (layer, timeline) = setUp {
            $0.values = [0, 100, 200]
            $0.keyTimes = [0, 0.25, 1]
            $0.timingFunctions = [.easeIn, .linear]
        }
        expectClose(x(layer, timeline, 0.5), 100 * TimingFunction.easeIn.value(at: 0.5))
        expectClose(x(layer, timeline, 1), 100)
        expectClose(x(layer, timeline, 2.5), 150)
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        let (layer, timeline) = setUp { $0.values = [1, 2, 3, 4]; $0.calculationMode = .discrete }
        // Without key times each value holds for a quarter.
        #expect(x(layer, timeline, 0.1) == 1)
        #expect(x(layer, timeline, 0.99) == 1)
        #expect(x(layer, timeline, 1) == 2)
        #expect(x(layer, timeline, 3.5) == 4)
        let (l2, t2) = setUp { $0.values = [1, 2, 3]; $0.keyTimes = [0, 0.5, 0.75]; $0.calculationMode = .discrete }
        #expect(x(l2, t2, 1.9) == 1)
        #expect(x(l2, t2, 2) == 2)
        #expect(x(l2, t2, 3.2) == 3)
    }

    @Test func pacedMovesAtConstantSpeed() {
        let (layer, timeline) = setUp { $0.values = [0, 10, 40]; $0.calculationMode = .paced }
        // 40 points in 4 s: 10 points a second, whatever the key times.
        for t in [0.5, 1.0, 2.0, 3.5] { expectClose(x(layer, timeline, t), 10 * t) }
    }

    @Test func cubicPassesThroughTheValues() {
        let (layer, timeline) = setUp { $0.values = [0, 10, 0, 10]; $0.calculationMode = .cubic }
        for (i, v) in [0.0, 10, 0, 10].enumerated() where i < 3 {
            expectClose(x(layer, timeline, Double(i) * 4 / 3), v, tolerance: 1e-9)
        }
        // Smooth: overshoots past 10 between the 2nd and 3rd value? no — stays between neighbours' hull.
        #expect(x(layer, timeline, 2) < 10 && x(layer, timeline, 2) > 0)
    }
}

@Suite struct KeyframePathTests {
    @Test func pacedMovesAlongThePathAtConstantSpeedAndTurnsWithIt() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let motion = KeyframeAnimation(keyPath: "position")
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(100, 0))
        path.addLine(to: Point(100, 300))
        motion.path = path
        motion.calculationMode = .paced
        motion.rotationMode = .auto
        motion.duration = 4
        layer.add(motion, forKey: "motion")
        func at(_ t: Double) -> LayerSnapshot { find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))! }
        // 400 points in 4 s: 100 points a second, round the corner included.
        expectClose(at(0.5).position, Point(50, 0), tolerance: 1e-6)
        expectClose(at(2).position, Point(100, 100), tolerance: 1e-6)
        // Along the first leg the layer faces +x (no turn); along the second it faces +y (a quarter turn).
        expectClose(at(0.5).transform.components.rotationZ, 0, tolerance: 1e-6)
        expectClose(at(3).transform.components.rotationZ, .pi / 2, tolerance: 1e-6)
    }
}

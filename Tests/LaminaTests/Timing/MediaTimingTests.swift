import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Media timing, table-driven: one opacity animation 0 → 1 (linear) on a layer whose model
/// opacity is 0.5, so "nothing applies" reads 0.5.
@Suite struct MediaTimingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var beginTime = 1.0
        var duration = 2.0
        var speed = 1.0
        var timeOffset = 0.0
        var repeatCount = 0.0
        var repeatDuration = 0.0
        var autoreverses = false
        var fillMode = FillMode.removed
        var removedOnCompletion = true
        /// (root time, expected opacity)
        let samples: [(Double, Double)]
        var testDescription: String { name }
    }

    static let model = 0.5

    static let cases: [Case] = [
        Case(name: "before begin, no fill: model", samples: [(0, model), (0.999, model)]),
        Case(name: "inside: linear ramp", samples: [(1, 0), (1.5, 0.25), (2, 0.5), (2.9, 0.95)]),
        Case(name: "at and after the end, removed: model", samples: [(3, model), (10, model)]),
        Case(name: "backwards fill shows the start before begin", fillMode: .backwards, samples: [(0, 0), (0.5, 0), (2, 0.5)]),
        Case(name: "forwards fill without isRemovedOnCompletion = false is invisible", fillMode: .forwards,
             samples: [(3, model), (5, model)]),
        Case(name: "forwards fill kept: end value", fillMode: .forwards, removedOnCompletion: false,
             samples: [(0, model), (3, 1), (100, 1)]),
        Case(name: "both, kept", fillMode: .both, removedOnCompletion: false, samples: [(0, 0), (2, 0.5), (4, 1)]),
        Case(name: "duration 0 means 0.25 s", duration: 0, samples: [(1.125, 0.5), (1.25, model)]),
        Case(name: "repeatCount 2", repeatCount: 2, samples: [(2.5, 0.75), (3, 0), (4, 0.5), (5, model)]),
        Case(name: "fractional repeatCount 1.5 ends mid-cycle", repeatCount: 1.5, removedOnCompletion: false,
             samples: [(3.5, 0.25), (4, 0.5), (4, 0.5), (9, model)]),
        Case(name: "fractional repeatCount 1.5 with forwards fill holds mid value", repeatCount: 1.5,
             fillMode: .forwards, removedOnCompletion: false, samples: [(4, 0.5), (9, 0.5)]),
        Case(name: "infinite repeat", repeatCount: .infinity, samples: [(1001.5, 0.25), (1000, 0.5)]),
        Case(name: "repeatDuration 3 s", repeatDuration: 3, fillMode: .forwards, removedOnCompletion: false,
             samples: [(3.5, 0.25), (4, 0.5), (6, 0.5)]),
        Case(name: "autoreverses: forward then back", autoreverses: true,
             samples: [(2, 0.5), (3, 1), (4, 0.5), (4.9, 0.05), (5, model)]),
        Case(name: "autoreverses repeats twice: active 2·2·2 s", repeatCount: 2, autoreverses: true,
             fillMode: .forwards, removedOnCompletion: false, samples: [(5, 0), (6, 0.5), (7, 1), (8, 0.5), (9, 0), (20, 0)]),
        Case(name: "speed 2 halves the time", speed: 2, samples: [(1.5, 0.5), (1.99, 0.99), (2, model)]),
        Case(name: "speed 0 freezes at the offset", speed: 0, timeOffset: 0.5, samples: [(0, 0.25), (50, 0.25)]),
        Case(name: "timeOffset wraps within the active duration", timeOffset: 1,
             samples: [(1, 0.5), (1.99, 0.995), (2.5, 0.25), (2.99, 0.495), (3, model)]),
    ]

    @Test(arguments: cases)
    func presentationFollowsMediaTiming(_ c: Case) {
        let layer = Layer()
        layer.opacity = Self.model
        let timeline = makeTimeline(layer)
        let animation = BasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.beginTime = c.beginTime
        animation.duration = c.duration
        animation.speed = c.speed
        animation.timeOffset = c.timeOffset
        animation.repeatCount = c.repeatCount
        animation.repeatDuration = c.repeatDuration
        animation.autoreverses = c.autoreverses
        animation.fillMode = c.fillMode
        animation.isRemovedOnCompletion = c.removedOnCompletion
        layer.add(animation, forKey: "fade")
        for (t, expected) in c.samples {
            let value = opacity(of: layer, at: t, in: timeline)
            expectClose(value, expected, tolerance: 1e-9, "\(c.name) at t = \(t)")
        }
    }

    @Test func autoreverseIsSymmetricAboutTheTurn() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<50 {
            let d = Double.random(in: 0.1...5, using: &rng)
            let layer = Layer()
            let timeline = makeTimeline(layer)
            let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: d)
            a.autoreverses = true
            a.beginTime = 1
            a.timingFunction = .easeIn
            layer.add(a, forKey: "x")
            for _ in 0..<10 {
                let s = Double.random(in: 0...d, using: &rng)
                let before = opacity(of: layer, at: 1 + d - s, in: timeline)
                let after = opacity(of: layer, at: 1 + d + s, in: timeline)
                expectClose(before, after, tolerance: 1e-9, "d = \(d), s = \(s)")
            }
        }
    }

    @Test func beginTimeZeroMeansNow() {
        // Core Animation sets a zero beginTime to the layer's current local time when added.
        let parent = Layer(), child = Layer()
        parent.timeOffset = 7
        parent.addSublayer(child)
        let timeline = makeTimeline(parent)
        timeline.advance(to: 3)
        child.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "f")
        #expect(child.animation(forKey: "f")?.beginTime == 10)
        expectClose(opacity(of: child, at: 3.5, in: timeline), 0.5)
    }

    @Test func layerTimingConvertsParentTime() {
        // local = (parent - beginTime) * speed + timeOffset, inherited by sublayers and animations.
        let parent = Layer(), child = Layer()
        parent.beginTime = 2
        parent.speed = 2
        parent.timeOffset = 1
        parent.addSublayer(child)
        let timeline = makeTimeline(parent)
        child.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 10), forKey: "f", resolvingBeginTime: false)
        // The animation begins at child local time 0 → root time t with (t - 2)·2 + 1 = 0 → t = 1.5.
        expectClose(child.convertTime(3, from: nil), 3)
        expectClose(opacity(of: child, at: 1.5, in: timeline), 0)
        expectClose(opacity(of: child, at: 4, in: timeline), 0.5)
        expectClose(parent.convertTime(4, from: nil), 5)
        expectClose(parent.convertTime(5, to: nil), 4)
    }
}

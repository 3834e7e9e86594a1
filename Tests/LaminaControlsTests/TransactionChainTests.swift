import Lamina
import LaminaControls
import Testing

/// `TransactionChain`: each step begins when the previous step's animations end (its
/// transaction's completion), in order, and a cancelled chain begins nothing more.
@Suite struct TransactionChainTests {
    static func timeline() -> (Timeline, Layer) {
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        let dot = Layer()
        root.addSublayer(dot)
        return (Timeline(rootLayer: root, startTime: 1), dot)
    }

    @Test func stepsBeginInOrderWhenThePreviousStepEnds() {
        let (timeline, dot) = Self.timeline()
        var log: [(step: Int, time: Double)] = []
        let chain = TransactionChain()
            .then(duration: 0.45, timingFunction: .easeIn) {
                log.append((0, timeline.currentTime))
                dot.position = Point(50, 0)
            }
            .then(duration: 0.5) {
                log.append((1, timeline.currentTime))
                dot.opacity = 0
            }
            .then(duration: 0.25, timingFunction: .linear) {
                log.append((2, timeline.currentTime))
                dot.position = Point(0, 0)
            }
        var finished: Double?
        chain.completion = { finished = timeline.currentTime }
        chain.run()
        // Each step's implicit animation runs with its own duration and curve.
        timeline.advance(to: 1.225)
        let mid = timeline.presentation().sublayers[0].position.x
        #expect(abs(mid - 50 * TimingFunction.easeIn.value(at: 0.5)) < 1e-9)
        timeline.advance(to: 1.7)
        let fading = timeline.presentation().sublayers[0].opacity
        #expect(abs(fading - (1 - TimingFunction.default.value(at: 0.5))) < 1e-9)
        timeline.advance(to: 5)
        #expect(log.map(\.step) == [0, 1, 2])
        #expect(log.map(\.time) == [1, 1.45, 1.95])
        #expect(finished == 2.2)
    }

    @Test func aStepWithNothingToAnimateMovesOnAtOnce() {
        let (timeline, dot) = Self.timeline()
        var times: [Double] = []
        TransactionChain()
            .then(duration: 0.3) { times.append(timeline.currentTime) }  // nothing changes
            .then(duration: 0.3) {
                times.append(timeline.currentTime)
                dot.opacity = 0.5
            }
            .run()
        #expect(times == [1, 1])
    }

    @Test func cancellingStopsBeforeTheNextStepEvenWhenTheAnimationsAreRemoved() {
        let (timeline, dot) = Self.timeline()
        var steps: [Int] = []
        let chain = TransactionChain()
            .then(duration: 0.5) {
                steps.append(0)
                dot.position = Point(10, 10)
            }
            .then(duration: 0.5) { steps.append(1) }
        var completed = false
        chain.completion = { completed = true }
        chain.run()
        timeline.advance(to: 1.2)
        chain.cancel()
        dot.removeAllAnimations()  // the first step's completion still fires...
        timeline.advance(to: 3)
        #expect(steps == [0])  // ...but begins nothing
        #expect(!completed)
        #expect(chain.currentStep == 0)
    }
}

import Testing
@testable import Lamina
import LaminaTestSupport

/// The timeline fires starts and ends from a queue built by one walk of the tree. What a
/// delegate hears must be what Core Animation's order gives: at each moment, in time order,
/// every start (in tree order), then every end (in tree order), then the scheduled actions due.
@Suite struct TimelineEventQueueTests {
    /// What every delegate hears, with the timeline's time then.
    final class Log {
        var lines: [String] = []
        weak var timeline: Timeline?
        /// Called after a line is written: lets a test change the tree from a callback.
        var onEvent: ((String) -> Void)?

        func record(_ line: String) {
            let text = "\(line) @\(timeline?.currentTime ?? -1)"
            lines.append(text)
            onEvent?(text)
        }
    }

    /// One animation's delegate: writes its name into the log.
    final class Reporter: AnimationDelegate {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }
        func animationDidStart(_ animation: Animation) { log.record("start \(name)") }
        func animationDidStop(_ animation: Animation, finished: Bool) { log.record((finished ? "stop " : "cancel ") + name) }
    }

    private func animation(_ name: String, begin: Double, duration: Double, log: Log, removed: Bool = true) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: duration)
        animation.beginTime = begin
        animation.delegate = Reporter(name, log: log)
        animation.isRemovedOnCompletion = removed
        animation.fillMode = removed ? .removed : .forwards
        return animation
    }

    /// Layers on clocks of their own (begin times, speeds, a mask), each with seeded animations
    /// on a grid of quarter seconds, so that many start or end at the same moment, and every
    /// time is exact in binary.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func manyAnimationsFireInTimeThenTreeOrder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let log = Log()
        let root = Layer()
        // (layer, scale, offset): local = root · scale + offset, written out from the timings.
        var clocks: [(layer: Layer, scale: Double, offset: Double)] = [(root, 1, 0)]
        let late = Layer()
        late.beginTime = 0.5  // local = root - 0.5
        let fast = Layer()
        fast.speed = 2  // local = 2 · root
        let mask = Layer()  // inside fast: local = 2 · root
        fast.mask = mask
        let slow = Layer()
        slow.speed = 0.5
        slow.beginTime = 0.25  // local = (root - 0.25) / 2
        let inner = Layer()
        inner.speed = 2
        inner.timeOffset = 0.5  // local = (root - 0.25) + 0.5
        slow.addSublayer(inner)
        for layer in [late, fast, slow] { root.addSublayer(layer) }
        // Tree order: root, late, fast, fast's mask, slow, inner.
        clocks += [(late, 1, -0.5), (fast, 2, 0), (mask, 2, 0), (slow, 0.5, -0.125), (inner, 1, 0.25)]

        var expected: [(time: Double, isStart: Bool, order: Int, line: String)] = []
        var order = 0
        for (index, clock) in clocks.enumerated() {
            for number in 0..<Int.random(in: 2...5, using: &random) {
                let name = "L\(index)a\(number)"
                let begin = Double(Int.random(in: 0...12, using: &random)) / 4
                let duration = Double(Int.random(in: 1...12, using: &random)) / 4
                let removed = Bool.random(using: &random)
                clock.layer.add(animation(name, begin: begin, duration: duration, log: log, removed: removed),
                                forKey: name, resolvingBeginTime: false)
                let start = (begin - clock.offset) / clock.scale, end = (begin + duration - clock.offset) / clock.scale
                expected.append((max(start, 0), true, order, "start \(name) @\(max(start, 0))"))
                expected.append((max(end, 0), false, order, "stop \(name) @\(max(end, 0))"))
                order += 1
            }
        }
        let timeline = Timeline(rootLayer: root)
        log.timeline = timeline
        for frame in 1...90 { timeline.advance(to: Double(frame) / 30) }
        timeline.advance(to: 20)
        expected.sort { ($0.time, $0.isStart ? 0 : 1, $0.order) < ($1.time, $1.isStart ? 0 : 1, $1.order) }
        #expect(log.lines == expected.map(\.line))
    }

    @Test func anAnimationAddedFromAStopCallbackStartsThenAndEndsOnTime() {
        let log = Log()
        let root = Layer(), other = Layer()
        root.addSublayer(other)
        let timeline = Timeline(rootLayer: root)
        log.timeline = timeline
        log.onEvent = { line in
            guard line == "stop first @1.0" else { return }
            // beginTime 0: now. It starts at once and ends a second later.
            root.add(self.animation("second", begin: 0, duration: 1, log: log), forKey: "second")
        }
        root.add(animation("first", begin: 0, duration: 1, log: log), forKey: "first", resolvingBeginTime: false)
        other.add(animation("sibling", begin: 1, duration: 1.5, log: log), forKey: "sibling", resolvingBeginTime: false)
        for frame in 1...120 { timeline.advance(to: Double(frame) / 40) }
        #expect(log.lines == ["start first @0.0", "start sibling @1.0", "stop first @1.0", "start second @1.0",
                              "stop second @2.0", "stop sibling @2.5"])
        #expect(root.animationKeys().isEmpty)
    }

    @Test func aStartCallbackThatRemovesAnotherStartingAnimationStillReportsItsStart() {
        // Both start at 1; the first's delegate removes the second before its start is told,
        // and the second hears its start (it was due) and then that it was cancelled.
        let log = Log()
        let root = Layer()
        let timeline = Timeline(rootLayer: root)
        log.timeline = timeline
        log.onEvent = { line in if line == "start a @1.0" { root.removeAnimation(forKey: "b") } }
        root.add(animation("a", begin: 1, duration: 1, log: log), forKey: "a", resolvingBeginTime: false)
        root.add(animation("b", begin: 1, duration: 1, log: log), forKey: "b", resolvingBeginTime: false)
        root.add(animation("c", begin: 1.5, duration: 1, log: log), forKey: "c", resolvingBeginTime: false)
        for frame in 1...12 { timeline.advance(to: Double(frame) / 4) }
        #expect(log.lines == ["start a @1.0", "start b @1.0", "cancel b @1.0", "start c @1.5", "stop a @2.0",
                              "stop c @2.5"])
    }

    @Test func aFrozenLayerReportsWhatHoldsAtOnceAndNothingLater() {
        let log = Log()
        let root = Layer()
        let frozen = Layer()
        frozen.speed = 0
        frozen.timeOffset = 2  // local time is 2, always
        root.addSublayer(frozen)
        frozen.add(animation("running", begin: 1, duration: 5, log: log), forKey: "running", resolvingBeginTime: false)
        frozen.add(animation("over", begin: 0, duration: 1, log: log), forKey: "over", resolvingBeginTime: false)
        frozen.add(animation("later", begin: 3, duration: 1, log: log), forKey: "later", resolvingBeginTime: false)
        let timeline = Timeline(rootLayer: root, startTime: 4)
        log.timeline = timeline
        for frame in 1...40 { timeline.advance(to: 4 + Double(frame) / 4) }
        #expect(log.lines == ["start running @4.0", "start over @4.0", "stop over @4.0"])
        #expect(frozen.animationKeys() == ["running", "later"])
        // Running again from local 2 at root 20: "running" ends at local 6 (root 24), "later"
        // runs from local 3 to 4 (root 21 to 22).
        timeline.advance(to: 20)
        frozen.speed = 1
        frozen.beginTime = 20
        timeline.advance(to: 30)
        #expect(log.lines.dropFirst(3) == ["start later @21.0", "stop later @22.0", "stop running @24.0"])
    }

    @Test func aPausedLayerEndsLaterByThePause() {
        let log = Log()
        let root = Layer()
        let layer = Layer()
        root.addSublayer(layer)
        layer.add(animation("fade", begin: 0, duration: 2, log: log), forKey: "fade", resolvingBeginTime: false)
        let timeline = Timeline(rootLayer: root)
        log.timeline = timeline
        timeline.advance(to: 0.5)
        // Core Animation's pause: freeze local time where it is; resume 3 s later from there.
        let paused = layer.convertTime(0.5, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        for frame in 1...12 { timeline.advance(to: 0.5 + Double(frame) / 4) }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 3.5 - paused  // local time continues from `paused` at 3.5
        for frame in 1...20 { timeline.advance(to: 3.5 + Double(frame) / 4) }
        #expect(log.lines == ["start fade @0.0", "stop fade @5.0"])
    }

    @Test func actionsOfOneMomentRunInTheOrderTheyWereScheduledAfterTheAnimationsEvents() {
        let log = Log()
        let root = Layer()
        let timeline = Timeline(rootLayer: root)
        log.timeline = timeline
        var ran: [String] = []
        timeline.schedule(at: 1) { ran.append("x \(timeline.currentTime)") }
        timeline.schedule(at: 0.5) {
            ran.append("y \(timeline.currentTime)")
            // Due at once: it runs at this moment, after the actions already due.
            timeline.schedule(at: 0.25) { ran.append("z \(timeline.currentTime)") }
        }
        timeline.schedule(at: 1) { ran.append("w \(timeline.currentTime); \(log.lines.joined(separator: ", "))") }
        timeline.schedule(at: .nan) { ran.append("never") }
        root.add(animation("a", begin: 0.5, duration: 0.5, log: log), forKey: "a", resolvingBeginTime: false)
        timeline.advance(to: 3)
        #expect(ran == ["y 0.5", "z 0.5", "x 1.0", "w 1.0; start a @0.5, stop a @1.0"])
    }
}

import Foundation
import Lamina

/// Runs a ``LottieStateMachine`` over a timed list of inputs: which state is current, which
/// animation and frames play and the frame shown, at any time. A pure function of (machine,
/// inputs, time): events are handled in time order (scripted inputs, the end of a segment or of
/// each loop, `@elapsedTime` thresholds), and between events the frame is the closed form of
/// ``LottieStateMachineSegment``, so no frame depends on which were drawn before it.
///
///     let engine = LottieStateMachineEngine(machine: machine, clips: ["pigeon": .init(animation)],
///                                           initialAnimation: "pigeon", inputs: inputs) { layer, point, playhead in
///         false  // is `point` on the layer named `layer` in the frame `playhead` shows?
///     }
///     engine.advance(to: 2)
///     let playhead = engine.playhead(at: 2)   // state, animation, frame
///
/// The rules are dotlottie-rs's: the global state's transitions are tried first, then the
/// current state's; guarded transitions in order, the one without guards last; a transition
/// that waits for an event is only tried while one is handled. Interaction actions each run the
/// transitions; entry and exit actions only change inputs. Chains of transitions stop after
/// ``chainLimit`` (a cycle of transitions without guards would never rest), and a run after
/// `Limits.lottieStateMachineEvents` events, each with a warning. `SetRandom` draws from a
/// seeded generator, so a run repeats exactly. Tweened transitions change state at once.
public final class LottieStateMachineEngine {
    /// Transitions followed for one event before the engine stops the chain: a cycle of
    /// transitions that need nothing would otherwise never end (dotlottie-rs stops at 20 cycles).
    public static let chainLimit = 20

    /// What the engine needs of an animation: its frame rate, frames and markers.
    public struct Clip: Sendable, Hashable {
        /// Frames per second.
        public var frameRate: Double
        /// The first frame.
        public var inPoint: Double
        /// The frame after the last.
        public var outPoint: Double
        /// The markers a state's `segment` names.
        public var markers: [LottieMarker]
        /// The canvas, in points: where `PointerEnter` and `PointerExit` without a layer look.
        public var size: Size

        /// What the engine needs of `animation`.
        public init(_ animation: LottieAnimation) {
            frameRate = animation.frameRate
            inPoint = animation.inPoint
            outPoint = animation.outPoint
            markers = animation.markers
            size = Size(width: animation.width, height: animation.height)
        }
    }

    /// What is shown at a time.
    public struct Playhead: Sendable, Hashable {
        /// The current state's name.
        public var state: String
        /// The animation shown.
        public var animation: String
        /// The frame shown (the file's numbering, continuous).
        public var frame: Double
        /// The segment playing, with its range and loop settings.
        public var segment: LottieStateMachineSegment
        /// The last theme a `SetTheme` action chose, if any.
        public var theme: String?
    }

    /// The machine run.
    public let machine: LottieStateMachine
    /// Every segment played so far, in time order (the first at time 0).
    public private(set) var segments: [LottieStateMachineSegment] = []
    /// Themes chosen by `SetTheme`, with their times.
    public private(set) var themes: [(time: Double, theme: String)] = []
    /// What the run skipped or stopped, one sentence each with its time.
    public private(set) var warnings: [String] = []
    /// `FireCustomEvent` and `OpenUrl` actions, reported with their times.
    public private(set) var outputs: [(time: Double, message: String)] = []
    /// The inputs' values now.
    public private(set) var values: [String: LottieStateMachine.Value] = [:]
    /// The current state's name.
    public private(set) var currentState: String
    /// The time handled up to.
    public private(set) var now: Double = 0

    private let clips: [String: Clip]
    private let hitTest: (String, Point, Playhead) -> Bool
    private let limits: Limits
    private var script: [LottieStateMachineInput]
    private var pendingEvent: String?
    private var enteredLayer: String?
    private var isOnCanvas = false
    private var handled = 0
    private var stopped = false
    /// Per segment index: whether its completion was handled, and how many loop ends were.
    private var completed: Set<Int> = []
    private var loopsHandled: [Int: Int] = [:]
    private var random: UInt64 = 0x853c_49e6_748f_ea9b
    private var hasEntered = false

    /// Starts the machine at time 0 in its initial state.
    ///
    /// - Parameters:
    ///   - machine: the machine to run.
    ///   - clips: the animations by id (a state names one, or plays on the current one).
    ///   - initialAnimation: the animation playing before the first state names one.
    ///   - inputs: the scripted inputs, handled in time order (same times in the given order).
    ///   - limits: the events a run may handle (`Limits.lottieStateMachineEvents`).
    ///   - hitTest: whether a point is on the layer of a name in the frame a playhead shows.
    public init(machine: LottieStateMachine, clips: [String: Clip], initialAnimation: String,
                inputs: [LottieStateMachineInput] = [], limits: Limits = .standard,
                hitTest: @escaping (String, Point, Playhead) -> Bool) {
        self.machine = machine
        self.clips = clips
        self.hitTest = hitTest
        self.limits = limits
        script = inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        for input in machine.inputs where values[input.name] == nil { values[input.name] = input.initialValue }
        currentState = machine.initial
        let clip = clips[initialAnimation]
        segments = [LottieStateMachineSegment(time: 0, state: "", animation: initialAnimation, from: clip?.inPoint ?? 0,
                                              to: clip?.outPoint ?? 0, loops: false, loopCount: 0, autoplay: false,
                                              mode: .forward, speed: 1, frameRate: clip?.frameRate ?? 30)]
        enter(machine.initial)
        runTransitions()
    }

    /// The state, animation and frame shown at `time` (at most the time advanced to).
    public func playhead(at time: Double) -> Playhead {
        let segment = segments.last { $0.time <= time } ?? segments[0]
        return Playhead(state: segment.state, animation: segment.animation, frame: segment.frame(at: time),
                        segment: segment, theme: themes.last { $0.time <= time }?.theme)
    }

    /// Adds inputs to handle, each at its time (one before the time handled up to is handled
    /// at that time, next).
    public func enqueue(_ inputs: [LottieStateMachineInput]) {
        let due = inputs.map { LottieStateMachineInput(time: max($0.time, now), $0.kind) }
        script = (script + due).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Handles every event due by `time` in time order.
    public func advance(to time: Double) {
        while !stopped {
            let internalEvent = nextInternalEvent()
            let scripted = script.first.map(\.time)
            // At the same time, what the animation did comes before what the user did next.
            if let (t, kind) = internalEvent, t <= time, scripted.map({ t <= $0 }) ?? true {
                guard count(at: t) else { break }
                handleInternal(kind)
            } else if let t = scripted, t <= time {
                guard count(at: t) else { break }
                handle(script.removeFirst())
            } else {
                break
            }
        }
        now = max(now, time)
    }

    /// Moves to an event's time and counts it; false (and the run stopped) past the limit.
    private func count(at time: Double) -> Bool {
        now = max(now, time)
        handled += 1
        guard handled > limits.lottieStateMachineEvents else { return true }
        stopped = true
        warn("more than \(limits.lottieStateMachineEvents) events; the state machine stopped in state \"\(currentState)\"")
        return false
    }

    private func warn(_ message: String) {
        warnings.append("at \(String(format: "%g", now)) s: \(message)")
    }

    // MARK: Internal events

    private enum InternalEvent { case complete, loopComplete(Int), timed }

    /// The earliest event the animation or the clock makes after now (or at now, not yet handled).
    private func nextInternalEvent() -> (Double, InternalEvent)? {
        var best: (Double, InternalEvent)?
        func consider(_ t: Double?, _ kind: InternalEvent) {
            guard let t, t >= now, best.map({ t < $0.0 }) ?? true else { return }
            best = (t, kind)
        }
        let index = segments.count - 1, segment = segments[index]
        let listens = { (kind: LottieStateMachine.Interaction.Kind) in
            self.machine.interactions.contains { $0.kind == kind && $0.stateName == segment.state }
        }
        if !completed.contains(index), listens(.onComplete) { consider(segment.completionTime, .complete) }
        if listens(.onLoopComplete), segment.unit > 0 {
            let k = max(loopsHandled[index] ?? 0, Int((segment.played(at: now) / segment.unit).rounded(.down))) + 1
            if let t = segment.loopEnd(k) { consider(t, .loopComplete(k)) }
        }
        // `@elapsedTime` guards change only when a threshold is passed: the threshold, and just after.
        for state in [machine.globalState, machine.state(named: currentState)].compactMap({ $0 }) {
            for transition in state.transitions {
                for guardValue in transition.guards {
                    guard case .numeric(let input, _, let operand) = guardValue else { continue }
                    let thresholds: [Double?] = input == "@elapsedTime" ? [number(operand)]
                        : operand == .input("@elapsedTime") ? [number(.input(input))] : []
                    for c in thresholds.compactMap({ $0 }) where c.isFinite {
                        consider(c > now ? c : nil, .timed)
                        consider(c.nextUp > now ? c.nextUp : nil, .timed)
                    }
                }
            }
        }
        return best
    }

    private func handleInternal(_ kind: InternalEvent) {
        let index = segments.count - 1, state = segments[index].state
        switch kind {
        case .complete:
            completed.insert(index)
            run(machine.interactions.filter { $0.kind == .onComplete && $0.stateName == state }.flatMap(\.actions))
        case .loopComplete(let k):
            loopsHandled[index] = k
            run(machine.interactions.filter { $0.kind == .onLoopComplete && $0.stateName == state }.flatMap(\.actions))
        case .timed:
            runTransitions()
        }
    }

    // MARK: Scripted inputs

    private func handle(_ input: LottieStateMachineInput) {
        switch input.kind {
        case .set(let name, let value):
            guard let old = values[name], old != .event, Self.sameType(old, value) else {
                warn("no \(Self.typeName(value)) input \"\(name)\" to set")
                return
            }
            values[name] = value
            runTransitions()
        case .fire(let name):
            guard values[name] == .event else {
                warn("no event input \"\(name)\" to fire")
                return
            }
            pendingEvent = name
            runTransitions()
        case .pointer(let pointer, let point):
            let playhead = playhead(at: now)
            var actions: [LottieStateMachine.Action] = []
            let kinds: [LottieStateMachine.Interaction.Kind] = switch pointer {
            case .down: [.pointerDown]
            case .up: [.pointerUp, .click]
            case .click: [.click]
            case .move: [.pointerMove]
            case .cancel: []
            }
            for kind in kinds {
                for interaction in machine.interactions where interaction.kind == kind {
                    if let layer = interaction.layerName, !hitTest(layer, point, playhead) { continue }
                    actions += interaction.actions
                }
            }
            // Entering and leaving named layers, as dotlottie-rs tracks them from moves, downs and ups.
            if pointer != .click {
                let listened = machine.interactions.filter { ($0.kind == .pointerEnter || $0.kind == .pointerExit) }.compactMap(\.layerName)
                let hit = pointer == .cancel ? nil : listened.first { hitTest($0, point, playhead) }
                if hit != enteredLayer {
                    if let old = enteredLayer {
                        actions += machine.interactions.filter { $0.kind == .pointerExit && $0.layerName == old }.flatMap(\.actions)
                    }
                    if let hit {
                        actions += machine.interactions.filter { $0.kind == .pointerEnter && $0.layerName == hit }.flatMap(\.actions)
                    }
                    enteredLayer = hit
                }
                // Without a layer name, entering and leaving are the canvas's.
                let size = clips[playhead.animation]?.size ?? .zero
                let onCanvas = pointer != .cancel && point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height
                if onCanvas != isOnCanvas {
                    isOnCanvas = onCanvas
                    let kind: LottieStateMachine.Interaction.Kind = onCanvas ? .pointerEnter : .pointerExit
                    actions += machine.interactions.filter { $0.kind == kind && $0.layerName == nil }.flatMap(\.actions)
                }
            }
            run(actions)
        }
    }

    // MARK: States and transitions

    /// Interaction actions: each one, then the transitions it allows.
    private func run(_ actions: [LottieStateMachine.Action]) {
        for action in actions where !stopped {
            perform(action)
            runTransitions()
        }
    }

    /// Follows transitions until none applies (or ``chainLimit`` of them were taken).
    private func runTransitions() {
        var chain = 0
        while true {
            let event = pendingEvent
            var target: String?
            if let global = machine.globalState, let t = transition(from: global, event: event), t != currentState {
                target = t
            } else if let state = machine.state(named: currentState), !state.isGlobal {
                target = transition(from: state, event: event)
            }
            guard let target else { break }
            pendingEvent = nil
            chain += 1
            guard chain <= Self.chainLimit else {
                warn("more than \(Self.chainLimit) transitions in a row (a cycle without guards?); stopped in state \"\(currentState)\"")
                break
            }
            enter(target)
        }
        pendingEvent = nil
    }

    /// The target of the first transition of `state` whose guards hold, the unguarded one last.
    private func transition(from state: LottieStateMachine.State, event: String?) -> String? {
        var unguarded: String?
        for transition in state.transitions where machine.state(named: transition.target) != nil {
            if transition.guards.isEmpty { unguarded = transition.target; continue }
            guard transition.waitsForEvent == (event != nil) else { continue }
            if transition.guards.allSatisfy({ holds($0, event: event) }) { return transition.target }
        }
        return unguarded
    }

    private func enter(_ name: String) {
        if hasEntered, let old = machine.state(named: currentState) { old.exitActions.forEach(perform) }
        hasEntered = true
        currentState = name
        guard let state = machine.state(named: name), let playback = state.playback else { return }
        let previous = segments[segments.count - 1]
        var animation = playback.animation.isEmpty ? previous.animation : playback.animation
        if clips[animation] == nil {
            warn("state \"\(name)\" plays the animation \"\(animation)\", which the file does not have")
            animation = previous.animation
        }
        let clip = clips[animation]
        var from = clip?.inPoint ?? 0, to = clip?.outPoint ?? 0
        if let name = playback.segment {
            if let marker = clip?.markers.first(where: { $0.name == name }) {
                from = marker.frame
                to = marker.frame + marker.durationFrames
            } else {
                warn("state \"\(state.name)\" plays the segment \"\(name)\", which is no marker of \"\(animation)\"; playing the whole animation")
            }
        }
        segments.append(LottieStateMachineSegment(time: now, state: name, animation: animation, from: from, to: to,
                                                  loops: playback.loops, loopCount: playback.loopCount,
                                                  autoplay: playback.autoplay, mode: playback.mode, speed: playback.speed,
                                                  frameRate: clip?.frameRate ?? 30))
        state.entryActions.forEach(perform)
    }

    // MARK: Guards and actions

    private func holds(_ guardValue: LottieStateMachine.Guard, event: String?) -> Bool {
        switch guardValue {
        case .event(let input):
            return event == input
        case .numeric(let input, let comparison, let operand):
            guard let a = number(.input(input)), let b = number(operand) else { return false }
            return Self.compare(a, b, comparison)
        case .string(let input, let comparison, let operand):
            guard case .string(let a)? = values[input] else { return false }
            let b: String?
            switch operand {
            case .string(let s): b = s
            case .input(let name): if case .string(let s)? = values[name] { b = s } else { b = nil }
            case .number(let n): b = n == n.rounded() ? String(Int(n)) : String(n)
            case .boolean: b = nil
            }
            guard let b else { return false }
            return comparison == .equal ? a == b : comparison == .notEqual ? a != b : false
        case .boolean(let input, let comparison, let operand):
            guard case .boolean(let a)? = values[input], let b = boolean(operand) else { return false }
            return comparison == .equal ? a == b : a != b
        }
    }

    private static func compare(_ a: Double, _ b: Double, _ comparison: LottieStateMachine.Comparison) -> Bool {
        switch comparison {
        case .equal: a == b
        case .notEqual: a != b
        case .greaterThan: a > b
        case .greaterThanOrEqual: a >= b
        case .lessThan: a < b
        case .lessThanOrEqual: a <= b
        }
    }

    private func number(_ operand: LottieStateMachine.Operand?) -> Double? {
        switch operand {
        case .number(let n)?: return n
        case .input("@elapsedTime")?: return now
        case .input(let name)?: if case .number(let n)? = values[name] { return n } else { return nil }
        default: return nil
        }
    }

    private func boolean(_ operand: LottieStateMachine.Operand) -> Bool? {
        switch operand {
        case .boolean(let b): return b
        case .input(let name): if case .boolean(let b)? = values[name] { return b } else { return nil }
        default: return nil
        }
    }

    private func perform(_ action: LottieStateMachine.Action) {
        func setNumber(_ input: String, _ value: (Double) -> Double) {
            guard case .number(let old)? = values[input] else { return }
            let new = value(old)
            if new.isFinite { values[input] = .number(new) }
        }
        switch action {
        case .increment(let input, let by): setNumber(input) { $0 + (number(by) ?? 1) }
        case .decrement(let input, let by): setNumber(input) { $0 - (number(by) ?? 1) }
        case .multiply(let input, let by): setNumber(input) { $0 * (number(by) ?? 1) }
        case .floor(let input): setNumber(input) { $0.rounded(.down) }
        case .clamp(let input, let lower, let upper):
            setNumber(input) { min(max($0, number(lower) ?? -.infinity), number(upper) ?? .infinity) }
        case .toggle(let input):
            if case .boolean(let b)? = values[input] { values[input] = .boolean(!b) }
        case .setNumeric(let input, let value):
            if let n = number(value), values[input] != nil { values[input] = .number(n) }
        case .setBoolean(let input, let value):
            if let b = boolean(value), values[input] != nil { values[input] = .boolean(b) }
        case .setString(let input, let value):
            if values[input] != nil { values[input] = .string(value) }
        case .setRandom(let input, let lower, let upper, let integer):
            let low = number(lower) ?? 0, high = number(upper) ?? 1
            let r = low + nextRandom() * (high - low)
            setNumber(input) { _ in integer ? r.rounded() : r }
        case .reset(let input):
            if let initial = machine.inputs.first(where: { $0.name == input })?.initialValue { values[input] = initial }
        case .fire(let input):
            pendingEvent = input
        case .setTheme(let id):
            themes.append((now, id))
        case .setFrame(let value):
            if let f = number(value) { seek { $0.offset(toFrame: f) } }
        case .setProgress(let value):
            if let p = number(value) { seek { $0.offset(toFrame: $0.from + ($0.to - $0.from) * min(max(p, 0), 100) / 100) } }
        case .fireCustomEvent(let message):
            outputs.append((now, "custom event \"\(message)\""))
        case .openURL(let url):
            outputs.append((now, "open \(url)"))
        }
    }

    /// The current segment started again at a frame, keeping its settings.
    private func seek(_ offset: (LottieStateMachineSegment) -> Double) {
        var segment = segments[segments.count - 1]
        segment.startOffset = offset(segment)
        segment.time = now
        segments.append(segment)
    }

    /// SplitMix64, seeded as dotlottie-rs seeds its generator: a run draws the same numbers.
    private func nextRandom() -> Double {
        random &+= 0x9E37_79B9_7F4A_7C15
        var z = random
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    private static func sameType(_ a: LottieStateMachine.Value, _ b: LottieStateMachine.Value) -> Bool {
        switch (a, b) {
        case (.number, .number), (.string, .string), (.boolean, .boolean): true
        default: false
        }
    }

    private static func typeName(_ value: LottieStateMachine.Value) -> String {
        switch value {
        case .number: "numeric"
        case .string: "string"
        case .boolean: "boolean"
        case .event: "event"
        }
    }
}

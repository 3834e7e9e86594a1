import Foundation

/// A dotLottie state machine (`s/<id>.json` in a dotLottie 2 archive), as dotlottie-rs defines
/// the format: playback states joined by guarded transitions, inputs the guards read, and
/// interactions (pointer events on named layers, the end of a state's segment) whose actions
/// change the inputs and fire events.
///
///     {"initial": "idle",
///      "states": [{"type": "PlaybackState", "name": "idle", "animation": "", "segment": "wave",
///                  "loop": true, "autoplay": true,
///                  "transitions": [{"type": "Transition", "toState": "pressed",
///                                   "guards": [{"type": "Event", "inputName": "press"}]}]}, ...],
///      "interactions": [{"type": "PointerDown", "layerName": "Button",
///                        "actions": [{"type": "Fire", "inputName": "press"}]}],
///      "inputs": [{"type": "Event", "name": "press"}]}
///
/// Parsing checks the structure (each bad value named by its JSON path), that every state a
/// transition names exists, that guards and actions name declared inputs, and the counts against
/// ``Limits/lottieStateMachineItems``. The older key names (`triggers`, `listeners`,
/// `triggerName`) are read as `inputs`, `interactions` and `inputName`.
/// ``LottieStateMachineEngine`` runs one.
public struct LottieStateMachine: Sendable, Hashable {
    /// The machine's id in the archive (its file name without `.json`).
    public var id: String
    /// The state entered first.
    public var initial: String
    public var states: [State]
    public var inputs: [Input]
    public var interactions: [Interaction]
    /// What parsing found suspicious but playable (a cycle of transitions without guards),
    /// one sentence each.
    public var warnings: [String] = []

    /// A state: a playback state shows a segment of an animation; the global state (at most
    /// one) only holds transitions, tried before the current state's from wherever it is.
    public struct State: Sendable, Hashable {
        public var name: String
        /// `nil` for the global state.
        public var playback: Playback?
        public var transitions: [Transition]
        public var entryActions: [Action]
        public var exitActions: [Action]
        public var isGlobal: Bool { playback == nil }
    }

    /// How a playback state plays its animation.
    public struct Playback: Sendable, Hashable {
        /// The animation's id; empty: the animation playing when the state is entered.
        public var animation: String
        /// A marker's name: the frames it spans; `nil`: the whole animation.
        public var segment: String?
        public var loops: Bool
        /// With ``loops``, how many times (0: without end).
        public var loopCount: Int
        public var autoplay: Bool
        public var mode: Mode
        public var speed: Double
        public var isFinal: Bool
    }

    /// The playback direction of a state (dotLottie's `mode`).
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case forward = "Forward", reverse = "Reverse", bounce = "Bounce", reverseBounce = "ReverseBounce"
    }

    /// A transition to `target`, taken when all its guards hold (a transition without guards is
    /// taken last, when no guarded one is). A tweened transition's tween is not drawn: the
    /// state changes at once.
    public struct Transition: Sendable, Hashable {
        public var target: String
        public var guards: [Guard]
        /// A `Tweened` transition's duration in seconds, `nil` for a plain one.
        public var tweenDuration: Double?
        /// Whether one of the guards waits for an event (then it is only tried when one fires).
        public var waitsForEvent: Bool { guards.contains { if case .event = $0 { true } else { false } } }
    }

    /// A comparison of an input with a value or another input.
    public enum Guard: Sendable, Hashable {
        case numeric(input: String, Comparison, Operand)
        case string(input: String, Comparison, Operand)
        case boolean(input: String, Comparison, Operand)
        /// Holds while the event `input` is being handled.
        case event(input: String)
    }

    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        case equal = "Equal", notEqual = "NotEqual", greaterThan = "GreaterThan"
        case greaterThanOrEqual = "GreaterThanOrEqual", lessThan = "LessThan", lessThanOrEqual = "LessThanOrEqual"
    }

    /// A literal, or an input read when used (`"$name"`, or `"@elapsedTime"`: seconds since the
    /// machine started).
    public enum Operand: Sendable, Hashable {
        case number(Double)
        case string(String)
        case boolean(Bool)
        case input(String)
    }

    /// An input the guards read and the actions change.
    public struct Input: Sendable, Hashable {
        public var name: String
        public var initialValue: Value
    }

    /// An input's value; an event input has none (it is fired).
    public enum Value: Sendable, Hashable {
        case number(Double)
        case string(String)
        case boolean(Bool)
        case event
    }

    /// What runs actions: a pointer event (on the layer named `layerName`, or anywhere), or the
    /// end of the state `stateName`'s segment or of each of its loops.
    public struct Interaction: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case pointerDown = "PointerDown", pointerUp = "PointerUp", pointerEnter = "PointerEnter"
            case pointerExit = "PointerExit", pointerMove = "PointerMove", click = "Click"
            case onComplete = "OnComplete", onLoopComplete = "OnLoopComplete"
        }
        public var kind: Kind
        public var layerName: String?
        public var stateName: String?
        public var actions: [Action]
    }

    /// What an interaction or a state's entry or exit does.
    public enum Action: Sendable, Hashable {
        case increment(input: String, by: Operand?)
        case decrement(input: String, by: Operand?)
        case multiply(input: String, by: Operand)
        case floor(input: String)
        case clamp(input: String, min: Operand?, max: Operand?)
        case toggle(input: String)
        case setNumeric(input: String, Operand)
        case setBoolean(input: String, Operand)
        case setString(input: String, String)
        /// A seeded pseudo-random number in `min...max` (default 0...1), whole with `integer`.
        case setRandom(input: String, min: Operand?, max: Operand?, integer: Bool)
        case reset(input: String)
        case fire(input: String)
        case setTheme(String)
        case setFrame(Operand)
        /// A progress in percent of the segment (0...100).
        case setProgress(Operand)
        /// Reported, not acted on (there is no host to tell).
        case fireCustomEvent(String)
        /// Reported, not acted on (opening links is the host's business).
        case openURL(String)
    }

    /// The state named `name`.
    public func state(named name: String) -> State? { states.first { $0.name == name } }

    /// The global state, if there is one.
    public var globalState: State? { states.first(where: \.isGlobal) }
}

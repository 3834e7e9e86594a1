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
/// `Limits.lottieStateMachineItems`. The older key names (`triggers`, `listeners`,
/// `triggerName`) are read as `inputs`, `interactions` and `inputName`.
/// ``LottieStateMachineEngine`` runs one.
public struct LottieStateMachine: Sendable, Hashable {
    /// The machine's id in the archive (its file name without `.json`).
    public var id: String
    /// The state entered first.
    public var initial: String
    /// The states, the global one among them.
    public var states: [State]
    /// The inputs, with their initial values.
    public var inputs: [Input]
    /// What pointer events and ends of segments do.
    public var interactions: [Interaction]
    /// What parsing found suspicious but playable (a cycle of transitions without guards),
    /// one sentence each.
    public var warnings: [String] = []

    /// A state: a playback state shows a segment of an animation; the global state (at most
    /// one) only holds transitions, tried before the current state's from wherever it is.
    public struct State: Sendable, Hashable {
        /// The name transitions and interactions use.
        public var name: String
        /// `nil` for the global state.
        public var playback: Playback?
        /// Tried in order; the one without guards last.
        public var transitions: [Transition]
        /// Run on entering (they change inputs; the transitions run after).
        public var entryActions: [Action]
        /// Run on leaving.
        public var exitActions: [Action]
        /// Whether this is the global state.
        public var isGlobal: Bool { playback == nil }
    }

    /// How a playback state plays its animation.
    public struct Playback: Sendable, Hashable {
        /// The animation's id; empty: the animation playing when the state is entered.
        public var animation: String
        /// A marker's name: the frames it spans; `nil`: the whole animation.
        public var segment: String?
        /// Whether the segment repeats.
        public var loops: Bool
        /// With ``loops``, how many times (0: without end).
        public var loopCount: Int
        /// Whether it plays on entering; else it shows the segment's first frame.
        public var autoplay: Bool
        /// The direction.
        public var mode: Mode
        /// Multiplies the frame rate (above 0, at most 1000).
        public var speed: Double
        /// dotLottie's `final` (read, not acted on).
        public var isFinal: Bool
    }

    /// The playback direction of a state (dotLottie's `mode`).
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// From the first frame to the last, the last to the first, there and back, back and there.
        case forward = "Forward", reverse = "Reverse", bounce = "Bounce", reverseBounce = "ReverseBounce"
    }

    /// A transition to `target`, taken when all its guards hold (a transition without guards is
    /// taken last, when no guarded one is). A tweened transition's tween is not drawn: the
    /// state changes at once.
    public struct Transition: Sendable, Hashable {
        /// The state it goes to (`toState`).
        public var target: String
        /// All must hold.
        public var guards: [Guard]
        /// A `Tweened` transition's duration in seconds, `nil` for a plain one.
        public var tweenDuration: Double?
        /// Whether one of the guards waits for an event (then it is only tried when one fires).
        public var waitsForEvent: Bool { guards.contains { if case .event = $0 { true } else { false } } }
    }

    /// A comparison of an input with a value or another input.
    public enum Guard: Sendable, Hashable {
        /// A numeric input compared with a number.
        case numeric(input: String, Comparison, Operand)
        /// A string input compared (Equal, NotEqual) with a string.
        case string(input: String, Comparison, Operand)
        /// A boolean input compared (Equal, NotEqual) with a boolean.
        case boolean(input: String, Comparison, Operand)
        /// Holds while the event `input` is being handled.
        case event(input: String)
    }

    /// A guard's `conditionType`.
    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        /// The comparisons by their names in the file.
        case equal = "Equal", notEqual = "NotEqual", greaterThan = "GreaterThan"
        /// The ordering comparisons, for numbers.
        case greaterThanOrEqual = "GreaterThanOrEqual", lessThan = "LessThan", lessThanOrEqual = "LessThanOrEqual"
    }

    /// A literal, or an input read when used (`"$name"`, or `"@elapsedTime"`: seconds since the
    /// machine started).
    public enum Operand: Sendable, Hashable {
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// A boolean.
        case boolean(Bool)
        /// An input's value when used (its name without `$`; `@elapsedTime` as written).
        case input(String)
    }

    /// An input the guards read and the actions change.
    public struct Input: Sendable, Hashable {
        /// The name guards and actions use.
        public var name: String
        /// The value at the start and after `Reset`.
        public var initialValue: Value
    }

    /// An input's value; an event input has none (it is fired).
    public enum Value: Sendable, Hashable {
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// A boolean.
        case boolean(Bool)
        /// An event input: fired, never holding a value.
        case event
    }

    /// What runs actions: a pointer event (on the layer named `layerName`, or anywhere), or the
    /// end of the state `stateName`'s segment or of each of its loops.
    public struct Interaction: Sendable, Hashable {
        /// What an interaction waits for, by its name in the file.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// Pointer events (enter: the pointer comes onto the named layer).
            case pointerDown = "PointerDown", pointerUp = "PointerUp", pointerEnter = "PointerEnter"
            /// Pointer events (exit: it leaves the layer; a click comes with each up).
            case pointerExit = "PointerExit", pointerMove = "PointerMove", click = "Click"
            /// The end of a state's segment, and of each of its loops.
            case onComplete = "OnComplete", onLoopComplete = "OnLoopComplete"
        }
        /// What it waits for.
        public var kind: Kind
        /// The Lottie layer (`nm`) a pointer event must hit; `nil`: anywhere.
        public var layerName: String?
        /// For `OnComplete` and `OnLoopComplete`, the state.
        public var stateName: String?
        /// Run in order, each followed by the transitions it allows.
        public var actions: [Action]
    }

    /// What an interaction or a state's entry or exit does.
    public enum Action: Sendable, Hashable {
        /// Adds `by` (default 1).
        case increment(input: String, by: Operand?)
        /// Subtracts `by` (default 1).
        case decrement(input: String, by: Operand?)
        /// Multiplies by `by`.
        case multiply(input: String, by: Operand)
        /// Rounds down.
        case floor(input: String)
        /// Keeps the value within `min...max`.
        case clamp(input: String, min: Operand?, max: Operand?)
        /// Turns a boolean over.
        case toggle(input: String)
        /// Sets a numeric input.
        case setNumeric(input: String, Operand)
        /// Sets a boolean input.
        case setBoolean(input: String, Operand)
        /// Sets a string input.
        case setString(input: String, String)
        /// A seeded pseudo-random number in `min...max` (default 0...1), whole with `integer`.
        case setRandom(input: String, min: Operand?, max: Operand?, integer: Bool)
        /// Back to the initial value.
        case reset(input: String)
        /// Fires an event input.
        case fire(input: String)
        /// Applies a theme of the archive to every animation.
        case setTheme(String)
        /// Plays on from a frame of the current segment.
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

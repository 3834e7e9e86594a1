import Foundation
import Lamina

/// A dotLottie state machine playing its animations: one ``LottieLayer`` per animation under
/// the root, the one the current state plays shown and paused at the frame the
/// ``LottieStateMachineEngine`` computes for the time. Scripted inputs (and pointer events a
/// window forwards with ``send(_:)``) are handled in time order as the playback advances; a
/// pointer event hits a named Lottie layer where the frame shown at its time draws it
/// (`LayerSnapshot.hitTestNames(_:)`).
///
/// Each frame is set by ``advance(to:)`` from the engine's closed form, so a frame at `t` is the
/// same whether drawn alone or in an export; `presentation(at:)` shows the model as last advanced.
public final class LottieStateMachinePlayback: PointerDrivenPlayback {
    /// The timeline whose root holds a layer per animation.
    public let timeline: Timeline
    /// The machine's run: states, segments and inputs so far.
    public let engine: LottieStateMachineEngine
    private let layers: [String: LottieLayer]
    private var theme: String?

    /// Builds a layer per animation and starts the machine.
    ///
    /// - Parameters:
    ///   - machine: the machine to play.
    ///   - animations: the archive's animations by id (those the states name, and the initial one).
    ///   - initialAnimation: the animation shown until a state names another.
    ///   - inputs: the scripted inputs.
    ///   - fileName: names the archive in errors and warnings.
    ///   - limits: the largest sizes and counts accepted.
    ///   - imageDecoder: pixels from an image asset's bytes.
    ///   - fidelity: Core Animation's drawing or After Effects' where they differ.
    public init(machine: LottieStateMachine, animations: [String: LottieAnimation], initialAnimation: String,
                inputs: [LottieStateMachineInput] = [], fileName: String = "<data>", limits: Limits = .standard,
                imageDecoder: ((Data) -> ImageBuffer?)? = nil, fidelity: LottieFidelity = .coreAnimation) throws {
        guard let initial = animations[initialAnimation] else {
            throw LottieError(fileName: fileName, path: "", message: "no animation \"\(initialAnimation)\" to start the state machine with")
        }
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: initial.width, height: initial.height)
        root.anchorPoint = .zero
        var layers: [String: LottieLayer] = [:]
        for id in animations.keys.sorted() {
            let layer = try LottieLayer(animation: animations[id]!, fileName: fileName, limits: limits,
                                        imageDecoder: imageDecoder, fidelity: fidelity)
            layer.name = id
            layer.isHidden = id != initialAnimation
            root.addSublayer(layer)
            layers[id] = layer
        }
        let timeline = Timeline(rootLayer: root)
        self.timeline = timeline
        self.layers = layers
        let show = Self.show(layers)
        engine = LottieStateMachineEngine(
            machine: machine, clips: animations.mapValues(LottieStateMachineEngine.Clip.init),
            initialAnimation: initialAnimation, inputs: inputs, limits: limits
        ) { name, point, playhead in
            show(playhead)
            return timeline.presentation(at: timeline.currentTime).hitTestNames(point)?.contains(name) ?? false
        }
        show(engine.playhead(at: 0))
    }

    /// Shows the playhead's animation at its frame, the others hidden, without implicit animations.
    private static func show(_ layers: [String: LottieLayer]) -> (LottieStateMachineEngine.Playhead) -> Void {
        { playhead in
            Transaction.perform(disableActions: true) {
                for (id, layer) in layers where layer.isHidden != (id != playhead.animation) {
                    layer.isHidden = id != playhead.animation
                }
                layers[playhead.animation]?.pause(atFrame: playhead.frame)
            }
        }
    }

    /// Adds inputs to handle (a window's pointer events), each at its time; times before the
    /// time advanced to are handled at the next advance, at that time.
    public func send(_ inputs: [LottieStateMachineInput]) {
        pending += inputs
    }

    private var pending: [LottieStateMachineInput] = []

    /// A window's pointer event, in the animation's coordinates and the composition's time.
    public func receive(_ event: PointerEvent) {
        let pointer: LottieStateMachineInput.Pointer = switch event.phase {
        case .down: .down
        case .up: .up
        case .move: .move
        case .cancel: .cancel
        }
        send([LottieStateMachineInput(time: event.time, .pointer(pointer, event.location))])
    }

    @discardableResult
    /// Handles the inputs and events due by `time`, shows the frame the engine computes for it, and returns the presentation.
    public func advance(to time: Double) -> LayerSnapshot {
        if !pending.isEmpty {
            engine.enqueue(pending)
            pending = []
        }
        engine.advance(to: time)
        let playhead = engine.playhead(at: time)
        if playhead.theme != theme {
            theme = playhead.theme
            for layer in layers.values { try? layer.setTheme(playhead.theme) }
        }
        Self.show(layers)(playhead)
        timeline.advance(to: time)
        return timeline.presentation(at: time)
    }

    /// The state, the animation, its frame and the inputs, for `inspect`.
    public func state() -> [(key: String, value: OrderedJSON)] {
        let playhead = engine.playhead(at: engine.now)
        var inputs: [OrderedJSON.Member] = []
        for name in engine.values.keys.sorted() {
            switch engine.values[name]! {
            case .number(let n): inputs.append(.init(name, .number(n)))
            case .boolean(let b): inputs.append(.init(name, .bool(b)))
            case .string(let s): inputs.append(.init(name, .string(s)))
            case .event: break
            }
        }
        return [("stateMachine", .string(engine.machine.id)), ("state", .string(playhead.state)),
                ("animation", .string(playhead.animation)), ("frame", .number(playhead.frame)),
                ("inputs", .object(inputs)), ("warnings", .array(engine.warnings.map(OrderedJSON.string)))]
    }
}

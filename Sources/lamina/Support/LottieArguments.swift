import ArgumentParser
import LaminaLottie

/// The Lottie options of the commands that load a file: the archive's animation and theme,
/// slot values, and which reference to follow where Core Animation and After Effects differ.
struct LottieArguments: ParsableArguments {
    @Option(name: .long, help: "In a .lottie archive, the id of the animation to load (default: the archive's initial one).")
    var animation: String?

    @Option(name: .long, help: "In a .lottie archive, the id of a theme whose rules set the animation's slots.")
    var theme: String?

    @Option(name: .long, parsing: .unconditionalSingleValue,
            help: "Set a slot of the Lottie file (repeatable): ID=NUMBER or ID=N,N,... (a colour r,g,b[,a] in 0-1, a point x,y).")
    var slot: [SlotSetting] = []

    @Option(name: .long, help: """
        For a Lottie file, where Core Animation and After Effects draw differently (gradient midpoints, \
        motion along curved paths): \
        core-animation (as lottie-ios draws it) or after-effects (as the designer saw it).
        """)
    var fidelity: LottieFidelity = .coreAnimation

    @Option(name: .customLong("state-machine"), help: """
        In a .lottie archive, the id of a state machine to play; --events then gives its input: \
        pointer events and {"type": "set", "time": T, "input": NAME, "value": V} or {"type": "fire", "time": T, "input": NAME}.
        """)
    var stateMachine: String?

    var options: LottieOptions {
        LottieOptions(animation: animation, theme: theme,
                      slots: Dictionary(slot.map { ($0.id, $0.value) }, uniquingKeysWith: { _, last in last }), fidelity: fidelity,
                      stateMachine: stateMachine)
    }
}

/// `--slot ID=VALUE`.
struct SlotSetting: ExpressibleByArgument {
    var id: String
    var value: LottieSlotValue

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              let value = LottieSlotValue(argument: String(argument[argument.index(after: equals)...])) else { return nil }
        id = String(argument[..<equals])
        self.value = value
    }

    static var defaultValueDescription: String { "ID=VALUE" }
}

extension LottieFidelity: ExpressibleByArgument {}

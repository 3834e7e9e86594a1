import ArgumentParser
import LaminaLottie

/// `--fidelity`, for the commands that load a Lottie file: which reference to follow where
/// Core Animation and After Effects draw differently.
struct LottieOptions: ParsableArguments {
    @Option(name: .long, help: """
        For a Lottie file, where Core Animation and After Effects draw differently (gradient midpoints, \
        motion along curved paths): \
        core-animation (as lottie-ios draws it) or after-effects (as the designer saw it).
        """)
    var fidelity: LottieFidelity = .coreAnimation
}

extension LottieFidelity: ExpressibleByArgument {}

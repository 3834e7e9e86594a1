import Foundation
import Lamina

extension Composition {
    /// A dotLottie archive's state machine `id` driven by scripted `inputs`: its animations
    /// (the initial one, `options.animation` or the manifest's, and every one a state names),
    /// themed by `options.theme`, played from time 0 in the machine's initial state. It lasts
    /// the initial animation's duration past the last input. Each playback is a fresh run.
    public init(lottieStateMachine id: String, contentsOf url: URL, inputs: [LottieStateMachineInput] = [],
                options: LottieOptions = LottieOptions(), limits: Limits = .standard,
                imageDecoder: ((Data) -> ImageBuffer?)? = nil, warning: (ImportWarning) -> Void = { _ in }) throws {
        let name = url.relativePath
        let machine = try LottieStateMachine(contentsOf: url, id: id, limits: limits)
        let manifest = try LottieAnimation.dotLottieManifest(contentsOf: url, limits: limits)
        let initialID = try DotLottieArchive(url: url, name: name, limits: limits).animationID(options.animation)
        var animations: [String: LottieAnimation] = [:]
        animations[initialID] = try LottieAnimation(contentsOf: url, limits: limits, animation: initialID,
                                                    theme: options.theme, slots: options.slots)
        for (index, state) in machine.states.enumerated() {
            guard let animation = state.playback?.animation, !animation.isEmpty, animations[animation] == nil else { continue }
            // As dotlottie-rs does, a state naming an animation the archive lacks plays on the current one.
            guard manifest.animations.contains(animation) else {
                warning(ImportWarning(place: .layers([id]), message: "state machine: states[\(index)] (\"\(state.name)\") names the animation \"\(animation)\", which the archive does not have;",
                                      outcome: "the state plays the animation shown before it"))
                continue
            }
            animations[animation] = try LottieAnimation(contentsOf: url, limits: limits, animation: animation, theme: options.theme)
        }
        for text in machine.warnings {
            // "what is wrong; what happens instead", as a Lottie warning's message and outcome.
            let cut = text.range(of: "; ", options: .backwards)
            warning(ImportWarning(place: .layers([id]), message: "state machine: " + (cut.map { String(text[..<$0.lowerBound]) + ";" } ?? text),
                                  outcome: cut.map { String(text[$0.upperBound...]) } ?? ""))
        }
        let first = try LottieStateMachinePlayback(machine: machine, animations: animations, initialAnimation: initialID,
                                                   inputs: inputs, fileName: name, limits: limits, imageDecoder: imageDecoder,
                                                   fidelity: options.fidelity)
        first.timeline.rootLayer.sublayers.compactMap { $0 as? LottieLayer }.flatMap(\.warnings).forEach(warning)
        var pending: LottieStateMachinePlayback? = first
        let initial = animations[initialID]!
        self.init(name: name, size: Size(width: initial.width, height: initial.height),
                  duration: (inputs.map(\.time).max() ?? 0) + initial.duration, fps: initial.frameRate, background: nil) {
            if let reused = pending {
                pending = nil
                return reused
            }
            return try LottieStateMachinePlayback(machine: machine, animations: animations, initialAnimation: initialID,
                                                  inputs: inputs, fileName: name, limits: limits, imageDecoder: imageDecoder,
                                                  fidelity: options.fidelity)
        }
    }
}

import Foundation
import Lamina

extension Composition {
    /// A Lottie animation: its size, its length from in to out point, its frame rate, no
    /// background. Time 0 is the in point; each playback is a fresh layer tree, paused and
    /// run by its timeline from the in point.
    /// `fidelity` chooses Core Animation's drawing (the default) or After Effects' where they differ.
    public init(lottie animation: LottieAnimation, name: String, limits: Limits = .standard,
                imageDecoder: ((Data) -> ImageBuffer?)? = nil, fidelity: LottieFidelity = .coreAnimation,
                warning: (ImportWarning) -> Void = { _ in }) throws {
        let first = try LottieLayer(animation: animation, fileName: name, limits: limits, imageDecoder: imageDecoder,
                                    fidelity: fidelity)
        first.warnings.forEach(warning)
        var pending: LottieLayer? = first
        self.init(name: name, size: Size(width: animation.width, height: animation.height), duration: animation.duration,
                  fps: animation.frameRate, background: nil) {
            let layer: LottieLayer
            if let reused = pending {
                layer = reused
                pending = nil
            } else {
                layer = try LottieLayer(animation: animation, fileName: name, limits: limits, imageDecoder: imageDecoder,
                                        fidelity: fidelity)
            }
            layer.playFromStart()
            return TimelinePlayback(timeline: Timeline(rootLayer: layer))
        }
        firstFrame = animation.inPoint
    }
}

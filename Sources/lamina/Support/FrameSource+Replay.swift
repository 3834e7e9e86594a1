import Foundation
import Lamina
import LaminaYAML

extension FrameSource {
    /// Reads `target` once and returns a maker of fresh sources from it, each starting at time
    /// 0: a scene's actions and a control's input only move forward, so going back in time
    /// (a looping preview) needs a new one. Throws what `resolve` throws.
    static func replayable(_ target: String, options: ControlOptions? = nil) throws -> () -> FrameSource {
        let first = try resolve(target, options: options)
        if FileManager.default.fileExists(atPath: target) {
            if isSVG(target) { return { first } }  // a still: the same at every time
            let document = try Scene.loadAny(contentsOf: URL(fileURLWithPath: target)).document
            return {
                let scene = Scene(document: document)
                return FrameSource(size: first.size, duration: first.duration, fps: first.fps,
                                   background: first.background, presentation: { scene.presentation(at: $0) },
                                   state: { [] })
            }
        }
        // A control is built again from the same options (which were valid a moment ago).
        return { (try? resolve(target, options: options)) ?? first }
    }
}

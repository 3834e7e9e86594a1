import Foundation
import Lamina
import LaminaContent
import LaminaRender

/// `lamina bench --lottie`: one Lottie file played through, every frame evaluated and drawn.
extension BenchFigures {
    /// What one Lottie file costs: every frame from the in point to the out point evaluated,
    /// made into a display list and drawn by Cairo at `size` pixels, on this thread; the best
    /// of `passes` runs. Loading the file and encoding images are not counted.
    public struct LottieFigures: Equatable, Sendable {
        public var file: String
        public var frames: Int
        public var width: Int
        public var height: Int
        public var framesPerSecond: Double

        /// One JSON object: `file`, `frames`, `width`, `height`, `framesPerSecond`.
        public var json: String {
            let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{"file": "\#(escaped)", "frames": \#(frames), "width": \#(width), "height": \#(height), "framesPerSecond": \#(String(format: "%.2f", framesPerSecond))}"#
        }
    }

    public static func lottie(file: String, size: Size, passes: Int = 3) throws -> LottieFigures {
        let composition = try ContentLoader.composition(for: file)
        let frames = max(1, Int((composition.duration * composition.fps).rounded(.up)))
        let renderer = Renderer()
        let placement = composition.placement(in: size)
        var best = Double.infinity
        for _ in 0..<max(passes, 1) {
            let playback = try composition.playback()
            let start = BenchClock.now()
            for frame in 0..<frames {
                let list = DisplayList(snapshot: placement.apply(to: playback.advance(to: Double(frame) / composition.fps)), size: size)
                blackHole(renderer.render(list))
            }
            best = min(best, BenchClock.now() - start)
        }
        return LottieFigures(file: file, frames: frames, width: Int(size.width), height: Int(size.height),
                             framesPerSecond: Double(frames) / max(best, 1e-9))
    }
}

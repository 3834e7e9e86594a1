import Foundation
import Lamina
import LaminaContent
import LaminaRender

/// `lamina bench --lottie`: one Lottie file played through, every frame evaluated and drawn.
extension BenchFigures {
    /// What one Lottie file costs: every frame from the in point to the out point evaluated,
    /// made into a display list and drawn at `size` pixels by a `FrameRenderer` (which redraws
    /// only what changed since the frame before, as playback and export do), on this thread;
    /// the best of `passes` runs. Loading the file and encoding images are not counted.
    public struct LottieFigures: Equatable, Sendable {
        public var file: String
        public var frames: Int
        public var width: Int
        public var height: Int
        public var framesPerSecond: Double
        /// The share of all the frames' pixels that were drawn again (the first frame whole,
        /// then each frame's damage): 1 when every frame changes everywhere.
        public var redrawnFraction: Double

        /// One JSON object: `file`, `frames`, `width`, `height`, `framesPerSecond`, `redrawnFraction`.
        public var json: String {
            let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{"file": "\#(escaped)", "frames": \#(frames), "width": \#(width), "height": \#(height), "framesPerSecond": \#(String(format: "%.2f", framesPerSecond)), "redrawnFraction": \#(String(format: "%.3f", redrawnFraction))}"#
        }
    }

    /// - Parameter size: The frame size in pixels; `nil` draws at the animation's own size.
    public static func lottie(file: String, size: Size? = nil, passes: Int = 3) throws -> LottieFigures {
        let composition = try ContentLoader.composition(for: file)
        let size = size ?? composition.size
        let frames = max(1, Int((composition.duration * composition.fps).rounded(.up)))
        let placement = composition.placement(in: size)
        var best = Double.infinity, redrawn = 0
        for _ in 0..<max(passes, 1) {
            let playback = try composition.playback()
            playback.timeline.presentsInvisibleSubtrees = false  // as playback and export draw
            let start = BenchClock.now()
            redrawn = playThrough(playback, frames: frames, fps: composition.fps, placement: placement, size: size,
                                  renderer: FrameRenderer())
            best = min(best, BenchClock.now() - start)
        }
        let pixels = max(size.width.rounded(.up), 1) * max(size.height.rounded(.up), 1) * Double(frames)
        return LottieFigures(file: file, frames: frames, width: Int(size.width), height: Int(size.height),
                             framesPerSecond: Double(frames) / max(best, 1e-9), redrawnFraction: Double(redrawn) / pixels)
    }

    /// The timed part of one pass, on its own so that profilers can single it out
    /// (`valgrind --tool=callgrind --toggle-collect='*playThrough*'`).
    /// Returns how many pixels were drawn.
    @inline(never)
    static func playThrough(_ playback: any Playback, frames: Int, fps: Double, placement: Composition.Placement,
                            size: Size, renderer: FrameRenderer) -> Int {
        var redrawn = 0
        for frame in 0..<frames {
            let list = DisplayList(snapshot: placement.apply(to: playback.advance(to: Double(frame) / fps)), size: size)
            blackHole(renderer.render(list))
            redrawn += renderer.lastRedrawnPixels
        }
        return redrawn
    }
}

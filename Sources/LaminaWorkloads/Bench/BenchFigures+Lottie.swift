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
        /// How many frames a second this machine evaluates and draws (not the file's own frame rate).
        public var renderedFramesPerSecond: Double
        /// The share of all the frames' pixels that were drawn again (the first frame whole,
        /// then each frame's damage): 1 when every frame changes everywhere.
        public var redrawnFraction: Double

        /// One JSON object: `file`, `frames`, `width`, `height`, `renderedFramesPerSecond`, `redrawnFraction`.
        public var json: String {
            let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{"file": "\#(escaped)", "frames": \#(frames), "width": \#(width), "height": \#(height), "renderedFramesPerSecond": \#(String(format: "%.2f", renderedFramesPerSecond)), "redrawnFraction": \#(String(format: "%.3f", redrawnFraction))}"#
        }
    }

    /// The most passes `lottie(file:size:passes:minimumSeconds:tiles:)` plays to reach its
    /// `minimumSeconds`.
    public static let maximumPasses = 1_000

    /// - Parameter size: The frame size in pixels; `nil` draws at the animation's own size.
    /// - Parameter passes: Plays through at least this many times; the fastest counts.
    /// - Parameter minimumSeconds: Plays through again until this many seconds were measured (at
    ///   most `maximumPasses` times): a file of a few milliseconds a pass measured three times
    ///   gives whatever the processor's clock and the machine's other work did in those
    ///   milliseconds, to 2x between runs.
    /// - Parameter tiles: Bands of each frame drawn at once on as many threads (`FrameRenderer.tiles`),
    ///   as the live window draws; 1 draws on this thread alone.
    public static func lottie(file: String, size: Size? = nil, passes: Int = 3, minimumSeconds: Double = 0,
                              tiles: Int = 1) throws -> LottieFigures {
        let player = try LottiePlayThrough(file: file, size: size)
        var best = Double.infinity, redrawn = 0, measured = 0.0, played = 0
        while played < max(passes, 1) || (measured < minimumSeconds && played < maximumPasses) {
            let playback = try player.composition.drawingPlayback()  // as the window and export draw
            let start = BenchClock.now()
            redrawn = player.timedPass(playback, renderer: FrameRenderer(tiles: tiles))
            let elapsed = BenchClock.now() - start
            best = min(best, elapsed)
            measured += elapsed
            played += 1
        }
        let size = player.size
        let pixels = max(size.width.rounded(.up), 1) * max(size.height.rounded(.up), 1) * Double(player.frames)
        return LottieFigures(file: file, frames: player.frames, width: Int(size.width), height: Int(size.height),
                             renderedFramesPerSecond: Double(player.frames) / max(best, 1e-9), redrawnFraction: Double(redrawn) / pixels)
    }
}

/// A Lottie file (or any content) loaded once and played through, every frame from the in
/// point to the out point evaluated, made into a display list and drawn by a `FrameRenderer`:
/// what `lamina bench --lottie` times, and the benchmark target's Lottie workload.
public struct LottiePlayThrough {
    /// The loaded content.
    public let composition: Composition
    /// The frame size in pixels.
    public let size: Size
    /// Frames in one pass: the duration times the frame rate, rounded (`FrameTime.frameCount(in:)`).
    public let frames: Int

    /// Loads `file`, to be drawn at `size` pixels (default: the animation's own size).
    public init(file: String, size: Size? = nil) throws {
        composition = try ContentLoader.composition(for: file)
        self.size = size ?? composition.size
        frames = composition.frameTime.frameCount(in: composition.duration)
    }

    /// Plays every frame once on a fresh playback and renderer (as the window and export play,
    /// without what lies under invisible layers); returns the pixels drawn.
    public func run() throws -> Int {
        timedPass(try composition.drawingPlayback(), renderer: FrameRenderer())
    }

    /// The timed part of a pass, on its own so that profilers can single it out
    /// (`valgrind --tool=callgrind --toggle-collect='*timedPass*'`). Returns the pixels drawn.
    @inline(never)
    func timedPass(_ playback: any Playback, renderer: FrameRenderer) -> Int {
        var redrawn = 0
        // The lists export draws, scaled to `size` as export scales them.
        var lists = CompositionFrames(playback: playback, of: composition, size: size)
        for frame in 0..<frames {
            blackHole(renderer.render(lists.list(at: composition.frameTime.time(ofIndex: frame))))
            redrawn += renderer.lastRedrawnPixels
        }
        return redrawn
    }
}

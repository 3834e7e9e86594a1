import Foundation
import Lamina

/// Frame renderers for the frames of one clip drawn on several threads at once (an export's
/// workers), such that every frame's pixels are the same whichever thread draws it and in
/// whatever order the frames are asked for.
///
/// ```swift
/// let pool = FrameRendererPool(scale: 2)
/// let pipeline = FramePipeline(runLength: pool.runLength)
/// try pipeline.run(frameCount: lists.count, render: { i in pool.render(frame: i) { lists[$0] } }) { ... }
/// ```
///
/// A `FrameRenderer` redraws only what changed since the last frame it drew, to within a level
/// of 255 of a full redraw, so its pixels depend on which frame came before. The pool makes that
/// history a function of the frame's index alone: the clip is cut into runs of `runLength`
/// frames; a run's first frame is drawn whole, and frame `i` after it is drawn over frame
/// `i - 1` of the same run. A renderer that last drew frame `i - 1` draws `i` (the fast path,
/// which `FramePipeline` gives each worker by handing out whole runs); any other renderer
/// first draws the run from its start up to `i - 1` (frames asked for out of order still come
/// out the same, only slower).
public final class FrameRendererPool: @unchecked Sendable {
    /// Pixels per point.
    public let scale: Double
    /// What frames are cleared to (transparent when `nil`).
    public let background: Color?
    /// Frames drawn one over another: a run's first frame is drawn whole.
    public let runLength: Int

    /// Runs of 8 frames: a full redraw costs at most an eighth of a clip's frames more than
    /// one renderer drawing them all in order would.
    public static let defaultRunLength = 8

    /// A renderer and the frame it drew last.
    private struct Slot {
        let renderer: FrameRenderer
        var lastFrame: Int?
    }

    // `@unchecked`: `idle` is only touched under `lock`, and a borrowed slot belongs to the one
    // thread that took it until it is put back.
    private let lock = NSLock()
    private var idle: [Slot] = []

    /// A pool making renderers at `scale` over `background` as threads need them, drawing runs
    /// of `runLength` frames (at least 1).
    public init(scale: Double = 1, background: Color? = nil, runLength: Int = FrameRendererPool.defaultRunLength) {
        self.scale = scale
        self.background = background
        self.runLength = max(1, runLength)
    }

    /// Draws frame `index` of the clip whose display lists `list` makes (called with `index`,
    /// and with the earlier frames of its run when no renderer drew `index - 1` last).
    public func render(frame index: Int, list: (Int) -> DisplayList) -> ImageBuffer {
        let runStart = index - index % runLength
        var slot = lock.withLock { () -> Slot in
            if index != runStart, let found = idle.firstIndex(where: { $0.lastFrame == index - 1 }) {
                return idle.remove(at: found)
            }
            return idle.popLast() ?? Slot(renderer: FrameRenderer(scale: scale, background: background), lastFrame: nil)
        }
        if index == runStart || slot.lastFrame != index - 1 {
            slot.renderer.reset()
            for earlier in runStart..<index { slot.renderer.render(list(earlier)) }
        }
        let image = slot.renderer.render(list(index))
        slot.lastFrame = index
        lock.withLock { idle.append(slot) }
        return image
    }
}

import Foundation
import Lamina
import LaminaMedia
import LaminaRender

/// The frames of one clip, drawn from its display lists by any number of workers with the same
/// pixels: what `CompositionExporter` hands the frame pipeline.
///
/// ```swift
/// let frames = ClipFrames(lists, scale: 2, background: nil)
/// try frames.pipeline(workers: 2).run(frameCount: frames.count, render: frames.frame) { i, image in ... }
/// ```
///
/// Frame `i` is drawn by a `FrameRendererPool`, whose runs make its pixels a function of `i`
/// alone, and the pipeline hands each worker whole runs, so a renderer redraws only what
/// changed since the frame before.
struct ClipFrames: Sendable {
    let lists: [DisplayList]
    let renderers: FrameRendererPool

    init(_ lists: [DisplayList], scale: Double, background: Color?,
         runLength: Int = FrameRendererPool.defaultRunLength) {
        self.lists = lists
        renderers = FrameRendererPool(scale: scale, background: background, runLength: runLength)
    }

    var count: Int { lists.count }

    /// Frame `index` (clamped to the clip).
    @Sendable func frame(_ index: Int) -> ImageBuffer {
        renderers.render(frame: min(max(index, 0), lists.count - 1)) { lists[$0] }
    }

    /// A pipeline of `workers` threads (default: one per core) that hands out the pool's runs.
    func pipeline(workers: Int? = nil) -> FramePipeline {
        FramePipeline(workers: workers ?? ProcessInfo.processInfo.activeProcessorCount, runLength: renderers.runLength)
    }
}

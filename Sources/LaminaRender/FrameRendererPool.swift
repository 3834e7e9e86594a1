import Foundation
import Lamina

/// Frame renderers for frames drawn on several threads at once (an export's workers): each
/// call borrows a `FrameRenderer` no other thread is using, so every renderer still redraws
/// only what changed since the last frame it drew.
///
/// ```swift
/// let pool = FrameRendererPool(scale: 2)
/// try pipeline.run(frameCount: lists.count, render: { pool.render(lists[$0]) }) { ... }
/// ```
///
/// Frames reach a renderer out of order when workers interleave; that costs only larger damage
/// (any two lists can be compared), never wrong pixels.
public final class FrameRendererPool: @unchecked Sendable {
    /// Pixels per point.
    public let scale: Double
    /// What frames are cleared to (transparent when `nil`).
    public let background: Color?

    // `@unchecked`: `idle` is only touched under `lock`, and a borrowed renderer belongs to
    // the one thread that took it until it is put back.
    private let lock = NSLock()
    private var idle: [FrameRenderer] = []

    /// A pool making renderers at `scale` over `background` as threads need them.
    public init(scale: Double = 1, background: Color? = nil) {
        self.scale = scale
        self.background = background
    }

    /// Draws `list` with a renderer of this thread's own for the call.
    public func render(_ list: DisplayList) -> ImageBuffer {
        let renderer = lock.withLock { idle.popLast() } ?? FrameRenderer(scale: scale, background: background)
        defer { lock.withLock { idle.append(renderer) } }
        return renderer.render(list)
    }
}

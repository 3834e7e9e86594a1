import Dispatch
import Foundation
import Lamina

/// Renders frames on several threads and hands them to one consumer in order.
///
/// ```swift
/// let pipeline = FramePipeline()
/// try pipeline.run(frameCount: 600, render: { i in renderFrame(i) }) { i, frame in
///     try writer.append(frame)
/// }
/// ```
///
/// Workers take the next frame index, render it, and park the result; the calling thread takes
/// frame 0, 1, 2, ... as each becomes ready and passes it to `consume`. At most `window` frames
/// are rendering, waiting or being consumed at once, so memory stays bounded (a 1080×1080 frame
/// is 4.7 MB) even when the consumer is slower than the renderers.
///
/// Why threads and a condition rather than a task group: `consume` (an encoder write) blocks on
/// a pipe, and the render closure is synchronous CPU work; parking either on the cooperative
/// pool would starve it. The workers are plain Dispatch work items that block only on the
/// window, and the consumer runs on the caller's thread.
public struct FramePipeline: Sendable {
    /// Rendering threads.
    public var workers: Int
    /// Most frames in flight (claimed by a worker and not yet consumed); at least `workers`.
    public var window: Int

    /// A pipeline with `workers` threads (default: one per active core) and a window of twice
    /// that, at least 4 frames.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil) {
        self.workers = max(1, workers)
        self.window = max(self.workers, window ?? max(4, 2 * self.workers))
    }

    /// Renders frames `0 ..< frameCount` with `render` on the workers and calls `consume` with
    /// each, in index order, on the calling thread.
    ///
    /// If `consume` throws, workers stop taking frames, `run` waits for the ones rendering, and
    /// rethrows.
    public func run(frameCount: Int, render: @escaping @Sendable (Int) -> ImageBuffer,
                    consume: (Int, ImageBuffer) throws -> Void) throws {
        guard frameCount > 0 else { return }
        let shared = SharedState(window: window)
        let group = DispatchGroup()
        for _ in 0 ..< min(workers, frameCount) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while let index = shared.claim(frameCount: frameCount) {
                    shared.deliver(index, render(index))
                }
            }
        }
        defer {
            shared.stop()
            group.wait()
        }
        for index in 0 ..< frameCount {
            let frame = shared.take(index)
            try consume(index, frame)
            shared.consumed(index)
        }
    }
}

/// The pipeline's bookkeeping, shared by the workers and the consumer. Every property is read
/// and written with `condition` locked, which is what makes the `@unchecked Sendable` sound.
private final class SharedState: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    /// The next index a worker will claim.
    private var nextToClaim = 0
    /// Frames before this index have been consumed.
    private var consumedThrough = 0
    private var ready: [Int: ImageBuffer] = [:]
    private var stopped = false

    init(window: Int) { self.window = window }

    /// The next index to render, waiting while the window is full; `nil` when all are claimed or
    /// the pipeline stopped.
    func claim(frameCount: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && nextToClaim < frameCount && nextToClaim >= consumedThrough + window {
            condition.wait()
        }
        guard !stopped, nextToClaim < frameCount else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    /// Parks a rendered frame for the consumer.
    func deliver(_ index: Int, _ frame: ImageBuffer) {
        condition.lock()
        ready[index] = frame
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `index` and takes it.
    func take(_ index: Int) -> ImageBuffer {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let frame = ready.removeValue(forKey: index) { return frame }
            condition.wait()
        }
    }

    /// Frame `index` has been consumed: its slot in the window is free.
    func consumed(_ index: Int) {
        condition.lock()
        consumedThrough = index + 1
        condition.broadcast()
        condition.unlock()
    }

    /// No more frames will be taken: idle workers return.
    func stop() {
        condition.lock()
        stopped = true
        ready.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}

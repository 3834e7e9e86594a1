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
/// Workers take the next run of `runLength` frames (runs start at multiples of it), render its
/// frames in order on one thread, and park each result; the calling thread takes frame 0, 1,
/// 2, ... as each becomes ready and passes it to `consume`. A run is what lets a renderer that
/// keeps its last frame (`FrameRendererPool`) draw each frame over the one before it. At most
/// `window` frames are rendering, waiting or being consumed at once, so memory stays bounded
/// (a 1080×1080 frame is 4.7 MB) even when the consumer is slower than the renderers.
///
/// Nothing waits forever: a frame that has not arrived `stallTimeout` seconds after the
/// pipeline last made progress (a frame delivered or consumed) ends `run` with
/// `MediaError.frameStalled`, naming the frame, instead of the export hanging. A renderer
/// that makes no progress is a bug; this turns it into an error a user can report.
///
/// Why threads and a condition rather than a task group: `consume` (an encoder write) blocks on
/// a pipe, and the render closure is synchronous CPU work; parking either on the cooperative
/// pool would starve it. The workers are threads of their own, not Dispatch work items, so a
/// pipeline never waits for a pool that other blocked work holds (which would look like a
/// stalled frame); they block only on the window, and the consumer runs on the caller's thread.
public struct FramePipeline: Sendable {
    /// Rendering threads.
    public var workers: Int
    /// Most frames in flight (claimed by a worker and not yet consumed); at least `workers`.
    public var window: Int
    /// Frames a worker renders in a row, in order; runs start at multiples of it.
    public var runLength: Int
    /// Seconds without progress after which a missing frame is reported as stalled.
    public var stallTimeout: Double

    /// The default `stallTimeout`: two minutes, far above what one frame takes (a 4K frame of
    /// the heaviest corpus sample draws in well under a second in a release build, a few in a
    /// debug one), so only a renderer that makes no progress reaches it. `LAMINA_FRAME_TIMEOUT`
    /// (seconds) overrides it for every pipeline made with the default.
    public static var defaultStallTimeout: Double {
        if let text = ProcessInfo.processInfo.environment["LAMINA_FRAME_TIMEOUT"], let seconds = Double(text),
           seconds.isFinite, seconds > 0 {
            return seconds
        }
        return 120
    }

    /// A pipeline with `workers` threads (default: one per active core), runs of `runLength`
    /// frames, and a window of `window` frames (default: room for every worker's run, at least
    /// 4 frames).
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil, runLength: Int = 1,
                stallTimeout: Double = FramePipeline.defaultStallTimeout) {
        self.workers = max(1, workers)
        self.runLength = max(1, runLength)
        self.window = max(self.workers, window ?? max(4, self.workers * self.runLength))
        self.stallTimeout = stallTimeout.isFinite && stallTimeout > 0 ? stallTimeout : FramePipeline.defaultStallTimeout
    }

    /// The memory the frames of one pipeline may take: 1 GiB. A 1080×1080 frame is 4.7 MB, so
    /// ordinary clips keep every worker and a full window; a frame of hundreds of megabytes
    /// (the pixel limit is 1 GiB a frame) is drawn by fewer workers with a smaller window.
    public static let frameMemoryBudget = 1 << 30

    /// This pipeline with its workers and window cut so that frames of `frameBytes` each stay
    /// within `budget`: each worker keeps the frame it draws over (a `FrameRenderer`'s image),
    /// and the window's frames wait for the consumer. At least one worker and one frame.
    public func fitting(frameBytes: Int, budget: Int = FramePipeline.frameMemoryBudget) -> FramePipeline {
        let frames = max(2, budget / max(1, frameBytes))  // frames that fit: at least a worker's and one in flight
        var fitted = self
        fitted.workers = max(1, min(workers, frames / 2))
        fitted.window = max(1, min(window, frames - fitted.workers))
        return fitted
    }

    /// Renders frames `0 ..< frameCount` with `render` on the workers and calls `consume` with
    /// each, in index order, on the calling thread.
    ///
    /// If `consume` throws, workers stop taking frames, `run` waits for the ones rendering, and
    /// rethrows. If a frame stalls, `run` throws `MediaError.frameStalled` without waiting for
    /// the stuck worker (it is left to the process's exit).
    public func run(frameCount: Int, render: @escaping @Sendable (Int) -> ImageBuffer,
                    consume: (Int, ImageBuffer) throws -> Void) throws {
        guard frameCount > 0 else { return }
        let shared = SharedState(window: window, runLength: runLength, frameCount: frameCount)
        let runs = (frameCount + runLength - 1) / runLength
        let threads = min(workers, runs)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0 ..< threads {
            let thread = Thread {
                defer { finished.signal() }
                while let run = shared.claimRun() {
                    for index in run {
                        guard shared.waitForRoom(index) else { return }
                        shared.deliver(index, render(index))
                    }
                }
            }
            thread.qualityOfService = .userInitiated
            thread.start()
        }
        var stalled = false
        defer {
            shared.stop()
            if !stalled { for _ in 0 ..< threads { finished.wait() } }
        }
        for index in 0 ..< frameCount {
            guard let frame = shared.take(index, stallTimeout: stallTimeout) else {
                stalled = true
                throw MediaError.frameStalled(frame: index, seconds: stallTimeout)
            }
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
    private let runLength: Int
    private let frameCount: Int
    /// The first frame of the next run a worker will claim.
    private var nextRun = 0
    /// Frames before this index have been consumed.
    private var consumedThrough = 0
    private var ready: [Int: ImageBuffer] = [:]
    private var stopped = false
    /// When a frame was last delivered or consumed (or the pipeline started).
    private var lastProgress = Date()

    init(window: Int, runLength: Int, frameCount: Int) {
        self.window = window
        self.runLength = runLength
        self.frameCount = frameCount
    }

    /// The next run of frames to render, in order; `nil` when all are claimed or the pipeline
    /// stopped.
    func claimRun() -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, nextRun < frameCount else { return nil }
        defer { nextRun += runLength }
        return nextRun ..< min(nextRun + runLength, frameCount)
    }

    /// Waits while frame `index` is beyond the window; false when the pipeline stopped.
    ///
    /// The frame the consumer waits for is always inside the window, so the worker rendering
    /// it never waits here: the window cannot deadlock the runs.
    func waitForRoom(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && index >= consumedThrough + window {
            condition.wait()
        }
        return !stopped
    }

    /// Parks a rendered frame for the consumer.
    func deliver(_ index: Int, _ frame: ImageBuffer) {
        condition.lock()
        if !stopped { ready[index] = frame }
        lastProgress = Date()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `index` and takes it; `nil` when nothing was delivered or consumed for
    /// `stallTimeout` seconds while waiting.
    func take(_ index: Int, stallTimeout: Double) -> ImageBuffer? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let frame = ready.removeValue(forKey: index) { return frame }
            let deadline = lastProgress.addingTimeInterval(stallTimeout)
            if Date() >= deadline { return nil }
            _ = condition.wait(until: deadline)
        }
    }

    /// Frame `index` has been consumed: its slot in the window is free.
    func consumed(_ index: Int) {
        condition.lock()
        consumedThrough = index + 1
        lastProgress = Date()
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

import Foundation
import Lamina
import Testing
@testable import LaminaMedia

@Suite struct FramePipelineTests {
    /// A tiny frame whose first byte carries its index.
    static func tagged(_ index: Int) -> ImageBuffer {
        ImageBuffer(width: 1, height: 1, pixels: [UInt8(index % 256), 0, 0, 255])!
    }

    @Test func framesArriveInOrderWhenWorkersFinishOutOfOrder() throws {
        let finishOrder = Locked<[Int]>([])
        var received: [Int] = []
        let frameOneDone = DispatchSemaphore(value: 0)
        try FramePipeline(workers: 4, window: 6).run(frameCount: 40, render: { i in
            // Frame 0 finishes only after frame 1 (on another worker), whatever the machine's
            // load; every third frame is slow besides, so later frames often finish first.
            if i == 0 { frameOneDone.wait() }
            if i % 3 == 0 { usleep(8_000) }
            finishOrder.withValue { $0.append(i) }
            if i == 1 { frameOneDone.signal() }
            return Self.tagged(i)
        }) { i, frame in
            #expect(Int(frame.pixels[0]) == i)
            received.append(i)
        }
        #expect(received == Array(0 ..< 40))
        let finished = finishOrder.withValue { $0 }
        #expect(finished.sorted() == Array(0 ..< 40))
        #expect(finished != Array(0 ..< 40), "the slow frames should have finished late")
    }

    @Test func inFlightFramesStayWithinTheWindow() throws {
        let window = 5
        let consumed = Locked(0)
        let maxAhead = Locked(0)
        try FramePipeline(workers: 3, window: window).run(frameCount: 60, render: { i in
            // A frame may start only while fewer than `window` frames are unconsumed.
            let ahead = i - consumed.withValue { $0 }
            maxAhead.withValue { $0 = max($0, ahead) }
            return Self.tagged(i)
        }) { i, _ in
            usleep(2_000)   // a slow consumer, so renderers run ahead as far as allowed
            consumed.withValue { $0 = i + 1 }
        }
        let ahead = maxAhead.withValue { $0 }
        #expect(ahead < window, "a frame started \(ahead) frames ahead of the consumer")
        #expect(ahead >= 2, "renderers never ran ahead: the pipeline is not parallel")
    }

    @Test func consumerErrorStopsTheWorkers() {
        struct Stop: Error {}
        let rendered = Locked(0)
        #expect(throws: Stop.self) {
            try FramePipeline(workers: 2, window: 4).run(frameCount: 1_000, render: { i in
                rendered.withValue { $0 += 1 }
                return Self.tagged(i)
            }) { i, _ in
                if i == 10 { throw Stop() }
            }
        }
        #expect(rendered.withValue { $0 } <= 15)
    }

    @Test(arguments: [1, 2, 3, 8])
    func eachRunIsRenderedInOrderOnOneThread(workers: Int) throws {
        // Which thread rendered each frame, and in what order each thread rendered them.
        let byThread = Locked<[String: [Int]]>([:])
        var received: [Int] = []
        try FramePipeline(workers: workers, runLength: 5).run(frameCount: 43, render: { i in
            let thread = "\(pthread_self())"
            byThread.withValue { $0[thread, default: []].append(i) }
            return Self.tagged(i)
        }) { i, _ in received.append(i) }
        #expect(received == Array(0 ..< 43))
        for (_, frames) in byThread.withValue({ $0 }) {
            // A thread's frames are whole runs, each from its start at a multiple of 5, in order.
            var index = 0
            while index < frames.count {
                let start = frames[index]
                #expect(start % 5 == 0, "a run starts at frame \(start)")
                let run = Array(start ..< min(start + 5, 43))
                #expect(Array(frames[index ..< min(index + run.count, frames.count)]) == run)
                index += run.count
            }
        }
    }

    @Test func aFrameThatNeverArrivesIsReportedNotWaitedFor() {
        // A renderer stuck on frame 6, as the damage loop of issue #25 was: `run` must end with
        // an error naming the frame, not wait for it.
        let release = DispatchSemaphore(value: 0)
        let started = Date()
        #expect(throws: MediaError.frameStalled(frame: 6, seconds: 2)) {
            try FramePipeline(workers: 2, runLength: 1, stallTimeout: 2).run(frameCount: 20, render: { i in
                if i == 6 { release.wait() }
                return Self.tagged(i)
            }) { _, _ in }
        }
        #expect(Date().timeIntervalSince(started) < 30)
        release.signal()
        #expect(MediaError.frameStalled(frame: 6, seconds: 120).description
            == "frame 6 was not drawn after 120 s without progress; this is a bug in Lamina, please report it with the input (LAMINA_FRAME_TIMEOUT=SECONDS changes the wait)")
    }

    @Test func slowFramesThatProgressAreNotStalled() throws {
        // Each frame takes a tenth of the timeout, the clip longer than it.
        var received = 0
        try FramePipeline(workers: 2, runLength: 3, stallTimeout: 2).run(frameCount: 24, render: { i in
            usleep(200_000)
            return Self.tagged(i)
        }) { _, _ in received += 1 }
        #expect(received == 24)
    }

    @Test func largeFramesGetFewerWorkersAndASmallerWindow() {
        let pipeline = FramePipeline(workers: 2, runLength: 8)
        // Ordinary frames keep everything.
        let small = pipeline.fitting(frameBytes: 1080 * 1080 * 4)
        #expect(small.workers == 2 && small.window == pipeline.window)
        // Frames of a quarter of the budget: two workers, two waiting.
        let quarter = pipeline.fitting(frameBytes: FramePipeline.frameMemoryBudget / 4)
        #expect(quarter.workers == 2 && quarter.window == 2)
        // A frame as large as the budget (the pixel limit's 1 GiB): one worker, one in flight.
        let huge = pipeline.fitting(frameBytes: FramePipeline.frameMemoryBudget)
        #expect(huge.workers == 1 && huge.window == 1)
        #expect((huge.workers + huge.window) * FramePipeline.frameMemoryBudget <= 2 * FramePipeline.frameMemoryBudget)
    }

    @Test func defaultsUseEveryCore() {
        let pipeline = FramePipeline()
        #expect(pipeline.workers == ProcessInfo.processInfo.activeProcessorCount)
        #expect(pipeline.window >= max(4, pipeline.workers))
        #expect(FramePipeline(workers: 0, window: 0).workers == 1)
        #expect(FramePipeline(workers: 3, window: 1).window == 3)
    }
}

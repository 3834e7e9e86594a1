import Dispatch
import Foundation
import Lamina
import LaminaControls
import LaminaMedia
import LaminaRender
import LaminaTestSupport
import Testing
@testable import LaminaContent

/// A clip's frames are the same whichever export worker draws them and in whatever order they
/// are asked for (issue #25: a damage loop that depended on which worker drew which frame hung
/// `make gallery`): every example, every built-in control and the corpus test's samples, drawn
/// with 1, 2, 3 and 8 workers and in shuffled orders across threads, give identical pixels.
@Suite struct ClipFramesTests {
    /// Every example scene and drawing, every built-in control and the damage-tracking corpus
    /// samples (when the corpus is there), as `ContentLoader` targets.
    static var targets: [String] {
        let examples = BuiltLamina.repositoryRoot.appendingPathComponent("Examples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        let content = files.sorted()
            .filter { ["json", "yaml", "svg", "lottie"].contains(($0 as NSString).pathExtension) }
            .map { examples.appendingPathComponent($0).path }
        let corpus = LottieCorpus.exists ? LottieCorpus.damageSamples.map { LottieCorpus.url($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) } : []
        return content + BuiltInControls.names + corpus
    }

    /// Up to 40 frames of `target` fitted into 96 x 96 points at its own frame rate.
    static func frames(_ target: String) throws -> ClipFrames {
        let composition = try ContentLoader.composition(for: target)
        let exporter = CompositionExporter(composition, size: Size(width: 96, height: 96))
        let count = max(1, min(40, Int((composition.duration * composition.fps).rounded())))
        let lists = try exporter.displayLists(at: (0..<count).map { Double($0) / composition.fps })
        return ClipFrames(lists, scale: 1, background: composition.background)
    }

    /// The frames as the pipeline delivers them to the encoder, with `workers` threads.
    static func exported(_ frames: ClipFrames, workers: Int) throws -> [ImageBuffer] {
        var images: [ImageBuffer] = []
        try frames.pipeline(workers: workers).run(frameCount: frames.count, render: frames.frame) { _, image in
            images.append(image)
        }
        return images
    }

    @Test(arguments: targets)
    func framesAreTheSameWhateverTheWorkersAndOrder(_ target: String) throws {
        let reference = try Self.exported(try Self.frames(target), workers: 1)
        for workers in [2, 3, 8] {
            let images = try Self.exported(try Self.frames(target), workers: workers)
            for i in reference.indices where images[i] != reference[i] {
                Issue.record("\(target): frame \(i) with \(workers) workers differs from one worker's")
                return
            }
        }
        // Shuffled: frames asked for in a random order from four threads at once, each thread
        // given every fourth of them (so no renderer ever drew the frame before the one it draws).
        for seed in [1, 2] {
            let frames = try Self.frames(target)
            var g = SeededGenerator(seed: UInt64(seed))
            let order = Array(0..<frames.count).shuffled(using: &g)
            let images = Slots(count: frames.count)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for i in stride(from: thread, to: order.count, by: 4) { images.store(frames.frame(order[i]), at: order[i]) }
            }
            for i in reference.indices where images.images[i] != reference[i] {
                Issue.record("\(target): frame \(i) drawn in shuffled order (seed \(seed)) differs from one worker's")
                return
            }
        }
    }
}

/// Images written from several threads, one slot each.
private final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ImageBuffer?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    var images: [ImageBuffer?] { lock.withLock { slots } }

    func store(_ image: ImageBuffer, at index: Int) { lock.withLock { slots[index] = image } }
}

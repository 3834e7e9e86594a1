import Benchmark
import Lamina
import LaminaWorkloads

// `swift package benchmark` runs these; `lamina bench` measures the same workloads without the plugin.
let benchmarks: @Sendable () -> Void = {
    MemoryTuning.keepFreedMemoryForReuse()  // as the `lamina` program does; see MemoryTuning
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .throughput]

    for count in [1_000, 10_000] {
        // The tree is built once, outside the measured samples; each sample evaluates one frame.
        nonisolated(unsafe) var timeline: Timeline? = nil
        nonisolated(unsafe) var t = 0.0
        Benchmark("Evaluate \(count) layers, 3 animations each",
                  configuration: .init(setup: { timeline = Workloads.animatedTree(layerCount: count) },
                                       teardown: { timeline = nil })) { benchmark in
            for _ in benchmark.scaledIterations {
                t += 1.0 / 60
                blackHole(timeline!.presentation(at: t))
            }
        }
    }

    // Trims are microseconds each, so a sample times a thousand of them.
    nonisolated(unsafe) var measure: PathMeasure? = nil
    Benchmark("Trim a 1,000-segment path",
              configuration: .init(scalingFactor: .kilo, setup: { measure = Workloads.wavyRing(segments: 1_000) },
                                   teardown: { measure = nil })) { benchmark in
        var start = 0.0
        for _ in benchmark.scaledIterations {
            start = (start + 0.013).truncatingRemainder(dividingBy: 0.5)
            blackHole(measure!.trimmed(from: start, to: start + 0.45))
        }
    }

    // A Lottie file played through, as `lamina bench --lottie` times it: each sample makes a
    // fresh playback of the example loader and plays its 60 frames at 400 x 400, evaluated,
    // listed and drawn (damage tracked).
    nonisolated(unsafe) var loader: LottiePlayThrough? = nil
    Benchmark("Play Examples/lottie-loader.json through at 400x400",
              configuration: .init(setup: { loader = try? LottiePlayThrough(file: "Examples/lottie-loader.json",
                                                                             size: Size(width: 400, height: 400)) },
                                   teardown: { loader = nil })) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try loader!.run())
        }
    }
}

import Benchmark
import Lamina
import LaminaWorkloads

// `swift package benchmark` runs these; `lamina bench` measures the same workloads without the plugin.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .mallocCountTotal, .throughput]

    for count in [1_000, 10_000] {
        Benchmark("Evaluate \(count) layers, 3 animations each") { benchmark in
            let timeline = Workloads.animatedTree(layerCount: count)
            var t = 0.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                t += 1.0 / 60
                blackHole(timeline.presentation(at: t))
            }
        }
    }

    Benchmark("Trim a 1,000-segment path") { benchmark in
        let measure = Workloads.wavyRing(segments: 1_000)
        var start = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            start = (start + 0.013).truncatingRemainder(dividingBy: 0.5)
            blackHole(measure.trimmed(from: start, to: start + 0.45))
        }
    }
}

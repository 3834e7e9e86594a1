import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Lamina
import LaminaWorkloads

/// `lamina bench`: times the evaluator and path trimming, and prints the figures as JSON.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the evaluator and path trimming; figures as JSON on stdout.")

    @Option(help: "Seconds to spend on each measurement.")
    var seconds: Double = 1

    func validate() throws {
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number") }
    }

    func run() throws {
        var figures: [(String, Double)] = []
        var medians: [Int: Double] = [:]
        for count in [1_000, 10_000] {
            let timeline = Workloads.animatedTree(layerCount: count)
            var t = 0.0
            let median = measure(seconds: seconds) {
                t += 1.0 / 60
                blackHole(timeline.presentation(at: t))
            }
            medians[count] = median
            figures.append(("evaluate_\(count)_layers_ms", median * 1e3))
        }
        figures.append(("evaluation_scaling_10x_layers", medians[10_000]! / medians[1_000]!))
        let still = Workloads.animatedTree(layerCount: 10_000, animated: false)
        var s = 0.0
        let stillMedian = measure(seconds: seconds) {
            s += 1.0 / 60
            blackHole(still.presentation(at: s))
        }
        figures.append(("evaluate_10000_still_layers_ms", stillMedian * 1e3))
        let measure1000 = Workloads.wavyRing(segments: 1_000)
        var start = 0.0
        let trim = measure(seconds: seconds) {
            start = (start + 0.013).truncatingRemainder(dividingBy: 0.5)
            blackHole(measure1000.trimmed(from: start, to: start + 0.45))
        }
        figures.append(("trim_1000_segments_us", trim * 1e6))
        let body = figures.map { "  \"\($0.0)\": \(String(format: "%.4f", $0.1))" }.joined(separator: ",\n")
        print("{\n\(body)\n}")
    }

    /// The median CPU time of one call on this thread, in seconds, over repeated calls for about
    /// `seconds` of wall time. CPU time rather than wall time, so other work on the machine
    /// does not inflate the figure.
    private func measure(seconds: Double, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        for _ in 0..<3 { body() }  // warm up caches
        var samples: [Double] = []
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline || samples.count < 5 {
            let start = threadCPUTime()
            body()
            samples.append(threadCPUTime() - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    private func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

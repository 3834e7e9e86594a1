import Foundation
import Lamina
import LaminaRender

/// The figures of `lamina bench`: the evaluator, path trimming, frame costs and capture, each
/// measured for about ``seconds``, returned as named numbers in a fixed order.
///
/// ```swift
/// let bench = BenchFigures(seconds: 1)
/// print(BenchFigures.json(bench.evaluator() + bench.trim()))
/// ```
public struct BenchFigures: Sendable {
    /// One figure: its name (with its unit) and value.
    public typealias Figure = (name: String, value: Double)

    /// Seconds to spend on each measurement.
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// The evaluator on the animated trees of 1,000, 10,000 and 100,000 layers, and on a still tree.
    public func evaluator() -> [Figure] {
        var figures: [Figure] = []
        // The 1,000- and 10,000-layer trees are measured in alternating blocks, so that the load
        // of other machines on the same host (which moves these figures by a third over minutes)
        // weighs on both alike and their ratio compares like with like. Each block's first
        // frame is not counted: it refills the caches the other tree evicted.
        let small = Workloads.animatedTree(layerCount: 1_000)
        let large = Workloads.animatedTree(layerCount: 10_000)
        var t = 0.0
        let (smallMedian, largeMedian) = BenchClock.measureAlternating(seconds: 2 * seconds,
            first: (frames: 40, body: { t += 1.0 / 60; blackHole(small.presentation(at: t)) }),
            second: (frames: 4, body: { t += 1.0 / 60; blackHole(large.presentation(at: t)) }))
        figures.append(("evaluate_1000_layers_ms", smallMedian * 1e3))
        figures.append(("evaluate_10000_layers_ms", largeMedian * 1e3))
        figures.append(("evaluation_scaling_10x_layers", largeMedian / smallMedian))
        // A window's frame also advances the timeline to the display time (events: animations
        // starting and ending); in a frame where none happens that costs no walk of the tree.
        let advance = BenchClock.measure(seconds: seconds) {
            t += 1.0 / 60
            large.advance(to: t)
        }
        figures.append(("advance_10000_layers_ms", advance * 1e3))
        // 1,000 layers fit in the CPU caches and 10,000 do not; 10,000 → 100,000 shows the
        // growth once both are out of cache.
        let huge = Workloads.animatedTree(layerCount: 100_000)
        var u = 0.0
        let hugeMedian = BenchClock.measure(seconds: seconds) {
            u += 1.0 / 60
            blackHole(huge.presentation(at: u))
        }
        figures.append(("evaluate_100000_layers_ms", hugeMedian * 1e3))
        figures.append(("evaluation_scaling_10k_to_100k_layers", hugeMedian / largeMedian))
        let still = Workloads.animatedTree(layerCount: 10_000, animated: false)
        var s = 0.0
        let stillMedian = BenchClock.measure(seconds: seconds) {
            s += 1.0 / 60
            blackHole(still.presentation(at: s))
        }
        figures.append(("evaluate_10000_still_layers_ms", stillMedian * 1e3))
        return figures
    }

    /// Trimming a 1,000-segment path to a moving window.
    public func trim() -> [Figure] {
        let measure1000 = Workloads.wavyRing(segments: 1_000)
        var start = 0.0
        let trim = BenchClock.measure(seconds: seconds) {
            start = (start + 0.013).truncatingRemainder(dividingBy: 0.5)
            blackHole(measure1000.trimmed(from: start, to: start + 0.45))
        }
        return [("trim_1000_segments_us", trim * 1e6)]
    }

    /// CPU seconds per frame for making a frame's display list (`prepare`: the snapshot and the
    /// list, for times 1/60 s apart) and for drawing it with Cairo (`draw`), half of
    /// ``seconds`` each.
    public func frameCost(renderer: Renderer, displayList: (Double) -> DisplayList) -> (prepare: Double, draw: Double) {
        var t = 0.0
        var list = displayList(0)
        let prepare = BenchClock.measure(seconds: seconds / 2) {
            t += 1.0 / 60
            list = displayList(t)
        }
        let draw = BenchClock.measure(seconds: seconds / 2) { blackHole(renderer.render(list)) }
        return (prepare, draw)
    }

    /// The capture figures: press to first recorded frame, preview latency, joining.
    public func capture() throws -> [Figure] {
        try CaptureFigures.figures().map { (name: $0.0, value: $0.1) }
    }

    /// Wall-clock seconds that `body` takes.
    public static func wallClockSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = BenchClock.now()
        try body()
        return BenchClock.now() - start
    }

    /// The figures as a JSON object, in order, values to four decimals.
    public static func json(_ figures: [Figure]) -> String {
        let body = figures.map { "  \"\($0.name)\": \(String(format: "%.4f", $0.value))" }.joined(separator: ",\n")
        return "{\n\(body)\n}"
    }
}

import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Lamina
import LaminaRender
import LaminaWorkloads

/// `lamina bench`: times the evaluator and path trimming, and prints the figures as JSON.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the evaluator and path trimming; figures as JSON on stdout.")

    @Option(help: "Seconds to spend on each measurement.")
    var seconds: Double = 1

    @Option(help: "The folder of example scenes to render.")
    var examples: String = "Examples"

    @Flag(help: "Skip the 10-second 1080x1080 MP4 export.")
    var skipExport = false

    @Option(name: .long, help: "Measure only these groups (repeatable): \(BenchGroup.allCases.map(\.rawValue).joined(separator: ", ")).")
    var only: [BenchGroup] = []

    @Flag(help: "Skip the capture figures (press to first frame, preview latency, joining).")
    var skipCapture = false

    func validate() throws {
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number") }
    }

    private func includes(_ group: BenchGroup) -> Bool {
        if !only.isEmpty { return only.contains(group) }
        switch group {
        case .export: return !skipExport
        case .capture: return !skipCapture
        default: return true
        }
    }

    func run() throws {
        var figures: [(String, Double)] = []
        if includes(.evaluate) { figures += evaluatorFigures() }
        if includes(.trim) { figures += trimFigures() }
        if includes(.render) { figures += try renderFigures() }
        if includes(.controls) { figures += try controlFigures() }
        if includes(.export) { figures += try exportFigures() }
        if includes(.capture) { figures += try CaptureBenchmarks.figures() }
        let body = figures.map { "  \"\($0.0)\": \(String(format: "%.4f", $0.1))" }.joined(separator: ",\n")
        print("{\n\(body)\n}")
    }

    /// The evaluator on the animated trees of 1,000, 10,000 and 100,000 layers, and on a still tree.
    private func evaluatorFigures() -> [(String, Double)] {
        var figures: [(String, Double)] = []
        // The 1,000- and 10,000-layer trees are measured in alternating blocks, so that the load
        // of other machines on the same host (which moves these figures by a third over minutes)
        // weighs on both alike and their ratio compares like with like. Each block's first
        // frame is not counted: it refills the caches the other tree evicted.
        let small = Workloads.animatedTree(layerCount: 1_000)
        let large = Workloads.animatedTree(layerCount: 10_000)
        var t = 0.0
        let (smallMedian, largeMedian) = measureAlternating(seconds: 2 * seconds,
            first: (frames: 40, body: { t += 1.0 / 60; blackHole(small.presentation(at: t)) }),
            second: (frames: 4, body: { t += 1.0 / 60; blackHole(large.presentation(at: t)) }))
        let medians = [1_000: smallMedian, 10_000: largeMedian]
        figures.append(("evaluate_1000_layers_ms", smallMedian * 1e3))
        figures.append(("evaluate_10000_layers_ms", largeMedian * 1e3))
        figures.append(("evaluation_scaling_10x_layers", medians[10_000]! / medians[1_000]!))
        // A window's frame also advances the timeline to the display time (events: animations
        // starting and ending); in a frame where none happens that costs no walk of the tree.
        let advance = measure(seconds: seconds) {
            t += 1.0 / 60
            large.advance(to: t)
        }
        figures.append(("advance_10000_layers_ms", advance * 1e3))
        // 1,000 layers fit in the CPU caches and 10,000 do not; 10,000 → 100,000 shows the
        // growth once both are out of cache.
        let huge = Workloads.animatedTree(layerCount: 100_000)
        var u = 0.0
        let hugeMedian = measure(seconds: seconds) {
            u += 1.0 / 60
            blackHole(huge.presentation(at: u))
        }
        figures.append(("evaluate_100000_layers_ms", hugeMedian * 1e3))
        figures.append(("evaluation_scaling_10k_to_100k_layers", hugeMedian / medians[10_000]!))
        let still = Workloads.animatedTree(layerCount: 10_000, animated: false)
        var s = 0.0
        let stillMedian = measure(seconds: seconds) {
            s += 1.0 / 60
            blackHole(still.presentation(at: s))
        }
        figures.append(("evaluate_10000_still_layers_ms", stillMedian * 1e3))
        return figures
    }

    /// Trimming a 1,000-segment path to a moving window.
    private func trimFigures() -> [(String, Double)] {
        let measure1000 = Workloads.wavyRing(segments: 1_000)
        var start = 0.0
        let trim = measure(seconds: seconds) {
            start = (start + 0.013).truncatingRemainder(dividingBy: 0.5)
            blackHole(measure1000.trimmed(from: start, to: start + 0.45))
        }
        return [("trim_1000_segments_us", trim * 1e6)]
    }

    /// For each example scene at 1024x1024: frames per second on one core, and the share of the
    /// frame time spent outside Cairo (evaluation and display list).
    private func renderFigures() throws -> [(String, Double)] {
        var figures: [(String, Double)] = []
        let renderer = Renderer()
        let side = Size(width: 1024, height: 1024)
        for file in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let source = try FrameSource.resolve((examples as NSString).appendingPathComponent(file))
            let (prepare, draw) = frameCost(of: source, side: side, renderer: renderer)
            figures.append(("render_\(name)_1024_fps", 1 / (prepare + draw)))
            figures.append(("render_\(name)_share_outside_cairo", prepare / (prepare + draw)))
        }
        return figures
    }

    /// CPU seconds per frame for the snapshot and display list (`prepare`) and for Cairo (`draw`).
    private func frameCost(of source: FrameSource, side: Size, renderer: Renderer) -> (prepare: Double, draw: Double) {
        var t = 0.0
        var list = source.displayLists(at: [0], outputSize: side)[0]
        let prepare = measure(seconds: seconds / 2) {
            t += 1.0 / 60
            list = source.displayLists(at: [t], outputSize: side)[0]
        }
        let draw = measure(seconds: seconds / 2) { blackHole(renderer.render(list)) }
        return (prepare, draw)
    }

    /// The built-in activity indicator and a 12-drop indicator at 512x512: frames per second on
    /// one core, display list and Cairo render, like `renderFigures`.
    private func controlFigures() throws -> [(String, Double)] {
        let renderer = Renderer()
        let side = Size(width: 512, height: 512)
        var figures: [(String, Double)] = []
        for (name, target, arguments) in [("activity_indicator", "activity-indicator", [String]()),
                                          ("drop_indicator", "drop-indicator", ["--drops", "12"])] {
            let source = try FrameSource.resolve(target, options: try ControlOptions.parse(arguments))
            let (prepare, draw) = frameCost(of: source, side: side, renderer: renderer)
            figures.append(("render_\(name)_512_fps", 1 / (prepare + draw)))
        }
        return figures
    }

    /// A 10-second, 60 fps, 1080x1080 MP4 of the spinner example, timed on the wall clock.
    private func exportFigures() throws -> [(String, Double)] {
        let source = try FrameSource.resolve((examples as NSString).appendingPathComponent("spinner.json"))
        let clip = ClipRenderer(source: source, size: Size(width: 1080, height: 1080), scale: 1, background: nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-\(ProcessInfo.processInfo.processIdentifier).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ContinuousClock()
        let start = clock.now
        try clip.write(to: url, time: 0, duration: 10, fps: 60, showsProgress: false)
        let elapsed = clock.now - start
        return [("export_spinner_10s_60fps_1080_mp4_seconds",
                 Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)]
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

    /// The median CPU times of two workloads measured in alternating blocks of `frames` calls
    /// (the first call of each block not counted) for about `seconds` of wall time.
    private func measureAlternating(seconds: Double, first: (frames: Int, body: () -> Void),
                                    second: (frames: Int, body: () -> Void)) -> (Double, Double) {
        let clock = ContinuousClock()
        var samples: ([Double], [Double]) = ([], [])
        func block(_ workload: (frames: Int, body: () -> Void), into samples: inout [Double]) {
            workload.body()
            for _ in 0..<workload.frames {
                let start = threadCPUTime()
                workload.body()
                samples.append(threadCPUTime() - start)
            }
        }
        for _ in 0..<2 { first.body(); second.body() }  // warm up: the arena of a large tree is built
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline || samples.1.count < 5 {
            block(first, into: &samples.0)
            block(second, into: &samples.1)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(samples.0), median(samples.1))
    }

    private func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// The parts of `lamina bench` that `--only` selects.
enum BenchGroup: String, CaseIterable, ExpressibleByArgument {
    case evaluate, trim, render, controls, export, capture
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

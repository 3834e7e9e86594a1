import ArgumentParser
import Foundation
import Lamina
import LaminaRender
import LaminaWorkloads

/// `lamina bench`: times the evaluator and path trimming, and prints the figures as JSON. The
/// measuring lives in `LaminaWorkloads` (`BenchFigures`); this command picks the groups.
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
        let bench = BenchFigures(seconds: seconds)
        var figures: [BenchFigures.Figure] = []
        if includes(.evaluate) { figures += bench.evaluator() }
        if includes(.trim) { figures += bench.trim() }
        if includes(.render) { figures += try renderFigures(bench) }
        if includes(.controls) { figures += try controlFigures(bench) }
        if includes(.export) { figures += try exportFigures() }
        if includes(.capture) { figures += try bench.capture() }
        print(BenchFigures.json(figures))
    }

    /// For each example scene at 1024x1024: frames per second on one core, and the share of the
    /// frame time spent outside Cairo (evaluation and display list).
    private func renderFigures(_ bench: BenchFigures) throws -> [BenchFigures.Figure] {
        var figures: [BenchFigures.Figure] = []
        let renderer = Renderer()
        let side = Size(width: 1024, height: 1024)
        for file in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let source = try FrameSource.resolve((examples as NSString).appendingPathComponent(file))
            let (prepare, draw) = bench.frameCost(renderer: renderer) { source.displayLists(at: [$0], outputSize: side)[0] }
            figures.append(("render_\(name)_1024_fps", 1 / (prepare + draw)))
            figures.append(("render_\(name)_share_outside_cairo", prepare / (prepare + draw)))
        }
        return figures
    }

    /// The built-in activity indicator and a 12-drop indicator at 512x512: frames per second on
    /// one core, display list and Cairo render, like `renderFigures`.
    private func controlFigures(_ bench: BenchFigures) throws -> [BenchFigures.Figure] {
        let renderer = Renderer()
        let side = Size(width: 512, height: 512)
        var figures: [BenchFigures.Figure] = []
        for (name, target, arguments) in [("activity_indicator", "activity-indicator", [String]()),
                                          ("drop_indicator", "drop-indicator", ["--drops", "12"])] {
            let source = try FrameSource.resolve(target, options: try ControlOptions.parse(arguments))
            let (prepare, draw) = bench.frameCost(renderer: renderer) { source.displayLists(at: [$0], outputSize: side)[0] }
            figures.append(("render_\(name)_512_fps", 1 / (prepare + draw)))
        }
        return figures
    }

    /// A 10-second, 60 fps, 1080x1080 MP4 of the spinner example, timed on the wall clock.
    private func exportFigures() throws -> [BenchFigures.Figure] {
        let source = try FrameSource.resolve((examples as NSString).appendingPathComponent("spinner.json"))
        let clip = ClipRenderer(source: source, size: Size(width: 1080, height: 1080), scale: 1, background: nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-\(ProcessInfo.processInfo.processIdentifier).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        let seconds = try BenchFigures.wallClockSeconds {
            try clip.write(to: url, time: 0, duration: 10, fps: 60, showsProgress: false)
        }
        return [("export_spinner_10s_60fps_1080_mp4_seconds", seconds)]
    }
}

/// The parts of `lamina bench` that `--only` selects.
enum BenchGroup: String, CaseIterable, ExpressibleByArgument {
    case evaluate, trim, render, controls, export, capture
}

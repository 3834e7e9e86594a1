import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaRender
import LaminaWorkloads

/// `lamina bench`: times the evaluator and path trimming, and prints the figures as JSON. The
/// measuring lives in `LaminaWorkloads` (`BenchFigures`); this command picks the groups.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the evaluator, trimming, drawing, controls, particles, export and capture; figures as JSON on stdout.")

    @Option(parsing: .unconditional, help: "Seconds to spend on each measurement.")
    var seconds: Double = 1

    @Option(help: "The folder of example scenes to render.", completion: .directory)
    var examples: String = "Examples"

    @Flag(help: "Skip the 10-second 1080x1080 MP4 export.")
    var skipExport = false

    @Option(name: .long, help: "Measure only these groups (repeatable): \(BenchGroup.allCases.map(\.rawValue).joined(separator: ", ")).")
    var only: [BenchGroup] = []

    @Flag(help: "Skip the capture figures (press to first frame, preview latency, joining).")
    var skipCapture = false

    @Option(help: "Measure only this Lottie file: every frame from in to out point evaluated and drawn on one thread, best of --passes passes; prints file, frames, width, height, renderedFramesPerSecond (frames this machine draws a second, not the file's own rate), redrawnFraction (the share of pixels drawn again).")
    var lottie: String?

    @Option(help: "With --lottie, how many times to play the file through; the fastest pass counts.")
    var passes: Int = 3

    @Option(name: .customLong("min-seconds"), parsing: .unconditional,
            help: "With --lottie, play the file through again until this many seconds were measured (still at least --passes times, at most 1000); short files then have passes enough for their fastest to be a steady figure. Default 0.")
    var minimumSeconds: Double = 0

    @Option(help: "With --lottie, the output size in pixels, WxH (default: the animation's size).",
            transform: PointSize.init(parsing:))
    var size: PointSize?

    @Option(help: "With --lottie, draw each frame in up to this many bands at once on as many threads, as the live window does (default: 1, one thread).")
    var tiles: Int = 1

    func validate() throws {
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds \(seconds.typed): must be a number of seconds greater than 0") }
        if size != nil && lottie == nil { throw ValidationError("--size: applies to --lottie only; give --lottie FILE") }
        guard (1...1_000).contains(passes) else { throw ValidationError("--passes \(passes): must be a whole number from 1 to 1000") }
        guard minimumSeconds >= 0, minimumSeconds <= 3_600 else {
            throw ValidationError("--min-seconds \(minimumSeconds.typed): must be a number of seconds from 0 to 3600")
        }
        if minimumSeconds != 0 && lottie == nil { throw ValidationError("--min-seconds: applies to --lottie only; give --lottie FILE") }
        if tiles != 1 && lottie == nil { throw ValidationError("--tiles: applies to --lottie only; give --lottie FILE") }
        guard (1...FrameRenderer.maximumTiles).contains(tiles) else {
            throw ValidationError("--tiles \(tiles): must be a whole number from 1 to \(FrameRenderer.maximumTiles)")
        }
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
        if let lottie {
            print(try BenchFigures.lottie(file: lottie, size: size?.size, passes: passes, minimumSeconds: minimumSeconds,
                                                tiles: tiles).json)
            return
        }
        let bench = BenchFigures(seconds: seconds)
        var figures: [BenchFigures.Figure] = []
        if includes(.evaluate) { figures += bench.evaluator() }
        if includes(.trim) { figures += bench.trim() }
        if includes(.render) { figures += try bench.exampleRenders(in: examples) }
        if includes(.controls) { figures += try bench.controlRenders() }
        if includes(.particles) { figures += bench.particles() }
        if includes(.export) { figures += try BenchFigures.spinnerExport(in: examples) }
        if includes(.capture) { figures += try bench.capture() }
        print(BenchFigures.json(figures))
    }
}

/// The parts of `lamina bench` that `--only` selects.
enum BenchGroup: String, CaseIterable, ExpressibleByArgument {
    case evaluate, trim, render, controls, particles, export, capture
}

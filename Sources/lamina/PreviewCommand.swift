import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaLottie
import LaminaWindow

/// `lamina preview <scene | drawing.svg | control> [--watch]`: the scene playing in a window.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Play a scene, drawing, Lottie animation or control in a window, looping; with --watch, reload it on save.",
        discussion: """
            Keys: space pauses and resumes, left and right step one frame, r restarts, s saves the \
            frame as a PNG in the current folder (the path is printed), Esc quits. Press or drag the \
            bar under the scene to scrub. With --state-machine, the pointer on the scene drives the \
            .lottie archive's state machine. With a scene file or a drawing, --size WxH is the stage's \
            size in points (the scene is scaled to fit).
            """)

    @Argument(help: TargetArgument.help, completion: Completions.sceneOrControl)
    var target: String

    @Flag(help: "Reload the scene when the file changes on disk, keeping the playhead; errors show in the window.")
    var watch = false

    @Option(name: .long, help: "Write the preview's state as JSON to this file whenever it changes (for tests and tools).")
    var dumpState: String?

    @Option(name: .long, parsing: .unconditional,
            help: "Window zoom: screen units per point (default: what fits the screen, and small scenes enlarged).")
    var scale: Double?

    @Option(name: .long, parsing: .unconditional, help: "Frames per second (default: the display's refresh, or 60).")
    var fps: Double?

    @Option(name: .long, parsing: .unconditional, help: "Loop length in seconds (default: the scene's duration).")
    var duration: Double?

    @Flag(help: "Print frame-time percentiles (p50, p95, p99, max) on exit.")
    var stats = false

    @OptionGroup var control: ControlOptions
    @OptionGroup var lottie: LottieArguments
    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if let scale { try RenderOptions.checkScale(scale, largest: RenderOptions.largestScale, unit: "screen units per point") }
        if let fps { try RenderOptions.checkFPS(fps) }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration \(duration.typed): must be a number of seconds greater than 0")
        }
        if watch, !FileManager.default.fileExists(atPath: target) {
            throw ValidationError("--watch: needs a scene file, and \(target) is not a file")
        }
    }

    func run() throws {
        // For a scene file `--size` is the stage's size (the scene is scaled to fit); for a
        // control, the control's own size, as with `render`.
        var control = self.control.values
        let isSceneFile = ContentLoader.isFile(target)
        let stageSize = isSceneFile ? control.size : nil
        if isSceneFile { control.size = nil }
        let target = self.target, options = control, lottieOptions = lottie.options, limits = limitOptions.limits
        let loader = { try ContentLoader.load(target, options: options, limits: limits, lottie: lottieOptions) }
        // Without --watch a broken file is an error, as with `render`; with it, the window
        // opens and shows the error until the file is fixed.
        var natural: Size?
        do {
            natural = try loader().size
        } catch {
            guard watch else { throw error }
        }
        do {
            let configuration = PreviewScene.Configuration(
                name: target, contentSize: stageSize ?? natural ?? Size(width: 400, height: 400),
                watchedFile: watch ? target : nil, stateFile: dumpState.map { URL(fileURLWithPath: $0) },
                framesFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                // A state machine runs on from its start until the loop comes round: an hour, unless asked.
                loopDuration: duration ?? (lottie.stateMachine != nil ? 3600 : nil))
            // Without --scale the window fits the screen (a 720 x 1280 Lottie on a 1024 x 768
            // display), and a small scene opens larger than its points.
            let window = PreviewScene.windowSize(forContent: configuration.contentSize)
            var options = WindowHost.Configuration(title: "lamina preview", size: window, scale: scale ?? 1, fps: fps)
            options.zoomsToFit = scale == nil
            let host = try WindowHost(options)
            let scene = PreviewScene(configuration, clock: host.clock, loader: loader)
            scene.report = WindowContentReport.print
            try host.run(scene)
            if stats {
                let pacing = host.isVSynced ? "vsync" : "clock at \(Int((1 / host.clock.frameInterval).rounded())) Hz"
                FileHandle.standardError.write(Data("lamina: \(host.stats.report) (\(host.rendererName) renderer, \(pacing))\n".utf8))
            }
        } catch {
            fail("preview: \(error)")
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("lamina: \(message)\n".utf8))
        Self.exit(withError: ExitCode(1))
    }
}

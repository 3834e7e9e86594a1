import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaLottie
import LaminaMedia

/// `lamina render <scene> -o out.{png,gif,apng,mp4,webm}`: one frame or a clip.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a PNG frame or a GIF, APNG, MP4 or WebM clip.",
        discussion: """
            With a scene file or a drawing, --size WxH is the output size in points (the scene is \
            scaled to fit); with a built-in control, the control's own size.
            """)

    @Argument(help: TargetArgument.help, completion: Completions.sceneOrControl)
    var target: String

    @OptionGroup var options: RenderOptions
    @OptionGroup var control: ControlOptions
    @OptionGroup var lottie: LottieArguments

    @Option(name: .long, parsing: .unconditional,
            help: "Where the frame (or the clip's first frame) is, from 0 (start) to 1 (end), instead of --time.")
    var progress: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "The frame number (a Lottie file's own numbering) of the frame or the clip's first frame, instead of --time.")
    var frame: Double?

    @Option(name: .long, help: "The folder tree an SVG drawing's <image> files may be read from (default: the drawing's own folder).",
            completion: .directory)
    var resources: String?

    func validate() throws {
        try FramePosition.validate(time: options.time, progress: progress, frame: frame)
    }

    func run() throws {
        // For a scene file `--size` is the output size; for a built-in control, the control's.
        var control = self.control.values
        let isSceneFile = ContentLoader.isFile(target)
        let outputSize = isSceneFile ? control.size : nil
        if isSceneFile { control.size = nil }
        try OutputPath.check(options.output, extensions: MediaFormat.supportedExtensions)
        // Ctrl-C removes the hidden partial file and ffmpeg's log; a killed run's partial
        // files beside the output are removed now.
        InterruptCleanup.shared.handleInterrupts()
        StalePartialFiles.remove(in: URL(fileURLWithPath: options.output).deletingLastPathComponent())
        let composition = try ContentLoader.load(target, options: control,
                                                 resources: resources.map { URL(fileURLWithPath: $0) }, limits: options.limits,
                                                 lottie: lottie.options)
        let clip = CompositionExporter(composition, size: outputSize,
                                       scale: options.scale, background: options.background?.color,
                                       limits: options.limits)
        let time = try FramePosition.time(options.time, progress: progress, frame: frame, in: composition)
        let format = try MediaFormat(url: URL(fileURLWithPath: options.output))
        if format.isAnimated {
            for note in FormatNotice.notes(for: format, background: clip.background, fps: options.fps ?? composition.fps) {
                FileHandle.standardError.write(Data("lamina: \(options.output): note: \(note)\n".utf8))
            }
        }
        let written: (url: URL, frames: Int)
        do {
            // The bar is the program's: the library reports each frame written.
            let bar = format.isAnimated && ProgressBar.isWorthShowing(clipDuration: options.duration ?? composition.duration)
                ? ProgressBar(label: URL(fileURLWithPath: options.output).lastPathComponent) : nil
            do {
                written = try clip.write(to: URL(fileURLWithPath: options.output), time: time,
                                         duration: options.duration, fps: options.fps) { bar?.update($0) }
                bar?.finish()
            } catch {
                bar?.abandon()
                throw error
            }
        } catch {
            throw OutputPath.failure(writing: options.output, error)
        }
        let frames = written.frames
        FileHandle.standardError.write(Data("lamina: wrote \(options.output) (\(frames) frame\(frames == 1 ? "" : "s"), \(clip.pixelWidth)x\(clip.pixelHeight))\n".utf8))
    }
}

import ArgumentParser
import Foundation
import Lamina
import LaminaContent

/// `lamina render <scene> -o out.{png,gif,apng,mp4,webm}`: one frame or a clip.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a PNG frame or a GIF, APNG, MP4 or WebM clip.")

    @Argument(help: "A scene file (.json, .yaml, .yml), an SVG document (.svg) or the name of a built-in control.")
    var target: String

    @OptionGroup var options: RenderOptions
    @OptionGroup var control: ControlOptions

    func run() throws {
        do {
            // For a scene file `--size` is the output size; for a built-in control, the control's.
            var control = self.control.values
            let isSceneFile = ContentLoader.isFile(target)
            let outputSize = isSceneFile ? control.size : nil
            if isSceneFile { control.size = nil }
            let clip = CompositionExporter(try ContentLoader.load(target, options: control), size: outputSize,
                                           scale: options.scale, background: options.background?.color,
                                           limits: options.limits)
            let (url, frames) = try clip.write(to: URL(fileURLWithPath: options.output), time: options.time,
                                               duration: options.duration, fps: options.fps)
            FileHandle.standardError.write(Data("lamina: wrote \(url.path) (\(frames) frame\(frames == 1 ? "" : "s"), \(clip.pixelWidth)x\(clip.pixelHeight))\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("lamina: \(ErrorMessage.text(for: error))\n".utf8))
            throw ExitCode(1)
        }
    }
}

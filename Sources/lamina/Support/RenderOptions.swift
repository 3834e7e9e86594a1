import ArgumentParser
import Foundation
import Lamina

/// The options `lamina render` shares with the commands that produce frames.
struct RenderOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file: .png for one frame; .gif, .apng, .mp4 or .webm for a clip.",
            completion: .file(extensions: Completions.outputExtensions))
    var output: String

    @Option(name: .long, parsing: .unconditional,
            help: "Scene time of the frame (.png) or of the clip's first frame, in seconds.")
    var time: Double = 0

    @Option(name: .long, parsing: .unconditional, help: "Clip length in seconds (default: the scene's duration).")
    var duration: Double?

    @Option(name: .long, parsing: .unconditional, help: "Frames per second (default: the scene's fps).")
    var fps: Double?

    // `--size` lives in ControlOptions (one option of that name per command): a built-in
    // control's size, or for a scene file the output size (the scene is scaled to fit).

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point: 2 or 3 for sharp output, like a Retina screen.")
    var scale: Double = 1

    @Option(name: .long, help: "Background colour, #RRGGBB or #RRGGBBAA (default: the scene's).")
    var background: HexColor?

    @Option(name: .long, parsing: .unconditionalSingleValue,
            help: "Raise a limit, NAME=N (repeatable): pixels (in a frame, default \(Limits.standard.pixelsPerFrame)), frames (in a clip, default \(Limits.standard.framesPerClip)), lottie-bytes, lottie-layers or lottie-keyframes (see Limits in the README).")
    var limit: [LimitSetting] = []

    /// The standard limits with those raised by `--limit`.
    var limits: Limits {
        var limits = Limits.standard
        for setting in limit { _ = limits.set(setting.name, to: setting.value) }
        return limits
    }

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a non-negative number of seconds") }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration must be a positive number of seconds")
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 240) { throw ValidationError("--fps must be between 0 and 240") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
    }
}

/// A `WxH` size in points, from the command line.
struct PointSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
        size = Size(width: w, height: h)
    }

    static var defaultValueDescription: String { "WxH" }
}

/// A colour from the command line.
struct HexColor: ExpressibleByArgument {
    let color: Color

    init?(argument: String) {
        guard let color = Color(hex: argument) else { return nil }
        self.color = color
    }
}

/// `NAME=N` from `--limit`: one of the limits the command line may raise, and its new value.
struct LimitSetting: ExpressibleByArgument {
    let name: String
    let value: Int

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, Limits.raisableNames.contains(String(parts[0])),
              let value = Int(parts[1]), value > 0 else { return nil }
        name = String(parts[0])
        self.value = value
    }

    static var defaultValueDescription: String { "NAME=N" }
}

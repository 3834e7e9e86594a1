import ArgumentParser
import Foundation
import Lamina
import LaminaSVG

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

    @Option(name: .long, help: "Background colour: #RRGGBB, #RRGGBBAA or a CSS name like white (default: the scene's). Transparency is kept in PNG, APNG and WebM; MP4 draws it black.",
            transform: ColorArgument.init(parsing:))
    var background: ColorArgument?

    @OptionGroup var limitOptions: LimitOptions

    /// The standard limits with those raised by `--limit`.
    var limits: Limits { limitOptions.limits }

    /// The largest `--fps` and `--scale`: beyond them a clip or a frame is only bigger.
    static let fastestFPS = 240.0, largestScale = 8.0

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time \(time.typed): must be a number of seconds, 0 or more") }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration \(duration.typed): must be a number of seconds greater than 0")
        }
        if let fps { try Self.checkFPS(fps) }
        try Self.checkScale(scale, largest: Self.largestScale)
    }

    /// Refuses an `--fps` outside (0, 240], saying the range.
    static func checkFPS(_ fps: Double) throws {
        guard fps.isFinite, fps > 0, fps <= fastestFPS else {
            throw ValidationError("--fps \(fps.typed): must be greater than 0 and at most \(fastestFPS.typed) frames per second")
        }
    }

    /// Refuses a `--scale` outside (0, largest], saying the range.
    static func checkScale(_ scale: Double, largest: Double, unit: String = "pixels per point") throws {
        guard scale.isFinite, scale > 0, scale <= largest else {
            throw ValidationError("--scale \(scale.typed): must be greater than 0 and at most \(largest.typed) \(unit)")
        }
    }
}

/// A `WxH` size in points, from the command line.
struct PointSize: ExpressibleByArgument {
    let size: Size

    /// The longest side `--size` takes, in points.
    static let largest = 16_384.0

    init(parsing argument: String) throws {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValueProblem("expected WIDTHxHEIGHT in points, like 320x240")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= Self.largest, h <= Self.largest else {
            throw ValueProblem("the width and the height must each be greater than 0 and at most \(Self.largest.typed) points")
        }
        size = Size(width: w, height: h)
    }

    init?(argument: String) {
        guard let parsed = try? Self(parsing: argument) else { return nil }
        self = parsed
    }

    static var defaultValueDescription: String { "WxH" }
}

/// A colour from the command line: hex, or any CSS colour (`white`, `rgb(30 144 255)`).
struct ColorArgument {
    let color: Color

    init(parsing argument: String) throws {
        guard let color = Color(hex: argument) ?? Color(css: argument) else {
            throw ValueProblem("expected #RRGGBB, #RRGGBBAA or a CSS colour name, like '#1E90FF', white or transparent")
        }
        self.color = color
    }
}

/// Why an option's value was refused: ArgumentParser shows it after the value
/// (`The value '0x0' is invalid for '--size <size>': ...`), which `UsageError` rewords.
struct ValueProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

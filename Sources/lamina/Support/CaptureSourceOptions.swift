import Foundation
import ArgumentParser
import Lamina
import LaminaCapture

/// `--source` and `--audio`: what `record` and `studio` capture from.
struct CaptureSourceOptions: ParsableArguments {
    @Option(help: "synthetic (moving test pattern with a clock, the default), bars (SMPTE bars), movie:FILE (a movie played over and over), or a V4L2 camera such as /dev/video0.")
    var source = "synthetic"

    @Option(help: "default (the synthetic tone with the synthetic source, ALSA 'default' with a camera), none, synthetic, an ALSA device (hw:1,0), or pulse:NAME.")
    var audio = "default"

    /// `--source` as a video source.
    func videoSource() throws -> VideoSource {
        switch source {
        case "synthetic": return .synthetic(pattern: .testPattern)
        case "bars": return .synthetic(pattern: .bars)
        case _ where source.hasPrefix("movie:"):
            let path = String(source.dropFirst("movie:".count))
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw ValidationError("--source \(source): no such movie file; give movie:FILE with a file that exists")
            }
            return .movie(path: path)
        default:
            guard source.hasPrefix("/") else {
                throw ValidationError("--source \(source): expected synthetic, bars, movie:FILE or a device path such as /dev/video0"
                    + NameSuggestion.didYouMean(source, in: ["synthetic", "bars"]))
            }
            return .camera(path: source)
        }
    }

    /// `--audio` as a sound source; `default` follows the video (the tone, or a camera's ALSA default).
    func audioSource(for video: VideoSource) -> AudioSource {
        switch audio {
        case "default": video.isLive ? .alsa(device: "default") : .synthetic
        case "none": .none
        case "synthetic": .synthetic
        default: audio.hasPrefix("pulse:") ? .pulse(device: String(audio.dropFirst(6))) : .alsa(device: audio)
        }
    }
}

import Foundation

/// Where frames come from.
public enum VideoSource: Sendable, Equatable {
    /// ffmpeg's lavfi test pattern with a running clock (`pts` as h:m:s.ms, burnt in), the same
    /// frames every run: no hardware needed. `bars` uses SMPTE colour bars instead of the
    /// moving `testsrc2` pattern.
    case synthetic(pattern: SyntheticPattern = .testPattern)
    /// A V4L2 camera (`/dev/videoN`), read by ffmpeg's `v4l2` input.
    case camera(path: String)
    /// A movie file played from its start over and over, as a camera pointed at it would show
    /// it, read as fast as it is needed like the synthetic source (the gallery's recording demo
    /// films an example scene rendered to a movie).
    case movie(path: String)

    /// The patterns of the synthetic source.
    public enum SyntheticPattern: String, Sendable, CaseIterable {
        case testPattern = "testsrc2"
        case bars = "smptebars"
    }

    /// Whether the source runs on its own clock in real time (a camera) or as fast as it is read.
    public var isLive: Bool {
        if case .camera = self { return true }
        return false
    }

    /// Whether the frames come at a rate of their own (a camera's, a movie's), which the reader
    /// turns into the capture's constant rate.
    var hasOwnFrameRate: Bool {
        switch self {
        case .synthetic: false
        case .camera, .movie: true
        }
    }
}

/// Where sound comes from.
public enum AudioSource: Sendable, Equatable {
    /// No audio track.
    case none
    /// A tone from lavfi (440 Hz with a short 1,760 Hz beep at every whole second of source time).
    case synthetic
    /// An ALSA capture device (`default`, `hw:1,0`, ...).
    case alsa(device: String)
    /// A PulseAudio (or PipeWire-Pulse) source (`default` or a source name).
    case pulse(device: String)
}

/// The ffmpeg input arguments for each source, in one place.
enum SourceArguments {
    static let fontCandidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ]

    /// The video input: `-f lavfi -i testsrc2=...` or `-f v4l2 ... -i /dev/videoN`.
    static func video(_ source: VideoSource, width: Int, height: Int, fps: Double, paced: Bool) -> [String] {
        switch source {
        case .synthetic(let pattern):
            var graph = "\(pattern.rawValue)=size=\(width)x\(height):rate=\(rate(fps))"
            if let font = fontCandidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
                // The source's own clock, burnt in and centred (a round viewfinder shows the
                // middle): what a frame shows is when it was taken.
                let size = max(10, height / 12)
                graph += ",drawtext=fontfile=\(font):text='%{pts\\:hms}':x=(w-text_w)/2:y=h/5"
                    + ":fontsize=\(size):fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=\(max(2, size / 6))"
            }
            return (paced ? ["-re"] : []) + ["-f", "lavfi", "-i", graph]
        case .camera(let path):
            return ["-f", "v4l2", "-framerate", rate(fps), "-video_size", "\(width)x\(height)", "-i", path]
        case .movie(let path):
            return ["-stream_loop", "-1"] + (paced ? ["-re"] : []) + ["-i", path]
        }
    }

    /// The audio input, or nothing for `.none`.
    static func audio(_ source: AudioSource, sampleRate: Int, fps: Double, paced: Bool) -> [String] {
        switch source {
        case .none:
            return []
        case .synthetic:
            // One chunk of sound per video frame: with lavfi's default 1,024 samples, paced sound
            // arrived in bursts that held every other frame back.
            let chunk = max(1, Int((Double(sampleRate) / fps).rounded()))
            return (paced ? ["-re"] : []) + ["-f", "lavfi", "-i",
                    "sine=frequency=440:beep_factor=4:sample_rate=\(sampleRate):samples_per_frame=\(chunk)"]
        case .alsa(let device):
            return ["-f", "alsa", "-i", device]
        case .pulse(let device):
            return ["-f", "pulse", "-i", device]
        }
    }

    /// A frame rate as ffmpeg reads it: `30`, `29.97`.
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }
}

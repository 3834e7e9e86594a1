import Foundation

/// What a ``CaptureSession`` captures and how it records.
///
/// ```swift
/// var configuration = CaptureConfiguration()          // synthetic 640x360 at 30 fps, with a tone
/// configuration.maximumDuration = 15
/// let session = try CaptureSession(configuration: configuration)
/// ```
public struct CaptureConfiguration: Sendable {
    public var video: VideoSource
    public var audio: AudioSource
    /// Recorded frame size in pixels (even numbers: H.264 in 4:2:0).
    public var width: Int
    public var height: Int
    /// Frames per second of the source and the segments.
    public var fps: Double
    /// Preview frames for the viewfinder, in pixels; `nil` picks the record size scaled to fit
    /// 320 pixels.
    public var previewWidth: Int?
    public var previewHeight: Int?
    /// Audio sample rate (Hz) and channels of the segments.
    public var sampleRate = 48_000
    public var channels = 2
    /// The longest recording, in seconds of source time; recording stops exactly there.
    public var maximumDuration: Double?
    /// Whether the source runs in real time. Cameras always do; the synthetic source does when
    /// this is `true` (to behave like a camera) and otherwise only advances when the session is
    /// told to (``CaptureSession/advance(to:)``), faster than real time and deterministic.
    public var paced = false
    /// x264's preset for the segments (`ultrafast` ... `medium`) and its constant rate factor.
    public var encoderPreset = "veryfast"
    public var encoderQuality = 23
    /// Free bytes the session keeps on the volume of its folder: recording does not start, and
    /// stops, when fewer are available.
    public var reservedBytes: Int64 = 64_000_000
    /// Recorded frames between free-space checks while recording.
    public var freeSpaceCheckInterval = 15
    /// The folder holding every session's temporary folder; `nil` for
    /// `$TMPDIR/lamina-capture`.
    public var temporaryRoot: URL?
    /// How the session learns the free space (injectable for tests).
    public var freeSpace: FreeSpaceCheck = .system
    /// An explicit ffmpeg executable, else the one on `PATH`.
    public var ffmpegPath: String?

    /// The longest source time a session runs, in seconds (24 hours): a press or an advance
    /// past it is refused. Frame indices stay far inside `Int`, and the segments of a recording
    /// that long already fill a large disk.
    public static let longestSourceTime: Double = 86_400

    public init(video: VideoSource = .synthetic(), audio: AudioSource = .synthetic,
                width: Int = 640, height: Int = 360, fps: Double = 30) {
        self.video = video
        self.audio = audio
        self.width = width
        self.height = height
        self.fps = fps
    }

    /// The preview size: as configured, else the record size scaled to fit 320 pixels (even).
    public var previewSize: (width: Int, height: Int) {
        if let previewWidth, let previewHeight { return (previewWidth, previewHeight) }
        let scale = min(1, 320 / Double(max(width, height)))
        let w = max(2, Int((Double(width) * scale / 2).rounded()) * 2)
        let h = max(2, Int((Double(height) * scale / 2).rounded()) * 2)
        return (w, h)
    }

    /// Whether frames arrive in real time.
    public var isRealTime: Bool { paced || video.isLive }

    /// Seconds of one frame.
    public var frameInterval: Double { 1 / fps }

    /// Throws ``CaptureError/invalidConfiguration(_:)`` naming the first value out of range.
    public func validate() throws {
        guard width >= 16, height >= 16, width <= 7680, height <= 4320, width % 2 == 0, height % 2 == 0 else {
            throw CaptureError.invalidConfiguration("size \(width)x\(height) (even sides from 16x16 to 7680x4320)")
        }
        guard fps.isFinite, fps >= 1, fps <= 240 else {
            throw CaptureError.invalidConfiguration("frame rate \(fps) (1 to 240)")
        }
        let preview = previewSize
        guard preview.width >= 2, preview.height >= 2, preview.width <= width * 2, preview.height <= height * 2 else {
            throw CaptureError.invalidConfiguration("preview size \(preview.width)x\(preview.height)")
        }
        if let maximumDuration, !(maximumDuration.isFinite && maximumDuration > 0) {
            throw CaptureError.invalidConfiguration("maximum duration \(maximumDuration) (a positive number of seconds)")
        }
        guard [8_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000].contains(sampleRate), (1 ... 2).contains(channels) else {
            throw CaptureError.invalidConfiguration("audio \(sampleRate) Hz, \(channels) channels")
        }
        guard reservedBytes >= 0, freeSpaceCheckInterval >= 1 else {
            throw CaptureError.invalidConfiguration("free-space reserve \(reservedBytes) bytes every \(freeSpaceCheckInterval) frames")
        }
    }

    /// The frame count of the maximum duration (frames whose start is before the limit).
    var maximumFrames: Int? {
        maximumDuration.map { Int(($0 * fps - 1e-9).rounded(.up)) }
    }

    /// Bytes of one audio sample frame (all channels, 16-bit).
    var audioFrameBytes: Int { 2 * channels }

    /// The first audio sample of video frame `index`: samples are cut at frame boundaries.
    func audioSample(atFrame index: Int) -> Int {
        Int((Double(index) * Double(sampleRate) / fps).rounded())
    }
}

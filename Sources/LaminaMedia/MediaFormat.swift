import Foundation

/// A file format Lamina writes frames to, chosen by the file's extension.
///
/// ```swift
/// let format = try MediaFormat(url: URL(fileURLWithPath: "ring.mp4"))   // .mp4
/// ```
///
/// PNG holds a single frame; the others are clips. Lamina encodes PNG and APNG itself, ffmpeg
/// the others.
public enum MediaFormat: String, CaseIterable, Sendable {
    /// One still frame.
    case png
    /// An animated GIF, colours from a palette computed over the whole clip.
    case gif
    /// An animated PNG: lossless, 24-bit colour, loops forever.
    case apng
    /// H.264 in MP4, `yuv420p`, even sizes: plays everywhere.
    case mp4
    /// VP9 in WebM.
    case webm

    /// The extensions each format is recognised by, lowercased, without the dot.
    public var fileExtensions: [String] {
        switch self {
        case .png: ["png"]
        case .gif: ["gif"]
        case .apng: ["apng"]
        case .mp4: ["mp4", "m4v"]
        case .webm: ["webm"]
        }
    }

    /// The format for a file extension (`"mp4"`, `".GIF"`).
    ///
    /// - Throws: `MediaError.unknownExtension` naming the extension and the supported ones.
    public init(fileExtension: String) throws {
        var ext = fileExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        guard let format = MediaFormat.allCases.first(where: { $0.fileExtensions.contains(ext) }) else {
            throw MediaError.unknownExtension(ext)
        }
        self = format
    }

    /// The format for a file, from its path extension.
    public init(url: URL) throws {
        try self.init(fileExtension: url.pathExtension)
    }

    /// Every supported extension, for messages: `png, gif, apng, mp4, m4v, webm`.
    public static var supportedExtensions: [String] { allCases.flatMap(\.fileExtensions) }

    /// Whether the format holds more than one frame.
    public var isAnimated: Bool { self != .png }

    /// Whether ffmpeg encodes the format (GIF, MP4, WebM); Lamina writes PNG and APNG itself.
    var isEncodedByFFmpeg: Bool {
        switch self {
        case .png, .apng: false
        case .gif, .mp4, .webm: true
        }
    }

    /// Whether the format can keep an alpha channel when asked (`MovieWriter.Options.keepsAlpha`).
    public var supportsAlpha: Bool {
        switch self {
        case .png, .apng, .webm: true
        case .gif, .mp4: false
        }
    }

    /// The frame rate a clip asked for at `fps` is encoded at.
    ///
    /// Every format keeps the rate asked for except GIF: a GIF frame lasts a whole number of
    /// centiseconds, and players (browsers, ffmpeg itself) stretch delays under 2 cs to 10 cs.
    /// Above 50 fps a GIF is therefore encoded at 50 fps (2 cs a frame), so that 60 fps keeps
    /// its duration and plays at the same speed everywhere, with 5 frames in 6. At 50 fps and
    /// below the rate is kept; delays alternate (30 fps: 3, 3, 4 cs) so the duration stays
    /// within a centisecond of what was asked.
    public func encodedFrameRate(for fps: Double) -> Double {
        self == .gif ? min(fps, 50) : fps
    }
}

import Foundation
import Lamina
import Testing
@testable import LaminaMedia

/// Files written by `MovieWriter`, read back with ffprobe.
@Suite struct MovieWriterTests {
    /// One round trip: what is written, and what ffprobe must report.
    struct Case: CustomStringConvertible, Sendable {
        var format: MediaFormat
        var width: Int
        var height: Int
        var frames: Int
        var fps: Double
        var codec: String
        /// Size after encoding: MP4 rounds odd sides up to even.
        var encodedWidth: Int
        var encodedHeight: Int
        /// Allowed difference between the file's duration and frames / fps, in seconds.
        var durationTolerance: Double
        var description: String { "\(format) \(width)x\(height) \(frames) frames at \(fps) fps" }
    }

    static let cases: [Case] = [
        // MP4: timestamps are exact; an odd size is padded to even.
        Case(format: .mp4, width: 65, height: 47, frames: 45, fps: 30, codec: "h264",
             encodedWidth: 66, encodedHeight: 48, durationTolerance: 0.001),
        Case(format: .mp4, width: 64, height: 48, frames: 60, fps: 60, codec: "h264",
             encodedWidth: 64, encodedHeight: 48, durationTolerance: 0.001),
        // WebM: Matroska timestamps are milliseconds.
        Case(format: .webm, width: 64, height: 48, frames: 30, fps: 30, codec: "vp9",
             encodedWidth: 64, encodedHeight: 48, durationTolerance: 0.002),
        Case(format: .webm, width: 65, height: 47, frames: 24, fps: 24, codec: "vp9",
             encodedWidth: 65, encodedHeight: 47, durationTolerance: 0.002),
        // GIF: delays are whole centiseconds (30 fps gives 3, 3, 4 cs ...); within 2 cs.
        Case(format: .gif, width: 64, height: 48, frames: 30, fps: 30, codec: "gif",
             encodedWidth: 64, encodedHeight: 48, durationTolerance: 0.02),
        Case(format: .gif, width: 64, height: 48, frames: 25, fps: 25, codec: "gif",
             encodedWidth: 64, encodedHeight: 48, durationTolerance: 0.02),
        // APNG: each frame 1/24 s exactly (delay 1/24); within 1 ms.
        Case(format: .apng, width: 64, height: 48, frames: 24, fps: 24, codec: "apng",
             encodedWidth: 64, encodedHeight: 48, durationTolerance: 0.001),
    ]

    @Test(arguments: cases)
    func writesTheFramesAndDurationAsked(_ c: Case) throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("clip.\(c.format.fileExtensions[0])")
        let writer = try MovieWriter(url: url, format: c.format, width: c.width, height: c.height, fps: c.fps)
        for i in 0 ..< c.frames {
            try writer.append(MediaTestSupport.movingSquare(index: i, count: c.frames, width: c.width, height: c.height))
        }
        #expect(try writer.finish() == url)
        #expect(MediaTestSupport.contents(of: dir) == [url.lastPathComponent])

        let probe = try MediaProbe.probe(url)
        #expect(probe.codec == c.codec)
        #expect(probe.frameCount == c.frames)
        #expect(probe.width == c.encodedWidth && probe.height == c.encodedHeight)
        let duration = try #require(probe.duration)
        let expected = Double(c.frames) / c.fps
        #expect(abs(duration - expected) <= c.durationTolerance, "duration \(duration), expected \(expected)")
        if c.format == .mp4 { #expect(probe.pixelFormat == "yuv420p") }
    }

    @Test func pngHoldsOneFrame() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("still.png")
        let writer = try MovieWriter(url: url, format: .png, width: 33, height: 17, fps: 1)
        try writer.append(MediaTestSupport.solid(.red, width: 33, height: 17))
        #expect(throws: MediaError.self) { try writer.append(MediaTestSupport.solid(.red, width: 33, height: 17)) }
        try writer.finish()
        let probe = try MediaProbe.probe(url)
        #expect(probe.codec == "png" && probe.frameCount == 1 && probe.width == 33 && probe.height == 17)
        #expect(probe.pixelFormat == "rgb24")
        #expect(probe.duration == nil)
    }

    @Test func redComesBackRed() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let red = Color(red: 1, green: 0, blue: 0)
        // PNG is lossless: exact.
        let png = try writePNGThroughMovieWriter(MediaTestSupport.solid(red, width: 16, height: 16), to: dir.appendingPathComponent("red.png"))
        let pngPixels = try MediaProbe.decodeFrameRGB(png)
        #expect(pngPixels.count == 16 * 16 * 3)
        #expect(Array(pngPixels.prefix(3)) == [255, 0, 0])
        // MP4: yuv420p and x264 lose a little; within 8 of 255 per channel.
        let mp4 = dir.appendingPathComponent("red.mp4")
        let writer = try MovieWriter(url: mp4, format: .mp4, width: 64, height: 64, fps: 30)
        for _ in 0 ..< 10 { try writer.append(MediaTestSupport.solid(red, width: 64, height: 64)) }
        try writer.finish()
        let frame = try MediaProbe.decodeFrameRGB(mp4, index: 5)
        #expect(frame.count == 64 * 64 * 3)
        let center = (32 * 64 + 32) * 3
        let rgb = Array(frame[center ..< center + 3])
        #expect(rgb[0] >= 247 && rgb[1] <= 8 && rgb[2] <= 8, "decoded \(rgb)")
    }

    @Test func paddedRowsAreWrittenWithoutThePadding() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("padded.apng")
        let writer = try MovieWriter(url: url, format: .apng, width: 10, height: 6, fps: 10)
        for i in 0 ..< 3 {
            try writer.append(MediaTestSupport.movingSquare(index: i, count: 3, width: 10, height: 6, bytesPerRow: 64))
        }
        try writer.finish()
        // Lossless: the background pixel reads back exactly, which it would not if rows slid.
        let pixels = try MediaProbe.decodeFrameRGB(url, index: 0)
        #expect(Array(pixels.suffix(3)) == [16, 20, 80])
        #expect(try MediaProbe.probe(url).frameCount == 3)
    }

    @Test func keptAlphaIsUnpremultiplied() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let halfRed = MediaTestSupport.solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5), width: 8, height: 8)
        #expect(Array(halfRed.pixels.prefix(4)) == [0, 0, 128, 128])
        let url = try writePNGThroughMovieWriter(halfRed, to: dir.appendingPathComponent("half.png"), keepsAlpha: true)
        let probe = try MediaProbe.probe(url)
        #expect(probe.pixelFormat == "rgba")
        #expect(Array(try MediaProbe.decodeFrameRGB(url).prefix(3)) == [255, 0, 0])
    }

    @Test func frameOfTheWrongSizeIsRefused() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let writer = try MovieWriter(url: dir.appendingPathComponent("a.gif"), format: .gif, width: 8, height: 8, fps: 10)
        #expect(throws: MediaError.frameSizeMismatch(expected: "8x8", got: "9x8")) {
            try writer.append(MediaTestSupport.solid(.red, width: 9, height: 8))
        }
        writer.cancel()
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }
}

import Foundation
import Lamina
import Testing
@testable import LaminaMedia

/// Lamina's own PNG and APNG encoder: every frame decodes (by ffmpeg) to exactly the pixels
/// given, each frame after the first stores only what changed, and the delays add up to the
/// clip's duration.
@Suite struct PNGEncoderTests {
    /// Frame `index`: a square with a soft, translucent edge crossing a transparent background,
    /// over a half-transparent band that never moves; or, `opaque`, every pixel opaque.
    static func frame(_ index: Int, opaque: Bool = false, width: Int = 40, height: Int = 24) -> ImageBuffer {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let o = (y * width + x) * 4
                var (b, g, r, a) = opaque ? (90, 20, 10, 255) : (0, 0, 0, 0)
                if y >= 18 { (b, g, r, a) = opaque ? (60, 30, 0, 255) : (60, 30, 0, 120) }   // the band: premultiplied
                let left = 3 + 4 * index
                if (left ..< left + 8).contains(x) && (4 ..< 12).contains(y) {
                    let edge = x == left || x == left + 7
                    a = edge && !opaque ? 64 : 255
                    (b, g, r) = edge ? (10, 40, 64) : (40, 160, 255)
                }
                pixels[o] = UInt8(b); pixels[o + 1] = UInt8(g); pixels[o + 2] = UInt8(r); pixels[o + 3] = UInt8(a)
            }
        }
        return ImageBuffer(width: width, height: height, bytesPerRow: width * 4, pixels: pixels)!
    }

    /// Every frame of `url` as ffmpeg decodes it, in `pixelFormat` (`rgba`, `rgb24`).
    static func decodedFrames(_ url: URL, pixelFormat: String, frameBytes: Int) throws -> [[UInt8]] {
        let ffmpeg = try #require(ChildProcess.locate("ffmpeg", explicit: nil).path)
        let result = try ChildProcess.run(executable: ffmpeg, arguments: [
            "-nostdin", "-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", pixelFormat, "-",
        ])
        try #require(result.status == 0, "\(result.stderrTail)")
        let bytes = [UInt8](result.stdout)
        return stride(from: 0, to: bytes.count, by: frameBytes).map { Array(bytes[$0 ..< min($0 + frameBytes, bytes.count)]) }
    }

    /// The chunks of a PNG file: type and data, each CRC checked.
    static func chunks(_ bytes: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        try #require(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [(String, [UInt8])] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, at))
            try #require(at + 12 + length <= bytes.count)
            let type = String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self)
            let data = Array(bytes[at + 8 ..< at + 8 + length])
            #expect(bigEndian(bytes, at + 8 + length) == crc32(Array(bytes[at + 4 ..< at + 8 + length])), "\(type)")
            chunks.append((type, data))
            at += 12 + length
        }
        #expect(at == bytes.count)
        return chunks
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at ..< at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 as PNG defines it (ISO 3309), bit by bit: independent of zlib's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    func writeClip(_ frames: [ImageBuffer], keepsAlpha: Bool, fps: Double = 30, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent("clip.apng")
        let writer = try MovieWriter(url: url, format: .apng, width: frames[0].width, height: frames[0].height, fps: fps,
                                     options: .init(keepsAlpha: keepsAlpha))
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }

    /// Translucent changes replace the rectangle (`blend_op` SOURCE); opaque ones are blended
    /// over the frame before with what did not change transparent (OVER); RGB always replaces.
    @Test(arguments: [(true, false, 0), (true, true, 1), (false, false, 0), (false, true, 0)] as [(Bool, Bool, UInt8)])
    func everyFrameDecodesToThePixelsGiven(keepsAlpha: Bool, opaque: Bool, blend: UInt8) throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        // The third frame repeats the second: a frame with nothing changed is still a frame.
        let frames = [0, 1, 1, 2, 5].map { Self.frame($0, opaque: opaque) }
        let url = try writeClip(frames, keepsAlpha: keepsAlpha, in: dir)
        let channels = keepsAlpha ? 4 : 3
        let decoded = try Self.decodedFrames(url, pixelFormat: keepsAlpha ? "rgba" : "rgb24", frameBytes: 40 * 24 * channels)
        try #require(decoded.count == frames.count)
        for (index, frame) in frames.enumerated() {
            // Straight RGBA, or the premultiplied colours over black.
            let expected = keepsAlpha ? PixelConversion.unpremultiplied(frame, into: [])
                : stride(from: 0, to: frame.pixels.count, by: 4).flatMap { frame.pixels[$0 ..< $0 + 3].reversed() }
            #expect(decoded[index].count == expected.count)
            let differs = expected.indices.first { decoded[index].indices.contains($0) && decoded[index][$0] != expected[$0] }
            #expect(differs == nil, "frame \(index): first byte that differs \(differs ?? -1)")
        }
        #expect(try MediaProbe.probe(url).codec == "apng")
        // The blend of the frames that changed (the second, fourth and fifth).
        let controls = try Self.chunks([UInt8](try Data(contentsOf: url))).filter { $0.type == "fcTL" }
        #expect([1, 3, 4].map { controls[$0].data[25] } == [blend, blend, blend])
    }

    @Test func aFrameAfterTheFirstHoldsOnlyTheRectangleThatChanged() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = try writeClip([0, 1, 1].map { Self.frame($0) }, keepsAlpha: true, in: dir)
        let chunks = try Self.chunks([UInt8](try Data(contentsOf: url)))
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // 40x24, 8 bits, RGBA; 3 frames played forever.
        #expect(chunks[0].data == [0, 0, 0, 40, 0, 0, 0, 24, 8, 6, 0, 0, 0])
        #expect(chunks[1].data == [0, 0, 0, 3, 0, 0, 0, 0])
        /// fcTL: sequence, width, height, x, y, then the delay and the operations.
        func control(_ data: [UInt8]) -> [UInt32] { (0 ..< 5).map { Self.bigEndian(data, 4 * $0) } }
        #expect(control(chunks[2].data) == [0, 40, 24, 0, 0])
        // The square moved 4 pixels right: columns 3 to 14 of rows 4 to 11 changed.
        #expect(control(chunks[4].data) == [1, 12, 8, 3, 4])
        // Nothing changed: one pixel, the top-left.
        #expect(control(chunks[6].data) == [3, 1, 1, 0, 0])
        // fdAT's sequence numbers follow each fcTL's; 1/30 s a frame, not disposed; the
        // translucent change replaces the rectangle, the unchanged pixel is blended over.
        #expect(Self.bigEndian(chunks[5].data, 0) == 2 && Self.bigEndian(chunks[7].data, 0) == 4)
        #expect([2, 4, 6].map { Array(chunks[$0].data[20...]) } == [[0, 1, 0, 30, 0, 0], [0, 1, 0, 30, 0, 0], [0, 1, 0, 30, 0, 1]])
    }

    @Test(arguments: [(30.0, 1, 30), (60, 1, 60), (30000.0 / 1001, 1001, 30000), (12.5, 2, 25), (0.5, 2, 1)])
    func aRateWhoseFrameTimeIsAFractionKeepsItExactly(fps: Double, numerator: Int, denominator: Int) {
        let delay = FrameDelay(fps: fps)
        for index in [0, 1, 999] {
            let (n, d) = delay.ofFrame(index)
            #expect(Int(n) == numerator && Int(d) == denominator)
        }
    }

    @Test(arguments: [Double.pi * 10, 1000 / 7.123456789, 0.000123])
    func anyOtherRateAddsUpToTheClipsDuration(fps: Double) {
        let delay = FrameDelay(fps: fps)
        #expect(delay.exact == nil)
        var elapsed = 0.0
        for index in 0 ..< 500 {
            let (n, d) = delay.ofFrame(index)
            elapsed += Double(n) / Double(d)
            // Each frame starts within half a unit of its time.
            #expect(abs(elapsed - Double(index + 1) / fps) <= 0.5 / Double(d) + 1e-9)
        }
    }

    @Test func aStillPNGHasNoAnimationChunks() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = try writePNGThroughMovieWriter(Self.frame(2), to: dir.appendingPathComponent("still.png"), keepsAlpha: true)
        let chunks = try Self.chunks([UInt8](try Data(contentsOf: url)))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        let decoded = try Self.decodedFrames(url, pixelFormat: "rgba", frameBytes: 40 * 24 * 4)
        #expect(decoded.count == 1 && decoded.first == PixelConversion.unpremultiplied(Self.frame(2), into: []))
    }
}

import Foundation
import Lamina
import LaminaRender
import LaminaTestSupport
import Testing

/// `decodeImage`: PNG, JPEG, WebP and GIF by their bytes, sizes checked before allocating, and a
/// clear error (never a trap) for corrupt data.
@Suite struct ImageDecodingTests {
    static let quadrantsJPEG = TestImages.quadrantsJPEG

    /// A 2x2 lossless WebP: red, green above; blue, white at half alpha below (Pillow).
    static let squaresWebP = Data(base64Encoded: "UklGRjAAAABXRUJQVlA4TCMAAAAvAUAAEB8gEEjeHzqN+RcQFPwfnYCg6LrlImYPwg0YIvofAgA=")!

    /// A 2x2 GIF: red, green above; blue, then the transparent colour below (Pillow).
    static let squaresGIF = Data(base64Encoded: "R0lGODlhAgACAIEAAP8AAAD/AAAA/wAAACH5BAEAAAMALAAAAAACAAIAAAgHAAEEEDAgIAA7")!

    @Test func aJPEGDecodesToItsColoursWithinJPEGTolerance() throws {
        #expect(ImageFormat(sniffing: Self.quadrantsJPEG) == .jpeg)
        let image = try decodeImage(Self.quadrantsJPEG)
        #expect(image.width == 8 && image.height == 8)
        // Quadrant centres, away from the 8x8 block's ringing at the colour edges.
        let expected = [(1, 1, RGBA.red), (6, 1, RGBA.blue), (1, 6, RGBA(0, 255, 0)), (6, 6, RGBA.white)]
        for (x, y, colour) in expected {
            #expect(image.rgba(x, y).isClose(to: colour, tolerance: 12), "(\(x), \(y)): \(image.rgba(x, y))")
        }
    }

    @Test func aWebPDecodesExactlyAndPremultiplied() throws {
        #expect(ImageFormat(sniffing: Self.squaresWebP) == .webp)
        let image = try decodeImage(Self.squaresWebP)
        #expect(image.rgba(0, 0) == RGBA.red)
        #expect(image.rgba(1, 0) == RGBA(0, 255, 0))
        #expect(image.rgba(0, 1) == RGBA.blue)
        // White at alpha 128, premultiplied: 128 in every channel.
        #expect(image.rgba(1, 1).isClose(to: RGBA(128, 128, 128, 128), tolerance: 1))
    }

    @Test func aGIFsFirstFrameDecodesWithItsTransparentColour() throws {
        #expect(ImageFormat(sniffing: Self.squaresGIF) == .gif)
        let image = try decodeImage(Self.squaresGIF)
        #expect(image.rgba(0, 0) == RGBA.red)
        #expect(image.rgba(1, 0) == RGBA(0, 255, 0))
        #expect(image.rgba(0, 1) == RGBA.blue)
        #expect(image.rgba(1, 1) == RGBA(0, 0, 0, 0))
    }

    @Test func aPNGDecodesThroughTheSameEntryPoint() throws {
        let original = ImageBuffer(width: 3, height: 2, filledWith: Color(red: 0, green: 0, blue: 1, alpha: 1))
        let image = try decodeImage(try pngData(original))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.rgba(2, 1) == RGBA.blue)
    }

    @Test func theFormatComesFromTheBytesNotTheName() throws {
        // A JPEG in a file named .png (Lottie exporters do this) is still a JPEG.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-decoding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.png")
        try Self.quadrantsJPEG.write(to: file)
        #expect(try readImage(file).rgba(1, 1).isClose(to: .red, tolerance: 12))
    }

    @Test(arguments: [
        ("truncated JPEG", Data(quadrantsJPEG.prefix(200)), "not a JPEG, or a corrupt one"),
        ("JPEG without frames", Data([0xFF, 0xD8, 0xFF, 0xD9]), "not a JPEG, or a corrupt one"),
        ("corrupt WebP", Data(squaresWebP.prefix(20)), "WebP"),
        ("truncated GIF", Data(squaresGIF.prefix(30)), "not a GIF, or a truncated one"),
        ("text", Data("hello".utf8), "not a PNG, JPEG, WebP or GIF image"),
        ("nothing", Data(), "not a PNG, JPEG, WebP or GIF image"),
    ])
    func corruptDataThrowsAClearErrorInsteadOfTrapping(_ name: String, _ data: Data, _ message: String) {
        #expect(throws: ImageDecodeError.self, "\(name)") { try decodeImage(data) }
        do {
            _ = try decodeImage(data, name: "asset.jpg")
        } catch {
            #expect("\(error)".hasPrefix("asset.jpg: "), "\(name): \(error)")
            #expect("\(error)".contains(message), "\(name): \(error)")
        }
    }

    @Test func aHugeImageIsRefusedFromItsHeaderBeforeItsPixelsAreAllocated() throws {
        // A JPEG whose frame header claims 60000 x 60000 pixels (3.6 G, 14 GB decoded).
        var jpeg = [UInt8](Self.quadrantsJPEG)
        let sof = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0xEA; jpeg[sof + 6] = 0x60; jpeg[sof + 7] = 0xEA; jpeg[sof + 8] = 0x60
        // A PNG header claiming 100000 x 100000, and a GIF screen of 65535 x 65535.
        var png = [UInt8](try pngData(ImageBuffer(width: 1, height: 1, filledWith: .white)))
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        var gif = [UInt8](Self.squaresGIF)
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        for bytes in [jpeg, png, gif] {
            do {
                _ = try decodeImage(Data(bytes))
                Issue.record("a huge image was decoded")
            } catch {
                #expect(error.message.contains("exceed the limit of \(Limits.standard.pixelsPerFrame)"), "\(error)")
            }
        }
        // The limit is the caller's: a smaller one refuses the 8x8 JPEG.
        var small = Limits.standard
        small.pixelsPerFrame = 63
        #expect(throws: ImageDecodeError.self) { try decodeImage(Self.quadrantsJPEG, limits: small) }
    }
}

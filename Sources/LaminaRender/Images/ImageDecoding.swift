import CCairo
import CImageCodecs
import Foundation
import Lamina

/// The image formats ``decodeImage(_:name:limits:)`` reads, recognised by their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, webp, gif

    /// The format `data` starts like, or `nil`: by the bytes, never by a file name.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8]) -> Bool { head.count >= bytes.count && Array(head.prefix(bytes.count)) == bytes }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { self = .gif }
        else if head.count == 12, Array(head[0..<4]) == Array("RIFF".utf8), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else { return nil }
    }
}

/// Why image data could not be decoded: the file (or `"<data>"`) and the reason.
public struct ImageDecodeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }
}

/// Decodes a PNG, JPEG, WebP or GIF image (its first frame) as premultiplied BGRA, the layout
/// `Renderer` draws: Lamina's one entry point for image bytes (Lottie image assets, SVG
/// `<image>`, scene `contents`).
///
/// ```swift
/// let photo = try decodeImage(Data(contentsOf: url), name: url.path)
/// ```
///
/// The format comes from the bytes, not from a name. The image's size is read from its header
/// and checked against `limits.pixelsPerFrame` before any pixel memory is allocated; corrupt,
/// truncated or unknown data throws an ``ImageDecodeError`` naming `name`, never traps.
/// Images without alpha come back opaque; a CMYK JPEG is converted as Adobe writes it.
public func decodeImage(_ data: Data, name: String = "<data>", limits: Limits = .standard) throws(ImageDecodeError) -> ImageBuffer {
    guard let format = ImageFormat(sniffing: data) else {
        throw ImageDecodeError(name: name, message: "not a PNG, JPEG, WebP or GIF image")
    }
    let decoder = ImageDecoder(data: data, name: name, limits: limits)
    switch format {
    case .png: return try decoder.png()
    case .jpeg: return try decoder.jpeg()
    case .webp: return try decoder.webp()
    case .gif: return try decoder.gif()
    }
}

/// Reads an image file with ``decodeImage(_:name:limits:)``; a missing or unreadable file
/// throws an ``ImageDecodeError`` naming it.
public func readImage(_ url: URL, limits: Limits = .standard) throws(ImageDecodeError) -> ImageBuffer {
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
        let exists = FileManager.default.fileExists(atPath: url.path)
        throw ImageDecodeError(name: url.path, message: exists ? "cannot read the file" : "no such file")
    }
    return try decodeImage(data, name: url.path, limits: limits)
}

/// One decoding: the bytes, the name for messages, and the size check every format goes through.
private struct ImageDecoder {
    let data: Data
    let name: String
    let limits: Limits

    func fail(_ message: String) -> ImageDecodeError { ImageDecodeError(name: name, message: message) }

    /// Refuses an empty image or one over the pixel limit, before its buffer is allocated.
    func checkSize(_ width: Int, _ height: Int) throws(ImageDecodeError) {
        guard width > 0, height > 0 else { throw fail("the image is empty (\(width) x \(height) pixels)") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= limits.pixelsPerFrame else {
            throw fail(LimitError(fileName: nil, what: "the pixels of a \(width) x \(height) image",
                                  limit: limits.pixelsPerFrame, remedy: "`--limit pixels=N` raises it").message)
        }
    }

    /// A zeroed BGRA buffer for the decoders to fill, rows packed.
    /// `failure` says what the data is when the decoder fails, before the decoder's reason.
    func buffer(_ width: Int, _ height: Int, _ fill: (UnsafeMutablePointer<UInt8>, Int) -> Int32,
                message: UnsafeMutablePointer<CChar>, failure: String) throws(ImageDecodeError) -> ImageBuffer {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { fill($0.baseAddress!, width * 4) }
        guard status == 0, let image = ImageBuffer(width: width, height: height, pixels: pixels) else {
            throw fail("\(failure): \(String(cString: message))")
        }
        return image
    }

    func png() throws(ImageDecodeError) -> ImageBuffer {
        // The header chunk (IHDR) follows the signature: width and height, big-endian.
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24 else { throw fail("a truncated PNG") }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        try checkSize(word(16), word(20))
        do { return try readPNG(data: data) } catch { throw fail(error.message) }
    }

    func jpeg() throws(ImageDecodeError) -> ImageBuffer {
        var message = [CChar](repeating: 0, count: 256)
        var width: Int32 = 0, height: Int32 = 0
        let header = data.withUnsafeBytes { raw in
            lamina_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, nil, &width, &height, 0, &message)
        }
        guard header == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw fail("not a JPEG, or a corrupt one: \(reason)")
        }
        try checkSize(Int(width), Int(height))
        return try message.withUnsafeMutableBufferPointer { text throws(ImageDecodeError) in
            try buffer(Int(width), Int(height), { pixels, stride in
                data.withUnsafeBytes { raw in
                    lamina_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels, &width, &height,
                                       stride, text.baseAddress)
                }
            }, message: text.baseAddress!, failure: "a corrupt JPEG")
        }
    }

    func webp() throws(ImageDecodeError) -> ImageBuffer {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { raw in
            WebPGetFeatures(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &features)
        }
        guard status == VP8_STATUS_OK else { throw fail("not a WebP image, or a corrupt one") }
        guard features.has_animation == 0 else { throw fail("an animated WebP (only still WebP images are read)") }
        let width = Int(features.width), height = Int(features.height)
        try checkSize(width, height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let decoded = pixels.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBytes { raw in
                WebPDecodeBGRAInto(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, out.baseAddress, out.count,
                                   Int32(width * 4))
            }
        }
        guard decoded != nil else { throw fail("a corrupt or truncated WebP image") }
        // libwebp gives straight alpha; Lamina draws premultiplied.
        if features.has_alpha != 0 {
            for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] < 255 {
                let alpha = UInt16(pixels[i + 3])
                for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * alpha + 127) / 255) }
            }
        }
        guard let image = ImageBuffer(width: width, height: height, pixels: pixels) else { throw fail("unexpected size") }
        return image
    }

    func gif() throws(ImageDecodeError) -> ImageBuffer {
        // The logical screen's size follows the signature, little-endian.
        let bytes = [UInt8](data.prefix(10))
        guard bytes.count == 10 else { throw fail("a truncated GIF") }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
        try checkSize(width, height)
        var message = [CChar](repeating: 0, count: 256)
        return try message.withUnsafeMutableBufferPointer { text throws(ImageDecodeError) in
            try buffer(width, height, { pixels, stride in
                data.withUnsafeBytes { raw in
                    lamina_gif_decode_first_frame(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels,
                                                  Int32(width), Int32(height), stride, text.baseAddress)
                }
            }, message: text.baseAddress!, failure: "not a GIF, or a truncated one")
        }
    }
}

import CDeflate
import Foundation
import Lamina

/// PNG and animated PNG (APNG) bytes, encoded by Lamina itself with zlib: what `MovieWriter`
/// writes for `.png` and `.apng`.
///
/// ffmpeg's APNG encoder deflates every frame up to six times (once for each way of disposing
/// and blending the frame before), which made a 24-second 1080p clip take over nine minutes.
/// Here a frame after the first holds only the rectangle of pixels that differ from the frame
/// before, deflated once: blended over the frame before with the pixels that did not change
/// transparent when every change is opaque (as ffmpeg does), otherwise replacing the rectangle.
/// Rows are not filtered (filter type None, ffmpeg's default too): on rendered frames (flat
/// shapes, gradients, large transparent areas) deflate finds longer matches in the raw rows,
/// and libpng's adaptive filtering made six of eight corpus frames larger, gradient_shapes'
/// by 66% (`docs/decisions.md`).
///
/// The pixels are exactly the frame's: straight RGBA (colour type 6) when alpha is kept,
/// otherwise RGB (colour type 2), the premultiplied colours over black.
///
/// ```swift
/// let encoder = try PNGEncoder(width: 64, height: 48, keepsAlpha: true, fps: 30, animated: true)
/// var file = encoder.header(frameCount: 2)
/// file += try encoder.encode(first) + encoder.encode(second) + encoder.trailer()
/// ```
///
/// Not thread-safe: one writer owns it.
final class PNGEncoder {
    let width: Int
    let height: Int
    /// Whether the file is an APNG (`acTL`, and an `fcTL` before each frame).
    let animated: Bool
    /// Bytes a pixel: 4 (RGBA) or 3 (RGB).
    let channels: Int
    /// Frames encoded so far.
    private(set) var frameCount = 0
    private let delay: FrameDelay
    /// The sequence number of the next `fcTL` or `fdAT` chunk.
    private var sequence: UInt32 = 0
    /// This frame's pixels and the last one's, rows packed, as the file stores them.
    private var current: [UInt8]
    private var previous: [UInt8]
    /// The changed rectangle with its unchanged pixels transparent, when it is blended over.
    private var over: [UInt8] = []
    /// One row at a time as the file stores it: its filter type (0, None) and its bytes.
    private var row: [UInt8]
    /// The deflated rows of the last frame: the first `compressedCount` bytes.
    private var compressed: [UInt8] = []
    private var compressedCount = 0
    private var stream = z_stream()

    /// zlib's level: 6 (its default, libpng's and ffmpeg's) compresses within a few percent of 9
    /// at a fraction of the time.
    static let compressionLevel: Int32 = 6

    /// An encoder for frames of `width`×`height`, shown `1 / fps` seconds each.
    ///
    /// - Throws: `MediaError.systemError` if zlib cannot start.
    init(width: Int, height: Int, keepsAlpha: Bool, fps: Double, animated: Bool) throws {
        self.width = width
        self.height = height
        self.animated = animated
        channels = keepsAlpha ? 4 : 3
        delay = FrameDelay(fps: fps)
        current = [UInt8](repeating: 0, count: width * height * channels)
        previous = current
        row = [UInt8](repeating: 0, count: 1 + width * channels)
        guard lamina_deflate_init(&stream, PNGEncoder.compressionLevel, Z_DEFAULT_STRATEGY) == Z_OK else {
            throw MediaError.systemError(operation: "starting zlib's deflate", reason: "deflateInit2 failed")
        }
    }

    deinit { deflateEnd(&stream) }

    /// The PNG signature, `IHDR` and, for an APNG, `acTL` for `frameCount` frames that loop
    /// forever. `acTL` is at the same place in every header (``animationControlOffset``), so a
    /// writer that learns the count at the end writes the chunk again there.
    func header(frameCount: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        // 8 bits a sample; colour type 6 (RGBA) or 2 (RGB); deflate; adaptive filtering; no interlace.
        ihdr += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", ihdr[...], to: &bytes)
        if animated { bytes += PNGEncoder.animationControl(frameCount: frameCount) }
        return bytes
    }

    /// Where `acTL` starts in ``header(frameCount:)``: after the signature and `IHDR`.
    static let animationControlOffset = 8 + 12 + 13

    /// The `acTL` chunk: `frameCount` frames, played forever (0 plays).
    static func animationControl(frameCount: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(clamping: frameCount))
        data.appendBigEndian(0)
        var chunk: [UInt8] = []
        appendChunk("acTL", data[...], to: &chunk)
        return chunk
    }

    /// The chunks of one frame: for an APNG its `fcTL`, then its pixels (`IDAT` for the first
    /// frame, which is also the still image, `fdAT` after).
    ///
    /// - Throws: `MediaError.frameSizeMismatch`, or `.systemError` if zlib fails.
    func encode(_ frame: ImageBuffer) throws -> [UInt8] {
        guard frame.width == width, frame.height == height else {
            throw MediaError.frameSizeMismatch(expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
        }
        PixelConversion.packed(frame, keepsAlpha: channels == 4, into: &current)
        let box = frameCount == 0 ? PixelRect(x: 0, y: 0, width: width, height: height) : changedRect()
        let blendsOver = frameCount > 0 && animated && makeOverPixels(box)
        var bytes: [UInt8] = []
        if animated {
            var control: [UInt8] = []
            control.appendBigEndian(sequence)
            control.appendBigEndian(UInt32(box.width))
            control.appendBigEndian(UInt32(box.height))
            control.appendBigEndian(UInt32(box.x))
            control.appendBigEndian(UInt32(box.y))
            let (numerator, denominator) = delay.ofFrame(frameCount)
            control.appendBigEndian16(numerator)
            control.appendBigEndian16(denominator)
            // dispose_op NONE (the next frame is drawn over this one); blend_op OVER (1), or
            // SOURCE (0): the rectangle replaces what was there.
            control += [0, blendsOver ? 1 : 0]
            PNGEncoder.appendChunk("fcTL", control[...], to: &bytes)
            sequence += 1
        }
        if blendsOver {
            try over.withUnsafeBufferPointer {
                try deflate(rows: $0.baseAddress!, stride: box.width * channels, width: box.width, height: box.height)
            }
        } else {
            try current.withUnsafeBufferPointer {
                try deflate(rows: $0.baseAddress! + (box.y * width + box.x) * channels, stride: width * channels,
                            width: box.width, height: box.height)
            }
        }
        if frameCount == 0 {
            PNGEncoder.appendChunk("IDAT", compressed[..<compressedCount], to: &bytes)
        } else {
            var number: [UInt8] = []
            number.appendBigEndian(sequence)
            PNGEncoder.appendChunk("fdAT", compressed[..<compressedCount], after: number, to: &bytes)
            sequence += 1
        }
        swap(&current, &previous)
        frameCount += 1
        return bytes
    }

    /// The `IEND` chunk that ends the file.
    func trailer() -> [UInt8] {
        var bytes: [UInt8] = []
        PNGEncoder.appendChunk("IEND", [], to: &bytes)
        return bytes
    }

    // MARK: - Pixels

    /// A rectangle of whole pixels.
    struct PixelRect {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The smallest rectangle holding every pixel of `current` that differs from `previous`;
    /// the top-left pixel when none does (a frame has at least one).
    private func changedRect() -> PixelRect {
        let rowBytes = width * channels
        var top = -1, bottom = -1, left = rowBytes, right = -1
        current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                for y in 0 ..< height {
                    let start = y * rowBytes
                    guard memcmp(now.baseAddress! + start, before.baseAddress! + start, rowBytes) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    var first = 0
                    while now[start + first] == before[start + first] { first += 1 }
                    var last = rowBytes - 1
                    while now[start + last] == before[start + last] { last -= 1 }
                    left = min(left, first)
                    right = max(right, last)
                }
            }
        }
        guard top >= 0 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        let x0 = left / channels, x1 = right / channels + 1
        return PixelRect(x: x0, y: top, width: x1 - x0, height: bottom - top + 1)
    }

    // MARK: - Deflating

    /// Makes `over` the pixels of `box` with those that did not change transparent, when every
    /// pixel that changed is opaque: blended over the frame before (`blend_op` OVER), they give
    /// exactly this frame, and the transparent runs deflate to almost nothing (ffmpeg's encoder
    /// does the same). False, `over` unused, for RGB or a translucent change.
    private func makeOverPixels(_ box: PixelRect) -> Bool {
        guard channels == 4 else { return false }
        let count = box.width * box.height * 4
        if over.count < count { over = [UInt8](repeating: 0, count: count) }
        let width = width
        return current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                over.withUnsafeMutableBufferPointer { out in
                    for y in 0 ..< box.height {
                        let start = ((box.y + y) * width + box.x) * 4
                        let now = UnsafeRawPointer(now.baseAddress! + start), before = UnsafeRawPointer(before.baseAddress! + start)
                        let row = UnsafeMutableRawPointer(out.baseAddress! + y * box.width * 4)
                        for x in 0 ..< box.width {
                            let pixel = now.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                            let unchanged = pixel == before.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                            // Bytes R, G, B, A in memory: alpha is the last.
                            guard unchanged || pixel.littleEndian >> 24 == 0xFF else { return false }
                            row.storeBytes(of: unchanged ? 0 : pixel, toByteOffset: 4 * x, as: UInt32.self)
                        }
                    }
                    return true
                }
            }
        }
    }

    /// Deflates `height` rows of `width` pixels, `stride` bytes apart from `rows` on, each after
    /// its filter type, into `compressed`.
    private func deflate(rows: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) throws {
        guard deflateReset(&stream) == Z_OK else {
            throw MediaError.systemError(operation: "deflating a PNG frame", reason: "deflateReset failed")
        }
        let rowBytes = width * channels
        let bound = Int(deflateBound(&stream, uLong((rowBytes + 1) * height)))
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        var status = Z_OK
        row.withUnsafeMutableBufferPointer { row in
            compressed.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                for y in 0 ..< height {
                    (row.baseAddress! + 1).update(from: rows + y * stride, count: rowBytes)
                    stream.next_in = row.baseAddress
                    stream.avail_in = uInt(rowBytes + 1)
                    status = CDeflate.deflate(&stream, y == height - 1 ? Z_FINISH : Z_NO_FLUSH)
                    if status != Z_OK && status != Z_STREAM_END { return }
                }
            }
        }
        guard status == Z_STREAM_END else {
            throw MediaError.systemError(operation: "deflating a PNG frame", reason: "zlib status \(status)")
        }
        compressedCount = Int(stream.total_out)
    }

    /// Appends a chunk: its length, type, data (`prefix`, then `data`: an `fdAT`'s sequence
    /// number before the deflated pixels, without copying them twice) and the CRC-32 of type
    /// and data.
    static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, after prefix: [UInt8] = [],
                            to bytes: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        bytes.reserveCapacity(bytes.count + 12 + prefix.count + data.count)
        bytes.appendBigEndian(UInt32(prefix.count + data.count))
        bytes += typeBytes
        bytes += prefix
        bytes += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = crc32(crc, prefix, uInt(prefix.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        bytes.appendBigEndian(UInt32(crc))
    }
}

/// How long an APNG shows each frame: `delay_num / delay_den` seconds, both 16-bit.
///
/// A rate whose frame time is a fraction of 16-bit numbers (every whole rate up to 65,535, and
/// 29.97 = 30000/1001, 23.976 = 24000/1001, 12.5) gives every frame that exact time; any other
/// gives each frame the difference of rounded running times in ten-thousandths of a second, so
/// frame `i` starts within 0.05 ms of `i / fps` and the file lasts `frames / fps`.
struct FrameDelay {
    /// The exact fraction, when there is one.
    let exact: (UInt16, UInt16)?
    let fps: Double
    /// The unit of the rounded times: 1/10,000 s, coarser when a frame lasts too long for it.
    let units: Double

    init(fps: Double) {
        self.fps = fps
        exact = FrameDelay.fraction(1 / fps)
        units = [10_000.0, 100, 1].first { ($0 / fps).rounded(.up) + 1 <= 65_535 } ?? 1
    }

    /// `delay_num` and `delay_den` of frame `index`.
    func ofFrame(_ index: Int) -> (UInt16, UInt16) {
        if let exact { return exact }
        let start = (Double(index) * units / fps).rounded(), end = (Double(index + 1) * units / fps).rounded()
        return (UInt16(clamping: Int(end - start)), UInt16(units))
    }

    /// `value` as `p / q` with both at most 65,535, when a continued fraction reaches it
    /// within a part in 10^12.
    static func fraction(_ value: Double) -> (UInt16, UInt16)? {
        guard value.isFinite, value > 0 else { return nil }
        var (p0, q0, p1, q1) = (0.0, 1.0, 1.0, 0.0)
        var rest = value
        for _ in 0 ..< 64 {
            let whole = rest.rounded(.down)
            let (p, q) = (whole * p1 + p0, whole * q1 + q0)
            guard p <= 65_535, q <= 65_535 else { return nil }
            (p0, q0, p1, q1) = (p1, q1, p, q)
            if p > 0, abs(p / q - value) <= value * 1e-12 { return (UInt16(p), UInt16(q)) }
            let fractional = rest - whole
            guard fractional > 1e-15 else { return nil }
            rest = 1 / fractional
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` as four bytes, most significant first (PNG's byte order).
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends `value` as two bytes, most significant first.
    mutating func appendBigEndian16(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

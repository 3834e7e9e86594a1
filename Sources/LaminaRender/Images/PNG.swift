import CCairo
import Foundation
import Lamina

/// Why an image could not be written.
public struct PNGWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// Writes `image` as a PNG file (straight alpha, as PNG requires).
///
/// This is Lamina's one public PNG writer: it needs no ffmpeg (Cairo encodes), keeps the alpha
/// channel, and throws a `PNGWriteError` naming the file. For clips and for exporting a
/// timeline's frame with a background, use `export(to:duration:framesPerSecond:)` in LaminaContent.
///
/// The file is written under a temporary name in the same directory and renamed into place,
/// so a reader never sees a half-written file and a failed write leaves the old file alone.
public func writePNG(_ image: ImageBuffer, to url: URL) throws(PNGWriteError) {
    // Through a symbolic link to its target: renaming over the link would replace it.
    let url = url.followingSymbolicLinks
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = (directory as NSString).appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let data: Data
    do { data = try pngData(image) } catch { throw PNGWriteError(path: path, message: error.message) }
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
        throw PNGWriteError(path: path, message: "cannot write in \(directory)")
    }
    guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw PNGWriteError(path: path, message: reason)
    }
}

/// Why a PNG file or PNG data could not be read.
public struct PNGReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, or `"<data>"` for in-memory data.
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// Reads a PNG file as premultiplied BGRA, the layout `Renderer` draws.
///
/// ```swift
/// let expected = try readPNG(URL(filePath: "__Snapshots__/GoldenTests/text.png"))
/// ```
///
/// Images without alpha come back opaque. A missing file, a file that is not a PNG and a
/// truncated PNG each throw with a message that says which.
public func readPNG(_ url: URL) throws(PNGReadError) -> ImageBuffer {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PNGReadError(path: path, message: "no such file")
    }
    guard !isDirectory.boolValue else { throw PNGReadError(path: path, message: "is a directory") }
    guard let surface = cairo_image_surface_create_from_png(path) else {
        throw PNGReadError(path: path, message: "out of memory")
    }
    defer { cairo_surface_destroy(surface) }
    return try imageBuffer(from: surface, path: path)
}

/// Decodes PNG data as premultiplied BGRA; see `readPNG(_:)`.
public func readPNG(data: Data) throws(PNGReadError) -> ImageBuffer {
    let reader = PNGStream(data: data)
    let context = Unmanaged.passUnretained(reader).toOpaque()
    let surface = cairo_image_surface_create_from_png_stream({ context, bytes, length in
        guard let context, let bytes else { return CAIRO_STATUS_READ_ERROR }
        let stream = Unmanaged<PNGStream>.fromOpaque(context).takeUnretainedValue()
        let count = Int(length)
        guard stream.offset + count <= stream.data.count else { return CAIRO_STATUS_READ_ERROR }
        stream.data.copyBytes(to: bytes, from: stream.offset..<(stream.offset + count))
        stream.offset += count
        return CAIRO_STATUS_SUCCESS
    }, context)
    guard let surface else { throw PNGReadError(path: "<data>", message: "out of memory") }
    defer { cairo_surface_destroy(surface) }
    return try withExtendedLifetime(reader) { () throws(PNGReadError) -> ImageBuffer in
        try imageBuffer(from: surface, path: "<data>")
    }
}

/// Encodes `image` as PNG data (straight alpha), byte for byte what `writePNG` writes.
public func pngData(_ image: ImageBuffer) throws(PNGWriteError) -> Data {
    guard image.bytesPerRow % 4 == 0 else { throw PNGWriteError(path: "<data>", message: "row stride is not a multiple of 4") }
    let writer = PNGStream(data: Data())
    let context = Unmanaged.passUnretained(writer).toOpaque()
    // The encoder only reads the surface, so the pixels are lent without a copy.
    let status: cairo_status_t = image.withCairoSurface { surface in
        cairo_surface_write_to_png_stream(surface, { context, bytes, length in
            guard let context, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGStream>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, context)
    } ?? CAIRO_STATUS_NO_MEMORY
    guard status == CAIRO_STATUS_SUCCESS else {
        throw PNGWriteError(path: "<data>", message: String(cString: cairo_status_to_string(status)))
    }
    return withExtendedLifetime(writer) { writer.data }
}

/// The bytes Cairo's stream callbacks read from or append to.
private final class PNGStream {
    var data: Data
    var offset = 0
    init(data: Data) { self.data = data }
}

/// Copies a decoded surface into an `ImageBuffer`, or throws Cairo's reason for failing.
private func imageBuffer(from surface: OpaquePointer, path: String) throws(PNGReadError) -> ImageBuffer {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
        let reason = switch status {
        case CAIRO_STATUS_FILE_NOT_FOUND: "no such file"
        case CAIRO_STATUS_READ_ERROR: "not a PNG, or a truncated one"
        default: String(cString: cairo_status_to_string(status))
        }
        throw PNGReadError(path: path, message: reason)
    }
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
        throw PNGReadError(path: path, message: "unsupported pixel format \(format.rawValue)")
    }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
        throw PNGReadError(path: path, message: "empty image")
    }
    var pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * height))
    if format == CAIRO_FORMAT_RGB24 {
        // RGB24 leaves the fourth byte undefined: the image is opaque.
        for y in 0..<height { for x in 0..<width { pixels[y * stride + x * 4 + 3] = 255 } }
    }
    guard let image = ImageBuffer(width: width, height: height, bytesPerRow: stride, pixels: pixels) else {
        throw PNGReadError(path: path, message: "unexpected row stride \(stride)")
    }
    return image
}

extension URL {
    /// Where a file written to this path lands: the final target of a chain of symbolic links
    /// (relative ones from the link's folder), even one that does not exist yet, which
    /// `resolvingSymlinksInPath()` leaves unresolved; the path itself when it is no link.
    public var followingSymbolicLinks: URL {
        var url = self
        for _ in 0..<40 {  // the kernel's own limit on a chain of links
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return url }
            url = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : url.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url
    }
}

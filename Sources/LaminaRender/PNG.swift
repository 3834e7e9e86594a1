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
/// The file is written under a temporary name in the same directory and renamed into place,
/// so a reader never sees a half-written file and a failed write leaves the old file alone.
public func writePNG(_ image: ImageBuffer, to url: URL) throws(PNGWriteError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = (directory as NSString).appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard image.bytesPerRow % 4 == 0 else { throw PNGWriteError(path: path, message: "row stride is not a multiple of 4") }
    var pixels = image.pixels
    let status: cairo_status_t = pixels.withUnsafeMutableBufferPointer { buffer in
        guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                                Int32(image.height), Int32(image.bytesPerRow)) else {
            return CAIRO_STATUS_NO_MEMORY
        }
        defer { cairo_surface_destroy(surface) }
        return cairo_surface_write_to_png(surface, temporary)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
        try? FileManager.default.removeItem(atPath: temporary)
        throw PNGWriteError(path: path, message: String(cString: cairo_status_to_string(status)))
    }
    guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw PNGWriteError(path: path, message: reason)
    }
}

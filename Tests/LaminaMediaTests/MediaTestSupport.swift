import Foundation
import Lamina
@testable import LaminaMedia

/// Synthetic frames and scratch directories for the media tests.
enum MediaTestSupport {
    /// A frame of one opaque colour.
    static func solid(_ color: Color, width: Int, height: Int) -> ImageBuffer {
        ImageBuffer(width: width, height: height, filledWith: color)
    }

    /// Frame `index` of `count`: a white square crossing a dark blue background left to right.
    static func movingSquare(index: Int, count: Int, width: Int, height: Int, bytesPerRow: Int? = nil) -> ImageBuffer {
        let stride = bytesPerRow ?? width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        let side = max(1, min(width, height) / 4)
        let x0 = (width - side) * index / max(1, count - 1)
        let y0 = (height - side) / 2
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0 ..< height {
                let inRows = y >= y0 && y < y0 + side
                for x in 0 ..< width {
                    let o = y * stride + x * 4
                    let inSquare = inRows && x >= x0 && x < x0 + side
                    p[o] = inSquare ? 255 : 80      // blue
                    p[o + 1] = inSquare ? 255 : 20  // green
                    p[o + 2] = inSquare ? 255 : 16  // red
                    p[o + 3] = 255
                }
            }
        }
        return ImageBuffer(width: width, height: height, bytesPerRow: stride, pixels: pixels)!
    }

    /// A fresh empty directory; remove it with `cleanUp`.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("lamina-media-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func cleanUp(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names in `directory`, hidden ones included, sorted.
    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}

/// A value shared between test threads, guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

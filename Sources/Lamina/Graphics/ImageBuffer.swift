/// A bitmap for a layer's `contents`: 8-bit premultiplied BGRA, rows top to bottom.
///
/// The layout is Cairo's `ARGB32` on a little-endian machine, so a renderer can draw it without
/// converting, and ffmpeg reads it as `bgra`.
public struct ImageBuffer: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row; at least `width * 4`.
    public let bytesPerRow: Int
    /// The pixels: rows of `bytesPerRow` bytes from the top, 4 bytes a pixel, premultiplied BGRA.
    public var pixels: [UInt8]

    /// A buffer of the given size; `nil` unless the size is positive and `pixels` holds
    /// `bytesPerRow * height` bytes.
    public init?(width: Int, height: Int, bytesPerRow: Int? = nil, pixels: [UInt8]) {
        let stride = bytesPerRow ?? width * 4
        guard width > 0, height > 0, stride >= width * 4, pixels.count == stride * height else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.pixels = pixels
    }

    /// A buffer filled with one colour.
    public init(width: Int, height: Int, filledWith color: Color) {
        let c = color.clamped
        let a = c.alpha
        let pixel: [UInt8] = [c.blue * a, c.green * a, c.red * a, a].map { UInt8(($0 * 255).rounded()) }
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.bytesPerRow = self.width * 4
        self.pixels = Array([[UInt8]](repeating: pixel, count: self.width * self.height).joined())
    }

    /// The size in pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
}

import Foundation
import Lamina

/// A bitmap image (`CGImage`): 8 bits a component, 32 bits a pixel, rows from the top. Made
/// by `CGContext.makeImage()`; a layer's `contents` draws it.
public final class CGImage: Hashable, @unchecked Sendable {
    // Immutable after init; @unchecked only because CGColorSpace's optional is a class.
    /// The pixels in Lamina's layout (premultiplied BGRA), what layers and contexts draw.
    let imageBuffer: ImageBuffer
    public let width: Int
    public let height: Int
    public let bitsPerComponent = 8
    public let bitsPerPixel = 32
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?

    init(buffer: ImageBuffer, bitmapInfo: CGBitmapInfo, colorSpace: CGColorSpace?) {
        imageBuffer = buffer
        width = buffer.width
        height = buffer.height
        bytesPerRow = buffer.width * 4
        self.bitmapInfo = bitmapInfo
        self.colorSpace = colorSpace
    }

    /// Where alpha is in each pixel.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// The part of the image inside `rect` (in pixels, from the top left), or `nil` when they do
    /// not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = (y0 + row) * imageBuffer.bytesPerRow + x0 * 4
            pixels.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: imageBuffer.pixels[from..<from + w * 4])
        }
        return ImageBuffer(width: w, height: h, pixels: pixels).map {
            CGImage(buffer: $0, bitmapInfo: bitmapInfo, colorSpace: colorSpace)
        }
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

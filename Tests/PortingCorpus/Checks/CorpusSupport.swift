#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

// What the corpus checks share: freezing a tree's time the way iOS tests do, approximate
// comparison, and pixels read back from `render(in:)` into a bitmap context.

/// Freezes `layer`'s subtree at `t` seconds of its animations' time (root `speed = 0`, `timeOffset`).
func freeze(_ layer: CALayer, at t: CFTimeInterval) {
    layer.speed = 0
    layer.timeOffset = t
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points differ by at most `tolerance` in each coordinate.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

/// A layer rendered into an RGBA bitmap, flipped so that rows run from the layer's top, as
/// iOS code flips a bitmap context before `render(in:)`.
struct RenderedLayer {
    let context: CGContext

    init?(_ layer: CALayer, width: Int, height: Int) {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        layer.render(in: context)
        self.context = context
    }

    /// The premultiplied RGBA bytes of the pixel at (x, y) of the layer (y down).
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        let offset = y * context.bytesPerRow + x * 4
        return (0..<4).map { Int(bytes[offset + $0]) }
    }

    /// Whether the pixel at (x, y) is `expected` (RGBA bytes) within `tolerance` a channel.
    func pixel(_ x: Int, _ y: Int, is expected: [Int], tolerance: Int = 3) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// An opaque sRGB colour from bytes, as design specs give them.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
    CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)
}

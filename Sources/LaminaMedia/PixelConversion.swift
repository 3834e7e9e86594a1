import Lamina

/// Pixel layout changes on the way to an encoder.
enum PixelConversion {
    /// `frame`'s pixels as straight (not premultiplied) RGBA, rows packed, reusing `buffer`'s
    /// storage when it has the right size.
    ///
    /// Encoders read alpha as straight; sending premultiplied colours would darken every
    /// translucent pixel.
    ///
    /// - Complexity: O(width × height).
    static func unpremultiplied(_ frame: ImageBuffer, into buffer: [UInt8]) -> [UInt8] {
        let rowBytes = frame.width * 4
        var out = buffer
        if out.count != rowBytes * frame.height { out = [UInt8](repeating: 0, count: rowBytes * frame.height) }
        out.withUnsafeMutableBufferPointer { dst in
            frame.pixels.withUnsafeBufferPointer { src in
                for y in 0 ..< frame.height {
                    var s = y * frame.bytesPerRow
                    var d = y * rowBytes
                    for _ in 0 ..< frame.width {
                        let b = UInt32(src[s]), g = UInt32(src[s + 1]), r = UInt32(src[s + 2]), a = UInt32(src[s + 3])
                        (dst[d], dst[d + 1], dst[d + 2]) = straight(r: r, g: g, b: b, a: a)
                        dst[d + 3] = UInt8(a)
                        s += 4
                        d += 4
                    }
                }
            }
        }
        return out
    }

    /// A premultiplied colour's straight red, green and blue, rounded (zero where `a` is 0).
    @inline(__always)
    static func straight(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> (UInt8, UInt8, UInt8) {
        guard a != 0 else { return (0, 0, 0) }
        return (UInt8(min(255, (r * 255 + a / 2) / a)), UInt8(min(255, (g * 255 + a / 2) / a)),
                UInt8(min(255, (b * 255 + a / 2) / a)))
    }
}

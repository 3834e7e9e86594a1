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
        var out = buffer
        packed(frame, keepsAlpha: true, into: &out)
        return out
    }

    /// `frame`'s pixels in `buffer`, rows packed, as a PNG stores them: straight RGBA when
    /// `keepsAlpha`, otherwise RGB, the premultiplied colours as they are (over black). The
    /// buffer is made anew only when its size is not the frame's.
    ///
    /// - Complexity: O(width × height).
    static func packed(_ frame: ImageBuffer, keepsAlpha: Bool, into buffer: inout [UInt8]) {
        let channels = keepsAlpha ? 4 : 3, rowBytes = frame.width * channels
        if buffer.count != rowBytes * frame.height { buffer = [UInt8](repeating: 0, count: rowBytes * frame.height) }
        buffer.withUnsafeMutableBufferPointer { dst in
            frame.pixels.withUnsafeBufferPointer { src in
                for y in 0 ..< frame.height {
                    var s = y * frame.bytesPerRow
                    var d = y * rowBytes
                    for _ in 0 ..< frame.width {
                        let b = UInt32(src[s]), g = UInt32(src[s + 1]), r = UInt32(src[s + 2]), a = UInt32(src[s + 3])
                        if keepsAlpha {
                            (dst[d], dst[d + 1], dst[d + 2]) = straight(r: r, g: g, b: b, a: a)
                            dst[d + 3] = UInt8(a)
                        } else {
                            (dst[d], dst[d + 1], dst[d + 2]) = (UInt8(r), UInt8(g), UInt8(b))
                        }
                        s += 4
                        d += channels
                    }
                }
            }
        }
    }

    /// A premultiplied colour's straight red, green and blue, rounded (zero where `a` is 0).
    @inline(__always)
    private static func straight(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> (UInt8, UInt8, UInt8) {
        guard a != 0 else { return (0, 0, 0) }
        return (UInt8(min(255, (r * 255 + a / 2) / a)), UInt8(min(255, (g * 255 + a / 2) / a)),
                UInt8(min(255, (b * 255 + a / 2) / a)))
    }
}

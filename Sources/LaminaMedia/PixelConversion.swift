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
                        if a == 0 {
                            dst[d] = 0; dst[d + 1] = 0; dst[d + 2] = 0
                        } else {
                            dst[d] = UInt8(min(255, (r * 255 + a / 2) / a))
                            dst[d + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                            dst[d + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                        }
                        dst[d + 3] = UInt8(a)
                        s += 4
                        d += 4
                    }
                }
            }
        }
        return out
    }
}

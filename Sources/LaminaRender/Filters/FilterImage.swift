import Foundation
import Lamina

/// One image in a filter graph's run: premultiplied RGBA floats (0...1), row by row, in device
/// pixels of the filter region, tagged with the colour space its colours are in.
///
/// Filters compute in floats so that a chain of primitives does not lose precision at each step
/// (Cairo's 8-bit buffers would band a blur of a dark colour in linear RGB).
struct FilterImage {
    let width: Int
    let height: Int
    var pixels: [Float]
    var isLinear: Bool

    init(width: Int, height: Int, isLinear: Bool = false) {
        self.width = width
        self.height = height
        self.pixels = [Float](repeating: 0, count: width * height * 4)
        self.isLinear = isLinear
    }

    /// The image in the given colour space (colours converted through straight alpha).
    func converted(toLinear linear: Bool) -> FilterImage {
        guard linear != isLinear else { return self }
        var out = self
        out.isLinear = linear
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a > 0 {
                    for c in 0..<3 {
                        let v = min(p[i + c] / a, 1)
                        p[i + c] = (linear ? Self.toLinear(v) : Self.toSRGB(v)) * a
                    }
                }
                i += 4
            }
        }
        return out
    }

    static func toLinear(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : Float(pow(Double(v + 0.055) / 1.055, 2.4))
    }

    static func toSRGB(_ v: Float) -> Float {
        v <= 0.0031308 ? v * 12.92 : Float(1.055 * pow(Double(v), 1 / 2.4) - 0.055)
    }

    /// A straight sRGB colour as premultiplied components in this image's colour space.
    func components(of color: Color) -> (Float, Float, Float, Float) {
        let a = Float(color.alpha)
        func channel(_ v: Double) -> Float {
            let v = Float(min(max(v, 0), 1))
            return (isLinear ? Self.toLinear(v) : v) * a
        }
        return (channel(color.red), channel(color.green), channel(color.blue), a)
    }

    /// Makes every pixel outside `rect` (pixel coordinates, clamped) transparent.
    mutating func clear(outside rect: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let x0 = max(rect.x0, 0), y0 = max(rect.y0, 0), x1 = min(rect.x1, width), y1 = min(rect.y1, height)
        let w = width, h = height
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<h {
                let inside = y >= y0 && y < y1
                for x in 0..<w where !(inside && x >= x0 && x < x1) {
                    let i = (y * w + x) * 4
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0; p[i + 3] = 0
                }
            }
        }
    }

    /// The image with its colours black and its alpha kept (`SourceAlpha`).
    var alphaOnly: FilterImage {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count { p[i] = 0; p[i + 1] = 0; p[i + 2] = 0; i += 4 }
        }
        return out
    }

    /// Reads a Cairo ARGB32 buffer (premultiplied, native-endian BGRA) as an sRGB image.
    init(argb data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        self.init(width: width, height: height)
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let v = row[x], i = (y * width + x) * 4
                    p[i] = Float((v >> 16) & 0xFF) / 255
                    p[i + 1] = Float((v >> 8) & 0xFF) / 255
                    p[i + 2] = Float(v & 0xFF) / 255
                    p[i + 3] = Float(v >> 24) / 255
                }
            }
        }
    }

    /// Writes the image (which must be sRGB) into a Cairo ARGB32 buffer.
    func write(argb data: UnsafeMutablePointer<UInt8>, stride: Int) {
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    func byte(_ v: Float) -> UInt32 { v.isNaN ? 0 : UInt32(min(max(v, 0), 1) * 255 + 0.5) }
                    let a = byte(p[i + 3])
                    let r = min(byte(p[i]), a), g = min(byte(p[i + 1]), a), b = min(byte(p[i + 2]), a)
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
    }
}

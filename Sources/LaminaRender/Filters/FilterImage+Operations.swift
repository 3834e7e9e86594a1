import Foundation
import Lamina

/// The per-pixel primitives: colour matrices, transfer functions, compositing, blending,
/// moving and tiling.
extension FilterImage {
    /// Applies `body` to every pixel's straight colour (r, g, b, a), premultiplying the result.
    func mappedStraight(_ body: (inout (Float, Float, Float, Float)) -> Void) -> FilterImage {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                var v = a > 0 ? (p[i] / a, p[i + 1] / a, p[i + 2] / a, a) : (0, 0, 0, 0)
                body(&v)
                let na = min(max(v.3, 0), 1)
                p[i] = min(max(v.0, 0), 1) * na; p[i + 1] = min(max(v.1, 0), 1) * na
                p[i + 2] = min(max(v.2, 0), 1) * na; p[i + 3] = na
                i += 4
            }
        }
        return out
    }

    func colorMatrix(_ m: [Double]) -> FilterImage {
        guard m.count == 20 else { return self }
        let f = m.map { Float($0) }
        return mappedStraight { v in
            let (r, g, b, a) = v
            v = (f[0] * r + f[1] * g + f[2] * b + f[3] * a + f[4],
                 f[5] * r + f[6] * g + f[7] * b + f[8] * a + f[9],
                 f[10] * r + f[11] * g + f[12] * b + f[13] * a + f[14],
                 f[15] * r + f[16] * g + f[17] * b + f[18] * a + f[19])
        }
    }

    func componentTransfer(_ functions: [TransferFunction]) -> FilterImage {
        guard functions.count == 4 else { return self }
        // 256-entry tables: the functions may use `pow`, too slow per pixel in a debug build.
        let tables = functions.map { f in (0...255).map { Float(f.apply(Double($0) / 255)) } }
        func lookup(_ t: [Float], _ v: Float) -> Float { t[Int(min(max(v, 0), 1) * 255 + 0.5)] }
        return mappedStraight { v in
            v = (lookup(tables[0], v.0), lookup(tables[1], v.1), lookup(tables[2], v.2), lookup(tables[3], v.3))
        }
    }

    /// `self` composited with `other` (`self` is `in`, `other` is `in2`).
    func composite(_ op: CompositeOperator, k: [Double], with other: FilterImage) -> FilterImage {
        var out = self
        let k = k.count == 4 ? k.map { Float($0) } : [0, 0, 0, 0]
        other.pixels.withUnsafeBufferPointer { b in
            out.pixels.withUnsafeMutableBufferPointer { a in
                var i = 0
                while i < a.count {
                    let aa = a[i + 3], ba = b[i + 3]
                    if op == .arithmetic {
                        func value(_ c: Int) -> Float {
                            min(max(k[0] * a[i + c] * b[i + c] + k[1] * a[i + c] + k[2] * b[i + c] + k[3], 0), 1)
                        }
                        let alpha = value(3)
                        let r = min(value(0), alpha), g = min(value(1), alpha), bl = min(value(2), alpha)
                        a[i] = r; a[i + 1] = g; a[i + 2] = bl; a[i + 3] = alpha
                    } else {
                        let (fa, fb): (Float, Float) = switch op {
                        case .over: (1, 1 - aa)
                        case .in: (ba, 0)
                        case .out: (1 - ba, 0)
                        case .atop: (ba, 1 - aa)
                        case .xor: (1 - ba, 1 - aa)
                        case .arithmetic: (0, 0)
                        }
                        for c in 0..<4 { a[i + c] = a[i + c] * fa + b[i + c] * fb }
                    }
                    i += 4
                }
            }
        }
        return out
    }

    /// `self` over `other`.
    func over(_ other: FilterImage) -> FilterImage { composite(.over, k: [], with: other) }

    /// `self` (the source, `in`) blended over `other` (the backdrop, `in2`) by the W3C
    /// Compositing and Blending formulas; `nil` is normal.
    func blend(_ mode: CompositingFilter?, over other: FilterImage) -> FilterImage {
        guard let mode, mode != .xor, mode != .addition else {
            switch mode {
            case .xor?: return composite(.xor, k: [], with: other)
            case .addition?: return composite(.arithmetic, k: [0, 1, 1, 0], with: other)
            default: return over(other)
            }
        }
        var out = self
        other.pixels.withUnsafeBufferPointer { b in
            out.pixels.withUnsafeMutableBufferPointer { s in
                var i = 0
                while i < s.count {
                    let sa = s[i + 3], ba = b[i + 3]
                    let cs = sa > 0 ? (s[i] / sa, s[i + 1] / sa, s[i + 2] / sa) : (0, 0, 0)
                    let cb = ba > 0 ? (b[i] / ba, b[i + 1] / ba, b[i + 2] / ba) : (0, 0, 0)
                    let mixed = FilterBlend.blend(mode, backdrop: cb, source: cs)
                    s[i] = (1 - ba) * s[i] + (1 - sa) * b[i] + sa * ba * mixed.0
                    s[i + 1] = (1 - ba) * s[i + 1] + (1 - sa) * b[i + 1] + sa * ba * mixed.1
                    s[i + 2] = (1 - ba) * s[i + 2] + (1 - sa) * b[i + 2] + sa * ba * mixed.2
                    s[i + 3] = sa + ba - sa * ba
                    i += 4
                }
            }
        }
        return out
    }

    /// Moved by whole pixels (`dx`, `dy` truncated, as resvg moves them); what moves in is transparent.
    func offset(dx: Double, dy: Double) -> FilterImage {
        let limit = Double(max(width, height))
        let ox = Int(min(max(dx, -limit), limit).rounded(.towardZero)), oy = Int(min(max(dy, -limit), limit).rounded(.towardZero))
        guard ox != 0 || oy != 0 else { return self }
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        let w = width, h = height
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let sy = y - oy
                    guard sy >= 0, sy < h else { continue }
                    for x in 0..<w {
                        let sx = x - ox
                        guard sx >= 0, sx < w else { continue }
                        let d = (y * w + x) * 4, s = (sy * w + sx) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return out
    }

    /// The pixels of `tile` (a rectangle of this image) repeated over the whole image.
    func tiled(_ tile: (x0: Int, y0: Int, x1: Int, y1: Int)) -> FilterImage {
        let x0 = max(tile.x0, 0), y0 = max(tile.y0, 0), x1 = min(tile.x1, width), y1 = min(tile.y1, height)
        guard x1 > x0, y1 > y0 else { return FilterImage(width: width, height: height, isLinear: isLinear) }
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        let tw = x1 - x0, th = y1 - y0, w = width, h = height
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let sy = y0 + (((y - y0) % th) + th) % th
                    for x in 0..<w {
                        let sx = x0 + (((x - x0) % tw) + tw) % tw
                        let d = (y * w + x) * 4, s = (sy * w + sx) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return out
    }

    /// Every pixel one colour (straight sRGB), in the image's colour space.
    static func flood(_ color: Color, width: Int, height: Int, isLinear: Bool) -> FilterImage {
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        let (r, g, b, a) = out.components(of: color)
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count { p[i] = r; p[i + 1] = g; p[i + 2] = b; p[i + 3] = a; i += 4 }
        }
        return out
    }
}

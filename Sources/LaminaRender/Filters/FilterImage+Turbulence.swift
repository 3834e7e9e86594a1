import Foundation
import Lamina

/// `feTurbulence`: the SVG 1.1 specification's reference Perlin noise, line for line, so that
/// the same seed gives the same pattern as every other renderer.
struct TurbulenceNoise {
    private static let bSize = 0x100, bMask = 0xff, perlinN = 0x1000
    private var lattice = [Int](repeating: 0, count: 0x100 + 0x100 + 2)
    private var gradient = [[Double]](repeating: [Double](repeating: 0, count: (0x100 + 0x100 + 2) * 2), count: 4)

    struct Stitch {
        var width: Int, height: Int, wrapX: Int, wrapY: Int
    }

    init(seed: Int) {
        let m = 2_147_483_647, a = 16807, q = 127_773, r = 2836
        var seed = seed
        if seed <= 0 { seed = -(seed % (m - 1)) + 1 }
        if seed > m - 1 { seed = m - 1 }
        func random() -> Int {
            var result = a * (seed % q) - r * (seed / q)
            if result <= 0 { result += m }
            seed = result
            return result
        }
        let b = Self.bSize
        for k in 0..<4 {
            for i in 0..<b {
                lattice[i] = i
                for j in 0..<2 { gradient[k][i * 2 + j] = Double((random() % (b + b)) - b) / Double(b) }
                let s = (gradient[k][i * 2] * gradient[k][i * 2] + gradient[k][i * 2 + 1] * gradient[k][i * 2 + 1]).squareRoot()
                if s > 0 { gradient[k][i * 2] /= s; gradient[k][i * 2 + 1] /= s }
            }
        }
        var i = b - 1
        while i > 0 {
            let k = lattice[i], j = random() % b
            lattice[i] = lattice[j]
            lattice[j] = k
            i -= 1
        }
        for i in 0..<(b + 2) {
            lattice[b + i] = lattice[i]
            for k in 0..<4 { for j in 0..<2 { gradient[k][(b + i) * 2 + j] = gradient[k][i * 2 + j] } }
        }
    }

    private func noise2(_ channel: Int, _ x: Double, _ y: Double, _ stitch: Stitch?) -> Double {
        let bm = Self.bMask
        var t = x + Double(Self.perlinN)
        var bx0 = Int(t) & bm, bx1 = (bx0 + 1) & bm
        let rx0 = t - Double(Int(t)), rx1 = rx0 - 1
        t = y + Double(Self.perlinN)
        var by0 = Int(t) & bm, by1 = (by0 + 1) & bm
        let ry0 = t - Double(Int(t)), ry1 = ry0 - 1
        if let stitch {
            if bx0 >= stitch.wrapX { bx0 -= stitch.width }
            if bx1 >= stitch.wrapX { bx1 -= stitch.width }
            if by0 >= stitch.wrapY { by0 -= stitch.height }
            if by1 >= stitch.wrapY { by1 -= stitch.height }
        }
        bx0 &= bm; bx1 &= bm; by0 &= bm; by1 &= bm
        let i = lattice[bx0], j = lattice[bx1]
        let b00 = lattice[i + by0], b10 = lattice[j + by0], b01 = lattice[i + by1], b11 = lattice[j + by1]
        let sx = rx0 * rx0 * (3 - 2 * rx0), sy = ry0 * ry0 * (3 - 2 * ry0)
        let g = gradient[channel]
        var u = rx0 * g[b00 * 2] + ry0 * g[b00 * 2 + 1]
        var v = rx1 * g[b10 * 2] + ry0 * g[b10 * 2 + 1]
        let a = u + sx * (v - u)
        u = rx0 * g[b01 * 2] + ry1 * g[b01 * 2 + 1]
        v = rx1 * g[b11 * 2] + ry1 * g[b11 * 2 + 1]
        let b = u + sx * (v - u)
        return a + sy * (b - a)
    }

    /// The noise sum of `channel` at `point`, stitched over `tile` when given.
    func turbulence(_ channel: Int, x: Double, y: Double, _ p: Turbulence, tile: Rect?) -> Double {
        var fx = p.baseFrequencyX, fy = p.baseFrequencyY
        var stitch: Stitch?
        if let tile {
            if fx != 0 {
                let lo = (tile.width * fx).rounded(.down) / tile.width, hi = (tile.width * fx).rounded(.up) / tile.width
                fx = fx / lo < hi / fx ? lo : hi
            }
            if fy != 0 {
                let lo = (tile.height * fy).rounded(.down) / tile.height, hi = (tile.height * fy).rounded(.up) / tile.height
                fy = fy / lo < hi / fy ? lo : hi
            }
            let w = Int(tile.width * fx + 0.5), h = Int(tile.height * fy + 0.5)
            stitch = Stitch(width: w, height: h, wrapX: Int(tile.minX * fx + Double(Self.perlinN) + Double(w)),
                            wrapY: Int(tile.minY * fy + Double(Self.perlinN) + Double(h)))
        }
        var sum = 0.0, vx = x * fx, vy = y * fy, ratio = 1.0
        for _ in 0..<p.octaves {
            let n = noise2(channel, vx, vy, stitch)
            sum += (p.isFractalNoise ? n : abs(n)) / ratio
            vx *= 2; vy *= 2; ratio *= 2
            if var s = stitch {
                s.width *= 2; s.wrapX = 2 * s.wrapX - Self.perlinN
                s.height *= 2; s.wrapY = 2 * s.wrapY - Self.perlinN
                stitch = s
            }
        }
        return sum
    }
}

extension FilterImage {
    /// Noise at every pixel: `toLayer` maps a pixel's corner to the layer's space, where `p.origin`
    /// is added to reach the noise's space; `tile` is the stitching tile in that space.
    static func turbulence(_ p: Turbulence, width: Int, height: Int, isLinear: Bool,
                           toLayer: Lamina.AffineTransform, tile: Rect) -> FilterImage {
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        guard p.baseFrequencyX.isFinite, p.baseFrequencyY.isFinite else { return out }
        let noise = TurbulenceNoise(seed: p.seed)
        let octaves = min(max(p.octaves, 0), 24)
        var params = p
        params.octaves = octaves
        let stitchTile = p.stitchesTiles && tile.width > 0 && tile.height > 0 ? tile : nil
        out.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<height {
                for x in 0..<width {
                    let point = Point(x: Double(x), y: Double(y)).applying(toLayer)
                    let nx = point.x + p.origin.x, ny = point.y + p.origin.y
                    func value(_ channel: Int) -> Float {
                        let n = noise.turbulence(channel, x: nx, y: ny, params, tile: stitchTile)
                        return Float(min(max(p.isFractalNoise ? (n + 1) / 2 : n, 0), 1))
                    }
                    let a = value(3), i = (y * width + x) * 4
                    px[i] = value(0) * a; px[i + 1] = value(1) * a; px[i + 2] = value(2) * a; px[i + 3] = a
                }
            }
        }
        return out
    }

    /// Convolved with `m`'s kernel (flipped, as the specification writes the sum).
    func convolved(_ m: ConvolveMatrix) -> FilterImage {
        guard m.isValid else { return FilterImage(width: width, height: height, isLinear: isLinear) }
        let source = m.preservesAlpha ? mappedStraight { _ in } : self
        var straight = source
        if m.preservesAlpha {
            straight.pixels.withUnsafeMutableBufferPointer { p in
                var i = 0
                while i < p.count {
                    let a = p[i + 3]
                    if a > 0 { p[i] /= a; p[i + 1] /= a; p[i + 2] /= a }
                    i += 4
                }
            }
        }
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        let kernel = m.kernel.map { Float($0) }, divisor = Float(m.divisor), bias = Float(m.bias)
        let w = width, h = height
        straight.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for i in 0..<m.orderY {
                            guard let sy = Self.edgeIndex(y - m.targetY + i, count: h, m.edgeMode) else { continue }
                            for j in 0..<m.orderX {
                                guard let sx = Self.edgeIndex(x - m.targetX + j, count: w, m.edgeMode) else { continue }
                                let k = kernel[(m.orderX - j - 1) + (m.orderY - i - 1) * m.orderX]
                                let s = (sy * w + sx) * 4
                                sum.0 += src[s] * k; sum.1 += src[s + 1] * k; sum.2 += src[s + 2] * k; sum.3 += src[s + 3] * k
                            }
                        }
                        let d = (y * w + x) * 4
                        func clamp(_ v: Float) -> Float { min(max(v, 0), 1) }
                        if m.preservesAlpha {
                            let a = src[d + 3]
                            dst[d] = clamp(sum.0 / divisor + bias) * a; dst[d + 1] = clamp(sum.1 / divisor + bias) * a
                            dst[d + 2] = clamp(sum.2 / divisor + bias) * a; dst[d + 3] = a
                        } else {
                            let a = clamp(sum.3 / divisor + bias)
                            dst[d] = min(clamp(sum.0 / divisor + bias), a); dst[d + 1] = min(clamp(sum.1 / divisor + bias), a)
                            dst[d + 2] = min(clamp(sum.2 / divisor + bias), a); dst[d + 3] = a
                        }
                    }
                }
            }
        }
        return out
    }
}

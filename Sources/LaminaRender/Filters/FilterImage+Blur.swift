import Foundation
import Lamina

/// `feGaussianBlur` and `feMorphology`: separable passes along rows, then columns.
///
/// The blur follows the SVG specification's recipe: for a standard deviation of 2 pixels or
/// more, three box blurs of width `d = ⌊σ · 3√(2π)/4 + 0.5⌋` (for an even `d`, two offset boxes
/// of `d` and one centred box of `d + 1`); below 2, a true Gaussian kernel, where boxes would be
/// visibly square. Each pass is a running sum, so the cost does not grow with σ.
extension FilterImage {
    /// Blurred by `sx`, `sy` device pixels (each clamped to `FilterGraph.maximumDeviceRadius`).
    func blurred(sx: Double, sy: Double, edgeMode: FilterEdgeMode) -> FilterImage {
        var out = self
        let limit = FilterGraph.maximumDeviceRadius
        out.pass(along: true, sigma: min(sx, limit), edgeMode: edgeMode)
        out.pass(along: false, sigma: min(sy, limit), edgeMode: edgeMode)
        return out
    }

    private mutating func pass(along rows: Bool, sigma: Double, edgeMode: FilterEdgeMode) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        let count = rows ? width : height, lines = rows ? height : width
        let step = rows ? 4 : width * 4, lineStep = rows ? width * 4 : 4
        var line = [Float](repeating: 0, count: count * 4)
        var scratch = [Float](repeating: 0, count: count * 4)
        let kernel = sigma < 2 ? Self.gaussianKernel(sigma) : nil
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        // Boxes wider than twice the line average the same values as one of that width.
        let box = min(d, 2 * count + 1)
        pixels.withUnsafeMutableBufferPointer { p in
            for l in 0..<lines {
                let base = l * lineStep
                for i in 0..<count { for c in 0..<4 { line[i * 4 + c] = p[base + i * step + c] } }
                if let kernel {
                    Self.convolve(&line, kernel, count: count, edgeMode: edgeMode, into: &scratch)
                    swap(&line, &scratch)
                } else if box % 2 == 1 {
                    for _ in 0..<3 { Self.boxPass(&line, left: box / 2, right: box / 2, count: count, edgeMode: edgeMode, into: &scratch); swap(&line, &scratch) }
                } else {
                    Self.boxPass(&line, left: box / 2, right: box / 2 - 1, count: count, edgeMode: edgeMode, into: &scratch); swap(&line, &scratch)
                    Self.boxPass(&line, left: box / 2 - 1, right: box / 2, count: count, edgeMode: edgeMode, into: &scratch); swap(&line, &scratch)
                    Self.boxPass(&line, left: box / 2, right: box / 2, count: count, edgeMode: edgeMode, into: &scratch); swap(&line, &scratch)
                }
                for i in 0..<count { for c in 0..<4 { p[base + i * step + c] = line[i * 4 + c] } }
            }
        }
    }

    /// The index `i` of a line of `count` values reads under `edgeMode`, or `nil` for transparent.
    @inline(__always)
    static func edgeIndex(_ i: Int, count: Int, _ edgeMode: FilterEdgeMode) -> Int? {
        if i >= 0 && i < count { return i }
        switch edgeMode {
        case .none: return nil
        case .duplicate: return i < 0 ? 0 : count - 1
        case .wrap: return ((i % count) + count) % count
        }
    }

    /// Each output the mean of the inputs from `i - left` to `i + right`, by a running sum.
    private static func boxPass(_ input: inout [Float], left: Int, right: Int, count: Int,
                                edgeMode: FilterEdgeMode, into output: inout [Float]) {
        let width = Float(left + right + 1)
        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
        input.withUnsafeBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { out in
                func add(_ j: Int, _ sign: Float) {
                    guard let k = edgeIndex(j, count: count, edgeMode) else { return }
                    sum.0 += sign * inp[k * 4]; sum.1 += sign * inp[k * 4 + 1]
                    sum.2 += sign * inp[k * 4 + 2]; sum.3 += sign * inp[k * 4 + 3]
                }
                for j in -left...right { add(j, 1) }
                for i in 0..<count {
                    out[i * 4] = max(sum.0 / width, 0); out[i * 4 + 1] = max(sum.1 / width, 0)
                    out[i * 4 + 2] = max(sum.2 / width, 0); out[i * 4 + 3] = max(sum.3 / width, 0)
                    add(i + right + 1, 1)
                    add(i - left, -1)
                }
            }
        }
    }

    private static func gaussianKernel(_ sigma: Double) -> [Float] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var k = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = k.reduce(0, +)
        for i in k.indices { k[i] /= total }
        return k
    }

    private static func convolve(_ input: inout [Float], _ kernel: [Float], count: Int, edgeMode: FilterEdgeMode,
                                 into output: inout [Float]) {
        let radius = kernel.count / 2
        input.withUnsafeBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    var s: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (n, w) in kernel.enumerated() {
                        guard let k = edgeIndex(i + n - radius, count: count, edgeMode) else { continue }
                        s.0 += w * inp[k * 4]; s.1 += w * inp[k * 4 + 1]; s.2 += w * inp[k * 4 + 2]; s.3 += w * inp[k * 4 + 3]
                    }
                    out[i * 4] = s.0; out[i * 4 + 1] = s.1; out[i * 4 + 2] = s.2; out[i * 4 + 3] = s.3
                }
            }
        }
    }

    /// Each channel the minimum (erode) or maximum (dilate) over `2rx + 1` × `2ry + 1` pixels;
    /// pixels beyond the edges are transparent.
    func morphed(_ op: MorphologyOperator, rx: Int, ry: Int) -> FilterImage {
        var out = self
        out.morphPass(op, radius: min(rx, width), along: true)
        out.morphPass(op, radius: min(ry, height), along: false)
        return out
    }

    private mutating func morphPass(_ op: MorphologyOperator, radius: Int, along rows: Bool) {
        guard radius > 0 else { return }
        let count = rows ? width : height, lines = rows ? height : width
        let step = rows ? 4 : width * 4, lineStep = rows ? width * 4 : 4
        var line = [Float](repeating: 0, count: count * 4)
        let erode = op == .erode
        pixels.withUnsafeMutableBufferPointer { p in
            for l in 0..<lines {
                let base = l * lineStep
                for i in 0..<count { for c in 0..<4 { line[i * 4 + c] = p[base + i * step + c] } }
                line.withUnsafeBufferPointer { inp in
                    for i in 0..<count {
                        for c in 0..<4 {
                            var v: Float = erode ? 1 : 0
                            for j in (i - radius)...(i + radius) {
                                let x = j >= 0 && j < count ? inp[j * 4 + c] : 0
                                v = erode ? min(v, x) : max(v, x)
                            }
                            p[base + i * step + c] = v
                        }
                    }
                }
            }
        }
    }
}

import Foundation
import Lamina

/// The colour space Core Animation mixes a gradient layer's colours in, as `render(in:)` draws
/// them: Apple's Generic RGB (the Trinitron primaries R 0.630, 0.340, G 0.295, 0.605,
/// B 0.155, 0.077, white D65, a pure 1.8 gamma), each stop clipped to that space's gamut.
///
/// Found by fitting lottie-ios's Core Animation snapshots, where a CAGradientLayer's pixels
/// differ from CoreGraphics' own gradient (lottie-ios's other engine, and Lamina's sRGB ramp)
/// only in this: pure red is drawn (255, 38, 0), because it lies just outside Generic RGB's
/// red, and a channel falling to 0 sags less (the 1.8 gamma). The model reproduces those
/// snapshots within 1/255 on linear and radial ramps. Cairo mixes stops in sRGB, so a ramp in
/// this space is drawn as sRGB stops sampled along each segment (``places(from:to:)``).
enum GenericRGBGradientSpace {
    /// The most pieces a segment between two stops becomes, spaced closer at both ends where the
    /// 1.8-gamma mix bends most: the straight pieces stay within 2/255 of the curve for any two
    /// colours (3/255 at 8 pieces, 6/255 at 16 evenly spaced).
    static let samplesPerSegment = 12

    /// How far (in each sRGB channel, 0...1) the straight pieces a segment is drawn in may stray
    /// from the Generic RGB mix before the segment is cut into more.
    static let tolerance = 1.0 / 255

    /// The piece counts tried, fewest first.
    private static let pieceCounts = [1, 2, 3, 4, 6, 8, samplesPerSegment]

    /// The places cut between neighbouring stops at `a` and `b` (both excluded) to draw the
    /// segment in `pieces` straight pieces: `pieces − 1` of them, all at `a` when the stops
    /// meet, so every keyframe of an animated gradient has the same number of locations.
    static func places(from a: Double, to b: Double, pieces n: Int = samplesPerSegment) -> [Double] {
        (1..<max(n, 1)).map { k in a + (b - a) * (1 - cos(Double.pi * Double(k) / Double(n))) / 2 }
    }

    /// The fewest pieces (of ``pieceCounts``) in which straight sRGB lines through the colours
    /// `color` gives at the cuts stay within ``tolerance`` of `color` everywhere between them;
    /// `color` is the segment's mix at 0...1 of the way. A segment of one colour, or between
    /// colours whose mix is (nearly) the straight line, is one piece: it adds no stops.
    static func pieces(_ color: (Double) -> Color) -> Int {
        // The curve at 48 points (cosine-spaced like the cuts, so every cut is among them).
        let fine = 48
        let s = (0...fine).map { (1 - cos(Double.pi * Double($0) / Double(fine))) / 2 }
        let curve = s.map(color)
        for n in pieceCounts where fine % n == 0 {
            let step = fine / n
            var within = true
            for i in 0..<fine where within {
                let k = i / step, lo = k * step, hi = lo + step
                let f = (s[i] - s[lo]) / (s[hi] - s[lo])
                let line = curve[lo].interpolated(to: curve[hi], fraction: f), c = curve[i]
                within = abs(line.red - c.red) <= tolerance && abs(line.green - c.green) <= tolerance
                    && abs(line.blue - c.blue) <= tolerance
            }
            if within { return n }
        }
        return samplesPerSegment
    }

    /// `a` and `b` mixed at `t` (0...1) in Generic RGB, back in sRGB; alpha mixes linearly.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        let p = encoded(a), q = encoded(b)
        var result = decoded((0..<3).map { p[$0] + (q[$0] - p[$0]) * t })
        result.alpha = a.alpha + (b.alpha - a.alpha) * t
        return result
    }

    /// `c` as Core Animation draws it at a stop: clipped to Generic RGB's gamut.
    static func clipped(_ c: Color) -> Color {
        var result = decoded(encoded(c))
        result.alpha = c.alpha
        return result
    }

    /// sRGB into gamma-encoded Generic RGB, clipped to 0...1.
    private static func encoded(_ c: Color) -> [Double] {
        let linear = [c.red, c.green, c.blue].map(sRGBToLinear)
        return multiply(sRGBToGeneric, linear).map { pow(min(max($0, 0), 1), 1 / gamma) }
    }

    /// Gamma-encoded Generic RGB back into sRGB, clamped to 0...1.
    private static func decoded(_ e: [Double]) -> Color {
        let linear = multiply(genericToSRGB, e.map { pow(max($0, 0), gamma) })
        let c = linear.map { min(max(linearToSRGB(max($0, 0)), 0), 1) }
        return Color(red: c[0], green: c[1], blue: c[2])
    }

    private static let gamma = 1.8

    private static func sRGBToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func linearToSRGB(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    private static let white = (x: 0.3127, y: 0.3290)
    private static let sRGBToXYZ = toXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
    private static let genericToXYZ = toXYZ(red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077))
    private static let sRGBToGeneric = product(inverse(genericToXYZ), sRGBToXYZ)
    private static let genericToSRGB = product(inverse(sRGBToXYZ), genericToXYZ)

    /// The linear RGB to XYZ matrix of three primaries and the D65 white (rows of 3).
    private static func toXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> [[Double]] {
        let primaries = [red, green, blue].map { p in [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let columns = (0..<3).map { row in primaries.map { $0[row] } }
        let w = [white.x / white.y, 1, (1 - white.x - white.y) / white.y]
        let scale = multiply(inverse(columns), w)
        return columns.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        a.map { row in (0..<3).map { j in row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j] } }
    }

    private static func inverse(_ m: [[Double]]) -> [[Double]] {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2])
        let (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }
}

import Foundation
import Lamina

/// A Lottie gradient's stops (`g.k`: `count` colour stops as position, red, green, blue, then
/// opacity stops as position, opacity) turned into the colours and locations of one
/// `GradientLayer`, with After Effects' midpoints.
///
/// After Effects gives each pair of neighbouring stops a midpoint, where the two mix half and
/// half; Bodymovin exports a midpoint that is not half way as an extra stop holding exactly the
/// mean of its neighbours. Drawn as an ordinary stop (as lottie-ios does, and Lamina with
/// `LottieFidelity.coreAnimation`) it bends the ramp into two straight pieces; After Effects
/// draws a curve through it that is flat at the far end: for a midpoint at
/// `m` < 0.5 of the way, the mix at `s` is 1 − (1 − s)^k with k = ln 0.5 / ln(1 − m) (and the
/// mirror image above 0.5), fitted to After Effects' renders (within 5/255 on the corpus'
/// midpoint file). Such a pair is drawn with `samplesPerCurve` stops along the curve, which
/// keeps the piecewise-linear ramp within 1/255 of it. Which stops are midpoints is decided
/// once, from the first keyframe, so every keyframe has the same number of locations.
///
/// Core Animation mixes neighbouring stops in Generic RGB rather than sRGB
/// (`GenericRGBGradientSpace`); with `mixesInGenericRGB` a segment whose mix bends away from
/// the straight sRGB line is drawn as sRGB stops sampled along that mix, so the ramp is Core
/// Animation's. How many samples each segment gets is decided once, over every keyframe, so
/// every keyframe has the same number of locations (Core Animation interpolates the arrays only
/// when their lengths agree) and a segment's stops do not come and go as the gradient animates.
struct LottieGradientRamp {
    static let samplesPerCurve = 16

    /// A stop that is the midpoint of its neighbours (index into its own kind of stops).
    private let colorMidpoints: Set<Int>
    private let alphaMidpoints: Set<Int>
    private let count: Int
    private let mixesInGenericRGB: Bool
    /// With `mixesInGenericRGB`, the pieces each segment between neighbouring places is drawn
    /// in (1: the segment as it is), in order of place.
    private var segmentPieces: [Int] = []

    /// Stops read from `values` (the keyframes' values; midpoints found in the first);
    /// midpoints curved when `curvesMidpoints` (After Effects), else every stop an ordinary
    /// stop (Core Animation, as lottie-ios draws them); colours mixed as Core Animation mixes
    /// them when `mixesInGenericRGB`, else in sRGB.
    init(count: Int, values: [[Double]], curvesMidpoints: Bool, mixesInGenericRGB: Bool = false) {
        self.count = count
        self.mixesInGenericRGB = mixesInGenericRGB
        let ramp = Self.parse(values.first ?? [], count: count)
        if curvesMidpoints {
            colorMidpoints = Self.midpoints(ramp.colors.map { [$0.value.red, $0.value.green, $0.value.blue] }, at: ramp.colors.map(\.position))
            alphaMidpoints = Self.midpoints(ramp.alphas.map { [$0.value] }, at: ramp.alphas.map(\.position))
        } else {
            colorMidpoints = []
            alphaMidpoints = []
        }
        if mixesInGenericRGB {
            var pieces: [Int] = [], seen: Set<[Double]> = []
            for v in values where seen.insert(v).inserted {
                let needed = genericRGBPieces(v)
                pieces = needed.count == pieces.count ? zip(pieces, needed).map { max($0, $1) } : (pieces.isEmpty ? needed : pieces)
            }
            segmentPieces = pieces
        }
    }

    /// The colours (with their opacity) and locations for one value of the stops.
    func colorsAndLocations(_ v: [Double]) -> (colors: [Color], locations: [Double]) {
        let (colors, alphas, stopPlaces) = curves(v)
        guard var places = stopPlaces else { return ([.black, .black], [0, 1]) }
        if mixesInGenericRGB {
            places = places.indices.dropLast().flatMap { k in
                [places[k]] + GenericRGBGradientSpace.places(from: places[k], to: places[k + 1],
                                                             pieces: k < segmentPieces.count ? segmentPieces[k] : GenericRGBGradientSpace.samplesPerSegment)
            } + [places[places.count - 1]]
        }
        let result = places.map { x -> Color in
            var c: Color
            if mixesInGenericRGB {
                c = GenericRGBGradientSpace.clipped(colors.value(at: x, mix: GenericRGBGradientSpace.mix) ?? .black)
            } else {
                c = colors.value(at: x) { $0.interpolated(to: $1, fraction: $2) } ?? .black
            }
            c.alpha = min(max(alphas.value(at: x) { $0 + ($1 - $0) * $2 } ?? 1, 0), 1)
            return c
        }
        return (result, places)
    }

    /// For one value of the stops, the pieces each segment between neighbouring places needs
    /// for the straight sRGB pieces to stay within `GenericRGBGradientSpace.tolerance` of the
    /// Generic RGB mix (`GenericRGBGradientSpace.pieces(_:)`).
    private func genericRGBPieces(_ v: [Double]) -> [Int] {
        let (colors, _, stopPlaces) = curves(v)
        guard let places = stopPlaces, places.count > 1 else { return [] }
        return places.indices.dropLast().map { k in
            let a = places[k], b = places[k + 1]
            return GenericRGBGradientSpace.pieces { s in
                GenericRGBGradientSpace.clipped(colors.value(at: a + (b - a) * s, mix: GenericRGBGradientSpace.mix) ?? .black)
            }
        }
    }

    /// One value of the stops read into its colour and opacity curves, and the places the
    /// ramp needs a location at (every stop, and samples along curved midpoints), in order;
    /// `nil` places when the value has no colour stop.
    private func curves(_ v: [Double]) -> (colors: Curve<Color>, alphas: Curve<Double>, places: [Double]?) {
        let ramp = Self.parse(v, count: count)
        let colors = Curve(stops: ramp.colors, midpoints: colorMidpoints)
        let alphas = Curve(stops: ramp.alphas, midpoints: alphaMidpoints)
        let places = (colors.places + alphas.places).sorted()
        return (colors, alphas, places.isEmpty || ramp.colors.isEmpty ? nil : places)
    }

    struct Stop<Value> {
        var position: Double
        var value: Value
    }

    private static func parse(_ v: [Double], count: Int) -> (colors: [Stop<Color>], alphas: [Stop<Double>]) {
        let colors: [Stop<Color>] = (0..<count).compactMap { i in
            i * 4 + 3 < v.count ? Stop(position: v[i * 4], value: LottieBuilder.color([v[i * 4 + 1], v[i * 4 + 2], v[i * 4 + 3]])) : nil
        }
        let alphas: [Stop<Double>] = stride(from: count * 4, to: v.count - 1, by: 2).map { Stop(position: v[$0], value: v[$0 + 1]) }
        return (colors, alphas)
    }

    /// The stops that hold the mean of their neighbours (to the exporter's three decimals), the
    /// first of each run taken so midpoints and stops alternate, and that are not half way
    /// (where the curve is the straight line).
    private static func midpoints(_ values: [[Double]], at positions: [Double]) -> Set<Int> {
        var found: Set<Int> = []
        guard values.count >= 3 else { return found }
        for i in 1..<(values.count - 1) where !found.contains(i - 1) {
            let a = positions[i - 1], b = positions[i + 1], x = positions[i]
            guard a < x, x < b else { continue }
            let isMean = zip(values[i], zip(values[i - 1], values[i + 1])).allSatisfy { abs($0 - ($1.0 + $1.1) / 2) <= 0.0015 }
            if isMean && abs((x - a) / (b - a) - 0.5) > 1e-3 { found.insert(i) }
        }
        return found
    }

    /// One kind of stops as a function of position, its midpoint pairs curved.
    private struct Curve<Value> {
        var stops: [Stop<Value>]
        var midpoints: Set<Int>

        /// Where the ramp needs a location: each stop, and samples along each curved pair.
        var places: [Double] {
            var result: [Double] = []
            for (i, stop) in stops.enumerated() {
                if midpoints.contains(i), i > 0, i + 1 < stops.count {
                    let a = stops[i - 1].position, b = stops[i + 1].position
                    let n = LottieGradientRamp.samplesPerCurve
                    result += (1..<n).map { a + (b - a) * Double($0) / Double(n) }
                } else {
                    result.append(stop.position)
                }
            }
            return result
        }

        func value(at x: Double, mix: (Value, Value, Double) -> Value) -> Value? {
            guard let first = stops.first else { return nil }
            if x <= first.position { return first.value }
            var i = 0
            while i + 1 < stops.count {
                // A midpoint's neighbours are one pair, drawn along the curve.
                let j = midpoints.contains(i + 1) && i + 2 < stops.count ? i + 2 : i + 1
                let a = stops[i], b = stops[j]
                if x <= b.position {
                    guard b.position > a.position else { return b.value }
                    let s = (x - a.position) / (b.position - a.position)
                    if j == i + 2 {
                        let m = (stops[i + 1].position - a.position) / (b.position - a.position)
                        return mix(a.value, b.value, LottieGradientRamp.weight(s, midpoint: m))
                    }
                    return mix(a.value, b.value, s)
                }
                i = j
            }
            return stops[stops.count - 1].value
        }
    }

    /// After Effects' mix at `s` of the way between two stops whose midpoint is at `m`.
    static func weight(_ s: Double, midpoint m: Double) -> Double {
        let m = min(max(m, 0.01), 0.99), s = min(max(s, 0), 1)
        if abs(m - 0.5) < 1e-9 { return s }
        if m < 0.5 { return 1 - pow(1 - s, log(0.5) / log(1 - m)) }
        return pow(s, log(0.5) / log(m))
    }
}

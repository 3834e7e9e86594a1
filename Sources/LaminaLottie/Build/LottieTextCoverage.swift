import Foundation
import Lamina

/// How much a range selector covers each unit of a text (a character, word or line), 0...1
/// (negative with a negative amount), at one frame.
///
/// The range `[s, e]` is resolved to units (percent of the unit count, or counts when the
/// selector is in indices), with the offset added to both ends, and swapped when reversed.
/// The square shape covers unit `i` by the share of `[i, i + 1]` inside the range (a partial
/// character at each end), sharpened by the smoothness; the other shapes are sampled at the
/// unit's middle, `t = (i + ½ − s) / (e − s)`:
///
///     ramp up    ____/‾‾‾‾      t              (0 before, 1 after)
///     ramp down  ‾‾‾‾\____      1 − t          (1 before, 0 after)
///     triangle   ___/\___       1 − |2t − 1|
///     round      ___(‾)___      √(1 − (2t − 1)²)
///     smooth     ___/‾\___      (1 − cos 2πt) / 2
///
/// then eased by ease high and low (lottie-web's curve: control points `(ne, 0)` and
/// `(1 − xe, 1)` for positive values, `(0, −ne)` and `(1, 1 + xe)` for negative ones), and
/// scaled by the amount. A randomised order covers unit `order[i]` where it would cover `i`.
struct LottieTextCoverage {
    let selector: LottieTextSelector
    let unitCount: Int
    /// The unit each place of the range goes to: a seeded shuffle when the order is
    /// randomised, so that every run of every build shows the same order.
    let order: [Int]

    init(selector: LottieTextSelector, unitCount: Int, seed: UInt64) {
        self.selector = selector
        self.unitCount = unitCount
        var places = Array(0..<unitCount)
        if selector.randomizesOrder {
            var generator = SplitMix64(seed: seed)
            // Fisher–Yates with the seeded generator (not `shuffle(using:)`, whose algorithm
            // the standard library does not promise to keep).
            for i in stride(from: places.count - 1, to: 0, by: -1) {
                let j = Int(generator.next() % UInt64(i + 1))
                places.swapAt(i, j)
            }
        }
        // `rank[u]`: where unit u sits in the covered order.
        var rank = Array(repeating: 0, count: unitCount)
        for (place, unit) in places.enumerated() { rank[unit] = place }
        order = rank
    }

    /// Every unit's coverage at `frame`.
    func coverages(at frame: Double) -> [Double] {
        let n = Double(unitCount)
        var s = selector.start.value(at: frame).first ?? 0
        var e = selector.end.value(at: frame).first ?? 100
        let o = selector.offset.value(at: frame).first ?? 0
        if selector.inIndices {
            s += o; e += o
        } else {
            s = n * (s + o) / 100; e = n * (e + o) / 100
        }
        if s > e { swap(&s, &e) }
        let amount = min(max((selector.amount.value(at: frame).first ?? 100) / 100, -1), 1)
        let high = selector.easeHigh.value(at: frame).first ?? 0, low = selector.easeLow.value(at: frame).first ?? 0
        let easing = high == 0 && low == 0 ? nil : TimingFunction(
            controlPoints: low > 0 ? min(low / 100, 1) : 0, low < 0 ? min(-low / 100, 1) : 0,
            high > 0 ? max(1 - high / 100, 0) : 1, high < 0 ? max(1 + high / 100, 0) : 1)
        let smoothness = selector.smoothness.value(at: frame).first ?? 100
        return order.map { place in
            var c = Self.shape(selector.shape, place: Double(place), start: s, end: e)
            if selector.shape == .square, smoothness < 100 { c = Self.sharpened(c, smoothness: smoothness) }
            if let easing { c = easing.value(at: min(max(c, 0), 1)) }
            return c * amount
        }
    }

    /// The shape's coverage of the unit at `place` by the range `start...end`.
    static func shape(_ shape: LottieTextSelector.Shape, place i: Double, start s: Double, end e: Double) -> Double {
        if shape == .square { return min(max(min(e, i + 1) - max(s, i), 0), 1) }
        guard e > s else {
            return switch shape {
            case .rampUp: i + 0.5 >= e ? 1 : 0
            case .rampDown: i + 0.5 >= e ? 0 : 1
            default: 0
            }
        }
        let t = (i + 0.5 - s) / (e - s)
        switch shape {
        case .rampUp: return min(max(t, 0), 1)
        case .rampDown: return 1 - min(max(t, 0), 1)
        default: break
        }
        guard t >= 0, t <= 1 else { return 0 }
        let u = 2 * t - 1
        return switch shape {
        case .triangle: 1 - abs(u)
        case .round: (1 - u * u).squareRoot()
        default: (1 - cos(2 * .pi * t)) / 2
        }
    }

    /// A square's partial coverage sharpened as smoothness falls from 100% (as is) to 0% (a
    /// step at one half), as lottie-web applies After Effects' smoothness.
    static func sharpened(_ c: Double, smoothness: Double) -> Double {
        let width = max(smoothness / 100, 1e-8)
        let threshold = 0.5 - width / 2
        return c < threshold ? 0 : min((c - threshold) / width, 1)
    }
}

/// A small, fixed pseudo-random sequence (SplitMix64): the same numbers from the same seed on
/// every machine and run.
fileprivate struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

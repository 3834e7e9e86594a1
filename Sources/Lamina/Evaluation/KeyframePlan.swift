/// A keyframe animation's values and timing, resolved once: key times, timing-function curves,
/// paced times and the cubic spline's tangents are worked out when the plan is made, not every
/// frame.
struct KeyframePlan {
    let values: [AnimatableValue]
    let mode: KeyframeAnimation.CalculationMode
    let timing: KeyframeTiming
    /// The spline of the cubic modes (`nil` for values with no numbers, which go segment by segment).
    let spline: KeyframeSpline?
    /// `cubicPaced`: each segment's cumulative arc length at evenly spaced parameters, as fractions
    /// of the segment's length, to turn distance into the curve parameter.
    let arcFractions: [[Double]]

    /// Chords per segment when measuring a `cubicPaced` spline: speed stays within about 0.1% of
    /// constant for smooth keyframes.
    static let arcSamples = 64

    init?(values: [AnimatableValue]?, keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
          mode: KeyframeAnimation.CalculationMode, tension: [Double]? = nil, continuity: [Double]? = nil,
          bias: [Double]? = nil) {
        guard var values, !values.isEmpty else { return nil }
        if (mode == .paced || mode == .cubicPaced) && values.count == 1 { values.append(values[0]) }
        self.values = values
        self.mode = mode
        let cubic = mode == .cubic || mode == .cubicPaced
        spline = cubic && values.count > 1
            ? KeyframeSpline(values: values, tension: tension, continuity: continuity, bias: bias) : nil
        switch mode {
        case .linear, .cubic, .discrete:
            timing = KeyframeTiming(count: values.count, given: keyTimes, timingFunctions: timingFunctions,
                                    discrete: mode == .discrete)
            arcFractions = []
        case .paced, .cubicPaced:
            // Apple: paced modes ignore keyTimes and timingFunctions.
            if let spline, mode == .cubicPaced {
                let lengths = spline.arcLengths(samples: Self.arcSamples)
                timing = KeyframeTiming(pacedTimes: Self.cumulativeFractions(lengths.map { $0.last! }))
                arcFractions = lengths.map { segment in
                    let total = segment.last!
                    return total > 0 ? segment.map { $0 / total } : []
                }
            } else {
                let chords = (1..<values.count).map { values[$0 - 1].distance(to: values[$0]) }
                timing = KeyframeTiming(pacedTimes: Self.cumulativeFractions(chords))
                arcFractions = []
            }
        }
    }

    func value(at f: Double) -> AnimatableValue? {
        if mode == .discrete { return values[timing.holdingIndex(at: f)] }
        guard values.count > 1 else { return values[0] }
        let (i, local) = timing.segment(at: f)
        guard let spline else { return values[i].interpolated(to: values[i + 1], fraction: local) }
        return spline.value(segment: i, at: arcFractions.isEmpty ? local : parameter(segment: i, distanceFraction: local))
    }

    /// Key times from segment lengths: each segment's share of the whole (even when all are 0).
    private static func cumulativeFractions(_ lengths: [Double]) -> [Double] {
        var cumulative = [0.0]
        for length in lengths { cumulative.append(cumulative[cumulative.count - 1] + length) }
        let total = cumulative[cumulative.count - 1]
        return total > 0 ? cumulative.map { $0 / total } : KeyframeTiming.evenTimes(cumulative.count)
    }

    /// The spline parameter in segment `i` where `fraction` of its arc length lies behind.
    private func parameter(segment i: Int, distanceFraction fraction: Double) -> Double {
        let table = arcFractions[i]
        guard !table.isEmpty else { return fraction }
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= fraction { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let within = span > 0 ? (fraction - table[lo]) / span : 0
        return (Double(lo) + min(max(within, 0), 1)) / Double(table.count - 1)
    }
}

/// Where a keyframe animation is at a fraction of its duration: which keyframe holds
/// (`discrete`), or which segment runs and how far along it, after the segment's own timing
/// function (`linear`, `cubic`). Shared by keyframe values and keyframe paths, which Core
/// Animation times by the same rules.
///
///     keyTimes   0 ─────── 0.25 ──────────────── 1
///     keyframes  k0         k1                    k2
///     segments   [  curve0  ][       curve1       ]
///     discrete   k0 holds    k1 holds             (k2 from 1 on)
///
/// The key times and curves are resolved once, when the animation is frozen; each frame is a
/// binary search and one curve solve.
struct KeyframeTiming {
    /// One time per keyframe, in 0...1 and never decreasing; in discrete mode the time each
    /// keyframe starts to hold.
    let keyTimes: [Double]
    /// One per segment; `nil` is linear (a missing timing function, as in Core Animation).
    let curves: [TimingFunction.Curve?]

    /// Timing for `count` keyframes.
    ///
    /// `given` key times are used when they fit: `count` of them, or in discrete mode also
    /// `count + 1` (Apple's form, whose last entry only ends the last keyframe's hold). Otherwise
    /// the keyframes are spread evenly: segments share the duration (interpolating modes), or each
    /// keyframe holds for an equal slot (`discrete`).
    init(count: Int, given: [Double]?, timingFunctions: [TimingFunction]?, discrete: Bool) {
        if let given, given.count == count || (discrete && given.count == count + 1) {
            keyTimes = Array(given.prefix(count))
        } else if discrete {
            keyTimes = (0..<count).map { Double($0) / Double(count) }
        } else {
            keyTimes = Self.evenTimes(count)
        }
        let functions = timingFunctions ?? []
        curves = (0..<max(count - 1, 0)).map { i in
            i < functions.count && functions[i] != .linear ? TimingFunction.Curve(functions[i]) : nil
        }
    }

    /// Timing from key times already worked out (paced modes): no timing functions.
    init(pacedTimes: [Double]) {
        keyTimes = pacedTimes
        curves = Array(repeating: nil, count: max(pacedTimes.count - 1, 0))
    }

    static func evenTimes(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The keyframe that holds at `f` in discrete mode: the last whose key time is `<= f`
    /// (the first before the first key time).
    func holdingIndex(at f: Double) -> Int {
        max(lastIndex(atOrBefore: f, in: keyTimes.count), 0)
    }

    /// The segment running at `f` and the eased fraction through it, for the interpolating modes.
    /// Before the first key time it is the first segment at 0, after the last the last at 1; at a
    /// key time it is the segment that starts there. Needs at least two keyframes.
    func segment(at f: Double) -> (index: Int, fraction: Double) {
        let last = keyTimes.count - 2
        if f <= keyTimes[0] { return (0, 0) }
        if f >= keyTimes[last + 1] { return (last, 1) }
        let i = min(max(lastIndex(atOrBefore: f, in: last + 1), 0), last)
        let span = keyTimes[i + 1] - keyTimes[i]
        let local = span > 0 ? min((f - keyTimes[i]) / span, 1) : 1
        return (i, curves[i]?.value(at: local) ?? local)
    }

    /// The last index below `count` whose key time is `<= f`, or -1.
    private func lastIndex(atOrBefore f: Double, in count: Int) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keyTimes[mid] <= f { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }
}

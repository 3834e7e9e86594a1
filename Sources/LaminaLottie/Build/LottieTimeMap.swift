/// How a composition's frames reach the root's frames, the timeline every animation is built on.
///
///     root frame ──(precomp: st, sr)──> precomp frame ──(layer: st)──> layer frame
///
/// Start times and time stretches are linear (`rootFrame = frame × stretch + offset`), so
/// keyframe times are simply moved, as lottie-ios's "simple time remapping" does. Time remapping
/// (`tm`) is arbitrary: under it the map keeps samples, one per root frame, and every property
/// below is sampled there into linear keyframes (lottie-ios does the same).
struct LottieTimeMap {
    var stretch = 1.0
    var offset = 0.0
    /// Root frame and this timeline's frame, in root order, when time is remapped.
    var samples: [(root: Double, frame: Double)]?

    func rootFrame(_ frame: Double) -> Double { frame * stretch + offset }

    /// The timeline of something that starts at `startTime` and runs `stretch` times slower.
    func nested(startTime: Double, stretch s: Double) -> LottieTimeMap {
        if let samples {
            return LottieTimeMap(samples: samples.map { ($0.root, ($0.frame - startTime) / s) })
        }
        return LottieTimeMap(stretch: stretch * s, offset: offset + startTime * stretch)
    }

    /// This timeline's frame at each whole root frame from `first` up to, not at, `last`, for
    /// remapping: lottie-ios samples `stride(from: ip, to: op, by: 1)`, so from the last whole
    /// frame to `op` the last sample holds (`first` alone when the range is empty).
    func frames(fromRoot first: Double, to last: Double) -> [(root: Double, frame: Double)] {
        if let samples { return samples }
        let count = max(Int((last - first).rounded(.up)), 1)
        return (0..<count).map { i in
            let root = first + Double(i)
            return (root, (root - offset) / stretch)
        }
    }
}

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

    /// This timeline's frame at each root frame from `first` to `last`, for remapping.
    func frames(fromRoot first: Double, to last: Double) -> [(root: Double, frame: Double)] {
        if let samples { return samples }
        let count = Int((last - first).rounded(.up))
        return (0...max(count, 0)).map { i in
            let root = min(first + Double(i), last)
            return (root, (root - offset) / stretch)
        }
    }
}

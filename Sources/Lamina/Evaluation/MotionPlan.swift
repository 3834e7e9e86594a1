/// Motion along a keyframe animation's `path`, measured and timed once, when the animation is
/// frozen.
///
/// As in Core Animation, every vertex of the path is a keyframe: the start point and the end of
/// each segment (a line, a curve, or the line a `closeSubpath` draws back to the sub-path's start).
///
///     path       M ──────── L ──────────── C ~~~~~~~~ L
///     keyframe   v0         v1             v2         v3
///     keyTimes   t0         t1             t2         t3
///     segment       [ tf0 ]     [  tf1  ]     [ tf2 ]
///
/// - `linear` and `cubic`: segment i runs from `keyTimes[i]` to `keyTimes[i + 1]`, eased by
///   `timingFunctions[i]`, and within it the eased fraction is the segment's curve parameter (so
///   a curve whose control points crowd one end moves slowly there; a line is interpolated
///   linearly). Without key times the segments share the duration evenly. The path's own curves
///   are followed in both modes.
/// - `discrete`: the layer jumps from vertex to vertex (one key time per vertex, or one more).
/// - `paced` and `cubicPaced`: constant speed along the whole path; key times and timing
///   functions are ignored.
///
/// A later sub-path's `move` is no keyframe: the layer jumps to it when the segment after it begins.
struct MotionPlan {
    let measure: PathMeasure
    let rotationMode: KeyframeAnimation.RotationMode?
    let mode: KeyframeAnimation.CalculationMode
    /// One key time per vertex (unused when paced).
    let timing: KeyframeTiming
    /// The start point, then each segment's end.
    let vertices: [Point]
    /// The direction to face on a segment that does not move (a zero-length line): the nearest
    /// moving segment's, before it if there is one. `nil` for a segment that moves.
    let stillDirections: [Double?]
    let start: Point
    let end: Point

    init?(path: Path, keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
          mode: KeyframeAnimation.CalculationMode, rotationMode: KeyframeAnimation.RotationMode?) {
        let measure = PathMeasure(path)
        guard let first = measure.segments.first, let last = measure.segments.last else { return nil }
        self.measure = measure
        self.rotationMode = rotationMode
        self.mode = mode
        vertices = [first.start] + measure.segments.map(\.end)
        timing = KeyframeTiming(count: vertices.count, given: keyTimes, timingFunctions: timingFunctions,
                                discrete: mode == .discrete)
        start = first.start
        end = last.end
        let segments = measure.segments
        stillDirections = segments.indices.map { i in
            guard segments[i].tangentAngle(at: 0) == nil else { return nil }
            if let before = segments[..<i].last(where: { $0.tangentAngle(at: 1) != nil }) { return before.tangentAngle(at: 1) }
            return segments[(i + 1)...].first(where: { $0.tangentAngle(at: 0) != nil })?.tangentAngle(at: 0)
        }
    }

    /// The number of keyframes a path gives: its start point and the end of every segment.
    static func keyframeCount(of path: Path) -> Int {
        let segments = path.subpaths.reduce(0) { $0 + $1.strokedSegments.count }
        return segments == 0 ? 0 : segments + 1
    }

    /// The point at a fraction of the duration, and the turn to apply when following the tangent.
    func position(at f: Double) -> (Point, Double?)? {
        let segment: Int, t: Double
        var point: Point?
        switch mode {
        case .paced, .cubicPaced:
            guard !f.isNaN else { return nil }
            (segment, t) = measure.location(atDistance: min(max(f, 0), 1) * measure.length, preferEarlier: false,
                                            in: measure.segments.indices)
        case .linear, .cubic:
            // The eased fraction is the curve's own parameter, not a share of its length: Core
            // Animation's renders (the Lottie conformance references) move that way.
            let (i, local) = timing.segment(at: f)
            (segment, t) = (i, min(max(local, 0), 1))
        case .discrete:
            // Vertex k faces along the segment leaving it; the last along the segment arriving.
            let k = timing.holdingIndex(at: f)
            (segment, t) = k < measure.segments.count ? (k, 0) : (k - 1, 1)
            point = vertices[k]
        }
        let piece = measure.segments[segment]
        let position = point ?? piece.point(at: t)
        guard let rotationMode, let angle = piece.tangentAngle(at: t) ?? stillDirections[segment] else { return (position, nil) }
        return (position, rotationMode == .auto ? angle : angle + .pi)
    }
}

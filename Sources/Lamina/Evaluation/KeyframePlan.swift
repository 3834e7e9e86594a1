/// A keyframe animation's values and key times, resolved once: paced key times are computed
/// from the distances between values when the plan is made, not every frame.
struct KeyframePlan {
    let values: [AnimatableValue]
    /// One per value, in 0...1, for the interpolating modes.
    let keyTimes: [Double]
    let timingFunctions: [TimingFunction]
    let mode: KeyframeAnimation.CalculationMode
    /// Whether the caller gave key times (discrete without them splits the duration evenly).
    let hasExplicitKeyTimes: Bool

    init?(values: [AnimatableValue]?, keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
          mode: KeyframeAnimation.CalculationMode) {
        guard var values, !values.isEmpty else { return nil }
        self.mode = mode
        let given = keyTimes.flatMap { $0.count == values.count ? $0 : nil }
        hasExplicitKeyTimes = given != nil
        switch mode {
        case .paced, .cubicPaced:
            if values.count == 1 { values.append(values[0]) }
            self.keyTimes = Self.pacedTimes(values)
            self.timingFunctions = []
        case .linear, .cubic, .discrete:
            self.keyTimes = given ?? Self.evenTimes(values.count)
            self.timingFunctions = timingFunctions ?? []
        }
        self.values = values
    }

    func value(at f: Double) -> AnimatableValue? {
        if mode == .discrete { return values[discreteIndex(at: f)] }
        return interpolate(at: f)
    }

    private func discreteIndex(at f: Double) -> Int {
        if hasExplicitKeyTimes { return keyTimes.lastIndex(where: { $0 <= f }) ?? 0 }
        return min(Int((f * Double(values.count)).rounded(.down)), values.count - 1)
    }

    private static func evenTimes(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    private static func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var cumulative = [0.0]
        for i in 1..<frames.count { cumulative.append(cumulative[i - 1] + frames[i - 1].distance(to: frames[i])) }
        let total = cumulative.last!
        return total > 0 ? cumulative.map { $0 / total } : evenTimes(frames.count)
    }

    private func interpolate(at f: Double) -> AnimatableValue {
        guard values.count > 1 else { return values[0] }
        if f <= keyTimes[0] { return values[0] }
        if f >= keyTimes[keyTimes.count - 1] { return values[values.count - 1] }
        var i = 0
        while i < keyTimes.count - 2 && f >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var local = span > 0 ? (f - keyTimes[i]) / span : 1
        if i < timingFunctions.count { local = timingFunctions[i].value(at: local) }
        let cubic = mode == .cubic || mode == .cubicPaced
        guard cubic else { return values[i].interpolated(to: values[i + 1], fraction: local) }
        // Catmull-Rom through the neighbours; the ends repeat their own value.
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
        let t = local, t2 = t * t, t3 = t2 * t
        let a = p1.scaled(by: 2)
        let b = p2.subtracting(p0).scaled(by: t)
        let c = p0.scaled(by: 2).subtracting(p1.scaled(by: 5)).adding(p2.scaled(by: 4)).subtracting(p3).scaled(by: t2)
        let d = p1.scaled(by: 3).subtracting(p0).subtracting(p2.scaled(by: 3)).adding(p3).scaled(by: t3)
        return a.adding(b).adding(c).adding(d).scaled(by: 0.5)
    }
}

/// Motion along a path at constant speed (a keyframe animation's `path`), measured once.
struct MotionPlan {
    let measure: PathMeasure
    let rotationMode: KeyframeAnimation.RotationMode?
    let start: Point
    let end: Point

    init?(path: Path, rotationMode: KeyframeAnimation.RotationMode?) {
        let measure = PathMeasure(path)
        guard let start = measure.point(atDistance: 0), let end = measure.point(atDistance: measure.length) else { return nil }
        self.measure = measure
        self.rotationMode = rotationMode
        self.start = start
        self.end = end
    }

    /// The point at a fraction of the length, and the turn to apply when following the tangent.
    func position(at f: Double) -> (Point, Double?)? {
        let distance = f * measure.length
        guard let point = measure.point(atDistance: distance) else { return nil }
        guard let rotationMode, let angle = measure.tangentAngle(atDistance: distance) else { return (point, nil) }
        return (point, rotationMode == .auto ? angle : angle + .pi)
    }
}

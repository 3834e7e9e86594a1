import Foundation

/// An animation through a list of values, or along a path (`CAKeyframeAnimation`).
///
/// The animation's own `timingFunction` paces the whole duration; then the key time segment is
/// found and its `timingFunctions[i]` paces the segment:
///
///     keyTimes   0 ────── 0.33 ────── 0.66 ────── 1
///     values     v0        v1          v2         v3
///     segment i  [  tf0  ][   tf1    ][   tf2   ]
///
/// Without `keyTimes` the segments share the duration evenly (`linear`, `cubic`), each value holds
/// for an equal slot (`discrete`), or the times follow the distance between values (`paced`).
open class KeyframeAnimation: PropertyAnimation {
    public var values: [AnimatableValue]?
    /// Fractions of the duration, one per value, non-decreasing in 0...1.
    public var keyTimes: [Double]?
    /// One per segment (`values.count - 1`); missing ones are linear.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode = CalculationMode.linear
    /// A path for a point property (`position`); when set, `values` are ignored and the point
    /// moves along the path at constant speed.
    public var path: Path?
    /// Turns the layer to follow the path's tangent.
    public var rotationMode: RotationMode?

    /// How values between key times are found (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
        case linear, discrete, paced, cubic, cubicPaced
    }

    /// How a layer moving along a path turns (`CAAnimationRotationMode`).
    public enum RotationMode: String, Hashable, Sendable, CaseIterable {
        /// Along the tangent.
        case auto = "rotateAuto"
        /// Along the tangent, turned half way round.
        case autoReverse = "rotateAutoReverse"
    }

    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    public required init(copying other: Animation) {
        if let other = other as? KeyframeAnimation {
            values = other.values
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            path = other.path
            rotationMode = other.rotationMode
            pathMeasure = other.pathMeasure
        }
        super.init(copying: other)
    }

    /// Measured once, when the animation is added, not per frame.
    private var pathMeasure: PathMeasure?

    override func apply(to values: inout LayerProperties, parentTime: Double) {
        guard let path, let property else { return super.apply(to: &values, parentTime: parentTime) }
        guard let state = timing.state(atParentTime: parentTime), let underlying = property.value(in: values) else { return }
        if pathMeasure == nil { pathMeasure = PathMeasure(path) }
        let measure = pathMeasure!
        let distance = progress(for: state) * measure.length
        guard let point = measure.point(atDistance: distance) else { return }
        let start = measure.point(atDistance: 0) ?? point, end = measure.point(atDistance: measure.length) ?? point
        property.set(finish(.point(point), state: state, cycleStart: .point(start), cycleEnd: .point(end), underlying: underlying),
                     in: &values)
        if let rotationMode, let angle = measure.tangentAngle(atDistance: distance) {
            let turn = rotationMode == .auto ? angle : angle + .pi
            values.transform = Transform3D(rotationAngle: turn).concatenating(values.transform)
        }
    }

    override func value(for state: TimingState, underlying: AnimatableValue) -> AnimatableValue? {
        guard var frames = values, !frames.isEmpty else { return nil }
        if isAdditive == false, frames.count == 1 { return frames[0] }
        let f = progress(for: state)
        let first = frames[0], last = frames[frames.count - 1]
        let value: AnimatableValue
        switch calculationMode {
        case .discrete:
            value = frames[discreteIndex(at: f, count: frames.count)]
        case .linear, .cubic:
            let times = keyTimes.flatMap { $0.count == frames.count ? $0 : nil } ?? evenTimes(frames.count)
            value = interpolate(frames, times: times, at: f, cubic: calculationMode == .cubic, segmentTiming: true)
        case .paced, .cubicPaced:
            if frames.count == 1 { frames.append(frames[0]) }
            value = interpolate(frames, times: pacedTimes(frames), at: f, cubic: calculationMode == .cubicPaced,
                                segmentTiming: false)
        }
        return finish(value, state: state, cycleStart: first, cycleEnd: last, underlying: underlying)
    }

    private func discreteIndex(at f: Double, count: Int) -> Int {
        if let keyTimes, keyTimes.count == count {
            return keyTimes.lastIndex(where: { $0 <= f }) ?? 0
        }
        return min(Int((f * Double(count)).rounded(.down)), count - 1)
    }

    private func evenTimes(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    private func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var cumulative = [0.0]
        for i in 1..<frames.count { cumulative.append(cumulative[i - 1] + frames[i - 1].distance(to: frames[i])) }
        let total = cumulative.last!
        return total > 0 ? cumulative.map { $0 / total } : evenTimes(frames.count)
    }

    private func interpolate(_ frames: [AnimatableValue], times: [Double], at f: Double, cubic: Bool,
                             segmentTiming: Bool) -> AnimatableValue {
        guard frames.count > 1 else { return frames[0] }
        if f <= times[0] { return frames[0] }
        if f >= times[times.count - 1] { return frames[frames.count - 1] }
        var i = 0
        while i < times.count - 2 && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if segmentTiming, let functions = timingFunctions, i < functions.count {
            local = functions[i].value(at: local)
        }
        guard cubic else { return frames[i].interpolated(to: frames[i + 1], fraction: local) }
        // Catmull-Rom through the neighbours; the ends repeat their own value.
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        let t = local, t2 = t * t, t3 = t2 * t
        let a = p1.scaled(by: 2)
        let b = p2.subtracting(p0).scaled(by: t)
        let c = p0.scaled(by: 2).subtracting(p1.scaled(by: 5)).adding(p2.scaled(by: 4)).subtracting(p3).scaled(by: t2)
        let d = p1.scaled(by: 3).subtracting(p0).subtracting(p2.scaled(by: 3)).adding(p3).scaled(by: t3)
        return a.adding(b).adding(c).adding(d).scaled(by: 0.5)
    }
}

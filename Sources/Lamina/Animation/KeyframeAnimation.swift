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
/// for an equal slot (`discrete`), or the times follow the distance between values (`paced`,
/// `cubicPaced`: constant speed, key times and timing functions ignored).
///
/// In `discrete` mode value i holds from `keyTimes[i]` to `keyTimes[i + 1]`; Apple's form gives
/// one more key time than values (the last ends the last hold). One key time per value is also
/// accepted (the last value then holds from its key time to the end): the count tells the two
/// apart, and both hold each value over the same interval.
///
/// `cubic` and `cubicPaced` follow a Kochanek–Bartels spline through the values (see
/// `tensionValues`); with no tension, continuity or bias it is a Catmull-Rom spline.
///
/// With a `path`, each vertex (the start, and the end of each segment) is a keyframe: `keyTimes`
/// give one time per vertex and `timingFunctions` one curve per segment (`linear`, `cubic`,
/// `discrete`), while `paced` and `cubicPaced` move at constant speed along the path.
open class KeyframeAnimation: PropertyAnimation {
    /// The values the property takes at the key times, of the property's type.
    public var values: [AnimatableValue]?
    /// Fractions of the duration, non-decreasing in 0...1: one per value (or per path vertex),
    /// and in `discrete` mode one more. Ignored by the paced modes.
    public var keyTimes: [Double]?
    /// One per segment (`values.count - 1`, or one per path segment); missing ones are linear.
    public var timingFunctions: [TimingFunction]?
    /// How values in between key times are worked out.
    public var calculationMode = CalculationMode.linear
    /// A path for a point property (`position`); when set, `values` are ignored and each vertex of
    /// the path is a keyframe.
    public var path: Path?
    /// Turns the layer to follow the path's tangent.
    public var rotationMode: RotationMode?
    /// How sharply the `cubic` modes' curve bends at each value: positive tightens, negative
    /// rounds; one per value, missing ones 0.
    public var tensionValues: [Double]?
    /// How sharp the corner at each value is in the `cubic` modes: positive sharpens, negative
    /// inverts; one per value, missing ones 0.
    public var continuityValues: [Double]?
    /// Where the curve overshoots at each value in the `cubic` modes: positive before the value,
    /// negative after; one per value, missing ones 0.
    public var biasValues: [Double]?

    /// How values between key times are found (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
        /// Core Animation's calculation modes: straight lines between values, jumps, constant
        /// speed, Catmull-Rom splines, and splines at constant speed.
        case linear, discrete, paced, cubic, cubicPaced
    }

    /// How a layer moving along a path turns (`CAAnimationRotationMode`).
    public enum RotationMode: String, Hashable, Sendable, CaseIterable {
        /// Along the tangent.
        case auto = "rotateAuto"
        /// Along the tangent, turned half way round.
        case autoReverse = "rotateAutoReverse"
    }

    /// Makes a keyframe animation of the property at `keyPath` (Core Animation's spelling).
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// Makes a copy of `other`, a keyframe animation.
    public required init(copying other: Animation) {
        if let other = other as? KeyframeAnimation {
            values = other.values
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            path = other.path
            rotationMode = other.rotationMode
            tensionValues = other.tensionValues
            continuityValues = other.continuityValues
            biasValues = other.biasValues
        }
        super.init(copying: other)
    }

    override func makePlan(in storage: inout PlanStorage) -> AnimationPlan? {
        if let path {
            return MotionPlan(path: path, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode,
                              rotationMode: rotationMode).flatMap { plan(.motion($0), in: &storage) }
        }
        return KeyframePlan(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode,
                            tension: tensionValues, continuity: continuityValues, bias: biasValues)
            .flatMap { plan(.keyframes($0), in: &storage) }
    }
}

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
        }
        super.init(copying: other)
    }

    override func makePlan(in storage: inout PlanStorage) -> AnimationPlan? {
        if let path {
            return MotionPlan(path: path, rotationMode: rotationMode).flatMap { plan(.motion($0), in: &storage) }
        }
        return KeyframePlan(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode)
            .flatMap { plan(.keyframes($0), in: &storage) }
    }
}

import Foundation

/// The hierarchical timing model shared by layers and animations (`CAMediaTiming`).
///
/// Every timed object maps its parent's time into its own. For a layer that is all there is
/// (`LayerTiming`):
///
///     local = (parent - beginTime) * speed + timeOffset
///
/// An animation goes on to fold its active local time into one basic duration:
///
///     parent time   ──beginTime──┬──────── active duration ────────┬──▶
///     elapsed       ············ 0 ──────────────────────────────── A   (A = cycle × repeats)
///     cycle         [0 ─▶ d][0 ─▶ d]...        (autoreverses: [0 ─▶ d ─▶ 0], cycle = 2d)
///     basic time    0 ... d, then a timing function turns basic / d into progress
///
/// `timeOffset` shifts an animation within its active duration, wrapping around the end
/// (an animation of 3 s with an offset of 1 s shows 1 → 3, then 0 → 1), as Core Animation does.
public protocol MediaTiming: AnyObject {
    /// When the object starts, in its parent's time (seconds).
    var beginTime: Double { get set }
    /// The basic duration in seconds; 0 means 0.25 s for animations.
    var duration: Double { get set }
    /// How fast local time runs against the parent's; 0 freezes it, 2 runs twice as fast.
    var speed: Double { get set }
    /// An offset added to local time (seconds).
    var timeOffset: Double { get set }
    /// How many times the basic duration plays; fractional and `.infinity` allowed; 0 means once.
    var repeatCount: Double { get set }
    /// How long the object repeats for, in seconds; 0 means use `repeatCount`.
    var repeatDuration: Double { get set }
    /// Whether each cycle plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active duration.
    var fillMode: FillMode { get set }
}

/// Where a timed object is at one moment of its parent's time.
struct TimingState: Equatable {
    /// Seconds into the basic duration, in 0...duration (already reversed when autoreversing).
    var basicTime: Double
    /// The resolved basic duration (never 0).
    var duration: Double
    /// How many whole cycles have completed before this one (for cumulative animations).
    var iteration: Double
    /// Whether the object is inside its active duration rather than filling before or after it.
    var isActive: Bool

    var fraction: Double { min(max(basicTime / duration, 0), 1) }
}

/// The pure arithmetic of `MediaTiming`, shared by the evaluator and the timeline's event search.
struct TimingModel: BitwiseCopyable {
    let beginTime: Double
    let speed: Double
    let timeOffset: Double
    let fillMode: FillMode
    let isRemovedOnCompletion: Bool
    let autoreverses: Bool
    /// The basic duration, resolved: never 0 (0 means `defaultDuration`).
    let resolvedDuration: Double
    /// One cycle: the basic duration, twice when autoreversing.
    let cycleDuration: Double
    /// The active duration in local seconds (may be infinite).
    /// `repeatDuration` wins when both it and `repeatCount` are set (Apple leaves that undefined).
    let activeDuration: Double
    // The derived durations are computed once, when an animation is frozen into a plan, not on
    // every evaluation.

    /// The default basic duration of an animation whose `duration` is 0 (Core Animation's rule).
    static let defaultDuration = 0.25

    init(_ timing: some MediaTiming, isRemovedOnCompletion: Bool, defaultDuration: Double = TimingModel.defaultDuration) {
        beginTime = timing.beginTime
        speed = timing.speed
        timeOffset = timing.timeOffset
        fillMode = timing.fillMode
        autoreverses = timing.autoreverses
        self.isRemovedOnCompletion = isRemovedOnCompletion
        let duration = timing.duration
        resolvedDuration = duration > 0 && duration.isFinite ? duration : defaultDuration
        cycleDuration = resolvedDuration * (timing.autoreverses ? 2 : 1)
        if timing.repeatDuration > 0 {
            activeDuration = timing.repeatDuration
        } else if timing.repeatCount > 0 {
            activeDuration = timing.repeatCount * cycleDuration
        } else {
            activeDuration = cycleDuration
        }
    }

    /// Seconds of active local time elapsed at `parentTime`, before the offset: the one place
    /// an animation's time is computed (the evaluator's states and the timeline's events).
    func elapsed(atParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * speed
    }

    /// The parent time at which `elapsed` seconds of active time have passed (the inverse of
    /// `elapsed(atParentTime:)`; `speed` must not be 0).
    func parentTime(atElapsed elapsed: Double) -> Double {
        beginTime + elapsed / speed
    }

    /// Whether the object has run past its end and is removed (`isRemovedOnCompletion`).
    func isFinished(atParentTime parentTime: Double) -> Bool {
        elapsed(atParentTime: parentTime) >= activeDuration
    }

    /// The state at `parentTime`, or `nil` when nothing shows: before the start without a
    /// backwards fill, or after the end when removed on completion or without a forwards fill.
    func state(atParentTime parentTime: Double) -> TimingState? {
        let active = activeDuration
        let elapsed = elapsed(atParentTime: parentTime)
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return state(atActiveTime: 0, isEnd: false, isActive: false)
        }
        if elapsed >= active {
            guard !isRemovedOnCompletion, fillMode.fillsForwards, active.isFinite else { return nil }
            return state(atActiveTime: active, isEnd: true, isActive: false)
        }
        return state(atActiveTime: elapsed, isEnd: false, isActive: true)
    }

    private func state(atActiveTime elapsed: Double, isEnd: Bool, isActive: Bool) -> TimingState {
        let d = resolvedDuration
        let cycle = cycleDuration
        let active = activeDuration
        var local = elapsed + timeOffset
        if timeOffset != 0, active.isFinite, active > 0 {
            // The offset wraps within the active duration; the very end stays the end.
            local = local.truncatingRemainder(dividingBy: active)
            if local < 0 { local += active }
            if local == 0 && isEnd { local = active }
        }
        var iteration = (local / cycle).rounded(.down)
        var within = local - iteration * cycle
        // At the end of the active duration show the end of the last cycle, not the start of the next.
        if isEnd && within == 0 && iteration > 0 {
            iteration -= 1
            within = cycle
        }
        var basic = within
        if autoreverses && basic > d { basic = 2 * d - basic }
        return TimingState(basicTime: min(max(basic, 0), d), duration: d, iteration: max(iteration, 0), isActive: isActive)
    }
}

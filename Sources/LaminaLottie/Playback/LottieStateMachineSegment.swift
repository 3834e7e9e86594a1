import Foundation

/// What a state machine plays from a time on: a range of an animation's frames, looped,
/// reversed or bounced, at a speed. The frame shown at any later time is a closed-form function
/// of it, so a frame never depends on the frames drawn before it.
///
///     frames played   e = startOffset + (t − time) × speed × frameRate   (autoplay; else startOffset)
///     one pass        unit = to − from (Forward, Reverse), 2 (to − from) (Bounce, ReverseBounce)
///     passes          1 without loop, loopCount with one, without end for loopCount 0
///
///     Forward   from ───────────> to │ from ───> ...        Bounce   from ────> to ────> from │ ...
///     Reverse   to ───────────> from │ to ───> ...
public struct LottieStateMachineSegment: Sendable, Hashable {
    /// When it began, in seconds from the machine's start.
    public var time: Double
    /// The state that plays it.
    public var state: String
    /// The animation's id.
    public var animation: String
    /// The first and last frame (the file's numbering), `from <= to`.
    public var from: Double
    /// The last frame.
    public var to: Double
    /// Whether it repeats.
    public var loops: Bool
    /// With ``loops``, how many passes (0: without end).
    public var loopCount: Int
    /// Whether it plays; else it holds ``startOffset``.
    public var autoplay: Bool
    /// The direction.
    public var mode: LottieStateMachine.Mode
    /// Multiplies the frame rate.
    public var speed: Double
    /// The animation's frames per second.
    public var frameRate: Double
    /// Frames already played at ``time`` (a `SetFrame` action starts mid-way).
    public var startOffset: Double = 0

    /// Frames of one pass.
    var unit: Double {
        let length = max(to - from, 0)
        return mode == .bounce || mode == .reverseBounce ? 2 * length : length
    }

    /// Frames of all passes; infinite when it loops without end.
    var total: Double {
        guard loops else { return unit }
        return loopCount == 0 ? .infinity : unit * Double(loopCount)
    }

    /// Frames played by `t`.
    func played(at t: Double) -> Double {
        autoplay ? startOffset + max(t - time, 0) * speed * frameRate : startOffset
    }

    /// The frame shown at `t` (not before ``time``). A finished segment holds its last frame,
    /// a hair before `to` so that layers ending at the out point still show.
    public func frame(at t: Double) -> Double {
        let length = max(to - from, 0)
        guard length > 0 else { return from }
        let e = played(at: t)
        let ended = e >= total
        let p = ended ? unit : e.truncatingRemainder(dividingBy: unit)
        let end = to - min(1e-3, length / 2)
        switch mode {
        case .forward: return ended ? end : from + p
        case .reverse: return ended ? from : to - p
        case .bounce: return p <= length ? min(from + p, end) : to - (p - length)
        case .reverseBounce: return p <= length ? to - p : min(from + (p - length), end)
        }
    }

    /// The frame reached after playing `frame` from the start of a pass (for `SetFrame`).
    func offset(toFrame frame: Double) -> Double {
        let f = min(max(frame, from), to)
        return mode == .reverse || mode == .reverseBounce ? to - f : f - from
    }

    /// When it ends (it plays a set number of passes and is playing), else `nil`.
    var completionTime: Double? {
        guard autoplay, total.isFinite else { return nil }
        return time + max(total - startOffset, 0) / (speed * frameRate)
    }

    /// The end of the `k`th pass (k from 1), while passes remain; `nil` when there is none.
    func loopEnd(_ k: Int) -> Double? {
        guard autoplay, loops, unit > 0, Double(k) * unit < total else { return nil }
        let e = Double(k) * unit - startOffset
        return e > 0 ? time + e / (speed * frameRate) : nil
    }
}

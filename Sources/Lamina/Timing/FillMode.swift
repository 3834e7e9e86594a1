/// What a timed object shows outside its active duration (`CAMediaTimingFillMode`).
public enum FillMode: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// Nothing outside the active duration (the default).
    case removed
    /// Holds the final value after the end (visible only with `isRemovedOnCompletion = false`).
    case forwards
    /// Shows the first value before the begin time.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

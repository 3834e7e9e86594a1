/// The segments a session reported, from its events alone: a segment exists from its first
/// recorded frame (`firstFrameRecorded`; a hold too short for a frame leaves nothing), grows
/// with `segmentProgress` and ends with `segmentFinished`. Each event carries the session's
/// segment number, so a late event for a segment already undone is ignored.
///
/// This is the one reading of a session's events that both the studio's state and a recording
/// meter fed by a session (`RecordingMeterFeed`) use.
public struct SessionSegments: Hashable, Sendable {
    /// One segment as the session reported it.
    public struct Segment: Hashable, Sendable {
        public var number: Int
        /// Seconds of source time recorded.
        public var duration: Double
    }

    /// What an event or an undo changed.
    public enum Change: Hashable, Sendable {
        /// A segment got its first frame.
        case began
        /// The current segment's recorded duration, in seconds.
        case grew(Double)
        /// The current segment was closed with this final duration.
        case ended(Double)
        /// The last segment was undone.
        case removed
    }

    public private(set) var segments: [Segment] = []
    /// The number of the segment being recorded, if any.
    public private(set) var current: Int?
    private var undone: Set<Int> = []

    public init() {}

    /// Applies one event; `nil` when it changes no segment.
    public mutating func apply(_ event: CaptureEvent) -> Change? {
        switch event {
        case .firstFrameRecorded(let number, _):
            guard current == nil, !undone.contains(number) else { return nil }
            current = number
            segments.append(Segment(number: number, duration: 0))
            return .began
        case .segmentProgress(let number, let duration):
            guard number == current else { return nil }
            segments[segments.count - 1].duration = duration
            return .grew(duration)
        case .segmentFinished(let segment):
            guard segment.number == current else { return nil }
            segments[segments.count - 1].duration = segment.duration
            current = nil
            return .ended(segment.duration)
        case .segmentStarted, .maximumDurationReached, .fault:
            return nil
        }
    }

    /// The session removed segment `number` (an undo); `nil` when it was never shown.
    public mutating func remove(number: Int) -> Change? {
        undone.insert(number)
        guard let index = segments.lastIndex(where: { $0.number == number }) else { return nil }
        segments.remove(at: index)
        if current == number { current = nil }
        return .removed
    }

    /// Forgets every segment (a new movie).
    public mutating func clear() {
        self = SessionSegments()
    }
}

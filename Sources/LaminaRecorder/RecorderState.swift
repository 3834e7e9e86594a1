import Foundation
import LaminaCapture

/// What the recorder shows, as plain values: the screen, the segments the capture session
/// reported and their real durations, the saved movie, the error on screen. The scene keeps one
/// and mirrors every change onto its layers; `lamina studio --dump-state FILE` writes it as JSON
/// (the tests' side channel).
///
/// Segments come only from the session's events: a segment exists from its first recorded
/// frame (`firstFrameRecorded`; a hold too short for a frame leaves nothing), grows with
/// `segmentProgress` and ends with `segmentFinished`. Each carries the session's number, so a
/// late event for a segment already undone is ignored.
public struct RecorderState: Hashable, Sendable {
    public enum Screen: String, Hashable, Sendable {
        case onboarding, recorder, saving, saved
    }

    /// One segment as the session reported it.
    public struct Segment: Hashable, Sendable {
        public var number: Int
        /// Seconds of source time recorded.
        public var duration: Double
    }

    /// What a change means for the layers.
    public enum Change: Hashable, Sendable {
        case none
        /// A segment got its first frame: the ring starts a new segment.
        case segmentBegan
        /// The current segment's recorded duration.
        case segmentGrew(Double)
        /// The current segment was closed with this final duration.
        case segmentEnded(Double)
        /// The last segment was undone.
        case segmentRemoved
        /// A fault: the message to show.
        case error(String)
    }

    public var screen: Screen
    public private(set) var segments: [Segment] = []
    /// The number of the segment being recorded, if any.
    public private(set) var currentSegment: Int?
    /// The last saved movie.
    public var savedPath: String?
    /// The message on screen, if any.
    public var error: String?
    /// Whether the capture source is running (preview frames arrive, presses record).
    public var sourceReady = false
    /// Frames presented and preview frames shown.
    public var frames = 0
    public var previewFrames = 0
    private var undone: Set<Int> = []

    public init(screen: Screen) {
        self.screen = screen
    }

    /// Whether a segment is being recorded.
    public var isRecording: Bool { currentSegment != nil }
    /// Each segment's recorded seconds, in order.
    public var segmentDurations: [Double] { segments.map(\.duration) }
    /// All recorded seconds.
    public var recordedDuration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// Applies one event of the capture session.
    public mutating func apply(_ event: CaptureEvent) -> Change {
        switch event {
        case .firstFrameRecorded(let number, _):
            guard currentSegment == nil, !undone.contains(number) else { return .none }
            currentSegment = number
            segments.append(Segment(number: number, duration: 0))
            return .segmentBegan
        case .segmentProgress(let number, let duration):
            guard number == currentSegment else { return .none }
            segments[segments.count - 1].duration = duration
            return .segmentGrew(duration)
        case .segmentFinished(let segment):
            guard segment.number == currentSegment else { return .none }
            segments[segments.count - 1].duration = segment.duration
            currentSegment = nil
            return .segmentEnded(segment.duration)
        case .fault(let fault):
            let message = Self.message(for: fault)
            error = message
            return .error(message)
        case .segmentStarted, .maximumDurationReached:
            return .none
        }
    }

    /// The session removed segment `number` (Backspace).
    public mutating func removeSegment(number: Int) -> Change {
        undone.insert(number)
        guard let index = segments.lastIndex(where: { $0.number == number }) else { return .none }
        segments.remove(at: index)
        if currentSegment == number { currentSegment = nil }
        return .segmentRemoved
    }

    /// Forgets the segments (a new session after a save).
    public mutating func clearSegments() {
        segments = []
        currentSegment = nil
        undone = []
    }

    /// A capture error as the window says it: what happened and what to do.
    public static func message(for error: CaptureError) -> String {
        switch error {
        case .deviceDenied, .deviceUnavailable, .diskNearlyFull:
            // These already say what to do.
            return "\(error). Press R to try again."
        case .sourceEnded(_, let recorded):
            return "\(error)." + (recorded ? " Press Enter to save it; a new source starts after the save."
                                             : " Press R to restart the source (Enter saves what was recorded).")
        case .encoderFailed:
            return "\(error). What was recorded is kept: press Enter to save it, or R to restart the source."
        case .maximumDurationReached:
            return "\(error). Press Enter to save, or Backspace to undo the last segment."
        case .nothingRecorded:
            return "Nothing recorded yet: hold the button, the ring or the space bar to record."
        case .joinFailed, .fileError:
            return "\(error). The segments are kept: press Enter to try again."
        case .media(let media):
            return "\(media). Install ffmpeg (scripts/bootstrap does) and press R."
        case .invalidConfiguration, .invalidState:
            return "\(error)."
        }
    }

    /// The JSON text (keys sorted, seconds to the microsecond).
    public var json: String {
        func number(_ value: Double) -> NSNumber { NSNumber(value: (value * 1e6).rounded() / 1e6) }
        let object: [String: Any] = [
            "screen": screen.rawValue, "recording": isRecording, "segments": segments.count,
            "durations": segmentDurations.map(number), "recordedDuration": number(recordedDuration),
            "savedPath": savedPath ?? NSNull(), "error": error ?? NSNull(), "sourceReady": sourceReady,
            "frames": frames, "previewFrames": previewFrames,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `json` to `url` through a temporary name and a rename.
    public func write(to url: URL) throws {
        try AtomicFile.write(Data((json + "\n").utf8), to: url)
    }
}

import Foundation
import LaminaCapture

/// What the recorder shows, as plain values: the screen, the segments the capture session
/// reported and their real durations, the saved movie, the error on screen. The scene keeps one
/// and mirrors every change onto its layers; `lamina studio --dump-state FILE` writes it as JSON
/// (the tests' side channel).
///
/// Segments come only from the session's events, read by `SessionSegments` (a segment exists
/// from its first recorded frame, grows with each progress report, ends when its file closes;
/// a late event for a segment already undone is ignored).
public struct RecorderState: Hashable, Sendable {
    public enum Screen: String, Hashable, Sendable {
        case onboarding, recorder, saving, saved
    }

    /// One segment as the session reported it.
    public typealias Segment = SessionSegments.Segment

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

        init(_ change: SessionSegments.Change?) {
            switch change {
            case nil: self = .none
            case .began: self = .segmentBegan
            case .grew(let duration): self = .segmentGrew(duration)
            case .ended(let duration): self = .segmentEnded(duration)
            case .removed: self = .segmentRemoved
            }
        }

        /// The segment change a meter follows, if this is one.
        public var segment: SessionSegments.Change? {
            switch self {
            case .segmentBegan: .began
            case .segmentGrew(let duration): .grew(duration)
            case .segmentEnded(let duration): .ended(duration)
            case .segmentRemoved: .removed
            case .none, .error: nil
            }
        }
    }

    public var screen: Screen
    /// The segments, read from the session's events.
    public private(set) var segmentLog = SessionSegments()
    public var segments: [Segment] { segmentLog.segments }
    /// The number of the segment being recorded, if any.
    public var currentSegment: Int? { segmentLog.current }
    /// The last saved movie.
    public var savedPath: String?
    /// The message on screen, if any.
    public var error: String?
    /// Whether the capture source is running (preview frames arrive, presses record).
    public var sourceReady = false
    /// Frames presented and preview frames shown.
    public var frames = 0
    public var previewFrames = 0

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
        if case .fault(let fault) = event {
            let message = Self.message(for: fault)
            error = message
            return .error(message)
        }
        return Change(segmentLog.apply(event))
    }

    /// The session removed segment `number` (Backspace).
    public mutating func removeSegment(number: Int) -> Change {
        Change(segmentLog.remove(number: number))
    }

    /// Forgets the segments (a new session after a save).
    public mutating func clearSegments() {
        segmentLog.clear()
    }

    /// A capture error as the window says it: what happened and what to do.
    public static func message(for error: CaptureError) -> String {
        switch error {
        case .deviceDenied, .deviceUnavailable, .diskNearlyFull, .libraryFull:
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

    /// What the message panel says after dead sessions were recovered: where each movie went,
    /// or where segments that could not be joined are kept.
    public static func message(for recovered: [SessionRecovery.Outcome], home: String? = nil) -> String {
        recovered.map { outcome in
            switch outcome {
            case .recovered(let movie, let duration):
                let path = RecorderScene.shortened(movie.path, home: home)
                return "A recording that did not finish (\(String(format: "%.1f", duration)) s) was recovered to \(path)."
            case .kept(let folder, let reason):
                return "A recording that did not finish could not be recovered (\(reason)); its segments are kept in \(folder.path)."
            }
        }.joined(separator: " ")
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

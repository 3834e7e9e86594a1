import Lamina
import LaminaCapture
import LaminaControls

/// A recording meter driven by a capture session: the viewfinder shows the preview, and the
/// ring follows the segments' real recorded durations (never a timer of its own), whether they
/// arrive as the session's events or inside its preview frames.
///
/// The one place that turns a session's reports into meter calls; the studio's recorder, the
/// recording screen of `lamina record --ui` and the tests all feed a meter through it.
///
/// ```swift
/// let feed = RecordingMeterFeed(meter: RecordingMeter(maxDuration: 45))
/// // On the meter's thread, for each event the session delivered, in order:
/// feed.receive(event)
/// ```
public final class RecordingMeterFeed {
    public let meter: RecordingMeter
    /// The segments read from the events given to `receive(_:)` as events.
    public private(set) var segments = SessionSegments()
    /// Whether the last preview frame given to `receive(_:)` as preview frames was recorded.
    private var framesRecording = false

    /// Makes `meter` follow reported durations (`RecordingMeter.followsExternalDurations`).
    public init(meter: RecordingMeter) {
        self.meter = meter
        meter.followsExternalDurations = true
    }

    /// One of the session's events, in order.
    @discardableResult
    public func receive(_ event: CaptureEvent) -> SessionSegments.Change? {
        let change = segments.apply(event)
        if let change { apply(change) }
        return change
    }

    /// The session removed segment `number` (an undo).
    public func removeSegment(number: Int) {
        if let change = segments.remove(number: number) { apply(change) }
    }

    /// A segment change read elsewhere (the studio's state reads the events it keeps).
    public func apply(_ change: SessionSegments.Change) {
        switch change {
        case .began:
            meter.beginRecording()
        case .grew(let duration):
            meter.reportRecordedDuration(duration)
        case .ended(let duration):
            meter.reportRecordedDuration(duration)
            meter.pauseRecording()
        case .removed:
            meter.removeLastSegment()
        }
    }

    /// A preview frame, in order: shown in the viewfinder, and the meter begins, grows and
    /// pauses as the frames' recorded flags and durations say. A frame that stops recording
    /// carries no duration: the last report stands. Returns the change, so a record button can
    /// follow (`ended` carries the duration last reported).
    @discardableResult
    public func receive(_ frame: PreviewFrame) -> SessionSegments.Change? {
        show(frame.image)
        let recording = frame.isRecorded
        defer { framesRecording = recording }
        if recording && !framesRecording {
            meter.beginRecording()
            meter.reportRecordedDuration(frame.segmentDuration)
            return .began
        }
        if recording {
            meter.reportRecordedDuration(frame.segmentDuration)
            return .grew(frame.segmentDuration)
        }
        return framesRecording ? endFrames() : nil
    }

    /// The preview frames ended: a segment still recording pauses.
    @discardableResult
    public func endFrames() -> SessionSegments.Change? {
        guard framesRecording else { return nil }
        framesRecording = false
        meter.pauseRecording()
        return .ended(meter.segmentDurations.last ?? 0)
    }

    /// Shows a preview image in the viewfinder, at once (no implicit fade).
    public func show(_ image: ImageBuffer) {
        Transaction.perform(disableActions: true) { meter.viewfinder.contents = image }
    }

    /// Empties the ring and forgets the segments (a new movie begins).
    public func reset() {
        segments.clear()
        framesRecording = false
        while !meter.segmentLayers.isEmpty { meter.removeLastSegment() }
    }
}

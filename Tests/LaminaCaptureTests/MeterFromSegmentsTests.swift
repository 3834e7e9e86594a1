import Foundation
import Lamina
import LaminaCapture
import LaminaCaptureControls
import LaminaControls
import Testing

/// The recording meter fed by the session's events (through `RecordingMeterFeed`) shows the
/// files' geometry.
@Suite struct MeterFromSegmentsTests {
    @Test func theRingShowsWhatTheFilesHold() throws {
        let folder = try TestFolder("meter")
        defer { folder.cleanUp() }
        let meter = RecordingMeter(maxDuration: 3)
        let feed = RecordingMeterFeed(meter: meter)
        meter.bounds = Rect(0, 0, 200, 200)
        let progress = EventLog()
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none),
                                         events: { progress.add($0) })
        defer { session.close() }
        try session.start()
        // Each hold: the meter starts at the first recorded frame, follows every progress
        // report, and pauses when the segment's file closes.
        var fed = 0
        for (start, end) in [(0.1, 0.75), (1.0, 1.4), (2.0, 3.1)] {
            try session.record(from: start, to: end)
            // A few frames on, the session thread has delivered the closed segment's event.
            try session.advance(to: end + 0.1)
            let events = progress.events
            for event in events.dropFirst(fed) { feed.receive(event) }
            fed = events.count
            #expect(!meter.isRecording)
        }
        let files = try session.segments.map { try #require(try StreamProbe.probe($0.url).formatDuration) }
        #expect(files.count == 3)
        // Matroska keeps milliseconds.
        for (shown, file) in zip(meter.segmentDurations, files) { #expect(abs(shown - file) < 0.002) }
        let spans = RecordingMeter.spans(durations: files, maxDuration: 3)
        for (layer, span) in zip(meter.segmentLayers, spans.segments) {
            #expect(abs(layer.strokeStart - span.start) < 0.001 && abs(layer.strokeEnd - span.end) < 0.001)
        }
        #expect(abs(meter.track.strokeStart - spans.track.start) < 0.001)
        #expect(meter.timeLabel.string == RecordingMeter.label(forSeconds: session.recordedDuration))
    }
}

import Foundation
import Lamina
import LaminaCapture
import LaminaControls

/// The recording screen of `lamina record --ui`: the viewfinder showing the source inside the
/// recording meter, the record button below, the meter's time label, all driven by what the
/// capture session delivered (preview frames and the segments' real durations), on the
/// source's clock.
final class RecordingScreen {
    let size = Size(360, 460)
    let timeline: Timeline
    let meter: RecordingMeter
    let button = RecordButton()
    /// Seconds of source time the screen covers.
    let duration: Double

    /// Builds the screen from the session's preview frames, in order.
    init(frames: [PreviewFrame], maximumDuration: Double, frameInterval: Double) {
        let root = Layer()
        root.bounds = Rect(0, 0, size.width, size.height)
        root.anchorPoint = .zero
        root.backgroundColor = Color(white: 0.08)
        meter = RecordingMeter(maxDuration: maximumDuration, lineWidth: 10)
        meter.followsExternalDurations = true
        meter.bounds = Rect(0, 0, 280, 280)
        meter.layer.position = Point(size.width / 2, 180)
        meter.layer.name = "recording-meter"
        root.addSublayer(meter.layer)
        button.bounds = Rect(0, 0, 76, 76)
        button.layer.position = Point(size.width / 2, 390)
        button.layer.name = "record-button"
        root.addSublayer(button.layer)
        timeline = Timeline(rootLayer: root)
        duration = (frames.last?.time ?? 0) + frameInterval + 0.7
        var wasRecording = false
        for frame in frames {
            let recording = frame.isRecorded
            let starts = recording && !wasRecording
            let stops = !recording && wasRecording
            wasRecording = recording
            _ = timeline.schedule(at: frame.time) { [meter, button] in
                Transaction.perform(disableActions: true) { meter.viewfinder.contents = frame.image }
                if starts {
                    meter.beginRecording()
                    button.startRecording()
                }
                if recording { meter.reportRecordedDuration(frame.segmentDuration) }
                if stops {
                    meter.pauseRecording()
                    button.stopRecording()
                }
            }
        }
        if wasRecording, let last = frames.last {
            _ = timeline.schedule(at: last.time + frameInterval) { [meter, button] in
                meter.pauseRecording()
                button.stopRecording()
            }
        }
    }

    /// The screen as a frame source for `ClipRenderer`.
    func frameSource(fps: Double) -> FrameSource {
        let timeline = self.timeline
        return FrameSource(size: size, duration: duration, fps: fps, background: Color(white: 0.08),
                           presentation: { t in
                               timeline.advance(to: t)
                               return timeline.presentation(at: t)
                           },
                           state: { [] })
    }
}

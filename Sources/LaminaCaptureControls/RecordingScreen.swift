import Lamina
import LaminaCapture
import LaminaControls

/// The recording screen of `lamina record --ui`: the viewfinder showing the source inside the
/// recording meter, the record button below, the meter's time label, all driven by what the
/// capture session delivered (preview frames and the segments' real durations), on the
/// source's clock.
///
/// The frames are scheduled on the screen's own timeline as events, so the screen is a
/// `Playback`: ``advance(to:)`` replays the session as it happened, and ``composition(of:maximumDuration:fps:)``
/// hands out a fresh screen for each playback.
public final class RecordingScreen: Playback {
    /// The screen's size in points.
    public let size = Size(360, 460)
    public let background = Color(white: 0.08)
    public let timeline: Timeline
    public let meter: RecordingMeter
    public let button = RecordButton()
    /// Seconds of source time the screen covers.
    public let duration: Double
    private let feed: RecordingMeterFeed

    /// Builds the screen from the session's preview frames, in order.
    public init(frames: [PreviewFrame], maximumDuration: Double, frameInterval: Double) {
        let root = Layer()
        root.bounds = Rect(0, 0, size.width, size.height)
        root.anchorPoint = .zero
        root.backgroundColor = background
        meter = RecordingMeter(maxDuration: maximumDuration, lineWidth: 10)
        feed = RecordingMeterFeed(meter: meter)
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
        for frame in frames {
            _ = timeline.schedule(at: frame.time) { [feed, button] in
                Self.follow(feed.receive(frame), with: button)
            }
        }
        if let last = frames.last, last.isRecorded {
            _ = timeline.schedule(at: last.time + frameInterval) { [feed, button] in
                Self.follow(feed.endFrames(), with: button)
            }
        }
    }

    /// The screen of a session's `frames` as a composition at `fps`: each playback is a new
    /// screen replaying the frames from the start.
    public static func composition(of frames: [PreviewFrame], maximumDuration: Double, fps: Double) -> Composition {
        let make = { RecordingScreen(frames: frames, maximumDuration: maximumDuration, frameInterval: 1 / fps) }
        let screen = make()
        return Composition(name: "recording screen", size: screen.size, duration: screen.duration, fps: fps,
                           background: screen.background, makePlayback: make)
    }

    /// The record button shows what the meter does.
    private static func follow(_ change: SessionSegments.Change?, with button: RecordButton) {
        switch change {
        case .began: button.startRecording()
        case .ended: button.stopRecording()
        default: break
        }
    }
}

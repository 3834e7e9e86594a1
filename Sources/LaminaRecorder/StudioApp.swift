import Foundation
import Lamina
import LaminaCapture
import LaminaWindow

/// `lamina studio` as a call: the recorder in a window until it closes, then what was recorded
/// kept, and what to tell the user.
public enum StudioApp {
    /// What a run leaves to print.
    public struct Outcome: Sendable {
        /// For standard output: where the movie was saved and what it holds, if one was.
        public var saved: String?
        /// For standard error, in order (the program adds its name before each).
        public var messages: [String] = []
        /// The window could not open, or drawing failed: the exit is non-zero.
        public var failed = false
    }

    /// A camera-like session: the synthetic source runs in real time, 640x360 at 30 fps, with a
    /// preview for the round viewfinder; recording stops at `maximumDuration` seconds or with
    /// fewer than `reservedBytes` free.
    public static func captureConfiguration(video: VideoSource, audio: AudioSource, maximumDuration: Double,
                                            reservedBytes: Int64) -> CaptureConfiguration {
        var configuration = CaptureConfiguration(video: video, audio: audio, width: 640, height: 360, fps: 30)
        configuration.paced = true
        configuration.maximumDuration = maximumDuration
        configuration.reservedBytes = reservedBytes
        configuration.previewWidth = 320
        configuration.previewHeight = 180
        return configuration
    }

    /// Opens the window at `scale` screen units per point and runs the recorder until the window
    /// closes; whatever ended it, what was recorded is saved. With `reportsStats`, the frame-time
    /// percentiles of the whole run and of the frames drawn while recording. `report` hears what
    /// the scene reports while it runs (``RecorderScene/report``).
    public static func run(_ configuration: RecorderScene.Configuration, scale: Double, reportsStats: Bool,
                           report: @escaping (WindowContentReport) -> Void = { _ in }) -> Outcome {
        var outcome = Outcome()
        let host: WindowHost
        do {
            host = try WindowHost(.init(title: "lamina studio", size: configuration.size, scale: scale))
        } catch {
            outcome.messages.append("studio: \(error)")
            outcome.failed = true
            return outcome
        }
        let scene = RecorderScene(configuration, clock: host.clock)
        scene.report = report
        var drawingError: Error?
        do {
            try host.run(scene)
        } catch {
            drawingError = error
        }
        // Whatever ended the window, what was recorded is kept.
        if let report = scene.shutDown() {
            if report.hasPrefix("saved ") {
                outcome.saved = String(report.dropFirst("saved ".count))
            } else {
                outcome.messages.append("studio: \(report)")
            }
        }
        if reportsStats { outcome.messages += statistics(host, scene) }
        if let drawingError {
            outcome.messages.append("studio: \(drawingError)")
            outcome.failed = true
        }
        return outcome
    }

    /// The `--stats` lines: every frame, then the frames drawn while a segment recorded (the
    /// figure that matters for a camera).
    private static func statistics(_ host: WindowHost, _ scene: RecorderScene) -> [String] {
        let pacing = host.isVSynced ? "vsync" : "clock at \(Int((1 / host.clock.frameInterval).rounded())) Hz"
        var lines = ["\(host.stats.report) (\(host.rendererName) renderer, \(pacing))"]
        let times = host.stats.frameTimes
        let recording = scene.recordingFrameIndices.filter { $0 < times.count }.map { times[$0] }
        if let s = FrameStats.summary(of: recording) {
            func ms(_ v: Double) -> String { String(format: "%.2f ms", v * 1e3) }
            lines.append("while recording, \(recording.count) frames: frame time p50 \(ms(s.p50)), p95 \(ms(s.p95)), "
                + "p99 \(ms(s.p99)), max \(ms(s.max))")
        }
        return lines
    }
}

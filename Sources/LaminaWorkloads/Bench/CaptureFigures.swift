import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LaminaCapture

/// The capture figures of `lamina bench`, on the wall clock (the bench owns the clock; the
/// session only reports what happened, on its thread).
enum CaptureFigures {
    /// Wall-clock stamps written from the session's thread.
    private final class Stamps: @unchecked Sendable {
        private let lock = NSCondition()
        private var firstFrame: Double?
        private var preview: Double?

        func markFirstFrame() {
            lock.lock()
            firstFrame = now()
            lock.broadcast()
            lock.unlock()
        }

        func markPreview() {
            lock.lock()
            preview = now()
            lock.unlock()
        }

        func reset() {
            lock.lock()
            firstFrame = nil
            preview = nil
            lock.unlock()
        }

        func waitForFirstFrame() -> Double {
            lock.lock()
            defer { lock.unlock() }
            while firstFrame == nil { lock.wait() }
            return firstFrame!
        }

        var lastPreview: Double? {
            lock.lock()
            defer { lock.unlock() }
            return preview
        }
    }

    static func now() -> Double { BenchClock.now() }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Every figure, with the session folders in the default temporary root.
    static func figures() throws -> [(String, Double)] {
        try pressToFirstFrame() + previewLatency() + joinTenSegments()
    }

    /// A warm, real-time 720p30 session: from `startRecording()` to the first frame written to
    /// the segment's encoder, median and worst of 11 presses spread across the frame interval.
    /// At most a frame interval (plus the write) when the encoder is warm and the source keeps
    /// time: the press waits for the next frame.
    static func pressToFirstFrame() throws -> [(String, Double)] {
        let stamps = Stamps()
        var configuration = CaptureConfiguration(video: .synthetic(), audio: .synthetic, width: 1280, height: 720, fps: 30)
        configuration.paced = true
        configuration.encoderPreset = "ultrafast"
        let session = try CaptureSession(configuration: configuration, events: { event in
            if case .firstFrameRecorded = event { stamps.markFirstFrame() }
        })
        defer { session.close() }
        try session.start()
        var samples: [Double] = []
        var time = 0.5
        for trial in 0 ..< 11 {
            try session.advance(to: time)  // the next encoder is warm by now
            // Presses spread across the frame interval (0, 3, ... 30 ms after a frame), as a
            // finger lands anywhere between two frames.
            usleep(useconds_t(trial * 3_000))
            stamps.reset()
            let pressed = now()
            try session.startRecording()
            samples.append(stamps.waitForFirstFrame() - pressed)
            time = session.sourceTime + 0.3
            try session.advance(to: time)
            try session.stopRecordingAndWait()
            time = session.sourceTime + 0.5
        }
        return [("capture_press_to_first_recorded_frame_720p30_ms", median(samples) * 1e3),
                ("capture_press_to_first_recorded_frame_720p30_max_ms", (samples.max() ?? .nan) * 1e3),
                ("capture_frame_interval_720p30_ms", 1e3 / 30)]
    }

    /// A scripted 720p session with a 240x136 preview: from asking for the next frame (its
    /// data already written by ffmpeg) to the consumer holding it as an `ImageBuffer`. This is
    /// Lamina's part of the viewfinder's latency; a camera adds its own capture time.
    static func previewLatency() throws -> [(String, Double)] {
        let stamps = Stamps()
        var configuration = CaptureConfiguration(video: .synthetic(), audio: .synthetic, width: 1280, height: 720, fps: 30)
        configuration.previewWidth = 240
        configuration.previewHeight = 136
        let session = try CaptureSession(configuration: configuration, preview: { _ in stamps.markPreview() })
        defer { session.close() }
        try session.start()
        var samples: [Double] = []
        for i in 1 ... 60 {
            usleep(20_000)  // ffmpeg makes the next frame meanwhile and blocks on the full pipes
            let asked = now()
            try session.advance(to: Double(i) / 30)
            if let delivered = stamps.lastPreview { samples.append(delivered - asked) }
        }
        return [("capture_preview_frame_latency_720p_ms", median(samples) * 1e3)]
    }

    /// Ten 3-second segments at 720p30, then `finish()`: joining them by stream copy.
    static func joinTenSegments() throws -> [(String, Double)] {
        var configuration = CaptureConfiguration(video: .synthetic(), audio: .synthetic, width: 1280, height: 720, fps: 30)
        configuration.encoderPreset = "ultrafast"
        configuration.previewWidth = 64
        configuration.previewHeight = 36
        let session = try CaptureSession(configuration: configuration)
        defer { session.close() }
        try session.start()
        for i in 0 ..< 10 {
            let start = Double(i) * 3.2
            try session.record(from: start, to: start + 3)
        }
        let began = now()
        let recording = try session.finish(createdAt: Date())
        let elapsed = now() - began
        return [("capture_join_10x3s_720p_ms", elapsed * 1e3),
                ("capture_joined_duration_s", recording.duration)]
    }
}

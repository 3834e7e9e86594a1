import Foundation
import LaminaCapture
import LaminaCaptureControls

extension GalleryEntry {
    /// The holds of the gallery's recording demo, on the synthetic source's clock, and its
    /// longest recording.
    static let recordingPresses = [(0.4, 1.6), (2.2, 3.0), (3.6, 5.2)]
    static let recordingMaximumDuration = 6.0

    /// The capture pipeline, headless: a scripted session on the synthetic source recorded
    /// into `folder` as `record.mp4`, and its recording screen as `record-ui.mp4`.
    static func recording(in folder: URL) throws -> GalleryEntry {
        let movie = folder.appendingPathComponent("record.mp4"), screen = folder.appendingPathComponent("record-ui.mp4")
        var recorder = MovieRecorder(video: .synthetic(), destination: .file(movie), now: { Date() })
        recorder.presses = recordingPresses.map { MovieRecorder.Press(start: $0.0, end: $0.1) }
        recorder.maximumDuration = recordingMaximumDuration
        recorder.keepsPreviewFrames = true
        // The gallery's folder is its own: a second `make gallery` replaces its movies, as it
        // replaces every other file there.
        recorder.overwrites = true
        let outcome = try recorder.record()
        try RecordingScreen.writeMovie(of: outcome.previewFrames, maximumDuration: recordingMaximumDuration,
                                       fps: recorder.fps, to: screen)
        if let fault = outcome.fault { throw fault }
        let shown = "lamina record " + recordingPresses.map { "--press \(format($0.0)):\(format($0.1))" }.joined(separator: " ")
            + " --max-duration \(format(recordingMaximumDuration))"
        return GalleryEntry(
            name: "record", section: .recording,
            summary: "Three holds on the synthetic source: the recording screen (viewfinder in the meter) and the joined movie.",
            source: nil,
            media: [.init(file: "record-ui.mp4", command: shown + " -o record.mp4 --ui record-ui.mp4"),
                    .init(file: "record.mp4", command: shown + " -o record.mp4")])
    }
}

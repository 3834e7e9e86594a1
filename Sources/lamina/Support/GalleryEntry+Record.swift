import Foundation
import Lamina
import LaminaCapture
import LaminaContent
import LaminaControls
import LaminaCaptureControls

extension GalleryEntry {
    /// The holds of the gallery's recording demo, on the synthetic source's clock, and its
    /// longest recording.
    static let recordingPresses = [(0.4, 1.6), (2.2, 3.0), (3.6, 5.2)]
    static let recordingMaximumDuration = 6.0

    /// What the recording demo films: an example rendered to a movie at the capture's size,
    /// played to the recorder as its camera (`--source movie:FILE`).
    static let recordingSubject = "lottie-bounce.json"

    /// The capture pipeline, headless: a scripted session filming an example (the bouncing
    /// ball, rendered first into `folder` as `record-source.mp4`) recorded into `folder` as
    /// `record.mp4`, and its recording screen as `record-ui.mp4`.
    static func recording(in folder: URL, examples: String) throws -> GalleryEntry {
        let movie = folder.appendingPathComponent("record.mp4"), screen = folder.appendingPathComponent("record-ui.mp4")
        let source = folder.appendingPathComponent("record-source.mp4")
        let subject = (examples as NSString).appendingPathComponent(recordingSubject)
        let size = CaptureConfiguration()
        let composition = try ContentLoader.load(subject, options: BuiltInControl.Options())
        try CompositionExporter(composition, size: Size(width: Double(size.width), height: Double(size.height)),
                                background: .white)
            .write(to: source, duration: max(composition.duration, 1))
        var recorder = MovieRecorder(video: .movie(path: source.path), destination: .file(movie), now: { Date() })
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
        let shown = "lamina record --source movie:record-source.mp4 "
            + recordingPresses.map { "--press \(format($0.0)):\(format($0.1))" }.joined(separator: " ")
            + " --max-duration \(format(recordingMaximumDuration))"
        return GalleryEntry(
            name: "record", section: .recording,
            summary: "Three holds filming the bouncing ball (the example rendered to a movie and played as the camera): the recording screen (viewfinder in the meter) and the joined movie.",
            source: nil,
            media: [.init(file: "record-ui.mp4", command: shown + " -o record.mp4 --ui record-ui.mp4"),
                    .init(file: "record.mp4", command: shown + " -o record.mp4"),
                    .init(file: "record-source.mp4", command: "lamina render Examples/\(recordingSubject) -o record-source.mp4 "
                          + "--size \(size.width)x\(size.height) --background '#FFFFFF'", isShown: false)])
    }
}

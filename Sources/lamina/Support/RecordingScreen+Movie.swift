import Foundation
import LaminaCapture
import LaminaCaptureControls
import LaminaContent

extension RecordingScreen {
    /// Renders the recording screen of `frames` to an .mp4 at `fps`, and says so on stderr.
    static func writeMovie(of frames: [PreviewFrame], maximumDuration: Double, fps: Double, to url: URL) throws {
        let screen = RecordingScreen.composition(of: frames, maximumDuration: maximumDuration, fps: fps)
        let (written, count) = try CompositionExporter(screen).write(to: url)
        FileHandle.standardError.write(Data("lamina: wrote \(written.path) (\(count) frames of the recording screen)\n".utf8))
    }
}

import Foundation
import LaminaCapture
import LaminaCaptureControls

extension RecordingScreen {
    /// Renders the recording screen of `frames` to an .mp4 at `fps`, and says so on stderr.
    static func writeMovie(of frames: [PreviewFrame], maximumDuration: Double, fps: Double, to url: URL) throws {
        let screen = RecordingScreen(frames: frames, maximumDuration: maximumDuration, frameInterval: 1 / fps)
        let source = FrameSource(size: screen.size, duration: screen.duration, fps: fps, background: screen.background,
                                 presentation: { screen.presentation(at: $0) }, state: { [] })
        let clip = ClipRenderer(source: source, size: nil, scale: 1, background: nil)
        let (written, count) = try clip.write(to: url, time: 0, duration: screen.duration, fps: fps, showsProgress: false)
        FileHandle.standardError.write(Data("lamina: wrote \(written.path) (\(count) frames of the recording screen)\n".utf8))
    }
}

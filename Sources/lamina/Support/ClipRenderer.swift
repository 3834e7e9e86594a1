import Foundation
import Lamina
import LaminaContent

/// Writes a `FrameSource` to an image or movie file through `CompositionExporter`'s frame
/// writer; kept with `FrameSource` for the commands that still use it.
struct ClipRenderer {
    let source: FrameSource
    let outputSize: Size
    let scale: Double
    let background: Color?

    init(source: FrameSource, size: Size?, scale: Double, background: Color?) {
        self.source = source
        self.outputSize = size ?? source.size
        self.scale = scale
        self.background = background ?? source.background
    }

    var pixelWidth: Int { max(Int((outputSize.width * scale).rounded()), 1) }
    var pixelHeight: Int { max(Int((outputSize.height * scale).rounded()), 1) }

    /// Writes one frame at `time` (a PNG), or a clip from `time` lasting `duration` at `fps`.
    /// Returns the file and the number of frames written.
    @discardableResult
    func write(to url: URL, time: Double, duration: Double?, fps: Double?, showsProgress: Bool = true) throws -> (URL, Int) {
        let result = try CompositionExporter.write(
            to: url, width: pixelWidth, height: pixelHeight, scale: scale, background: background, time: time,
            duration: duration ?? source.duration, fps: fps ?? source.fps, showsProgress: showsProgress,
            displayLists: { source.displayLists(at: $0, outputSize: outputSize) })
        return (result.url, result.frames)
    }
}

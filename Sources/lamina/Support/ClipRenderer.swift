import Foundation
import Lamina
import LaminaMedia
import LaminaRender

/// Renders a `FrameSource` to an image or movie file.
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
        let format = try MediaFormat(url: url)
        let renderer = Renderer()
        let scale = self.scale, background = self.background
        guard format.isAnimated else {
            let list = source.displayLists(at: [time], outputSize: outputSize)[0]
            let image = renderer.render(list, scale: scale, background: background)
            try LaminaRender.writePNG(image, to: url)
            return (url, 1)
        }
        let duration = duration ?? source.duration
        let rate = format.encodedFrameRate(for: fps ?? source.fps)
        let count = max(1, Int((duration * rate).rounded()))
        // Snapshots in time order on this thread; pixels in parallel from the display lists.
        let lists = source.displayLists(at: (0..<count).map { time + Double($0) / rate }, outputSize: outputSize)
        let written = try exportClip(to: url, format: format, width: pixelWidth, height: pixelHeight,
                                     duration: Double(count) / rate, fps: rate, start: 0,
                                     showsProgress: showsProgress) { t in
            let index = min(max(Int((t * rate).rounded()), 0), lists.count - 1)
            return renderer.render(lists[index], scale: scale, background: background)
        }
        return (written, count)
    }
}

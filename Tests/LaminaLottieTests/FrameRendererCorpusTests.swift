import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// `FrameRenderer` redraws only what changed between frames, and playback leaves out what lies
/// under invisible layers; on real animations (the Lottie conformance corpus beside the
/// repository, when it is there) every frame must be the frame `Renderer` draws from scratch
/// from the whole presentation tree, to within a level of 255, and so must the frames drawn in
/// bands on several threads, as the live window draws them.
@Suite struct FrameRendererCorpusTests {
    @Test(.enabled(if: LottieCorpus.exists, "../shared/lottie-conformance is not there; the corpus check is skipped"),
          arguments: LottieCorpus.damageSamples)
    func everyFrameMatchesAFullRedraw(_ sample: String) throws {
        let url = LottieCorpus.url(sample)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let animation = try LottieAnimation(contentsOf: url)
        let composition = try Composition(lottie: animation, name: url.lastPathComponent, imageDecoder: { try? decodeImage($0) })
        // Small frames keep the debug build quick; the damage logic is the same at any size.
        let size = Size(width: 120, height: 120)
        let placement = composition.placement(in: size)
        let frames = min(Int((composition.duration * composition.fps).rounded(.up)), 90)
        // Drawn as playback draws it (without what lies under invisible layers), and checked
        // against the whole presentation tree's list.
        let playback = try composition.drawingPlayback(), whole = try composition.playback()
        let incremental = FrameRenderer(), full = Renderer()
        // As the live window draws: in bands on several threads, at twice the scale so that a
        // frame has room for three bands of at least 64 rows.
        let banded = FrameRenderer(scale: 2, tiles: 3)
        var redrawn = 0
        for frame in 0..<frames {
            let time = Double(frame) / composition.fps
            let list = DisplayList(snapshot: placement.apply(to: playback.advance(to: time)), size: size)
            let wholeList = DisplayList(snapshot: placement.apply(to: whole.advance(to: time)), size: size)
            #expect(list == wholeList, "\(sample) frame \(frame): leaving out invisible subtrees changed the display list")
            let kept = incremental.render(list), fresh = full.render(list)
            redrawn += incremental.lastRedrawnPixels
            var worst = 0, at = 0
            for i in kept.pixels.indices where abs(Int(kept.pixels[i]) - Int(fresh.pixels[i])) > worst {
                (worst, at) = (abs(Int(kept.pixels[i]) - Int(fresh.pixels[i])), i)
            }
            let x = at % kept.bytesPerRow / 4, y = at / kept.bytesPerRow
            // One level: Cairo recomputes the end points of edges it clips to the redrawn
            // rectangle in fixed point (docs/performance.md, "Frames in a sequence ...").
            #expect(worst <= 1, "\(sample) frame \(frame): a channel at (\(x), \(y)) differs by \(worst) of 255 from a full redraw")
            if frame < 45 {  // half the frames: four times the pixels
                let inBands = banded.render(list), freshAtTwo = full.render(list, scale: 2)
                let bandWorst = zip(inBands.pixels, freshAtTwo.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
                #expect(bandWorst <= 1, "\(sample) frame \(frame): drawn in bands, a channel differs by \(bandWorst) of 255")
            }
            if worst > 1 {
                let folder = FileManager.default.temporaryDirectory
                try writePNG(kept, to: folder.appendingPathComponent("frame-renderer-kept.png"))
                try writePNG(fresh, to: folder.appendingPathComponent("frame-renderer-fresh.png"))
                return
            }
        }
        #expect(redrawn > 0)
    }
}

import Foundation
import Lamina
import LaminaRender
import Testing

/// `FrameRenderer` keeps its last frame and redraws only what changed; what it returns must
/// be what `Renderer` draws from scratch.
@Suite struct FrameRendererTests {
    /// A 120 x 80 scene: a blue background square, a red ball moving right by `t` points a
    /// frame, a faded ring with a shadow, and a dashed stroke, as a timeline plays it.
    static func list(frame t: Int) -> DisplayList {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        root.backgroundColor = .white
        let square = Layer()
        square.frame = Rect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = .blue
        let ball = ShapeLayer()
        ball.frame = Rect(x: 10 + Double(t) * 3.3, y: 30, width: 20, height: 20)
        ball.path = .ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        ball.fillColor = .red
        let ring = ShapeLayer()
        ring.frame = Rect(x: 80, y: 40, width: 30, height: 30)
        ring.path = .ellipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
        ring.fillColor = nil
        ring.strokeColor = .black
        ring.lineWidth = 3
        ring.opacity = 0.6
        ring.shadowOpacity = 1
        ring.shadowRadius = 3
        ring.strokeEnd = t < 4 ? 1 : 0.5
        let dashes = ShapeLayer()
        dashes.frame = Rect(x: 0, y: 70, width: 120, height: 5)
        dashes.path = Path(elements: [.move(to: Point(x: 0, y: 2)), .line(to: Point(x: 120, y: 2))])
        dashes.strokeColor = .black
        dashes.lineDashPattern = [4, 4]
        dashes.lineDashPhase = t < 6 ? 0 : Double(t)
        for layer in [square, ball, ring, dashes] { root.addSublayer(layer) }
        return DisplayList(snapshot: Timeline(rootLayer: root).presentation(at: 0), size: root.bounds.size)
    }

    @Test(arguments: [1.0, 2.0, 0.75])
    func everyFrameIsTheFullRedraw(scale: Double) {
        let frames = FrameRenderer(scale: scale), full = Renderer()
        for t in 0..<8 {
            let list = Self.list(frame: t)
            let kept = frames.render(list), fresh = full.render(list, scale: scale)
            #expect(kept == fresh, "frame \(t) at scale \(scale)")
        }
    }

    /// Bands of a frame drawn on several threads give the frames one thread draws (to a level,
    /// where Cairo rounds an edge at a band's end), whatever order the frames come in: at scale
    /// 3 the 360 x 240 frame is cut into up to three bands, never through the ring's shadow,
    /// and the damage of each later frame into bands of its own.
    @Test(arguments: [2, 3, 16])
    func framesDrawnInBandsAreTheFullRedraw(tiles: Int) {
        let banded = FrameRenderer(scale: 3, tiles: tiles), full = Renderer()
        #expect(banded.tiles == tiles)
        for t in [0, 1, 2, 5, 3, 7, 7, 4, 6] {
            let list = Self.list(frame: t)
            let a = banded.render(list).pixels, b = full.render(list, scale: 3).pixels
            let largest = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
            let differing = zip(a, b).filter { $0 != $1 }.count
            #expect(largest <= 1, "frame \(t) in up to \(tiles) bands: \(differing) bytes differ, by up to \(largest)")
        }
    }

    @Test func anUnchangedFrameRedrawsNothingAndAMovingBallOnlyItsPath() {
        let frames = FrameRenderer()
        frames.render(Self.list(frame: 0))
        #expect(frames.lastRedrawnPixels == 120 * 80)
        frames.render(Self.list(frame: 0))
        #expect(frames.lastRedrawnPixels == 0)
        frames.render(Self.list(frame: 1))
        // The ball's old and new boxes, a point of anti-aliasing around each: x 9...31 and
        // 12.3...34.3, so pixels 9..<35; y 29...51.
        #expect(frames.lastRedrawnPixels == 26 * 22)
    }

    @Test func aKeptFrameIsNotChangedByTheNextOne() {
        let frames = FrameRenderer()
        let first = frames.render(Self.list(frame: 0))
        let copy = first
        _ = frames.render(Self.list(frame: 5))
        #expect(first == copy)
        #expect(first == Renderer().render(Self.list(frame: 0)))
    }

    @Test func aBackgroundFillsWhatIsRedrawn() {
        let frames = FrameRenderer(background: .green)
        let empty = DisplayList(size: Size(width: 10, height: 10))
        let moved = DisplayList(size: Size(width: 10, height: 10), items: [
            .fill(.rect(Rect(x: 2, y: 2, width: 3, height: 3)), color: .red, rule: .nonZero, transform: .identity)])
        frames.render(moved)
        let image = frames.render(empty)
        #expect(image == Renderer().render(empty, background: .green))
    }

    /// The clear under what is redrawn (written row by row, not painted by Cairo) is the pixel
    /// Cairo's paint of the background gives: none, translucent, and colours whose channels
    /// round differently, in frames with no opaque cover, on one thread and in bands.
    @Test(arguments: [nil, Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.37),
                      Color(red: 0.501, green: 0.002, blue: 0.999, alpha: 1), Color(red: 1, green: 1, blue: 1, alpha: 0.5)])
    func theClearIsCairosBackground(background: Color?) {
        func list(_ t: Int) -> DisplayList {
            DisplayList(size: Size(width: 40, height: 30), items: [
                .fill(.ellipse(in: Rect(x: 2 + Double(t) * 2.7, y: 3, width: 14, height: 11)),
                      color: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6), rule: .nonZero, transform: .identity),
                .fill(.rect(Rect(x: 30, y: 20 - Double(t), width: 6, height: 5)), color: .blue, rule: .nonZero,
                      transform: .identity)])
        }
        for tiles in [1, 2] {
            let frames = FrameRenderer(scale: 3, background: background, tiles: tiles)
            for t in [0, 1, 2, 4, 3] {
                let kept = frames.render(list(t)), fresh = Renderer().render(list(t), scale: 3, background: background)
                #expect(kept == fresh, "frame \(t), \(tiles) tiles")
            }
        }
    }

    @Test func aPoolDrawsFramesInterleavedAcrossThreadsAsAFullRedrawWould() {
        // As an export's workers claim frames, here one at a time in index order: every
        // renderer sees frames out of order and apart, and still draws each as a full redraw.
        let lists = (0..<16).map { Self.list(frame: $0 % 8) }
        let pool = FrameRendererPool(scale: 2, background: .white, runLength: 4)
        let results = Results(count: lists.count)
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
            results.store(pool.render(frame: i) { lists[$0] }, at: i)
        }
        for (i, list) in lists.enumerated() {
            #expect(results.images[i] == Renderer().render(list, scale: 2, background: .white), "frame \(i)")
        }
    }

    @Test func aPoolFrameIsTheRunDrawnInOrderWhateverWasAskedBefore() {
        // Frame 6 of runs of 4 is frame 4 drawn whole, then 5 and 6 drawn over it, whether the
        // pool's renderer last drew frame 5, another run, or nothing.
        let lists = (0..<8).map { Self.list(frame: $0) }
        let sequential = FrameRenderer(scale: 1)
        sequential.render(lists[4]); sequential.render(lists[5])
        let expected = sequential.render(lists[6])
        for history in [[5], [1, 2], [], [7], [6]] {
            let pool = FrameRendererPool(runLength: 4)
            for frame in history { _ = pool.render(frame: frame) { lists[$0] } }
            #expect(pool.render(frame: 6) { lists[$0] } == expected, "after frames \(history)")
        }
    }
}

/// Images written from several threads, one slot each.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [ImageBuffer?]

    init(count: Int) {
        images = Array(repeating: nil, count: count)
    }

    func store(_ image: ImageBuffer, at index: Int) {
        lock.withLock { images[index] = image }
    }
}

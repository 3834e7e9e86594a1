import func Foundation.cos
import func Foundation.sin
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// A shape the filler draws again unchanged is composited from the coverage it kept
/// (`CoverageCache`): the bytes are those a new filler draws, whatever was kept, the cache
/// knows a moved or restyled shape from the one it kept, and what it keeps stays within its
/// budget and age.
@Suite struct CoverageCacheTests {
    /// Premultiplied ARGB32 (or A8) pixels of `size` x `size` with a random background.
    struct Pixels {
        var bytes: [UInt8]
        let size: Int, bytesPerPixel: Int

        init(size: Int, bytesPerPixel: Int, seed: UInt64) {
            var rng = SeededGenerator(seed: seed)
            self.size = size
            self.bytesPerPixel = bytesPerPixel
            bytes = []
            for _ in 0..<(size * size) {
                let a = UInt8.random(in: 0...255, using: &rng)
                if bytesPerPixel == 1 {
                    bytes.append(a)
                } else {
                    for _ in 0..<3 { bytes.append(UInt8.random(in: 0...a, using: &rng)) }
                    bytes.append(a)
                }
            }
        }

        /// Runs `body` with the pixels as the filler's target, offset so that canvas pixel
        /// (0, 0) is the buffer's first.
        mutating func withTarget<R>(_ body: (ScanlineFiller.Target) -> R) -> R {
            let (size, bytesPerPixel) = (size, bytesPerPixel)
            return bytes.withUnsafeMutableBufferPointer {
                body(ScanlineFiller.Target(data: $0.baseAddress!, stride: size * bytesPerPixel, width: size, height: size,
                                           offsetX: 0, offsetY: 0))
            }
        }
    }

    /// What one drawing is: a fill by a rule or a stroke in a style.
    enum Drawing {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    /// Draws `path` under `matrix` with `paint` into `pixels` inside `clips` by `filler`,
    /// keeping coverage within the pixels when `keeping`; whether the filler drew (it refuses
    /// what it leaves to Cairo).
    @discardableResult
    static func draw(_ drawing: Drawing, _ path: Path, _ matrix: AffineTransform, paint: ScanlineFiller.Paint,
                     into pixels: inout Pixels, clips: [ScanlineFiller.PixelBox], filler: ScanlineFiller, keeping: Bool) -> Bool {
        let limit = keeping ? ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: pixels.size, y1: pixels.size) : nil
        let drawn = pixels.withTarget { target in
            switch drawing {
            case .fill(let rule):
                filler.fill(path, matrix: matrix, rule: rule, paint: paint, into: target, clips: clips, keepingWithin: limit)
            case .stroke(let style):
                filler.stroke(path, style: style, matrix: matrix, paint: paint, into: target, clips: clips, keepingWithin: limit)
            }
        }
        return drawn != nil
    }

    /// Random clips for one frame: the whole image, or one to three rectangles that do not
    /// overlap (bands of rows cut into columns), as damaged rectangles are.
    static func clips(size: Int, using rng: inout SeededGenerator) -> [ScanlineFiller.PixelBox] {
        guard Bool.random(using: &rng) else { return [ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: size, y1: size)] }
        let cut = Int.random(in: 1..<size, using: &rng), split = Int.random(in: 1..<size, using: &rng)
        let all = [ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: split, y1: cut),
                   ScanlineFiller.PixelBox(x0: split, y0: 0, x1: size, y1: cut),
                   ScanlineFiller.PixelBox(x0: Int.random(in: 0..<size / 2, using: &rng), y0: cut,
                                           x1: size - Int.random(in: 0..<size / 2, using: &rng), y1: size)]
        return all.filter { _ in Int.random(in: 0..<3, using: &rng) > 0 }
    }

    /// Random fills (both rules) and strokes (every cap and join) drawn frame after frame by
    /// one filler, under different clips and paints each frame (solid colours into ARGB32,
    /// alphas into A8), give the bytes a new filler gives each time: before the coverage is
    /// kept, as it is made, and drawn from it.
    @Test func aKeptShapeDrawsTheBytesOfANewFiller() {
        var rng = SeededGenerator(seed: 3301)
        let size = 48
        var kept = 0
        for index in 0..<80 {
            let fill = ScanlineFillerTests.Case.random(size: size, using: &rng)
            let stroke = StrokerTests.Case.random(size: size, using: &rng)
            let (drawing, path, matrix): (Drawing, Path, AffineTransform) = index % 2 == 0
                ? (.fill(fill.rule), fill.path, fill.transform) : (.stroke(stroke.style), stroke.path, stroke.transform)
            let alpha = index % 4 < 2
            let filler = ScanlineFiller()
            for frame in 0..<(CoverageCache.framesBeforeKeeping + 4) {
                filler.beginFrame()
                let clips = Self.clips(size: size, using: &rng)
                let paint: ScanlineFiller.Paint = alpha ? .alpha(UInt32.random(in: 1...255, using: &rng))
                    : .solid(ScanlineFiller.premultiplied(Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                                                                blue: .random(in: 0...1, using: &rng),
                                                                alpha: .random(in: 0.2...1, using: &rng))))
                let seed = UInt64(index * 100 + frame)
                var fresh = Pixels(size: size, bytesPerPixel: alpha ? 1 : 4, seed: seed)
                var reused = fresh
                let drewFresh = Self.draw(drawing, path, matrix, paint: paint, into: &fresh, clips: clips, filler: ScanlineFiller(),
                                          keeping: false)
                let drewKept = Self.draw(drawing, path, matrix, paint: paint, into: &reused, clips: clips, filler: filler, keeping: true)
                #expect(drewKept == drewFresh, "case \(index) frame \(frame): refused by one filler only")
                let differing = zip(reused.bytes, fresh.bytes).filter { $0 != $1 }.count
                #expect(differing == 0, "case \(index) frame \(frame): \(differing) bytes differ; \(drawing) \(matrix) \(path.elements)")
            }
            if filler.coverage.byteCount > 0 { kept += 1 }
        }
        // Most shapes reach the image and are kept; the rest lie outside it or are left to
        // Cairo (dashed strokes).
        #expect(kept >= 50, "only \(kept) of 80 shapes were kept")
    }

    /// Once a shape is kept, the same path moved by a quarter pixel, filled by the other rule
    /// or stroked wider draws as a new filler draws it, not as the kept shape.
    @Test func aMovedOrRestyledShapeIsNotTheKeptOne() {
        let size = 40
        var star: [Path.Element] = [.move(to: Point(x: 20, y: 2))]
        for k in 1..<10 {
            let angle = Double(k) * 0.8 * .pi, r = k % 2 == 0 ? 18.0 : 7.0
            star.append(.line(to: Point(x: 20 + r * sin(angle), y: 20 - r * cos(angle))))
        }
        star.append(.closeSubpath)
        let path = Path(elements: star)
        let whole = [ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: size, y1: size)]
        let paint = ScanlineFiller.Paint.solid(0xFF20_4080)
        let filler = ScanlineFiller()
        let style = StrokeStyle(lineWidth: 2, lineJoin: .round)
        for _ in 0..<CoverageCache.framesBeforeKeeping {
            filler.beginFrame()
            var pixels = Pixels(size: size, bytesPerPixel: 4, seed: 1)
            #expect(Self.draw(.fill(.nonZero), path, .identity, paint: paint, into: &pixels, clips: whole, filler: filler, keeping: true))
            #expect(Self.draw(.stroke(style), path, .identity, paint: paint, into: &pixels, clips: whole, filler: filler, keeping: true))
        }
        #expect(filler.coverage.count == 2)
        let changes: [(String, Drawing, AffineTransform)] = [
            ("moved", .fill(.nonZero), AffineTransform(translationX: 0.25, y: 0)),
            ("the other rule", .fill(.evenOdd), .identity),
            ("wider", .stroke(StrokeStyle(lineWidth: 3, lineJoin: .round)), .identity),
            ("mitred", .stroke(StrokeStyle(lineWidth: 2, lineJoin: .miter)), .identity),
        ]
        for (change, drawing, matrix) in changes {
            filler.beginFrame()
            var fresh = Pixels(size: size, bytesPerPixel: 4, seed: 2), reused = fresh
            Self.draw(drawing, path, matrix, paint: paint, into: &fresh, clips: whole, filler: ScanlineFiller(), keeping: false)
            Self.draw(drawing, path, matrix, paint: paint, into: &reused, clips: whole, filler: filler, keeping: true)
            let differing = zip(reused.bytes, fresh.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(change): \(differing) bytes differ")
        }
    }

    /// Runs of `bytes` bytes (about) over a box of one row.
    static func runs(bytes: Int) -> CoverageRuns {
        let count = bytes / MemoryLayout<CoverageRuns.Run>.stride
        return CoverageRuns(box: ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: count, y1: 1), rowStarts: [0, Int32(count)],
                            runs: (0..<count).map { CoverageRuns.Run(x: Int32($0), count: 1, coverage: 255) })
    }

    /// Distinct shapes, each its own path, in slots of their own (a shape takes the slot its
    /// fingerprint picks, and the fingerprint holds the path's address).
    static func shapes(_ count: Int) -> [(CoverageCache.Key, Path)] {
        var shapes: [(CoverageCache.Key, Path)] = [], slots: Set<UInt64> = []
        var i = 0
        while shapes.count < count {
            let path = Path(elements: [.move(to: Point(x: Double(i), y: 0)), .line(to: Point(x: 1, y: 1)), .closeSubpath])
            let key = CoverageCache.Key(path, .identity, .fill(.nonZero))
            if slots.insert(key.fingerprint & UInt64(CoverageCache.slots - 1)).inserted { shapes.append((key, path)) }
            i += 1
        }
        return shapes
    }

    /// A shape drawn in `framesBeforeKeeping` frames is to be kept (`again`) and then found
    /// (`kept`); runs past the byte budget push out those drawn least recently; runs larger
    /// than the budget are not kept; a shape not drawn for `keptFrames` frames is forgotten.
    @Test func keptRunsStayWithinTheirBudgetAndAge() {
        let cache = CoverageCache()
        // The pixels needed: the first of every shape's runs.
        let box = ScanlineFiller.PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
        let quarter = CoverageCache.byteBudget / 4 - 64
        let shapes = Self.shapes(6)
        func isAgain(_ lookup: CoverageCache.Lookup) -> Bool { if case .again = lookup { true } else { false } }
        func isKept(_ lookup: CoverageCache.Lookup) -> Bool { if case .kept = lookup { true } else { false } }
        // Shape i drawn from frame i on, in enough frames to be kept (at frame i + 3, so the
        // lower the index, the less recently drawn).
        let last = CoverageCache.framesBeforeKeeping - 1
        for frame in 0...(4 + last) {
            for (index, (key, path)) in shapes.prefix(5).enumerated() where (index...(index + last)).contains(frame) {
                let lookup = cache.lookUp(key, path: path, needed: box)
                #expect(isAgain(lookup) == (frame == index + last), "shape \(index) frame \(frame)")
                if isAgain(lookup) {
                    let runs = Self.runs(bytes: quarter)
                    cache.keep(runs, bounds: runs.box, for: key)
                }
                #expect(cache.byteCount <= CoverageCache.byteBudget)
            }
            cache.beginFrame()
        }
        // Four quarters fit: the fifth pushed out the first, drawn least recently.
        #expect(cache.count == 5)
        #expect(isAgain(cache.lookUp(shapes[0].0, path: shapes[0].1, needed: box)))
        for index in 1...4 { #expect(isKept(cache.lookUp(shapes[index].0, path: shapes[index].1, needed: box)), "shape \(index)") }
        // Runs larger than the whole budget are not kept, and push nothing out.
        let bytesBefore = cache.byteCount
        let huge = Self.runs(bytes: CoverageCache.byteBudget + 64)
        cache.keep(huge, bounds: huge.box, for: shapes[0].0)
        #expect(cache.byteCount == bytesBefore)
        // Not drawn for `keptFrames` frames and more: forgotten.
        for _ in 0..<(2 * CoverageCache.keptFrames) { cache.beginFrame() }
        #expect(cache.count == 0)
        #expect(cache.byteCount == 0)
    }

    /// A scene of still shapes (fills by both rules, a stroke, a matte drawn as a coverage
    /// mask) under a ball that moves frame after frame: `FrameRenderer` draws each frame, in
    /// order and shuffled, on one thread and in bands, as `Renderer` draws it whole, while its
    /// filler draws the still shapes from kept coverage.
    @Test(arguments: [1, 3])
    func framesOverStillShapesAreTheWholeRedraw(tiles: Int) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 90)
        root.backgroundColor = Color(red: 0.95, green: 0.9, blue: 0.85, alpha: 1)
        var rng = SeededGenerator(seed: 3302)
        for i in 0..<6 {
            let shape = ShapeLayer()
            shape.frame = Rect(x: Double(i % 3) * 38, y: Double(i / 3) * 42, width: 44, height: 44)
            shape.path = ScanlineFillerTests.starShape(size: 44, using: &rng).applying(AffineTransform(translationX: 22, y: 22))
            shape.fillColor = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                                    blue: .random(in: 0...1, using: &rng), alpha: i % 2 == 0 ? 1 : 0.7)
            shape.fillRule = i % 2 == 0 ? .nonZero : .evenOdd
            shape.strokeColor = i == 4 ? .black : nil
            shape.lineWidth = 1.5
            shape.transform = Transform3D(rotationAngle: Double(i) * 0.3, x: 0, y: 0, z: 1)
            if i == 5 {
                let matte = ShapeLayer()
                matte.frame = shape.bounds
                matte.path = .ellipse(in: Rect(x: 4, y: 4, width: 36, height: 36))
                matte.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.8)
                shape.mask = matte
            }
            root.addSublayer(shape)
        }
        let ball = ShapeLayer()
        ball.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
        ball.path = .ellipse(in: ball.bounds)
        ball.fillColor = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.8)
        root.addSublayer(ball)
        let timeline = Timeline(rootLayer: root)
        let lists = (0..<16).map { t -> DisplayList in
            ball.position = Point(x: 8 + Double(t) * 6.7, y: 12 + Double(t) * 4.1)
            return DisplayList(snapshot: timeline.presentation(at: 0), size: root.bounds.size)
        }
        let whole = lists.map { Renderer().render($0, scale: 2) }
        var shuffled = Array(lists.indices)
        shuffled.shuffle(using: &rng)
        for order in [Array(lists.indices), shuffled] {
            let frames = FrameRenderer(scale: 2, tiles: tiles)
            for t in order {
                let a = frames.render(lists[t]).pixels, b = whole[t].pixels
                let largest = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(tiles > 1 ? largest <= 1 : largest == 0, "frame \(t) of \(order), \(tiles) tiles: bytes differ by \(largest)")
            }
        }
    }
}

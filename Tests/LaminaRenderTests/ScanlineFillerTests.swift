import CCairo
import func Foundation.cos
import func Foundation.sin
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// `ScanlineFiller` fills as Cairo does (within a few levels on edges, where Cairo samples 15
/// sub-rows a pixel and it measures the area), gives exact closed-form coverage, and draws
/// the same bytes however the drawing is cut up by clips or damaged rectangles.
@Suite struct ScanlineFillerTests {
    /// An ARGB32 image surface with its own pixels, freed with it.
    final class Surface {
        let width: Int, height: Int, stride: Int
        let pixels: UnsafeMutablePointer<UInt8>
        let surface: OpaquePointer

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            stride = width * 4
            pixels = .allocate(capacity: stride * height)
            pixels.initialize(repeating: 0, count: stride * height)
            surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                          Int32(stride))!
        }

        deinit {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            pixels.deallocate()
        }

        /// A premultiplied background of random colours and alphas, the same for a seed.
        func paintNoise(seed: UInt64) {
            var rng = SeededGenerator(seed: seed)
            for i in 0..<(width * height) {
                let a = UInt8.random(in: 0...255, using: &rng)
                pixels[4 * i + 3] = a
                for c in 0..<3 { pixels[4 * i + c] = UInt8.random(in: 0...a, using: &rng) }
            }
            cairo_surface_mark_dirty(surface)
        }

        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: pixels, count: stride * height)) }

        func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[y * stride + x * 4 + 3]) }
    }

    /// Runs `body` with a context on `surface`, clipped to `clips` (device pixels) when given.
    static func withContext(_ surface: Surface, clips: [Rect]? = nil, _ body: (OpaquePointer) -> Void) {
        let cr = cairo_create(surface.surface)!
        defer { cairo_destroy(cr) }
        if let clips {
            cairo_new_path(cr)
            for r in clips { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
            cairo_clip(cr)
        }
        body(cr)
        cairo_surface_flush(surface.surface)
    }

    /// Fills with the new filler through the canvas, expecting it to take the fill.
    static func fillWithFiller(_ surface: Surface, _ path: Path, _ color: Color, _ rule: FillRule,
                               _ transform: AffineTransform, scale: Double = 1, clips: [Rect]? = nil,
                               filler: ScanlineFiller = ScanlineFiller(),
                               sourceLocation: SourceLocation = #_sourceLocation) {
        withContext(surface, clips: clips) { cr in
            var canvas = CairoCanvas(cr: cr, scale: scale, pixelWidth: surface.width, pixelHeight: surface.height,
                                     filler: filler)
            guard canvas.setMatrix(transform) else { return }
            let filled = canvas.fillSolid(path, color, rule, transform)
            #expect(filled, "the filler refused", sourceLocation: sourceLocation)
        }
    }

    /// Fills with `cairo_fill`, as the canvas did before.
    static func fillWithCairo(_ surface: Surface, _ path: Path, _ color: Color, _ rule: FillRule,
                              _ transform: AffineTransform, scale: Double = 1, clips: [Rect]? = nil) {
        withContext(surface, clips: clips) { cr in
            let canvas = CairoCanvas(cr: cr, scale: scale, pixelWidth: surface.width, pixelHeight: surface.height)
            guard canvas.setMatrix(transform) else { return }
            canvas.appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            canvas.setColor(color)
            cairo_fill(cr)
        }
    }

    // MARK: Random paths

    /// One random case: sub-paths of lines, quadratic and cubic curves (crossing themselves
    /// freely), a rotated and scaled transform with a sub-pixel offset, either rule, a colour
    /// that may be translucent, and sometimes a clip of one or two rectangles.
    struct Case: CustomStringConvertible {
        var path: Path, color: Color, rule: FillRule, transform: AffineTransform, clips: [Rect]?
        var description: String { "\(rule) \(transform) clips \(clips.map(\.description) ?? "none") \(path.elements)" }

        static func random(size: Int, using rng: inout SeededGenerator) -> Case {
            func point() -> Point {
                Point(x: Double.random(in: -0.3...1.3, using: &rng) * Double(size) - Double(size) / 2,
                      y: Double.random(in: -0.3...1.3, using: &rng) * Double(size) - Double(size) / 2)
            }
            var elements: [Path.Element] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                elements.append(.move(to: point()))
                for _ in 0..<Int.random(in: 2...7, using: &rng) {
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: elements.append(.line(to: point()))
                    case 1: elements.append(.quadCurve(to: point(), control: point()))
                    default: elements.append(.curve(to: point(), control1: point(), control2: point()))
                    }
                }
                if Bool.random(using: &rng) { elements.append(.closeSubpath) }
            }
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng), s = Double.random(in: 0.4...1.6, using: &rng)
            let transform = AffineTransform(a: s * cos(angle), b: s * sin(angle), c: -s * sin(angle) * 0.9,
                                            d: s * cos(angle) * 1.1,
                                            tx: Double(size) / 2 + Double.random(in: -1...1, using: &rng),
                                            ty: Double(size) / 2 + Double.random(in: -1...1, using: &rng))
            let alpha = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
            let color = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                              blue: .random(in: 0...1, using: &rng), alpha: alpha)
            return Case(path: Path(elements: elements), color: color, rule: Bool.random(using: &rng) ? .evenOdd : .nonZero,
                        transform: transform, clips: ScanlineFillerTests.randomClips(size: size, using: &rng))
        }
    }

    /// One time in three, one or two whole-pixel rectangles (one in each half of the rows) to
    /// clip to; nil otherwise.
    static func randomClips(size: Int, using rng: inout SeededGenerator) -> [Rect]? {
        guard Int.random(in: 0..<3, using: &rng) == 0 else { return nil }
        return (0..<Int.random(in: 1...2, using: &rng)).map { i in
            let y0 = i * size / 2 + Int.random(in: 0..<(size / 4), using: &rng)
            let x0 = Int.random(in: 0..<(size / 2), using: &rng)
            return Rect(x: Double(x0), y: Double(y0), width: Double(Int.random(in: 1...(size / 2), using: &rng)),
                        height: Double(Int.random(in: 1...(size / 4), using: &rng)))
        }
    }

    /// A shape that never crosses itself: points around a centre at rising angles, joined by
    /// lines and by curves whose controls lie on the arc between them.
    static func starShape(size: Int, using rng: inout SeededGenerator) -> Path {
        var elements: [Path.Element] = []
        let count = Int.random(in: 3...9, using: &rng)
        var angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
        angles.append(angles[0] + 2 * .pi)
        let radii = (0..<count).map { _ in Double.random(in: 0.15...0.6, using: &rng) * Double(size) }
        func at(_ angle: Double, _ r: Double) -> Point { Point(x: r * cos(angle), y: r * sin(angle)) }
        elements.append(.move(to: at(angles[0], radii[0])))
        for i in 0..<count {
            let a0 = angles[i], a1 = angles[i + 1], r0 = radii[i], r1 = radii[(i + 1) % count]
            let end = at(a1, r1)
            if Bool.random(using: &rng) {
                elements.append(.line(to: end))
            } else {
                let t1 = a0 + (a1 - a0) / 3, t2 = a0 + 2 * (a1 - a0) / 3
                elements.append(.curve(to: end, control1: at(t1, r0 + (r1 - r0) / 3), control2: at(t2, r0 + 2 * (r1 - r0) / 3)))
            }
        }
        elements.append(.closeSubpath)
        return Path(elements: elements)
    }

    /// Differences between the filler's and Cairo's bytes over `cases`: how many channels
    /// differ by more than 2, of how many, and the worst with its case.
    static func compareWithCairo(_ cases: [Case], size: Int) -> (beyondTwo: Int, compared: Int, worst: Int, worstCase: String) {
        var compared = 0, beyondTwo = 0, worst = 0, worstCase = ""
        for (index, c) in cases.enumerated() {
            let ours = Surface(width: size, height: size), cairo = Surface(width: size, height: size)
            ours.paintNoise(seed: UInt64(index))
            cairo.paintNoise(seed: UInt64(index))
            fillWithFiller(ours, c.path, c.color, c.rule, c.transform, clips: c.clips)
            fillWithCairo(cairo, c.path, c.color, c.rule, c.transform, clips: c.clips)
            let a = ours.bytes, b = cairo.bytes
            for i in 0..<a.count {
                let d = abs(Int(a[i]) - Int(b[i]))
                compared += 1
                if d > 2 { beyondTwo += 1 }
                if d > worst { (worst, worstCase) = (d, "case \(index) at byte \(i): \(c)") }
            }
        }
        return (beyondTwo, compared, worst, worstCase)
    }

    /// 400 shapes that do not cross themselves (lines and curves, both rules, rotated,
    /// sheared and scaled with sub-pixel offsets, partly outside, some under clips), drawn by
    /// the filler and by Cairo over the same noisy background: every channel within 2 levels
    /// on at least 99.9% of the bytes, and none more than 96 apart. Cairo samples 15 sub-rows
    /// a pixel, so a nearly horizontal edge lands up to 1/30 of a pixel from where the area
    /// puts it, and a spike thinner than a sub-row is hit or missed (the worst, 81, is the
    /// tip of a thin spike on a shape scaled to 0.4).
    @Test func simpleShapesMatchCairo() {
        var rng = SeededGenerator(seed: 320)
        let size = 64
        let cases = (0..<400).map { _ in
            var c = Case.random(size: size, using: &rng)
            c.path = ScanlineFillerTests.starShape(size: size, using: &rng)
            return c
        }
        let (beyondTwo, compared, worst, worstCase) = ScanlineFillerTests.compareWithCairo(cases, size: size)
        #expect(Double(beyondTwo) / Double(compared) <= 0.001, "\(beyondTwo) of \(compared) channels differ by more than 2")
        #expect(worst <= 96, "worst difference \(worst), \(worstCase)")
        print("ScanlineFiller vs Cairo, simple shapes: \(beyondTwo) of \(compared) channels beyond 2 levels, worst \(worst)")
    }

    /// 400 random paths crossing themselves many times, drawn by the filler and by Cairo: at
    /// most 0.5% of the bytes more than 2 levels apart. The filler folds the winding summed
    /// over a pixel (as FreeType and ThorVG do), Cairo each sub-row's, so a pixel holding both
    /// winding 0 and 2 (a crossing, a sliver thinner than a pixel) can differ by much more.
    @Test func randomPathsMatchCairo() {
        var rng = SeededGenerator(seed: 32)
        let size = 64
        let cases = (0..<400).map { _ in Case.random(size: size, using: &rng) }
        let (beyondTwo, compared, _, _) = ScanlineFillerTests.compareWithCairo(cases, size: size)
        #expect(Double(beyondTwo) / Double(compared) <= 0.005, "\(beyondTwo) of \(compared) channels differ by more than 2")
        print("ScanlineFiller vs Cairo, self-crossing paths: \(beyondTwo) of \(compared) channels beyond 2 levels")
    }

    // MARK: Closed forms

    static let opaqueBlack = Color(red: 0, green: 0, blue: 0, alpha: 1)

    /// A 10 x 10 square on whole pixels covers them exactly: 255 inside, 0 outside.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func squareOnWholePixelsIsExact(rule: FillRule) {
        let surface = Surface(width: 20, height: 20)
        ScanlineFillerTests.fillWithFiller(surface, .rect(Rect(x: 3, y: 4, width: 10, height: 10)),
                                           Self.opaqueBlack, rule, .identity)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (3..<13).contains(x) && (4..<14).contains(y)
                #expect(surface.alpha(x, y) == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    /// A square offset by half a pixel covers its edge pixels by half (128 ± 1) and its corners
    /// by a quarter (64 ± 1).
    @Test func squareOnHalfPixelsHalfCoversItsEdges() {
        let surface = Surface(width: 20, height: 20)
        ScanlineFillerTests.fillWithFiller(surface, .rect(Rect(x: 2.5, y: 2.5, width: 10, height: 10)),
                                           Self.opaqueBlack, .nonZero, .identity)
        for y in 2...12 {
            for x in 2...12 {
                let edges = (x == 2 || x == 12 ? 1 : 0) + (y == 2 || y == 12 ? 1 : 0)
                let expected = [255, 128, 64][edges]
                #expect(abs(surface.alpha(x, y) - expected) <= 1, "pixel (\(x), \(y)) is \(surface.alpha(x, y))")
            }
        }
    }

    /// A circle's coverage summed over the image is its area, within 0.5%, at several radii
    /// (20 pixels or more: at Cairo's tolerance the flattened circle of 3 pixels lacks 2.5% of
    /// its area), centres off the pixel grid and scales.
    @Test(arguments: [(20.0, 1.0), (33.0, 1.0), (12.25, 2.0), (50.5, 0.5)])
    func circleCoverageIsItsArea(radius: Double, scale: Double) {
        let surface = Surface(width: 80, height: 80)
        let circle = Path.ellipse(in: Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        let centre = AffineTransform(translationX: 40.37 / scale, y: 39.81 / scale)
        ScanlineFillerTests.fillWithFiller(surface, circle, Self.opaqueBlack, .nonZero, centre, scale: scale)
        var sum = 0
        for y in 0..<80 { for x in 0..<80 { sum += surface.alpha(x, y) } }
        let area = Double.pi * radius * radius * scale * scale
        #expect(abs(Double(sum) / 255 - area) <= area * 0.005, "summed coverage \(Double(sum) / 255), area \(area)")
    }

    /// Two squares turning the same way overlap as one shape under non-zero and make a hole
    /// under even-odd; turning opposite ways, they make a hole under both.
    @Test func rulesFoldTheWinding() {
        let outer = Rect(x: 2, y: 2, width: 12, height: 12), inner = Rect(x: 5, y: 5, width: 6, height: 6)
        let same = Path(elements: Path.rect(outer).elements + Path.rect(inner).elements)
        let reversed = Path(elements: [.move(to: Point(x: 5, y: 5)), .line(to: Point(x: 5, y: 11)),
                                       .line(to: Point(x: 11, y: 11)), .line(to: Point(x: 11, y: 5)), .closeSubpath])
        let opposite = Path(elements: Path.rect(outer).elements + reversed.elements)
        for (path, rule, hole) in [(same, FillRule.nonZero, false), (same, .evenOdd, true),
                                   (opposite, .nonZero, true), (opposite, .evenOdd, true)] {
            let surface = Surface(width: 16, height: 16)
            ScanlineFillerTests.fillWithFiller(surface, path, Self.opaqueBlack, rule, .identity)
            #expect(surface.alpha(8, 8) == (hole ? 0 : 255), "\(rule), hole expected: \(hole)")
            #expect(surface.alpha(3, 3) == 255)
        }
    }

    // MARK: Clip invariance

    /// A shape drawn whole, drawn in three bands each under its own clip, and drawn into three
    /// separate surfaces offset as `FrameRenderer` offsets a damaged rectangle, gives the same
    /// bytes: coverage never depends on the region drawn.
    @Test func coverageDoesNotDependOnTheClip() {
        var rng = SeededGenerator(seed: 7)
        let size = 64
        for index in 0..<60 {
            var c = Case.random(size: size, using: &rng)
            c.clips = nil
            let whole = Surface(width: size, height: size), banded = Surface(width: size, height: size)
            whole.paintNoise(seed: UInt64(index))
            banded.paintNoise(seed: UInt64(index))
            ScanlineFillerTests.fillWithFiller(whole, c.path, c.color, c.rule, c.transform)
            let cuts = [0, Int.random(in: 1..<30, using: &rng), Int.random(in: 30..<63, using: &rng), size]
            let left = Int.random(in: 1..<63, using: &rng)
            for band in 0..<3 {
                // Each band in two rectangles side by side, to cut columns too.
                let h = Double(cuts[band + 1] - cuts[band]), y = Double(cuts[band])
                let clips = [Rect(x: 0, y: y, width: Double(left), height: h),
                             Rect(x: Double(left), y: y, width: Double(size - left), height: h)]
                ScanlineFillerTests.fillWithFiller(banded, c.path, c.color, c.rule, c.transform, clips: clips)
            }
            #expect(whole.bytes == banded.bytes, "case \(index) banded: \(c)")
            // Damaged rectangles: each its own small surface, offset to its place.
            var pieces = Surface(width: size, height: size).bytes
            let background = Surface(width: size, height: size)
            background.paintNoise(seed: UInt64(index))
            for (x0, y0, x1, y1) in [(0, 0, left, cuts[1]), (left, 0, size, cuts[1]), (0, cuts[1], size, size)] {
                let piece = Surface(width: x1 - x0, height: y1 - y0)
                for row in 0..<piece.height {
                    for i in 0..<(piece.stride) { piece.pixels[row * piece.stride + i] = background.pixels[(y0 + row) * background.stride + x0 * 4 + i] }
                }
                cairo_surface_mark_dirty(piece.surface)
                cairo_surface_set_device_offset(piece.surface, Double(-x0), Double(-y0))
                ScanlineFillerTests.fillWithFiller(piece, c.path, c.color, c.rule, c.transform)
                for row in 0..<piece.height {
                    for i in 0..<(piece.stride) { pieces[(y0 + row) * size * 4 + x0 * 4 + i] = piece.pixels[row * piece.stride + i] }
                }
            }
            #expect(whole.bytes == pieces, "case \(index) in offset pieces: \(c)")
        }
    }

    /// One filler kept for fill after fill (as a `FrameRenderer` keeps one across damaged
    /// rectangles, bands and frames), its buffers grown by large shapes and then used for small
    /// ones under clips, draws the bytes a new filler draws for each: nothing is left over
    /// from the fill before.
    @Test func aReusedFillerDrawsAsANewOne() {
        var rng = SeededGenerator(seed: 11)
        let kept = ScanlineFiller()
        for index in 0..<60 {
            let size = [16, 64, 40, 7][index % 4]
            var c = Case.random(size: size, using: &rng)
            if index % 3 == 0 { c.clips = [Rect(x: 2, y: 3, width: Double(size / 2), height: Double(size / 3))] }
            let fresh = Surface(width: size, height: size), reused = Surface(width: size, height: size)
            fresh.paintNoise(seed: UInt64(index))
            reused.paintNoise(seed: UInt64(index))
            ScanlineFillerTests.fillWithFiller(fresh, c.path, c.color, c.rule, c.transform, clips: c.clips)
            ScanlineFillerTests.fillWithFiller(reused, c.path, c.color, c.rule, c.transform, clips: c.clips, filler: kept)
            #expect(fresh.bytes == reused.bytes, "case \(index): \(c)")
        }
    }

    /// A scene of translucent, rotated, curved and overlapping fills, some moving: every frame
    /// `FrameRenderer` draws over the last (redrawing damaged rectangles, and in bands) is
    /// within a level of the frame `Renderer` draws whole.
    @Test(arguments: [1, 3])
    func damageRedrawsAreTheWholeRedraw(tiles: Int) {
        func list(frame t: Int) -> DisplayList {
            let root = Layer()
            root.bounds = Rect(x: 0, y: 0, width: 160, height: 140)
            root.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            var rng = SeededGenerator(seed: 11)
            for i in 0..<12 {
                let shape = ShapeLayer()
                let moves = i % 3 == 0
                shape.frame = Rect(x: Double.random(in: 0...110, using: &rng) + (moves ? Double(t) * 2.7 : 0),
                                   y: Double.random(in: 0...90, using: &rng), width: 50, height: 50)
                shape.path = ScanlineFillerTests.starShape(size: 50, using: &rng)
                    .applying(AffineTransform(translationX: 25, y: 25))
                shape.fillColor = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                                        blue: .random(in: 0...1, using: &rng), alpha: i % 2 == 0 ? 1 : 0.6)
                shape.fillRule = i % 4 == 1 ? .evenOdd : .nonZero
                shape.transform = Transform3D(rotationAngle: Double(i) * 0.4 + (moves ? Double(t) * 0.05 : 0), x: 0, y: 0, z: 1)
                root.addSublayer(shape)
            }
            return DisplayList(snapshot: Timeline(rootLayer: root).presentation(at: 0), size: root.bounds.size)
        }
        let frames = FrameRenderer(scale: 2, tiles: tiles), whole = Renderer()
        for t in 0..<6 {
            let l = list(frame: t)
            let kept = frames.render(l), fresh = whole.render(l, scale: 2)
            var worst = 0
            for i in 0..<kept.pixels.count { worst = max(worst, abs(Int(kept.pixels[i]) - Int(fresh.pixels[i]))) }
            #expect(worst <= 1, "frame \(t), \(tiles) tiles: a byte differs by \(worst)")
        }
    }

    // MARK: Fallback

    /// Under a clip that is not whole-pixel rectangles (a circle), the filler declines and
    /// Cairo fills; the canvas still draws the shape.
    @Test func roundClipFallsBackToCairo() {
        let surface = Surface(width: 20, height: 20)
        ScanlineFillerTests.withContext(surface) { cr in
            cairo_arc(cr, 10, 10, 6, 0, 2 * .pi)
            cairo_clip(cr)
            var canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: 20, pixelHeight: 20)
            let filled = canvas.fillSolid(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), Self.opaqueBlack, .nonZero, .identity)
            #expect(!filled)
            canvas.execute([DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: Self.opaqueBlack,
                                             rule: .nonZero, transform: .identity)][...])
        }
        #expect(surface.alpha(10, 10) == 255)
        #expect(surface.alpha(1, 1) == 0)
    }

    /// A shape reaching past the fixed-point range (or not finite) is left to Cairo.
    @Test func hugeShapesFallBackToCairo() {
        let surface = Surface(width: 20, height: 20)
        ScanlineFillerTests.withContext(surface) { cr in
            var canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: 20, pixelHeight: 20)
            let huge = Path.rect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            let hugeFilled = canvas.fillSolid(huge, Self.opaqueBlack, .nonZero, .identity)
            #expect(!hugeFilled)
            let nan = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: .nan, y: 5)), .line(to: Point(x: 5, y: 9))])
            let nanFilled = canvas.fillSolid(nan, Self.opaqueBlack, .nonZero, .identity)
            #expect(!nanFilled)
        }
    }
}

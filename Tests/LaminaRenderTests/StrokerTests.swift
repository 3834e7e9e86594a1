import CCairo
import func Foundation.acos
import func Foundation.cos
import func Foundation.sin
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// `Stroker` outlines strokes as `cairo_stroke` does (within a few levels, where Cairo samples
/// 15 sub-rows a pixel and the filler measures the area), meets closed-form answers, and draws
/// the same bytes however the drawing is cut up by clips.
@Suite struct StrokerTests {
    typealias Surface = ScanlineFillerTests.Surface

    /// Strokes through the canvas's stroker, expecting it to take the stroke unless
    /// `mayRefuse`; whether it did.
    @discardableResult
    static func strokeWithStroker(_ surface: Surface, _ path: Path, _ color: Color, _ style: StrokeStyle,
                                  _ transform: AffineTransform, clips: [Rect]? = nil, mayRefuse: Bool = false,
                                  sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var stroked = false
        ScanlineFillerTests.withContext(surface, clips: clips) { cr in
            var canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: surface.width, pixelHeight: surface.height)
            guard canvas.setMatrix(transform) else { return }
            stroked = canvas.strokeSolid(path, color, style, transform)
        }
        if !mayRefuse { #expect(stroked, "the stroker refused", sourceLocation: sourceLocation) }
        return stroked
    }

    /// Strokes with `cairo_stroke`, as the canvas did before.
    static func strokeWithCairo(_ surface: Surface, _ path: Path, _ color: Color, _ style: StrokeStyle,
                                _ transform: AffineTransform, clips: [Rect]? = nil) {
        ScanlineFillerTests.withContext(surface, clips: clips) { cr in
            let canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: surface.width, pixelHeight: surface.height)
            guard canvas.setMatrix(transform) else { return }
            canvas.appendPath(path)
            canvas.applyStrokeStyle(style)
            canvas.setColor(color)
            cairo_stroke(cr)
        }
    }

    // MARK: Random strokes

    /// One random case: sub-paths of lines and curves with sharp and shallow turns, open or
    /// closed, every cap and join, a miter limit often near a turn's switch angle, a rotated,
    /// scaled or skewed transform with a sub-pixel offset, and sometimes rectangular clips.
    struct Case: CustomStringConvertible {
        var path: Path, color: Color, style: StrokeStyle, transform: AffineTransform, clips: [Rect]?
        var description: String {
            "\(style) \(transform) clips \(clips.map(\.description) ?? "none") \(path.elements)"
        }

        static func random(size: Int, using rng: inout SeededGenerator) -> Case {
            let half = Double(size) / 2
            func point() -> Point {
                Point(x: Double.random(in: -0.4...0.4, using: &rng) * Double(size),
                      y: Double.random(in: -0.4...0.4, using: &rng) * Double(size))
            }
            var elements: [Path.Element] = []
            var turns: [Double] = []
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                var p = point()
                elements.append(.move(to: p))
                var heading = Double.random(in: 0..<(2 * .pi), using: &rng)
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    // Turns from shallow to nearly reversing.
                    let turn = Double.random(in: -3.0...3.0, using: &rng)
                    turns.append(abs(turn))
                    heading += turn
                    let length = Double.random(in: 2...(half * 0.6), using: &rng)
                    let q = Point(x: p.x + length * cos(heading), y: p.y + length * sin(heading))
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: elements.append(.quadCurve(to: q, control: point()))
                    case 1: elements.append(.curve(to: q, control1: point(), control2: point()))
                    default: elements.append(.line(to: q))
                    }
                    p = q
                }
                if Bool.random(using: &rng) { elements.append(.closeSubpath) }
            }
            let cap = LineCap.allCases.randomElement(using: &rng)!
            let join = LineJoin.allCases.randomElement(using: &rng)!
            // Half the time a limit within 3% of one turn's switch point 1 / sin(θ/2).
            var miterLimit = Double.random(in: 1...12, using: &rng)
            if Bool.random(using: &rng), let turn = turns.randomElement(using: &rng) {
                let interior = Double.pi - turn
                miterLimit = max(1, 1 / sin(interior / 2) * Double.random(in: 0.97...1.03, using: &rng))
            }
            let style = StrokeStyle(lineWidth: Double.random(in: 0.3...14, using: &rng), lineCap: cap,
                                    lineJoin: join, miterLimit: miterLimit)
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            let sx = Double.random(in: 0.5...1.5, using: &rng)
            let sy = Bool.random(using: &rng) ? sx : Double.random(in: 0.5...1.5, using: &rng)
            let skew = Bool.random(using: &rng) ? 0 : Double.random(in: -0.5...0.5, using: &rng)
            let flip = Int.random(in: 0..<4, using: &rng) == 0 ? -1.0 : 1.0
            let transform = AffineTransform(a: sx * cos(angle), b: sx * sin(angle),
                                            c: (skew - sin(angle)) * sy * flip, d: sy * cos(angle) * flip,
                                            tx: half + Double.random(in: -1...1, using: &rng),
                                            ty: half + Double.random(in: -1...1, using: &rng))
            let alpha = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
            let color = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                              blue: .random(in: 0...1, using: &rng), alpha: alpha)
            return Case(path: Path(elements: elements), color: color, style: style, transform: transform,
                        clips: ScanlineFillerTests.randomClips(size: size, using: &rng))
        }
    }

    /// 300 random strokes on a noisy background, drawn by the stroker and by `cairo_stroke`.
    /// Strokes of closed paths too thin for a hole are left to Cairo (130 at most here: the
    /// random closed paths cross themselves freely). Of the channels of pixels either drawing
    /// touches, at least 97.8% are within 2 levels (of all bytes, 99.8%), none off by more than
    /// 128. Cairo samples 15 sub-rows a pixel, so every slanted edge lands up to 1/30 pixel from
    /// where the area puts it (4 to 12 levels on most edge pixels of a rotated line), and where a
    /// stroke overlaps itself up to its edge (a sharp turn's inner side, a near reversal) the
    /// filler's summed winding counts the overlap twice where Cairo's samples count it once.
    @Test func randomStrokesMatchCairo() {
        var rng = SeededGenerator(seed: 0x5EED_57_20CE)
        let size = 96
        var touched = 0, close = 0, worst = 0, refused = 0, bytes = 0, bytesBeyond = 0
        var worstCase = ""
        for index in 0..<300 {
            let c = Case.random(size: size, using: &rng)
            let ours = Surface(width: size, height: size), cairo = Surface(width: size, height: size)
            ours.paintNoise(seed: UInt64(index))
            cairo.paintNoise(seed: UInt64(index))
            let background = ours.bytes
            guard StrokerTests.strokeWithStroker(ours, c.path, c.color, c.style, c.transform, clips: c.clips,
                                                 mayRefuse: true) else { refused += 1; continue }
            StrokerTests.strokeWithCairo(cairo, c.path, c.color, c.style, c.transform, clips: c.clips)
            let a = ours.bytes, b = cairo.bytes
            bytes += a.count
            bytesBeyond += zip(a, b).filter { abs(Int($0) - Int($1)) > 2 }.count
            for pixel in stride(from: 0, to: a.count, by: 4) {
                let changed = (0..<4).contains { a[pixel + $0] != background[pixel + $0] || b[pixel + $0] != background[pixel + $0] }
                guard changed else { continue }
                for channel in 0..<4 {
                    let d = abs(Int(a[pixel + channel]) - Int(b[pixel + channel]))
                    touched += 1
                    if d <= 2 { close += 1 }
                    if d > worst { worst = d; worstCase = "case \(index) pixel \(pixel / 4 % size),\(pixel / 4 / size): \(c)" }
                }
            }
        }
        let share = Double(close) / Double(max(touched, 1))
        let beyond = Double(bytesBeyond) / Double(max(bytes, 1))
        #expect(refused <= 130, "\(refused) of 300 strokes left to Cairo")
        #expect(share >= 0.978, "\(close) of \(touched) channels within 2 levels (\(share))")
        #expect(beyond <= 0.002, "\(bytesBeyond) of \(bytes) bytes beyond 2 levels")
        #expect(worst <= 128, "worst \(worst) at \(worstCase)")
        print("Stroker vs Cairo: \(refused) of 300 strokes left to Cairo; of the rest \(close) of \(touched) touched channels "
            + "within 2 levels (\(share)), \(bytesBeyond) of \(bytes) bytes beyond 2 (\(beyond)); worst \(worst)")
    }

    /// One stroker kept from stroke to stroke (as each renderer keeps its filler) remakes its
    /// pen when the width or transform changes, to more, fewer or as many vertices: every
    /// stroke's bytes are those of a new stroker's.
    @Test func aKeptStrokerStrokesAsANewOne() {
        let kept = ScanlineFiller()
        let path = Path(elements: [.move(to: Point(x: 10, y: 12)), .line(to: Point(x: 50, y: 40)),
                                   .curve(to: Point(x: 20, y: 60), control1: Point(x: 70, y: 60), control2: Point(x: 40, y: 70))])
        let strokes: [(width: Double, transform: AffineTransform)] = [
            (6, .identity), (14, .identity), (3, .identity), (14, AffineTransform(scaleX: 1.2, y: 0.9)),
            (14.5, AffineTransform(scaleX: 1.2, y: 0.9)), (6, .identity), (6, AffineTransform(scaleX: -1, y: 1).translatedBy(x: -80, y: 0)),
        ]
        for (index, stroke) in strokes.enumerated() {
            var style = StrokeStyle()
            style.lineWidth = stroke.width
            style.lineJoin = .round
            style.lineCap = .round
            let reused = Surface(width: 96, height: 96), fresh = Surface(width: 96, height: 96)
            for (surface, filler) in [(reused, kept), (fresh, ScanlineFiller())] {
                ScanlineFillerTests.withContext(surface) { cr in
                    var canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: 96, pixelHeight: 96, filler: filler)
                    guard canvas.setMatrix(stroke.transform) else { return }
                    let stroked = canvas.strokeSolid(path, .blue, style, stroke.transform)
                    #expect(stroked, "stroke \(index)")
                }
            }
            let differing = zip(reused.bytes, fresh.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "stroke \(index): width \(stroke.width)")
        }
    }

    // MARK: Closed forms

    /// A horizontal butt line 4 pixels wide between whole pixels covers exactly its rectangle.
    @Test func wholePixelButtLineCoversItsRectangle() {
        let surface = Surface(width: 64, height: 40)
        let path = Path(elements: [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 50, y: 20))])
        StrokerTests.strokeWithStroker(surface, path, Color(red: 0, green: 0, blue: 1, alpha: 1),
                                       StrokeStyle(lineWidth: 4), .identity)
        for y in 0..<40 {
            for x in 0..<64 {
                let inside = x >= 10 && x < 50 && y >= 18 && y < 22
                #expect(surface.alpha(x, y) == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    /// A round-capped dot (a sub-path of one point) covers the area of Cairo's pen polygon
    /// (n vertices, n the least even count with 2π / n <= 2·acos(1 − 0.1 / r), so it strays
    /// at most 0.1 pixel) within 0.5%, and from a radius of 10 pixels the circle's within 0.5%
    /// (a radius of 3 gives a 26-gon, 1% short of its circle, as Cairo's is).
    @Test func roundDotCoversTheCircle() {
        for radius in [3.0, 10.0, 22.5] {
            let surface = Surface(width: 64, height: 64)
            let centre = Point(x: 31.3, y: 32.6)
            let path = Path(elements: [.move(to: centre), .line(to: centre)])
            StrokerTests.strokeWithStroker(surface, path, Color(red: 1, green: 0, blue: 0, alpha: 1),
                                           StrokeStyle(lineWidth: 2 * radius, lineCap: .round), .identity)
            var sum = 0.0
            for y in 0..<64 { for x in 0..<64 { sum += Double(surface.alpha(x, y)) / 255 } }
            var n = Int((2 * Double.pi / acos(1 - 0.1 / radius)).rounded(.up))
            if n % 2 != 0 { n += 1 }
            let polygon = Double(n) / 2 * radius * radius * sin(2 * Double.pi / Double(n))
            #expect(abs(sum - polygon) / polygon < 0.005, "radius \(radius): \(sum) against the \(n)-gon's \(polygon)")
            let circle = Double.pi * radius * radius
            if radius >= 10 { #expect(abs(sum - circle) / circle < 0.005, "radius \(radius): \(sum) against \(circle)") }
        }
    }

    /// A square's mitred corners reach the exact corner points, and its hole stays clear.
    @Test func squareMiterReachesTheCorner() {
        let surface = Surface(width: 60, height: 60)
        let path = Path(elements: [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 50, y: 10)),
                                   .line(to: Point(x: 50, y: 50)), .line(to: Point(x: 10, y: 50)), .closeSubpath])
        StrokerTests.strokeWithStroker(surface, path, Color(red: 0, green: 1, blue: 0, alpha: 1),
                                       StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 10), .identity)
        // The outer square runs 6...54, the hole 14...46.
        for (x, y) in [(6, 6), (53, 6), (53, 53), (6, 53)] { #expect(surface.alpha(x, y) == 255, "corner \(x),\(y)") }
        for (x, y) in [(5, 5), (54, 5), (54, 54), (5, 54), (5, 6), (6, 5)] {
            #expect(surface.alpha(x, y) == 0, "outside \(x),\(y)")
        }
        for (x, y) in [(13, 13), (46, 13), (46, 46), (13, 46)] { #expect(surface.alpha(x, y) == 255, "inner \(x),\(y)") }
        for (x, y) in [(14, 14), (45, 14), (45, 45), (14, 45), (30, 30)] {
            #expect(surface.alpha(x, y) == 0, "hole \(x),\(y)")
        }
    }

    /// A right angle mitres at a limit of 10 and bevels at 1 (1 / sin 45° ≈ 1.41 > 1).
    @Test func rightAngleBevelsUnderMiterLimitOne() {
        let path = Path(elements: [.move(to: Point(x: 10, y: 40)), .line(to: Point(x: 40, y: 40)),
                                   .line(to: Point(x: 40, y: 10))])
        let color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let mitred = Surface(width: 60, height: 60), bevelled = Surface(width: 60, height: 60)
        StrokerTests.strokeWithStroker(mitred, path, color, StrokeStyle(lineWidth: 8, miterLimit: 10), .identity)
        StrokerTests.strokeWithStroker(bevelled, path, color, StrokeStyle(lineWidth: 8, miterLimit: 1), .identity)
        // The miter's corner is (44, 44); the bevel cuts along x + y = 84.
        #expect(mitred.alpha(43, 43) == 255)
        #expect(bevelled.alpha(43, 43) == 0)
        #expect(bevelled.alpha(41, 41) == 255)
        #expect(bevelled.alpha(42, 42) == 0)
        // Pixel (42, 41) is cut in half by the bevel.
        #expect(abs(bevelled.alpha(42, 41) - 128) <= 1)
    }

    /// A width of zero draws nothing, and a dashed stroke is left to Cairo.
    @Test func zeroWidthDrawsNothingAndDashesFallBack() {
        let surface = Surface(width: 20, height: 20)
        let path = Path(elements: [.move(to: Point(x: 2, y: 2)), .line(to: Point(x: 18, y: 18))])
        StrokerTests.strokeWithStroker(surface, path, Color(red: 1, green: 1, blue: 1, alpha: 1),
                                       StrokeStyle(lineWidth: 0), .identity)
        #expect(surface.bytes.allSatisfy { $0 == 0 })
        ScanlineFillerTests.withContext(surface) { cr in
            var canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: 20, pixelHeight: 20)
            canvas.setMatrix(.identity)
            let dashed = StrokeStyle(lineWidth: 2, dashPattern: [3, 2])
            let taken = canvas.strokeSolid(path, Color(red: 1, green: 1, blue: 1, alpha: 1), dashed, .identity)
            #expect(!taken)
        }
    }

    // MARK: Clips

    /// A stroke drawn whole and drawn as three bands of rows under clips gives the same bytes.
    @Test func bandsUnderClipsMatchTheWhole() {
        var rng = SeededGenerator(seed: 0xBA_4D5)
        let size = 90
        for _ in 0..<40 {
            var c = Case.random(size: size, using: &rng)
            c.clips = nil
            let whole = Surface(width: size, height: size), banded = Surface(width: size, height: size)
            guard StrokerTests.strokeWithStroker(whole, c.path, c.color, c.style, c.transform, mayRefuse: true)
            else { continue }
            for band in 0..<3 {
                let clip = Rect(x: 0, y: Double(band * 30), width: Double(size), height: 30)
                StrokerTests.strokeWithStroker(banded, c.path, c.color, c.style, c.transform, clips: [clip])
            }
            #expect(whole.bytes == banded.bytes, "\(c)")
        }
    }
}

import func Foundation.cos
import func Foundation.sin
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// The filler's faster arithmetic (crossings stepped instead of divided, issue #32) writes the
/// cells and pixels `ReferenceFiller`, the division form it replaced, writes: equal cells for
/// random lines and curves over random boxes, equal bytes for random fills and strokes.
@Suite struct ScanlineFillerIdentityTests {
    /// A stepped quotient is truncating division's, for any start, numerator and divisor in
    /// the filler's range (fixed point differences up to 2^30).
    @Test func edgeStepsAreTruncatingDivision() {
        var rng = SeededGenerator(seed: 3201)
        for _ in 0..<20_000 {
            let scale = [1 << 9, 1 << 16, 1 << 30].randomElement(using: &rng)!
            let n = Int.random(in: 0...scale, using: &rng), d = Int.random(in: 1...scale, using: &rng)
            let t0 = Int.random(in: 0...min(d, 1 << 30), using: &rng)
            var steps = ScanlineFiller.Accumulator.EdgeSteps(n, over: d, from: t0)
            for k in 0..<Int.random(in: 1...40, using: &rng) {
                let t = t0 + 256 * k
                #expect(steps.next() == t * n / d, "n \(n) d \(d) t \(t)")
            }
        }
    }

    /// The flatness pre-test decides as Cairo's error test, `errorSquared` below 0.1 · 0.1, for
    /// curves of every size and for controls placed within a hair of the tolerance from the
    /// chord, inside and beyond its ends.
    @Test func flatnessIsCairosErrorTest() {
        var rng = SeededGenerator(seed: 3205)
        var near = 0
        for _ in 0..<200_000 {
            let scale = [1 << 6, 1 << 9, 1 << 14, 1 << 20, (1 << 29) - 1].randomElement(using: &rng)!
            func value() -> Int32 { Int32(Int.random(in: -scale...scale, using: &rng)) }
            let ax = value(), ay = value(), dx = value(), dy = value()
            var bx = value(), by = value(), cx = value(), cy = value()
            if Bool.random(using: &rng) {
                // Controls about 0.1 pixel (25.6 units) from the chord's line.
                let length = (Double(dx - ax) * Double(dx - ax) + Double(dy - ay) * Double(dy - ay)).squareRoot()
                if length > 0 {
                    let nx = -Double(dy - ay) / length, ny = Double(dx - ax) / length
                    func control(_ t: Double) -> (Int32, Int32) {
                        let offset = 25.6 * Double.random(in: 0.999...1.001, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                        let x = Double(ax) + t * Double(dx - ax) + offset * nx
                        let y = Double(ay) + t * Double(dy - ay) + offset * ny
                        // Within the filler's range, 2^29 units either way.
                        func clamped(_ v: Double) -> Int32 { Int32(min(max(v.rounded(), -536_870_911), 536_870_911)) }
                        return (clamped(x), clamped(y))
                    }
                    (bx, by) = control(Double.random(in: -0.2...1.2, using: &rng))
                    (cx, cy) = control(Double.random(in: -0.2...1.2, using: &rng))
                    near += 1
                }
            }
            let expected = ReferenceFiller.errorSquared(ax, ay, bx, by, cx, cy, dx, dy) < ReferenceFiller.tolerance2
            #expect(ScanlineFiller.Accumulator.isFlat(ax, ay, bx, by, cx, cy, dx, dy) == expected,
                    "\([ax, ay, bx, by, cx, cy, dx, dy])")
        }
        #expect(near > 90_000)
    }

    /// A random coordinate in fixed point: within a few cells of the box, anywhere near it, or
    /// as far as the filler accepts.
    static func coordinate(_ low: Int, _ high: Int, using rng: inout SeededGenerator) -> Int {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return Int.random(in: -(1 << 29) + 1...(1 << 29) - 1, using: &rng)
        case 1: return (Int.random(in: low...high, using: &rng) >> 8) << 8  // on a cell edge
        case 2: return Int.random(in: (low - 2048)...(high + 2048), using: &rng)
        default: return Int.random(in: low...high, using: &rng)
        }
    }

    /// Random lines and curves (tiny, huge, nearly flat, off the box on every side) added to
    /// the accumulator over random boxes leave the reference's cells and touched ranges.
    @Test func linesAndCurvesWriteTheReferenceCells() {
        var rng = SeededGenerator(seed: 3202)
        for round in 0..<400 {
            let x0 = Int.random(in: -40...40, using: &rng), y0 = Int.random(in: -40...40, using: &rng)
            let box = ScanlineFiller.PixelBox(x0: x0, y0: y0, x1: x0 + Int.random(in: 1...48, using: &rng),
                                              y1: y0 + Int.random(in: 1...48, using: &rng))
            let rows = box.y1 - box.y0, rowLength = box.x1 - box.x0 + 1
            let cells = UnsafeMutablePointer<Int32>.allocate(capacity: rows * rowLength)
            cells.initialize(repeating: 0, count: rows * rowLength)
            let touched = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * rows)
            for r in 0..<rows { (touched[2 * r], touched[2 * r + 1]) = (Int32.max, -1) }
            let stack = UnsafeMutablePointer<Int32>.allocate(capacity: 8 * (ScanlineFiller.Accumulator.curveDepth + 1))
            defer { cells.deallocate(); touched.deallocate(); stack.deallocate() }
            let accumulator = ScanlineFiller.Accumulator(cells: cells, touched: touched, box: box, rowLength: rowLength,
                                                         curveStack: stack)
            let reference = ReferenceFiller()
            reference.reset(box)
            let (lowX, highX) = ((box.x0 - 4) << 8, (box.x1 + 4) << 8), (lowY, highY) = ((box.y0 - 4) << 8, (box.y1 + 4) << 8)
            for _ in 0..<12 {
                var p = (0..<8).map { i in
                    i % 2 == 0 ? Self.coordinate(lowX, highX, using: &rng) : Self.coordinate(lowY, highY, using: &rng)
                }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // Nearly flat: the end a few units above or below the start.
                    p[3] = p[1] + Int.random(in: -3...3, using: &rng)
                    p[7] = p[1] + Int.random(in: -3...3, using: &rng)
                }
                if Bool.random(using: &rng) {
                    accumulator.addLine(p[0], p[1], p[6], p[7])
                    reference.addLine(p[0], p[1], p[6], p[7])
                } else {
                    let q = p.map { Int32($0) }
                    accumulator.addCurve(q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
                    reference.addCurve(q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
                }
            }
            let (expectedCells, expectedTouched) = reference.state
            #expect(Array(UnsafeBufferPointer(start: cells, count: rows * rowLength)) == expectedCells, "round \(round)")
            #expect(Array(UnsafeBufferPointer(start: touched, count: 2 * rows)) == expectedTouched, "round \(round)")
        }
    }

    /// An ARGB32 buffer over noise, seen as a filler target offset by (offsetX, offsetY).
    final class Pixels {
        let width: Int, height: Int
        let data: UnsafeMutablePointer<UInt8>
        let target: ScanlineFiller.Target

        init(width: Int, height: Int, offsetX: Int, offsetY: Int, seed: UInt64) {
            (self.width, self.height) = (width, height)
            data = .allocate(capacity: width * height * 4)
            var rng = SeededGenerator(seed: seed)
            for i in 0..<(width * height) {
                let a = UInt8.random(in: 0...255, using: &rng)
                data[4 * i + 3] = a
                for c in 0..<3 { data[4 * i + c] = UInt8.random(in: 0...a, using: &rng) }
            }
            target = ScanlineFiller.Target(data: data, stride: width * 4, width: width, height: height,
                                           offsetX: offsetX, offsetY: offsetY)
        }

        deinit { data.deallocate() }

        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: data, count: width * height * 4)) }
    }

    /// The whole target, or one or two rectangles of it that do not overlap.
    static func clips(_ box: ScanlineFiller.PixelBox, using rng: inout SeededGenerator) -> [ScanlineFiller.PixelBox] {
        guard Bool.random(using: &rng) else { return [box] }
        let middle = (box.y0 + box.y1) / 2
        return [(box.y0, middle), (middle, box.y1)].prefix(Int.random(in: 1...2, using: &rng)).map { (top, bottom) in
            let x0 = Int.random(in: box.x0..<box.x1, using: &rng), y0 = Int.random(in: top..<bottom, using: &rng)
            return ScanlineFiller.PixelBox(x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...box.x1, using: &rng),
                                           y1: Int.random(in: (y0 + 1)...bottom, using: &rng))
        }
    }

    /// 400 seeded random fills (lines and curves crossing themselves, both rules, opaque and
    /// translucent, rotated and scaled from a tenth to a hundred times, partly or wholly off
    /// the target, clipped) draw the reference's bytes, through one filler reused throughout.
    @Test func fillsDrawTheReferenceBytes() {
        var rng = SeededGenerator(seed: 3203)
        let size = 64, filler = ScanlineFiller()
        var drawn = 0
        for index in 0..<400 {
            var c = ScanlineFillerTests.Case.random(size: size, using: &rng)
            let zoom = [0.1, 0.5, 1, 1, 1, 3, 100].randomElement(using: &rng)!
            c.transform = AffineTransform(a: c.transform.a * zoom, b: c.transform.b * zoom, c: c.transform.c * zoom,
                                          d: c.transform.d * zoom,
                                          tx: c.transform.tx + Double.random(in: -40...40, using: &rng),
                                          ty: c.transform.ty + Double.random(in: -40...40, using: &rng))
            let offsetX = Int.random(in: -8...8, using: &rng), offsetY = Int.random(in: -8...8, using: &rng)
            let ours = Pixels(width: size, height: size, offsetX: offsetX, offsetY: offsetY, seed: UInt64(index))
            let theirs = Pixels(width: size, height: size, offsetX: offsetX, offsetY: offsetY, seed: UInt64(index))
            let clips = Self.clips(ours.target.box, using: &rng)
            let source = ScanlineFiller.premultiplied(c.color)
            guard let (ops, points) = ReferenceFiller.load(c.path, c.transform) else { continue }
            let box = filler.fill(c.path, matrix: c.transform, rule: c.rule, paint: .solid(source), into: ours.target,
                                  clips: clips)
            #expect(box != nil, "case \(index) refused")
            ReferenceFiller().draw(ops, points, evenOdd: c.rule == .evenOdd, source: source, into: theirs.target, clips: clips)
            if ours.bytes != theirs.bytes { Issue.record("case \(index) differs: \(c)") }
            drawn += 1
        }
        #expect(drawn > 350)
    }

    /// 300 seeded random strokes (every cap and join, curves, rotated, scaled and skewed,
    /// clipped) fill the stroker's outline with the reference's bytes.
    @Test func strokesDrawTheReferenceBytes() {
        var rng = SeededGenerator(seed: 3204)
        let size = 64, filler = ScanlineFiller(), stroker = Stroker()
        var drawn = 0
        for index in 0..<300 {
            let c = StrokerTests.Case.random(size: size, using: &rng)
            let ours = Pixels(width: size, height: size, offsetX: 0, offsetY: 0, seed: UInt64(index))
            let theirs = Pixels(width: size, height: size, offsetX: 0, offsetY: 0, seed: UInt64(index))
            let clips = Self.clips(ours.target.box, using: &rng)
            let source = ScanlineFiller.premultiplied(c.color)
            guard stroker.outline(c.path, style: c.style, matrix: c.transform) else { continue }
            let box = filler.stroke(c.path, style: c.style, matrix: c.transform, paint: .solid(source), into: ours.target,
                                    clips: clips)
            #expect(box != nil, "case \(index) refused")
            ReferenceFiller().draw(stroker.ops, stroker.points, evenOdd: false, source: source, into: theirs.target,
                                   clips: clips)
            if ours.bytes != theirs.bytes { Issue.record("case \(index) differs: \(c)") }
            drawn += 1
        }
        #expect(drawn > 150)
    }
}

import CCairo
import Lamina
@testable import LaminaRender
import LaminaTestSupport
import Testing

/// `GradientSpans` shades linear and radial gradients by table lookup instead of pixman's
/// per-pixel stop walk: the oracle is pixman itself, the same gradient painted through Cairo's
/// pattern, which the spans must reproduce within 1/255 a channel wherever the ramp is smooth.
@Suite struct GradientSpansTests {
    static let width = 96, height = 64

    /// `g` (alpha times `alpha`) in the user space `transform` maps to device pixels, painted
    /// over a transparent surface with Cairo's pattern; premultiplied ARGB32 pixels.
    private func cairoPixels(_ g: GradientFill, alpha: Double, transform: AffineTransform) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: Self.width * Self.height)
        pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              Int32(Self.width), Int32(Self.height), Int32(Self.width * 4))
            let cr = cairo_create(surface)!
            let canvas = CairoCanvas(cr: cr, scale: 1, pixelWidth: Self.width, pixelHeight: Self.height)
            #expect(canvas.setMatrix(transform))
            if let pattern = canvas.gradientPattern(g, alpha: alpha) {
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                cairo_pattern_destroy(pattern)
            }
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return pixels
    }

    /// The same gradient shaded by the spans over the whole surface.
    private func spanPixels(_ g: GradientFill, alpha: Double, transform: AffineTransform) throws -> [UInt32] {
        let inverse = try #require(transform.inverted())
        let spans = try #require(GradientSpans(g, alpha: alpha, deviceToGradient: inverse))
        var pixels = [UInt32](repeating: 0, count: Self.width * Self.height)
        let drawn = pixels.withUnsafeMutableBufferPointer { buffer in
            spans.render(into: buffer.baseAddress!, x: 0, y: 0, width: Self.width, height: Self.height)
        }
        #expect(drawn)
        return pixels
    }

    /// The largest difference of one channel between two images, and where.
    private func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> (value: Int, x: Int, y: Int) {
        var worst = (value: 0, x: 0, y: 0)
        for i in a.indices {
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF))
                if d > worst.value { worst = (d, i % Self.width, i / Self.width) }
            }
        }
        return worst
    }

    /// A gradient with `stops` random colours (some translucent) at ascending random
    /// locations (at most `stops`), over a random rectangle, with random start and end points.
    private func randomGradient(_ type: GradientType, stops: Int, using random: inout SeededGenerator) -> GradientFill {
        // At least a tenth apart, and no two clamped to 1 together: a smooth ramp (nearer stops
        // are edges, tested on their own).
        var locations = [Double.random(in: -0.1...0.2, using: &random)]
        while locations.count < stops, locations[locations.count - 1] < 1 {
            locations.append(locations[locations.count - 1] + .random(in: 0.1...0.4, using: &random))
        }
        let colors = locations.map { _ in
            Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                  blue: .random(in: 0...1, using: &random), alpha: Bool.random(using: &random) ? 1 : Double.random(in: 0...1, using: &random))
        }
        let rect = Rect(.random(in: -20...20, using: &random), .random(in: -20...20, using: &random),
                        .random(in: 20...120, using: &random), .random(in: 20...90, using: &random))
        return GradientFill(type: type, colors: colors, locations: locations,
                            startPoint: Point(.random(in: -0.2...1.2, using: &random), .random(in: -0.2...1.2, using: &random)),
                            endPoint: Point(.random(in: -0.2...1.2, using: &random), .random(in: -0.2...1.2, using: &random)), rect: rect)
    }

    /// A random rotation, scale (unequal, sometimes mirrored) and shift.
    private func randomTransform(using random: inout SeededGenerator) -> AffineTransform {
        AffineTransform(rotationAngle: .random(in: 0...(2 * .pi), using: &random))
            .concatenating(AffineTransform(scaleX: .random(in: 0.5...2, using: &random) * (Bool.random(using: &random) ? 1 : -1),
                                           y: .random(in: 0.5...2, using: &random)))
            .concatenating(AffineTransform(translationX: .random(in: 0...96, using: &random), y: .random(in: 0...64, using: &random)))
    }

    @Test(arguments: [GradientType.axial, .radial])
    func smoothRampsMatchPixmanWithinOneLevel(_ type: GradientType) throws {
        var random = SeededGenerator(seed: type == .axial ? 32 : 33)
        for trial in 0..<40 {
            let g = randomGradient(type, stops: Int.random(in: 2...5, using: &random), using: &random)
            let transform = randomTransform(using: &random)
            let alpha = Bool.random(using: &random) ? 1 : Double.random(in: 0...1, using: &random)
            let worst = largestDifference(cairoPixels(g, alpha: alpha, transform: transform),
                                          try spanPixels(g, alpha: alpha, transform: transform))
            #expect(worst.value <= 1, "trial \(trial): \(worst.value)/255 off at (\(worst.x), \(worst.y)) for \(g) under \(transform)")
        }
    }

    /// The filler shades a gradient run by run (`GradientPainter`): however the coverage cuts
    /// a row into runs, fully covered runs over a clear surface are exactly the pixels one
    /// `render` of the box puts there (the painter steps from each row's first column).
    @Test(arguments: [GradientType.axial, .radial])
    func runsShadedOneByOneAreTheWholeBoxsPixels(_ type: GradientType) throws {
        var random = SeededGenerator(seed: type == .axial ? 34 : 35)
        let box = ScanlineFiller.PixelBox(x0: 3, y0: 2, x1: Self.width - 5, y1: Self.height - 4)
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        for trial in 0..<20 {
            let g = randomGradient(type, stops: Int.random(in: 2...5, using: &random), using: &random)
            let inverse = try #require(randomTransform(using: &random).inverted())
            let spans = try #require(GradientSpans(g, deviceToGradient: inverse))
            let rows = (0..<height).map { _ -> Range<Int> in
                let lo = Int.random(in: 0...width / 2, using: &random)
                return lo..<Int.random(in: lo...width, using: &random)
            }
            var whole = [UInt32](repeating: 0, count: width * height)
            let rendered = whole.withUnsafeMutableBufferPointer {
                spans.render(into: $0.baseAddress!, x: box.x0, y: box.y0, width: width, height: height, rows: rows)
            }
            #expect(rendered)
            let shading = try #require(spans.shading(x: box.x0, y: box.y0, width: width, height: height))
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer { scratch.deallocate() }
            let painter = GradientPainter(shading: shading, box: box, rows: rows, opaque: false, scratch: scratch)
            var painted = [UInt32](repeating: 0, count: width * height)
            painted.withUnsafeMutableBufferPointer { buffer in
                for row in 0..<height {
                    // The row cut at random places into runs, each painted on its own.
                    var x = 0
                    while x < width {
                        let count = Int.random(in: 1...max(1, width - x), using: &random)
                        painter.paint(buffer.baseAddress! + row * width + x, x: box.x0 + x, y: box.y0 + row, count: count, coverage: 255)
                        x += count
                    }
                }
            }
            #expect(painted == whole, "trial \(trial)")
        }
    }

    @Test func aHardStopMovesByLessThanAPixel() throws {
        // Red to blue at exactly 0.5 over 96 pixels: only the pixels whose centres lie within a
        // quarter pixel of the stop's place may take the other side's colour.
        let g = GradientFill(type: .axial, colors: [.red, .red, .blue, .blue], locations: [0, 0.5, 0.5, 1],
                             startPoint: Point(0, 0), endPoint: Point(1, 0), rect: Rect(0, 0, 96, 64))
        let transform = AffineTransform(scaleX: 1.003, y: 1)
        let cairo = cairoPixels(g, alpha: 1, transform: transform), spans = try spanPixels(g, alpha: 1, transform: transform)
        let edge = 48 * 1.003
        for y in 0..<Self.height {
            for x in 0..<Self.width where abs(Double(x) + 0.5 - edge) > 0.25 {
                #expect(cairo[y * Self.width + x] == spans[y * Self.width + x], "(\(x), \(y))")
            }
        }
    }

    @Test func aRampTooLongForTheTableIsLeftToCairo() throws {
        // Red to blue over 20,000 pixels, all of it in view: 40,000 entries at two a pixel,
        // more than the table holds, so the spans decline and the renderer draws the ramp
        // with Cairo's pattern.
        let g = GradientFill(type: .axial, colors: [.red, .blue], locations: [0, 1],
                             startPoint: Point(0, 0.5), endPoint: Point(1, 0.5), rect: Rect(0, 0, 20_000, 2))
        let spans = try #require(GradientSpans(g, deviceToGradient: .identity))
        var pixels = [UInt32](repeating: 0, count: 20_000)
        let drawn = pixels.withUnsafeMutableBufferPointer { spans.render(into: $0.baseAddress!, x: 0, y: 0, width: 20_000, height: 1) }
        #expect(!drawn)
        #expect(pixels.allSatisfy { $0 == 0 })

        let layer = GradientLayer()
        layer.colors = [.red, .blue]
        layer.startPoint = Point(0, 0.5)
        layer.endPoint = Point(1, 0.5)
        layer.bounds = g.rect
        layer.anchorPoint = .zero
        let image = render(makeRoot(Size(20_000, 2), layer))
        expectPixel(image, Point(0.5, 1), .red, tolerance: 1)
        expectPixel(image, Point(10_000, 1), RGBA(127, 0, 128), tolerance: 1)
        expectPixel(image, Point(19_999.5, 1), .blue, tolerance: 1)
    }

    @Test func aSmallPartOfAHugeRampNeedsASmallTable() throws {
        // A radial gradient 100,000 pixels across seen through 4 × 4 pixels at its centre:
        // only that sliver of the ramp is tabled, and the pixels are its first colour.
        let g = GradientFill(type: .radial, colors: [.red, .blue], locations: [0, 1],
                             startPoint: Point(0.5, 0.5), endPoint: Point(1, 1), rect: Rect(-50_000, -50_000, 100_000, 100_000))
        let spans = try #require(GradientSpans(g, deviceToGradient: .identity))
        var pixels = [UInt32](repeating: 0, count: 16)
        let drawn = pixels.withUnsafeMutableBufferPointer { spans.render(into: $0.baseAddress!, x: 0, y: 0, width: 4, height: 4) }
        #expect(drawn)
        #expect(pixels.allSatisfy { $0 == 0xFFFF_0000 })
    }

    @Test func rowSpansKeepEveryPixelARotatedShapeCanTouch() {
        // A 20-point square turned 45° about (30, 25): a diamond of half-diagonal 14.14.
        let centre = Point(30, 25), r = 200.0.squareRoot()
        let diamond = [Point(centre.x, centre.y - r), Point(centre.x + r, centre.y), Point(centre.x, centre.y + r), Point(centre.x - r, centre.y)]
        let rows = GradientSpans.rows(coveredBy: diamond, x: 10, y: 5, width: 45, height: 42)
        var kept = 0
        for row in 0..<42 {
            for column in 0..<45 {
                // The distance from the pixel's square to the diamond, in the diamond's own terms.
                let cx = Double(10 + column) + 0.5, cy = Double(5 + row) + 0.5
                let inside = abs(cx - centre.x) + abs(cy - centre.y) <= r + 1.5  // within a pixel's reach
                let far = abs(cx - centre.x) + abs(cy - centre.y) > r + 4.5
                if inside { #expect(rows[row].contains(column), "(\(column), \(row)) is dropped") }
                if far && abs(cy - centre.y) < r - 3 { #expect(!rows[row].contains(column), "(\(column), \(row)) is kept") }
                if rows[row].contains(column) { kept += 1 }
            }
        }
        // The diamond's area is half its box's.
        #expect(kept < 45 * 42 * 3 / 4, "\(kept) of \(45 * 42)")
    }

    @Test func theTableHoldsTheEndColoursPastTheRamp() throws {
        let g = GradientFill(type: .axial, colors: [.red, Color(red: 0, green: 0, blue: 1, alpha: 0.5)], locations: [0.25, 0.75],
                             startPoint: Point(0, 0), endPoint: Point(1, 0), rect: Rect(0, 0, 100, 10))
        let spans = try #require(GradientSpans(g, deviceToGradient: .identity))
        #expect(spans.pixel(at: -3) == 0xFFFF_0000)
        #expect(spans.pixel(at: 0.25) == 0xFFFF_0000)
        // Half blue at alpha 0.5: 127.5 + 0.1 truncated, as pixman does.
        #expect(spans.pixel(at: 0.75) == 0x7F00_007F)
        #expect(spans.pixel(at: 7) == 0x7F00_007F)
    }
}

import Foundation
import Lamina
import LaminaRender
import Testing

/// `contentsRect`, `contentsCenter` (nine-part images) and `contentsScale` in pixels, against
/// the source image's own pixels.
@Suite struct ContentsRenderTests {
    /// An opaque image whose pixel at column `x`, row `y` is `color(x, y)`.
    static func image(width: Int, height: Int, _ color: (Int, Int) -> RGBA) -> ImageBuffer {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y), i = (y * width + x) * 4
                pixels[i] = UInt8(c.b); pixels[i + 1] = UInt8(c.g); pixels[i + 2] = UInt8(c.r); pixels[i + 3] = 255
            }
        }
        return ImageBuffer(width: width, height: height, pixels: pixels)!
    }

    /// A layer showing `contents`, its bounds `frame.size` with the top left at `frame.origin`.
    static func imageLayer(_ contents: ImageBuffer, frame: Rect) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(origin: .zero, size: frame.size)
        layer.anchorPoint = .zero
        layer.position = frame.origin
        layer.contents = contents
        return layer
    }

    /// 30 x 30 pixels in nine 10-pixel parts: every corner pixel its own colour, the top and
    /// bottom edges striped by row, the left and right edges by column, the centre flat.
    static let nineParts = image(width: 30, height: 30) { x, y in
        let column = x / 10, row = y / 10
        switch (column, row) {
        case (1, 1): return RGBA(90, 90, 90)
        case (1, _): return RGBA(200, 20 * (y % 10), 40 * row)
        case (_, 1): return RGBA(20 * (x % 10), 40 * column, 200)
        default: return RGBA(40 + 8 * (x % 10), 40 + 8 * (y % 10), 60 * (column + row))
        }
    }

    @Test func aNinePartImageKeepsItsCornersAndStretchesItsEdgesAlongOneAxis() {
        // Stretched to 100 x 80: columns 0..<10 | 10..<90 | 90..<100, rows 0..<10 | 10..<70 | 70..<80.
        let layer = Self.imageLayer(Self.nineParts, frame: Rect(0, 0, 100, 80))
        layer.contentsCenter = Rect(1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        let image = render(makeRoot(Size(100, 80), layer))
        let source = Self.nineParts
        // Every pixel of each corner is the source corner's pixel.
        for (dx, dy, sx, sy) in [(0, 0, 0, 0), (90, 0, 20, 0), (0, 70, 0, 20), (90, 70, 20, 20)] {
            for y in 0..<10 {
                for x in 0..<10 {
                    let actual = image.rgba(dx + x, dy + y), expected = source.rgba(sx + x, sy + y)
                    #expect(actual.isClose(to: expected, tolerance: 1),
                            "corner pixel (\(dx + x), \(dy + y)) is \(actual), source (\(sx + x), \(sy + y)) is \(expected)")
                }
            }
        }
        // Edges keep their rows (top, bottom) or columns (left, right) one to one. Away from the
        // seams by more than half a stretched source pixel (4 points across, 3 down), each is
        // the source's stripe.
        for x in stride(from: 15, through: 85, by: 10) {
            for y in 0..<10 {
                expectPixel(image, Point(Double(x) + 0.5, Double(y) + 0.5), source.rgba(15, y), tolerance: 1)
                expectPixel(image, Point(Double(x) + 0.5, Double(70 + y) + 0.5), source.rgba(15, 20 + y), tolerance: 1)
            }
        }
        for y in stride(from: 15, through: 65, by: 10) {
            for x in 0..<10 {
                expectPixel(image, Point(Double(x) + 0.5, Double(y) + 0.5), source.rgba(x, 15), tolerance: 1)
                expectPixel(image, Point(Double(90 + x) + 0.5, Double(y) + 0.5), source.rgba(20 + x, 15), tolerance: 1)
            }
        }
        expectPixel(image, Point(50, 40), RGBA(90, 90, 90), tolerance: 1)
    }

    @Test func aNinePartImageUnderATransformShowsNoSeams() {
        // A flat image in nine parts, drawn at a fractional offset: where two parts meet on a
        // pixel, their coverages add up to the whole pixel.
        let flat = ImageBuffer(width: 30, height: 30, filledWith: .blue)
        let layer = Self.imageLayer(flat, frame: Rect(10.3, 10.6, 70.45, 50.2))
        layer.contentsCenter = Rect(1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        let image = render(makeRoot(Size(100, 80), layer))
        for y in 12..<60 {
            for x in 12..<80 { expectPixel(image, Point(Double(x) + 0.5, Double(y) + 0.5), .blue, tolerance: 1) }
        }
    }

    @Test func contentsRectShowsTheRightQuarter() {
        // Four 10-pixel columns: red, green, blue, black. The right quarter alone fills the layer.
        let quarters = Self.image(width: 40, height: 10) { x, _ in [RGBA.red, RGBA(0, 255, 0), .blue, .black][x / 10] }
        let layer = Self.imageLayer(quarters, frame: Rect(0, 0, 10, 10))
        layer.contentsRect = Rect(0.75, 0, 0.25, 1)
        let image = render(makeRoot(Size(10, 10), layer))
        for y in 0..<10 {
            for x in 0..<10 { expectPixel(image, Point(Double(x) + 0.5, Double(y) + 0.5), .black, tolerance: 1) }
        }
        // The top-right quarter of four 10 x 10 squares, magnified 4 times: green wherever the
        // smoothing reaches no other square (more than half a source pixel, 2 points, from the
        // red square to its left and the black one below).
        let squares = Self.image(width: 20, height: 20) { x, y in
            [[RGBA.red, RGBA(0, 255, 0)], [RGBA.blue, RGBA.black]][y / 10][x / 10]
        }
        let zoomed = Self.imageLayer(squares, frame: Rect(0, 0, 40, 40))
        zoomed.contentsRect = Rect(0.5, 0, 0.5, 0.5)
        let green = render(makeRoot(Size(40, 40), zoomed))
        for y in stride(from: 2, through: 37, by: 5) {
            for x in stride(from: 3, through: 38, by: 5) { expectPixel(green, Point(Double(x), Double(y)), RGBA(0, 255, 0), tolerance: 1) }
        }
    }

    @Test func aNearestMagnificationFilterKeepsEachPixelSquare() {
        // Two pixels, red then blue, magnified 20 times over 40 x 20 points: nearest turns at
        // x = 20 exactly; linear blends across the middle pixel, the source pixel's width wide.
        let pair = Self.image(width: 2, height: 1) { x, _ in [RGBA.red, .blue][x] }
        let sharp = Self.imageLayer(pair, frame: Rect(0, 0, 40, 20))
        sharp.magnificationFilter = .nearest
        let nearest = render(makeRoot(Size(40, 20), sharp))
        expectPixel(nearest, Point(19.5, 10.5), .red, tolerance: 0)
        expectPixel(nearest, Point(20.5, 10.5), .blue, tolerance: 0)
        let smooth = render(makeRoot(Size(40, 20), Self.imageLayer(pair, frame: Rect(0, 0, 40, 20))))
        // Half a pixel either side of the turn, linear filtering is nearly half and half.
        let mixed = smooth.rgba(at: Point(19.5, 10.5))
        #expect(mixed.r > 100 && mixed.b > 100, "blended at the turn: \(mixed)")
        // The minification filter does not apply to a magnified image.
        let other = Self.imageLayer(pair, frame: Rect(0, 0, 40, 20))
        other.minificationFilter = .nearest
        #expect(render(makeRoot(Size(40, 20), other)).rgba(at: Point(19.5, 10.5)) == mixed)
    }

    @Test func aNearestMinificationFilterSamplesOnePixel() {
        // Columns alternating red and blue, 40 wide, drawn 10 points wide: each point covers
        // four source pixels. Nearest shows pure red or blue; linear (Cairo's good filter)
        // averages them into purple.
        let stripes = Self.image(width: 40, height: 4) { x, _ in x % 2 == 0 ? .red : .blue }
        let layer = Self.imageLayer(stripes, frame: Rect(0, 0, 10, 1))
        layer.minificationFilter = .nearest
        let sampled = render(makeRoot(Size(10, 1), layer)).rgba(at: Point(5.5, 0.5))
        #expect(sampled == .red || sampled == .blue, "one source pixel: \(sampled)")
        let averaged = render(makeRoot(Size(10, 1), Self.imageLayer(stripes, frame: Rect(0, 0, 10, 1)))).rgba(at: Point(5.5, 0.5))
        #expect(averaged.r > 90 && averaged.b > 90, "averaged: \(averaged)")
    }

    /// Contents scales, rectangles and centres at the ends of the number line.
    static let hostileNumbers: [(scale: Double, rect: Rect, center: Rect)] = [
        (1e-300, .unit, .unit), (1e300, .unit, Rect(0.5, 0.5, 0, 0)), (1, Rect(0, 0, 1e-300, 1e-300), .unit),
        (1, Rect(-1e300, 0, 1e300, 1), .unit), (1, .unit, Rect(1e300, -1e300, 1e300, 1e300)),
        (1, .unit, Rect(0.5, 0.5, 1e-300, 0)),
    ]

    @Test(arguments: hostileNumbers)
    func hostileContentsNumbersStopNothing(scale: Double, rect: Rect, center: Rect) {
        // Whatever the layer draws, the square drawn after it still shows.
        let layer = Self.imageLayer(ImageBuffer(width: 8, height: 8, filledWith: .blue), frame: Rect(0, 0, 50, 50))
        layer.contentsGravity = scale == 1 ? .resize : .center
        layer.contentsScale = scale
        layer.contentsRect = rect
        layer.contentsCenter = center
        let image = render(makeRoot(Size(100, 100), layer, makeSquare(Rect(60, 60, 20, 20), .red)))
        expectPixel(image, Point(70, 70), .red)
        expectPixel(image, Point(90, 90), .white)
    }

    @Test func contentsScaleSetsThePointSizeUnderCenterGravity() {
        // 200 x 200 pixels at 2 pixels a point: 100 x 100 points, centred in 300 x 300.
        let layer = Self.imageLayer(ImageBuffer(width: 200, height: 200, filledWith: .red), frame: Rect(0, 0, 300, 300))
        layer.contentsGravity = .center
        layer.contentsScale = 2
        let image = render(makeRoot(Size(300, 300), layer))
        for p in [Point(101, 150), Point(199, 150), Point(150, 101), Point(150, 199)] { expectPixel(image, p, .red) }
        for p in [Point(99, 150), Point(201, 150), Point(150, 99), Point(150, 201)] { expectPixel(image, p, .white) }
        // At 1 pixel a point the same image is 200 points wide.
        layer.contentsScale = 1
        let large = render(makeRoot(Size(300, 300), layer))
        expectPixel(large, Point(51, 150), .red)
        expectPixel(large, Point(49, 150), .white)
    }
}

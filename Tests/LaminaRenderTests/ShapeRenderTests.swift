import Foundation
import Lamina
import LaminaRender
import Testing

/// Shape layers: trims, dashes, caps and fill rules, sampled where the geometry says.
@Suite struct ShapeRenderTests {
    let center = Point(100, 100)

    /// A ring of radius 80, 12 points wide, stroked red with butt caps.
    func ring(start: Double, end: Double) -> ShapeLayer {
        let ring = ShapeLayer()
        ring.bounds = Rect(0, 0, 200, 200)
        ring.anchorPoint = .zero
        ring.path = .ellipse(in: Rect(20, 20, 160, 160))
        ring.fillColor = nil
        ring.strokeColor = .red
        ring.lineWidth = 12
        ring.strokeStart = start
        ring.strokeEnd = end
        return ring
    }

    @Test func trimmedArcCoversExactlyItsAngles() {
        // strokeStart 0.25 ... strokeEnd 0.75 of a circle starting at 3 o'clock, clockwise on
        // screen: from 90° (6 o'clock) through 9 o'clock to 270° (12 o'clock).
        let image = render(makeRoot(Size(200, 200), ring(start: 0.25, end: 0.75)))
        for degrees in stride(from: 95.0, through: 265, by: 10) {
            expectPixel(image, pointOnCircle(center: center, radius: 80, degrees: degrees), .red)
        }
        for degrees in [-85.0, -45, 0, 45, 85] {
            expectPixel(image, pointOnCircle(center: center, radius: 80, degrees: degrees), .white)
        }
        // The ends are square across the ring: just past them is white, just before is red.
        expectPixel(image, Point(96, 180), .red)
        expectPixel(image, Point(104, 180), .white)
        expectPixel(image, Point(96, 20), .red)
        expectPixel(image, Point(104, 20), .white)
    }

    @Test func trimOfAClosedPathPastItsStartHasNoGap() {
        // 0.1 ... 1 draws from 36° round to the path's start at 3 o'clock, which it must reach.
        let image = render(makeRoot(Size(200, 200), ring(start: 0.1, end: 1)))
        for degrees in stride(from: 40.0, through: 358, by: 2) {
            for radius in [76.0, 80, 84] {
                expectPixel(image, pointOnCircle(center: center, radius: radius, degrees: degrees), .red)
            }
        }
        expectPixel(image, pointOnCircle(center: center, radius: 80, degrees: 18), .white)
        // A whole ring has no seam at its start either.
        let whole = render(makeRoot(Size(200, 200), ring(start: 0, end: 1)))
        for degrees in stride(from: -3.0, through: 3, by: 0.5) {
            for radius in [76.0, 80, 84] {
                expectPixel(whole, pointOnCircle(center: center, radius: radius, degrees: degrees), .red)
            }
        }
    }

    func line(from a: Point, to b: Point, width: Double, cap: LineCap, dash: [Double]? = nil) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.bounds = Rect(0, 0, 200, 100)
        layer.anchorPoint = .zero
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        layer.path = path
        layer.strokeColor = .blue
        layer.lineWidth = width
        layer.lineCap = cap
        layer.lineDashPattern = dash
        return layer
    }

    @Test func dashesAlternateOnAndOff() {
        let dashed = line(from: Point(10, 50), to: Point(190, 50), width: 10, cap: .butt, dash: [20, 20])
        let image = render(makeRoot(Size(200, 100), dashed))
        for x in [15.0, 25, 55, 65, 95, 105] { expectPixel(image, Point(x, 50), .blue) }
        for x in [35.0, 45, 75, 85, 115] { expectPixel(image, Point(x, 50), .white) }
    }

    @Test func roundCapsReachHalfTheLineWidthPastTheEnds() {
        let round = render(makeRoot(Size(200, 100), line(from: Point(50, 50), to: Point(150, 50), width: 20, cap: .round)))
        let butt = render(makeRoot(Size(200, 100), line(from: Point(50, 50), to: Point(150, 50), width: 20, cap: .butt)))
        expectPixel(round, Point(157, 50), .blue)
        expectPixel(round, Point(42, 50), .blue)
        expectPixel(round, Point(162, 50), .white)
        // Round: the cap's corner region stays clear; the butt end stops at the end.
        expectPixel(round, Point(158, 42), .white)
        expectPixel(butt, Point(152, 50), .white)
        expectPixel(butt, Point(148, 50), .blue)
    }

    @Test func evenOddLeavesTheHole() {
        func nested(_ rule: FillRule) -> ImageBuffer {
            let shape = ShapeLayer()
            shape.bounds = Rect(0, 0, 200, 200)
            shape.anchorPoint = .zero
            var path = Path.rect(Rect(20, 20, 160, 160))
            path.addPath(.rect(Rect(60, 60, 80, 80)))
            shape.path = path
            shape.fillColor = .red
            shape.fillRule = rule
            return render(makeRoot(Size(200, 200), shape))
        }
        let evenOdd = nested(.evenOdd), nonZero = nested(.nonZero)
        expectPixel(evenOdd, Point(100, 100), .white)
        expectPixel(evenOdd, Point(40, 100), .red)
        expectPixel(nonZero, Point(100, 100), .red)
    }

    @Test func fillIsDrawnBeneathTheStroke() {
        let shape = ShapeLayer()
        shape.bounds = Rect(0, 0, 200, 200)
        shape.anchorPoint = .zero
        shape.path = .rect(Rect(50, 50, 100, 100))
        shape.fillColor = .red
        shape.strokeColor = .blue
        shape.lineWidth = 20
        let image = render(makeRoot(Size(200, 200), shape))
        expectPixel(image, Point(55, 100), .blue)
        expectPixel(image, Point(45, 100), .blue)
        expectPixel(image, Point(100, 100), .red)
        expectPixel(image, Point(38, 100), .white)
    }

    /// A red square with edges a quarter pixel into pixels 10 and 20 (x and y 10.25...20.75),
    /// and a red line 2 wide centred on y = 30.3, as two shape layers in a 40 × 40 layer.
    func quarterPixelShapes(antialiased: Bool = true) -> Layer {
        func shape(_ path: Path) -> ShapeLayer {
            let shape = ShapeLayer()
            shape.bounds = Rect(0, 0, 40, 40)
            shape.anchorPoint = .zero
            shape.path = path
            shape.allowsEdgeAntialiasing = antialiased
            return shape
        }
        let square = shape(.rect(Rect(10.25, 10.25, 10.5, 10.5)))
        square.fillColor = .red
        var path = Path()
        path.move(to: Point(5, 30.3))
        path.addLine(to: Point(35, 30.3))
        let line = shape(path)
        line.fillColor = nil
        line.strokeColor = .red
        line.lineWidth = 2
        let both = Layer()
        both.bounds = Rect(0, 0, 40, 40)
        both.anchorPoint = .zero
        both.addSublayer(square)
        both.addSublayer(line)
        return both
    }

    @Test func withoutEdgeAntialiasingAPixelIsCoveredWholeWhereItsCentreIsInside() {
        let image = render(makeRoot(Size(40, 40), quarterPixelShapes(antialiased: false)))
        // Centres 10.5 ... 20.5 lie in 10.25 ... 20.75; 9.5 and 21.5 do not.
        expectPixel(image, Point(10, 15), .red)
        expectPixel(image, Point(20, 15), .red)
        expectPixel(image, Point(15, 10), .red)
        expectPixel(image, Point(9, 15), .white)
        expectPixel(image, Point(21, 15), .white)
        // The line covers y 29.3 ... 31.3: rows 29 and 30 by their centres, not row 31.
        expectPixel(image, Point(20, 29), .red)
        expectPixel(image, Point(20, 30), .red)
        expectPixel(image, Point(20, 31), .white)
        // And no pixel anywhere is partly covered.
        var partial = 0
        for y in 0..<40 { for x in 0..<40 where image.rgba(x, y) != .red && image.rgba(x, y) != .white { partial += 1 } }
        #expect(partial == 0)
    }

    @Test func edgeAntialiasingIsOnByDefaultAndCoversByArea() {
        let image = render(makeRoot(Size(40, 40), quarterPixelShapes()))
        // Pixel 10 of the square's rows is three quarters covered: 255 - 0.75 * 255 in green and blue.
        expectPixel(image, Point(10, 15), RGBA(255, 64, 64), tolerance: 3)
        // Row 31 holds 0.3 of the line.
        expectPixel(image, Point(20, 31), RGBA(255, 179, 179), tolerance: 3)
    }

    @Test func aLayerWithoutEdgeAntialiasingDrawsItsSublayersSo() {
        let parent = quarterPixelShapes()
        parent.allowsEdgeAntialiasing = false
        let image = render(makeRoot(Size(40, 40), parent))
        expectPixel(image, Point(10, 15), .red)
        expectPixel(image, Point(21, 15), .white)
    }
}

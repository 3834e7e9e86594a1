import Lamina
import LaminaRender
import Testing

/// A gradient shown through one filled or stroked shape (Lottie's gradient fills and strokes) is
/// drawn as that shape painted with the gradient, without offscreen buffers: the pixels must be
/// those of gradient, mask and composite.
@Suite struct MaskedGradientRenderTests {
    /// A container holding a red-to-blue gradient across 200 points, masked by `mask`.
    private func maskedGradient(_ mask: Layer, opacity: Double = 1, colors: [Color] = [.red, .blue]) -> Layer {
        let gradient = GradientLayer()
        gradient.bounds = Rect(0, 0, 200, 100)
        gradient.anchorPoint = .zero
        gradient.colors = colors
        gradient.startPoint = Point(0, 0.5)
        gradient.endPoint = Point(1, 0.5)
        let container = Layer()
        container.bounds = Rect(0, 0, 200, 100)
        container.anchorPoint = .zero
        container.opacity = opacity
        container.addSublayer(gradient)
        container.mask = mask
        return container
    }

    private func shape(_ path: Path, fill: Color? = .black, stroke: Color? = nil, lineWidth: Double = 1) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.bounds = Rect(0, 0, 200, 100)
        shape.anchorPoint = .zero
        shape.path = path
        shape.fillColor = fill
        shape.strokeColor = stroke
        shape.lineWidth = lineWidth
        return shape
    }

    @Test func aFilledMaskShowsTheGradientInsideOnly() {
        let image = render(makeRoot(Size(200, 100), maskedGradient(shape(.ellipse(in: Rect(60, 10, 80, 80))))))
        expectPixel(image, Point(100, 50), RGBA(127, 0, 128), tolerance: 2)
        expectPixel(image, Point(70, 50), RGBA(166, 0, 89), tolerance: 3)
        expectPixel(image, Point(20, 50), .white, tolerance: 0)
        expectPixel(image, Point(100, 5), .white, tolerance: 0)
    }

    @Test func theMaskAlphaAndTheGroupOpacityMultiply() {
        // A quarter of the purple over white: 255 * 3/4 + c / 4.
        let mask = shape(.rect(Rect(50, 0, 100, 100)), fill: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let image = render(makeRoot(Size(200, 100), maskedGradient(mask, opacity: 0.5)))
        expectPixel(image, Point(100, 50), RGBA(223, 191, 223), tolerance: 2)
        expectPixel(image, Point(25, 50), .white, tolerance: 0)
    }

    @Test func aStrokedMaskShowsTheGradientAlongTheLineOnly() {
        let mask = shape(.ellipse(in: Rect(60, 10, 80, 80)), fill: nil, stroke: .black, lineWidth: 10)
        let image = render(makeRoot(Size(200, 100), maskedGradient(mask)))
        expectPixel(image, Point(100, 10), RGBA(127, 0, 128), tolerance: 2)
        expectPixel(image, Point(60, 50), RGBA(178, 0, 77), tolerance: 3)
        expectPixel(image, Point(100, 50), .white, tolerance: 0)
    }

    /// A curved, turned stroke masking a gradient whose stops are both black is the same stroke
    /// in solid black, byte for byte: both are the stroker's outline filled by the scan
    /// converter (Cairo's own stroke, which the gradient took before, differs on edges by a
    /// few levels). The stroke and its joins lie inside the gradient, so it is drawn directly.
    @Test func aGradientStrokeHasTheSolidStrokesEdges() {
        var path = Path()
        path.move(to: Point(30, 70))
        path.addCurve(to: Point(170, 40), control1: Point(70, 20), control2: Point(120, 85))
        path.addLine(to: Point(150, 75))
        for (width, cap, join) in [(7.0, LineCap.butt, LineJoin.miter), (3.5, .round, .round), (8, .square, .bevel)] {
            func stroked() -> ShapeLayer {
                let s = shape(path, fill: nil, stroke: .black, lineWidth: width)
                s.lineCap = cap
                s.lineJoin = join
                s.miterLimit = 2
                s.transform = Transform3D(rotationAngle: 0.03, x: 0, y: 0, z: 1)
                return s
            }
            let solid = render(makeRoot(Size(200, 100), stroked()))
            let gradient = render(makeRoot(Size(200, 100), maskedGradient(stroked(), colors: [.black, .black])))
            let differing = zip(solid.pixels, gradient.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "width \(width) \(cap) \(join): \(differing) bytes differ")
            expectPixel(gradient, Point(100, 5), .white, tolerance: 0)
        }
    }

    @Test func oneShapeDrawsAsItsTwoHalvesComposited() {
        // Two abutting halves (split on a pixel edge) make the mask go through the offscreen
        // path; the whole shape takes the direct one. Their pixels must agree up to the 8-bit
        // roundings of the offscreen path's extra passes (gradient, mask, then opacity).
        let circle = Path.ellipse(in: Rect(40, 5, 120, 90))
        let whole = render(makeRoot(Size(200, 100), maskedGradient(shape(circle), opacity: 0.8)))
        let halves = ShapeLayer()
        halves.bounds = Rect(0, 0, 200, 100)
        halves.anchorPoint = .zero
        let left = Layer(), right = Layer()
        for (half, clip) in [(left, Rect(0, 0, 100, 100)), (right, Rect(100, 0, 100, 100))] {
            half.bounds = Rect(origin: .zero, size: clip.size)
            half.anchorPoint = .zero
            half.position = clip.origin
            half.masksToBounds = true
            let piece = shape(circle)
            piece.position = Point(-clip.minX, 0)
            half.addSublayer(piece)
            halves.addSublayer(half)
        }
        let split = render(makeRoot(Size(200, 100), maskedGradient(halves, opacity: 0.8)))
        var worst = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let a = whole.rgba(x, y), b = split.rgba(x, y)
                worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
            }
        }
        #expect(worst <= 2, "the direct and the composited masks differ by up to \(worst)")
    }
}

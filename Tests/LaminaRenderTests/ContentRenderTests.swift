import Foundation
import Lamina
import LaminaRender
import Testing

/// Text, gradients, shadows, images and transitions.
@Suite struct ContentRenderTests {
    @Test func textDrawsInItsColourInsideItsBounds() {
        _ = Renderer()
        let text = TextLayer()
        text.string = "HHHH"
        text.fontSize = 36
        text.foregroundColor = .red
        text.bounds = Rect(0, 0, 160, 50)
        text.anchorPoint = .zero
        text.position = Point(20, 20)
        let image = render(makeRoot(Size(200, 100), text))
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x, y)
                guard p.g < 200 else { continue }
                // Every ink pixel is red (anti-aliased towards white): green equals blue.
                #expect(abs(p.g - p.b) <= 2 && p.r >= 250, "pixel (\(x), \(y)) is \(p)")
                if x >= 20, x < 180, y >= 20, y < 70 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500)
        #expect(outside == 0)
        // Pango measures DejaVu Sans: "H" advances 0.752 em, so four are about 108 points.
        let size = text.preferredFrameSize()
        #expect(size.width > 100 && size.width < 116, "measured \(size)")
        #expect(size.height > 36 && size.height < 50, "measured \(size)")
    }

    @Test func centeredTextSitsInTheMiddle() {
        let text = TextLayer()
        text.string = "I"
        text.fontSize = 40
        text.foregroundColor = .black
        text.alignmentMode = .center
        text.bounds = Rect(0, 0, 200, 60)
        text.anchorPoint = .zero
        let image = render(makeRoot(Size(200, 60), text))
        var xs: [Int] = []
        for x in 0..<200 where image.rgba(x, 30).r < 128 { xs.append(x) }
        let mid = xs.isEmpty ? -1 : (xs.first! + xs.last!) / 2
        #expect(abs(mid - 100) <= 2, "ink columns \(xs)")
    }

    /// The ink columns of a row band of a one-line text layer with `kern`.
    private func inkSpan(_ string: String, kern: Double?) -> (first: Int, last: Int) {
        let text = TextLayer()
        text.string = string
        text.fontSize = 40
        text.foregroundColor = .black
        text.kern = kern
        text.bounds = Rect(0, 0, 300, 60)
        text.anchorPoint = .zero
        let image = render(makeRoot(Size(300, 60), text))
        var xs: [Int] = []
        for x in 0..<300 where (10..<50).contains(where: { image.rgba(x, $0).r < 128 }) { xs.append(x) }
        return (xs.first ?? -1, xs.last ?? -1)
    }

    @Test func kernSpacesCharactersApart() {
        // Four "I"s have three gaps between them: a kern of 6 points widens the ink by 18
        // (Pango may also add space after the last one, which has no ink).
        let plain = inkSpan("IIII", kern: nil), kerned = inkSpan("IIII", kern: 6)
        #expect(kerned.first == plain.first)
        let growth = (kerned.last - kerned.first) - (plain.last - plain.first)
        #expect(abs(growth - 18) <= 2, "plain \(plain), kerned \(kerned)")
        // A kern of 0 only turns the font's kerning off: "AV" is kerned tighter by default.
        let kerned0 = inkSpan("AV", kern: 0), font = inkSpan("AV", kern: nil)
        #expect(kerned0.last - kerned0.first > font.last - font.first, "kern 0 \(kerned0), font's kerning \(font)")
    }

    @Test func fontMetricsPlaceTheBaseline() {
        _ = Renderer()
        let metrics = TextLayer.measurer.fontMetrics(font: TextProperties.defaultFont, fontSize: 40)
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em, capitals 0.729 em.
        #expect(abs(metrics.ascent - 37.1) < 1, "\(metrics)")
        #expect(abs(metrics.descent - 9.4) < 1, "\(metrics)")
        #expect(abs(metrics.capHeight - 29.2) < 1, "\(metrics)")
        // The bottom of an "H" drawn at the top of its bounds is the ascent down.
        let text = TextLayer()
        text.string = "H"
        text.fontSize = 40
        text.foregroundColor = .black
        text.bounds = Rect(0, 0, 60, 60)
        text.anchorPoint = .zero
        let image = render(makeRoot(Size(60, 60), text))
        let rows = (0..<60).filter { y in (0..<60).contains { image.rgba($0, y).r < 128 } }
        #expect(abs(Double((rows.last ?? 0) + 1) - metrics.ascent) <= 1, "ink rows \(rows)")
        #expect(abs(Double((rows.last ?? 0) - (rows.first ?? 0) + 1) - metrics.capHeight) <= 1, "ink rows \(rows)")
    }

    @Test func axialGradientHasItsEndColoursAtItsEnds() {
        let gradient = GradientLayer()
        gradient.bounds = Rect(0, 0, 200, 100)
        gradient.anchorPoint = .zero
        gradient.colors = [.red, .blue]
        gradient.startPoint = Point(0, 0.5)
        gradient.endPoint = Point(1, 0.5)
        let image = render(makeRoot(Size(200, 100), gradient))
        expectPixel(image, Point(0, 50), .red, tolerance: 2)
        expectPixel(image, Point(199, 50), .blue, tolerance: 2)
        expectPixel(image, Point(100, 50), RGBA(127, 0, 128), tolerance: 2)
    }

    @Test func radialAndConicGradientsFollowTheirGeometry() {
        let radial = GradientLayer()
        radial.bounds = Rect(0, 0, 200, 200)
        radial.anchorPoint = .zero
        radial.type = .radial
        radial.colors = [.red, .blue]
        radial.startPoint = Point(0.5, 0.5)
        radial.endPoint = Point(1, 1)
        let r = render(makeRoot(Size(200, 200), radial))
        expectPixel(r, Point(100, 100), .red, tolerance: 3)
        expectPixel(r, Point(100, 150), RGBA(128, 0, 127), tolerance: 3)
        expectPixel(r, Point(100, 199), .blue, tolerance: 3)

        let conic = GradientLayer()
        conic.bounds = Rect(0, 0, 200, 200)
        conic.anchorPoint = .zero
        conic.type = .conic
        conic.colors = [.red, .blue]
        conic.startPoint = Point(0.5, 0.5)
        conic.endPoint = Point(1, 0.5)
        let c = render(makeRoot(Size(200, 200), conic))
        // Angle 0 towards 3 o'clock, a quarter of the way round at 6 o'clock, half at 9.
        expectPixel(c, Point(180, 102), .red, tolerance: 6)
        expectPixel(c, Point(100, 180), RGBA(191, 0, 64), tolerance: 4)
        expectPixel(c, Point(20, 100), RGBA(128, 0, 127), tolerance: 4)
    }

    @Test func shadowFallsAtItsOffset() {
        let square = makeSquare(Rect(50, 50, 100, 100), .red)
        square.shadowOpacity = 1
        square.shadowRadius = 0
        square.shadowOffset = Size(width: 0, height: 10)
        let sharp = render(makeRoot(Size(200, 200), square))
        expectPixel(sharp, Point(100, 155), .black)
        expectPixel(sharp, Point(100, 45), .white)
        expectPixel(sharp, Point(100, 100), .red)

        square.shadowRadius = 6
        square.shadowOpacity = 0.5
        let soft = render(makeRoot(Size(200, 200), square))
        let below = soft.rgba(100, 157), further = soft.rgba(100, 166)
        #expect(below.r < 220 && below.r > 100, "below is \(below)")
        #expect(further.r > below.r, "the shadow fades outwards: \(below) then \(further)")
        expectPixel(soft, Point(100, 190), .white)
        expectPixel(soft, Point(100, 100), .red)
    }

    @Test func shadowPathCastsItsOwnShape() {
        let layer = makeSquare(Rect(50, 50, 100, 100), .clear)
        layer.backgroundColor = nil
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = .zero
        layer.shadowPath = .rect(Rect(0, 0, 50, 50))
        let image = render(makeRoot(Size(200, 200), layer))
        expectPixel(image, Point(75, 75), .black)
        expectPixel(image, Point(125, 125), .white)
    }

    @Test func contentsGravityPlacesTheImage() {
        let layer = makeSquare(Rect(0, 0, 100, 100), .clear)
        layer.backgroundColor = nil
        layer.contents = ImageBuffer(width: 20, height: 20, filledWith: .blue)
        layer.contentsGravity = .bottomRight
        let image = render(makeRoot(Size(100, 100), layer))
        expectPixel(image, Point(90, 90), .blue)
        expectPixel(image, Point(70, 90), .white)
        layer.contentsGravity = .resize
        expectPixel(render(makeRoot(Size(100, 100), layer)), Point(10, 10), .blue)
        layer.contentsGravity = .top
        let top = render(makeRoot(Size(100, 100), layer))
        expectPixel(top, Point(50, 10), .blue)
        expectPixel(top, Point(50, 30), .white)
    }

    /// A 100-point square at (100, 0) in a 300×100 frame, red before and blue after a transition.
    func transitionFrame(_ type: Transition.Kind, subtype: Transition.Subtype? = nil) -> ImageBuffer {
        let layer = makeSquare(Rect(100, 0, 100, 100), .red)
        let root = makeRoot(Size(300, 100), layer)
        let timeline = Timeline(rootLayer: root)
        let transition = Transition(type: type, subtype: subtype, duration: 1)
        transition.timingFunction = .linear
        layer.add(transition, forKey: nil)
        layer.backgroundColor = .blue
        return Renderer().render(snapshot: timeline.presentation(at: 0.5), size: root.bounds.size, background: .white)
    }

    @Test func fadeBlendsBothLooks() {
        let image = transitionFrame(.fade)
        // Red at 0.5 over white, then blue at 0.5 over that.
        expectPixel(image, Point(150, 50), RGBA(128, 64, 191), tolerance: 2)
    }

    @Test func pushMovesBothLooksByHalfTheWidth() {
        let image = transitionFrame(.push, subtype: .fromLeft)
        expectPixel(image, Point(75, 50), .blue)
        expectPixel(image, Point(140, 50), .blue)
        expectPixel(image, Point(160, 50), .red)
        expectPixel(image, Point(225, 50), .red)
        expectPixel(image, Point(40, 50), .white)
        expectPixel(image, Point(260, 50), .white)
    }

    @Test func pngIsWrittenInPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try writePNG(render(makeRoot(Size(20, 10), makeSquare(Rect(0, 0, 10, 10), .red))), to: url)
        let data = try Data(contentsOf: url)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
    }
}

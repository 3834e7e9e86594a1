import Lamina
@testable import LaminaRender
import Testing

/// A frame's region under an opaque rectangle that covers it is drawn from that rectangle on,
/// without clearing it (`OpaqueCover`), and its pixels are those of a full redraw.
@Suite struct OpaqueCoverTests {
    static func fill(_ path: Path, _ color: Color = .blue, _ transform: AffineTransform = .identity) -> DisplayItem {
        .fill(path, color: color, rule: .nonZero, transform: transform)
    }

    /// The index of the cover of `region` in a list of `items` at `scale`.
    static func cover(_ items: [DisplayItem], _ region: OpaqueCover.PixelRect, scale: Double = 1) -> Int? {
        OpaqueCover.lastIndex(in: DisplayUnits(DisplayList(size: Size(width: 100, height: 100), items: items)),
                              covering: region, scale: scale)
    }

    @Test func rectanglesAreRecognisedWhereverTheyStartAndWhicheverWayTheyTurn() {
        let box = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(OpaqueCover.rectangle(of: .rect(box)) == box)
        // As Lottie's rectangles are made: from the top-right corner, each edge a curve whose
        // handles are zero (its controls at its ends), closed.
        var lottie = Path()
        lottie.move(to: Point(x: 40, y: 20))
        for (from, to) in [((40.0, 20.0), (40.0, 60.0)), ((40, 60), (10, 60)), ((10, 60), (10, 20)), ((10, 20), (40, 20))] {
            lottie.addCurve(to: Point(x: to.0, y: to.1), control1: Point(x: from.0, y: from.1), control2: Point(x: to.0, y: to.1))
        }
        lottie.closeSubpath()
        #expect(OpaqueCover.rectangle(of: lottie) == box)
        // Anticlockwise, and open (a fill closes it).
        let open = Path(elements: [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 10, y: 60)),
                                   .line(to: Point(x: 40, y: 60)), .line(to: Point(x: 40, y: 20))])
        #expect(OpaqueCover.rectangle(of: open) == box)
    }

    @Test func otherShapesAreNotRectangles() {
        let diamond = Path(elements: [.move(to: Point(x: 50, y: 0)), .line(to: Point(x: 100, y: 50)),
                                      .line(to: Point(x: 50, y: 100)), .line(to: Point(x: 0, y: 50)), .closeSubpath])
        #expect(OpaqueCover.rectangle(of: diamond) == nil)
        #expect(OpaqueCover.rectangle(of: .roundedRect(Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 4)) == nil)
        var two = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        two.addPath(.rect(Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(OpaqueCover.rectangle(of: two) == nil)
        let triangle = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)),
                                       .line(to: Point(x: 10, y: 10)), .closeSubpath])
        #expect(OpaqueCover.rectangle(of: triangle) == nil)
        // A bulging edge: its controls leave the edge.
        var bulge = Path()
        bulge.move(to: Point(x: 0, y: 0))
        bulge.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 3, y: -4), control2: Point(x: 7, y: -4))
        bulge.addLine(to: Point(x: 10, y: 10))
        bulge.addLine(to: Point(x: 0, y: 10))
        bulge.closeSubpath()
        #expect(OpaqueCover.rectangle(of: bulge) == nil)
        // A line back over itself encloses nothing.
        let sliver = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .closeSubpath])
        #expect(OpaqueCover.rectangle(of: sliver) == nil)
    }

    @Test func theLastOpaqueAxisAlignedRectanglePastTheRegionCoversIt() {
        let whole = Self.fill(.rect(Rect(x: -5, y: -5, width: 110, height: 110)))
        let region = (x: 10, y: 10, width: 50, height: 50)
        #expect(Self.cover([whole], region) == 0)
        #expect(Self.cover([whole, Self.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5))), whole], region) == 2)
        // Translucent, or inside a group, or turned: not a cover.
        #expect(Self.cover([Self.fill(.rect(Rect(x: -5, y: -5, width: 110, height: 110)), .blue.withAlpha(0.99))], region) == nil)
        #expect(Self.cover([.beginGroup(DisplayGroup(opacity: 1)), whole, .endGroup], region) == nil)
        #expect(Self.cover([Self.fill(.rect(Rect(x: -50, y: -50, width: 200, height: 200)), .blue,
                                      AffineTransform(rotationAngle: 0.3))], region) == nil)
        // Scaled and moved onto the device: 2 · (x + 10) reaches pixels 20..<220.
        let moved = Self.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .red, AffineTransform(translationX: 10, y: 10))
        #expect(Self.cover([moved], (x: 20, y: 20, width: 200, height: 200), scale: 2) == 0)
        #expect(Self.cover([moved], (x: 19, y: 20, width: 200, height: 200), scale: 2) == nil)
    }

    @Test func aSideOnAPixelEdgeCoversButOneJustInsideItDoesNot() {
        let region = (x: 0, y: 0, width: 100, height: 100)
        #expect(Self.cover([Self.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)))], region) == 0)
        #expect(Self.cover([Self.fill(.rect(Rect(x: 0.001, y: 0, width: 100, height: 100)))], region) == nil)
        #expect(Self.cover([Self.fill(.rect(Rect(x: -0.001, y: 0, width: 100.002, height: 100)))], region) == nil)
        #expect(Self.cover([Self.fill(.rect(Rect(x: -0.02, y: -0.02, width: 100.04, height: 100.04)))], region) == 0)
    }

    /// A 120 x 80 scene at frame `t`: shapes under an opaque background (hidden by it), the
    /// background a fraction of a pixel short of the left edge, and a ball moving over it.
    static func list(frame t: Int, inset: Double) -> DisplayList {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let hidden = ShapeLayer()
        hidden.frame = Rect(x: 10 + Double(t) * 5, y: 10, width: 30, height: 30)
        hidden.path = .ellipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
        hidden.fillColor = .red
        let background = ShapeLayer()
        background.frame = Rect(x: inset, y: 0, width: 120 - inset, height: 80)
        background.path = .rect(Rect(x: 0, y: 0, width: 120 - inset, height: 80))
        background.fillColor = Color(red: 0, green: 0.82, blue: 0.757)
        let ball = ShapeLayer()
        ball.frame = Rect(x: 10 + Double(t) * 3.3, y: 30, width: 20, height: 20)
        ball.path = .ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        ball.fillColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.7)
        for layer in [hidden, background, ball] { root.addSublayer(layer) }
        return DisplayList(snapshot: Timeline(rootLayer: root).presentation(at: 0), size: root.bounds.size)
    }

    @Test(arguments: [(0.0, 1), (0.125, 1), (0.0, 3), (0.125, 3)])
    func framesUnderACoverAreTheFullRedraw(inset: Double, tiles: Int) {
        // The background is the second unit; a quarter pixel short of the left edge, it covers
        // only regions clear of that edge.
        let units = DisplayUnits(Self.list(frame: 0, inset: inset))
        #expect(OpaqueCover.lastIndex(in: units, covering: (x: 0, y: 0, width: 240, height: 160), scale: 2)
                == (inset == 0 ? 1 : nil))
        #expect(OpaqueCover.lastIndex(in: units, covering: (x: 1, y: 0, width: 239, height: 160), scale: 2) == 1)
        for background in [nil, Color.green] {
            let frames = FrameRenderer(scale: 2, background: background, tiles: tiles), full = Renderer()
            for t in [0, 1, 2, 5, 3, 3, 7] {
                let list = Self.list(frame: t, inset: inset)
                let kept = frames.render(list), fresh = full.render(list, scale: 2, background: background)
                if tiles == 1 {
                    #expect(kept == fresh, "frame \(t), inset \(inset)")
                } else {
                    // Bands match a full redraw to a level where Cairo rounds an edge at a band's end.
                    let largest = zip(kept.pixels, fresh.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                    #expect(largest <= 1, "frame \(t), inset \(inset), \(tiles) bands")
                }
            }
        }
    }
}

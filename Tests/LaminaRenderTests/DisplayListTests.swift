import Foundation
import Lamina
import LaminaRender
import Testing

/// The display list itself: what the core emits for a snapshot, before any pixels.
@Suite struct DisplayListTests {
    func list(_ root: Layer) -> DisplayList {
        Timeline(rootLayer: root).presentation(at: 0).displayList(size: root.bounds.size)
    }

    @Test func hiddenAndTransparentLayersDrawNothing() {
        let hidden = makeSquare(Rect(0, 0, 10, 10), .red)
        hidden.isHidden = true
        let clear = makeSquare(Rect(0, 0, 10, 10), .red)
        clear.opacity = 0
        #expect(list(makeRoot(Size(20, 20), hidden, clear)).items.isEmpty)
    }

    @Test func aLoneFadedFillFoldsItsOpacityIntoItsColour() {
        let square = makeSquare(Rect(0, 0, 10, 10), .red)
        square.opacity = 0.25
        let items = list(makeRoot(Size(20, 20), square)).items
        #expect(items.count == 1)
        guard case let .fill(_, color, _, transform) = items.first else {
            Issue.record("expected one fill, got \(items)")
            return
        }
        #expect(color == Color.red.withAlpha(0.25))
        #expect(transform == AffineTransform(translationX: 0, y: 0))
    }

    @Test func fadedParentMakesOneGroupWithBounds() {
        let parent = makeSquare(Rect(10, 10, 50, 50), .red)
        parent.opacity = 0.5
        parent.addSublayer(makeSquare(Rect(10, 10, 20, 20), .blue))
        let items = list(makeRoot(Size(100, 100), parent)).items
        #expect(items.count == 4)
        guard case let .beginGroup(group) = items.first else {
            Issue.record("expected a group first, got \(items)")
            return
        }
        #expect(group.opacity == 0.5)
        let bounds = group.bounds ?? .zero
        #expect(bounds.minX <= 10 && bounds.maxX >= 60 && bounds.width < 60, "bounds \(bounds)")
        #expect(items.last == .endGroup)
    }

    @Test func perspectiveNarrowsALayerTurnedInDepth() {
        let stage = Layer()
        stage.bounds = Rect(0, 0, 200, 200)
        // Perspective vanishes towards the anchor point: put it in the middle.
        stage.position = Point(100, 100)
        stage.sublayerTransform.m34 = -1 / 400
        let panel = makeSquare(Rect(50, 50, 100, 100), .red)
        panel.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        stage.addSublayer(panel)
        let items = list(makeRoot(Size(200, 200), stage)).items
        // Drawn in true perspective: the plane's map, fitted through its centre and edge midpoints.
        guard case let .projected(p) = items.first, case .fill = p.items.first else {
            Issue.record("expected a projected fill, got \(items)")
            return
        }
        let b = panel.bounds
        let left = p.projection.project(Point(b.minX, b.midY)), right = p.projection.project(Point(b.maxX, b.midY))
        let centre = p.projection.project(Point(b.midX, b.midY))
        // Turned 60° about y: half as wide (cos 60°) and still centred at x = 100.
        let xScale = (right.x - left.x) / b.width
        #expect(abs(xScale - 0.5) < 0.1, "x scale \(xScale)")
        #expect(abs(centre.x - 100) < 1)
    }

    @Test func contentsGravityRectsFollowTheScreen() {
        let bounds = Rect(0, 0, 100, 50)
        let image = Size(width: 20, height: 10)
        #expect(ContentsGravity.top.rect(forImageOfSize: image, in: bounds) == Rect(40, 0, 20, 10))
        #expect(ContentsGravity.bottomLeft.rect(forImageOfSize: image, in: bounds) == Rect(0, 40, 20, 10))
        #expect(ContentsGravity.resizeAspect.rect(forImageOfSize: image, in: bounds) == Rect(0, 0, 100, 50))
        #expect(ContentsGravity.resizeAspectFill.rect(forImageOfSize: Size(width: 10, height: 10), in: bounds)
                    == Rect(0, -25, 100, 100))
        #expect(ContentsGravity.resize.rect(forImageOfSize: image, in: bounds) == bounds)
    }

    @Test func revealSlidesTheOutgoingLookAwayOnTop() {
        let layer = makeSquare(Rect(100, 0, 100, 100), .red)
        let root = makeRoot(Size(300, 100), layer)
        let timeline = Timeline(rootLayer: root)
        let reveal = Transition(type: .reveal, subtype: .fromLeft, duration: 1)
        reveal.timingFunction = .linear
        layer.add(reveal, forKey: nil)
        layer.backgroundColor = .blue
        let image = Renderer().render(snapshot: timeline.presentation(at: 0.5), size: root.bounds.size, background: .white)
        // The blue layer stays put beneath; the red one has moved half its width right.
        expectPixel(image, Point(125, 50), .blue)
        expectPixel(image, Point(175, 50), .red)
        expectPixel(image, Point(225, 50), .red)
        expectPixel(image, Point(75, 50), .white)
    }
}

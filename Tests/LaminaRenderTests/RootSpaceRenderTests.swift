import Foundation
import Lamina
import LaminaRender
import Testing

/// A tree is drawn in its root layer's own space (`CALayer.render(in:)`), and placed in a
/// parent only when asked (`DisplayList(placing:size:)`).
@Suite struct RootSpaceRenderTests {
    /// The README's library example, line for line, up to the frame it renders.
    static func readmeFrame() -> LayerSnapshot {
        let root = Layer()
        root.bounds = Rect(0, 0, 400, 400)
        let timeline = Timeline(rootLayer: root)

        let ring = ShapeLayer()
        ring.bounds = Rect(0, 0, 300, 300)
        ring.position = Point(200, 200)
        ring.path = .ellipse(in: ring.bounds)
        ring.fillColor = nil
        ring.strokeColor = Color(hex: "#FF3B30")
        ring.lineWidth = 12
        root.addSublayer(ring)

        let draw = BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 2)
        draw.timingFunction = .easeInEaseOut
        ring.add(draw, forKey: "draw")

        Transaction.perform(duration: 0.5, completion: {}) {
            ring.opacity = 0.5
        }

        timeline.advance(to: 1)
        return timeline.presentation(at: 1)
    }

    /// #FF3B30 at opacity 0.5 over white.
    static let halfRing = RGBA(255, 157, 152)

    @Test func theReadmeExampleRendersTheRingCentred() {
        let frame = Self.readmeFrame()
        #expect(frame.sublayers[0].shape?.strokeEnd == 0.5)
        let image = Renderer().render(snapshot: frame, size: Size(400, 400), scale: 2, background: .white)
        #expect(image.width == 800 && image.height == 800)
        // The ring's centre line is the circle of radius 150 about (200, 200); half of it is drawn,
        // clockwise on screen from 3 o'clock to 9 o'clock through 6 o'clock.
        let center = Point(200, 200)
        for degrees in [10.0, 45, 90, 135, 170] {
            let p = pointOnCircle(center: center, radius: 150, degrees: degrees)
            expectPixel(image, Point(p.x * 2, p.y * 2), Self.halfRing, tolerance: 2)
            // 10 points inside and outside the 12-point line there is nothing.
            for radius in [140.0, 160] {
                let q = pointOnCircle(center: center, radius: radius, degrees: degrees)
                expectPixel(image, Point(q.x * 2, q.y * 2), .white)
            }
        }
        for degrees in [225.0, 270, 315] {
            let p = pointOnCircle(center: center, radius: 150, degrees: degrees)
            expectPixel(image, Point(p.x * 2, p.y * 2), .white)
        }
        expectPixel(image, Point(400, 400), .white)
    }

    @Test func placedInAParentTheRootsOwnPositionApplies() {
        // The root's position is (0, 0) with its anchor at its centre: as a sublayer of the
        // frame, its centre sits at the frame's top left, and so does the ring's.
        let list = DisplayList(placing: Self.readmeFrame(), size: Size(400, 400))
        let image = Renderer().render(list, background: .white)
        let p = pointOnCircle(center: .zero, radius: 150, degrees: 45)
        expectPixel(image, p, Self.halfRing, tolerance: 2)
        expectPixel(image, pointOnCircle(center: Point(200, 200), radius: 150, degrees: 45), .white)
    }

    @Test func aRotatedMovedRootStillFillsTheFrameFromItsBoundsOrigin() {
        let square = makeSquare(Rect(20, 30, 10, 10), .red)
        let root = Layer()
        root.bounds = Rect(20, 30, 40, 40)
        root.position = Point(500, -80)
        root.transform = Transform3D(rotationAngle: 0.7)
        root.addSublayer(square)
        let image = render(root)
        // The square's frame (20, 30, 10, 10) is the frame's top-left 10 x 10.
        expectPixel(image, Point(5, 5), .red)
        expectPixel(image, Point(15, 5), .white)
        expectPixel(image, Point(5, 15), .white)
    }
}

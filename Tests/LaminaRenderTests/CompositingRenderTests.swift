import Foundation
import Lamina
import LaminaRender
import Testing

/// Layer geometry and compositing, checked against closed-form pixel values.
@Suite struct CompositingRenderTests {
    @Test func halfOpaqueRedOverWhiteIsHalfway() {
        let square = makeSquare(Rect(50, 50, 100, 100), .red)
        square.opacity = 0.5
        let image = render(makeRoot(Size(200, 200), square))
        // 255 · 0.5 = 127.5: either rounding is right.
        expectPixel(image, Point(100, 100), RGBA(255, 128, 128), tolerance: 1)
        expectPixel(image, Point(20, 20), .white, tolerance: 0)
    }

    @Test func groupOpacityCompositesChildrenBeforeFading() {
        func scene(groupOpacity: Bool) -> ImageBuffer {
            let parent = makeSquare(Rect(0, 0, 200, 200), .clear)
            parent.backgroundColor = nil
            let red = makeSquare(Rect(20, 20, 100, 100), .red)
            let blue = makeSquare(Rect(80, 80, 100, 100), .blue)
            parent.addSublayer(red)
            parent.addSublayer(blue)
            if groupOpacity { parent.opacity = 0.5 } else { red.opacity = 0.5; blue.opacity = 0.5 }
            return render(makeRoot(Size(200, 200), parent))
        }
        let group = scene(groupOpacity: true), separate = scene(groupOpacity: false)
        let overlap = Point(100, 100)
        // Together: only blue shows in the overlap, then fades to half over white.
        expectPixel(group, overlap, RGBA(128, 128, 255), tolerance: 1)
        // One by one: half red over white, then half blue over that.
        expectPixel(separate, overlap, RGBA(128, 64, 191), tolerance: 2)
        // Outside the overlap both agree.
        expectPixel(group, Point(40, 40), RGBA(255, 128, 128), tolerance: 1)
        expectPixel(separate, Point(40, 40), RGBA(255, 128, 128), tolerance: 1)
    }

    @Test func masksToBoundsClipsToTheRoundedCorners() {
        let clipper = makeSquare(Rect(50, 50, 100, 100), .blue)
        clipper.cornerRadius = 30
        clipper.masksToBounds = true
        let child = makeSquare(Rect(-20, -20, 140, 140), .red)
        clipper.addSublayer(child)
        let image = render(makeRoot(Size(200, 200), clipper))
        expectPixel(image, Point(100, 100), .red)
        // The corner of the bounds, outside the 30-point rounding, and the outside of the bounds.
        expectPixel(image, Point(53, 53), .white)
        expectPixel(image, Point(146, 146), .white)
        expectPixel(image, Point(40, 100), .white)
        // Inside the rounding, near the edge's middle.
        expectPixel(image, Point(52, 100), .red)
    }

    @Test func maskLayerShowsOnlyWhereItHasAlpha() {
        let masked = makeSquare(Rect(50, 50, 100, 100), .red)
        let mask = ShapeLayer()
        mask.bounds = Rect(0, 0, 100, 100)
        mask.anchorPoint = .zero
        mask.path = .ellipse(in: Rect(0, 0, 100, 100))
        mask.fillColor = .black
        masked.mask = mask
        let image = render(makeRoot(Size(200, 200), masked))
        expectPixel(image, Point(100, 100), .red)
        expectPixel(image, Point(55, 55), .white)
        expectPixel(image, Point(145, 145), .white)
        expectPixel(image, Point(100, 52), .red)
    }

    @Test func rotationTurnsAboutTheAnchorPoint() {
        let bar = makeSquare(Rect(0, 0, 100, 20), .red)
        bar.anchorPoint = Point(0, 0.5)
        bar.position = Point(100, 100)
        bar.transform = Transform3D(rotationAngle: .pi / 2)
        let image = render(makeRoot(Size(220, 220), bar))
        // A quarter turn clockwise (y-down) about the left middle: the bar hangs straight down.
        expectPixel(image, Point(100, 105), .red)
        expectPixel(image, Point(100, 195), .red)
        expectPixel(image, Point(92, 190), .red)
        expectPixel(image, Point(108, 190), .red)
        expectPixel(image, Point(100, 205), .white)
        expectPixel(image, Point(150, 100), .white)
        expectPixel(image, Point(100, 95), .white)
    }

    @Test func replicatorInstancesLandWhereTheAccumulatedTransformPutsThem() {
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(0, 0, 200, 200)
        replicator.anchorPoint = .zero
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(rotationAngle: .pi / 2)
        replicator.addSublayer(makeSquare(Rect(90, 10, 20, 20), .red))
        let image = render(makeRoot(Size(200, 200), replicator))
        // A quarter turn about the centre (100, 100) each: top, right, bottom, left.
        for p in [Point(100, 20), Point(180, 100), Point(100, 180), Point(20, 100)] {
            expectPixel(image, p, .red)
        }
        expectPixel(image, Point(100, 100), .white)
        expectPixel(image, Point(160, 40), .white)

        let row = ReplicatorLayer()
        row.bounds = Rect(0, 0, 200, 200)
        row.anchorPoint = .zero
        row.instanceCount = 3
        row.instanceTransform = Transform3D(translationX: 50, y: 10)
        row.addSublayer(makeSquare(Rect(10, 10, 20, 20), .white))
        let shifted = render(makeRoot(Size(200, 200), row), background: .black)
        expectPixel(shifted, Point(20, 20), .white)
        expectPixel(shifted, Point(70, 30), RGBA(255, 255, 255))
        expectPixel(shifted, Point(120, 40), .white)
        expectPixel(shifted, Point(170, 50), .black)
    }

    @Test func instanceColorsMultiplyEachCopy() {
        let row = ReplicatorLayer()
        row.bounds = Rect(0, 0, 200, 100)
        row.anchorPoint = .zero
        row.instanceCount = 3
        row.instanceTransform = Transform3D(translationX: 50, y: 0)
        row.instanceColor = Color(red: 1, green: 1, blue: 1)
        row.instanceGreenOffset = -0.5
        row.instanceBlueOffset = -0.5
        row.addSublayer(makeSquare(Rect(10, 10, 20, 20), .white))
        let image = render(makeRoot(Size(200, 100), row), background: .black)
        expectPixel(image, Point(20, 20), .white)
        expectPixel(image, Point(70, 20), RGBA(255, 128, 128), tolerance: 1)
        expectPixel(image, Point(120, 20), .red)
    }

    @Test func scaleTwoDoublesTheImageAndTheCoordinates() {
        let square = makeSquare(Rect(10, 10, 20, 20), .red)
        let root = makeRoot(Size(50, 40), square)
        let one = render(root, scale: 1), two = render(root, scale: 2)
        #expect(one.width == 50 && one.height == 40)
        #expect(two.width == 100 && two.height == 80)
        expectPixel(two, Point(21, 21), .red)
        expectPixel(two, Point(58, 58), .red)
        expectPixel(two, Point(62, 62), .white)
        expectPixel(two, Point(18, 18), .white)
        expectPixel(one, Point(28, 28), .red)
        expectPixel(one, Point(32, 32), .white)
    }

    @Test func borderIsDrawnAboveSublayers() {
        let framed = makeSquare(Rect(50, 50, 100, 100), .white)
        framed.borderWidth = 10
        framed.borderColor = .blue
        framed.addSublayer(makeSquare(Rect(-10, -10, 120, 120), .red))
        let image = render(makeRoot(Size(200, 200), framed))
        expectPixel(image, Point(55, 100), .blue)
        expectPixel(image, Point(45, 100), .red)
        expectPixel(image, Point(100, 100), .red)
    }

    @Test func zPositionOrdersSiblingsStably() {
        let back = makeSquare(Rect(50, 50, 100, 100), .red)
        back.zPosition = 1
        let front = makeSquare(Rect(50, 50, 100, 100), .blue)
        let image = render(makeRoot(Size(200, 200), back, front))
        expectPixel(image, Point(100, 100), .red)
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// The bounds' outline with `maskedCorners` and `cornerCurve`: square where a corner is not
/// masked, a quarter circle for `.circular`, and for `.continuous` the published closed form of
/// Apple's continuous corner (reaching 1.52866483 radii along each edge, crossing the diagonal
/// (P0 + 3·P1 + 3·P2 + P3) / 8 = 0.2915067 radii from the corner on each axis).
@Suite struct CornerPathTests {
    let square = Rect(0, 0, 400, 400)

    @Test func allCornersCircularIsTheRoundedRectangle() {
        #expect(Path.roundedRect(square, cornerRadius: 30, maskedCorners: .all, cornerCurve: .circular)
                == Path.roundedRect(square, cornerRadius: 30))
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let path = Path.roundedRect(square, cornerRadius: 100, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner],
                                    cornerCurve: .circular)
        #expect(!path.contains(Point(5, 5)))        // top left: rounded
        #expect(path.contains(Point(395, 5)))       // top right: square
        #expect(path.contains(Point(5, 395)))       // bottom left: square
        #expect(!path.contains(Point(395, 395)))    // bottom right: rounded
        // On the circle: 100 − 100/√2 from each edge, on the diagonal.
        let d = 100 - 100 / 2.0.squareRoot()
        #expect(path.contains(Point(d + 0.5, d + 0.5)))
        #expect(!path.contains(Point(d - 0.5, d - 0.5)))
        expectClose(path.boundingBox, square)
    }

    @Test func noMaskedCornerIsTheRectangle() {
        #expect(Path.roundedRect(square, cornerRadius: 50, maskedCorners: [], cornerCurve: .continuous) == Path.rect(square))
    }

    @Test func aContinuousCornerReachesFurtherAndCrossesTheDiagonalWhereTheClosedFormSays() {
        let r = 100.0
        let path = Path.roundedRect(square, cornerRadius: r, maskedCorners: .all, cornerCurve: .continuous)
        #expect(path.elements.first == .move(to: Point(1.52866483 * r, 0)))
        let d = 0.2915067 * r
        #expect(path.contains(Point(d + 0.5, d + 0.5)))
        #expect(!path.contains(Point(d - 0.5, d - 0.5)))
        // Along the top edge the curve has left the edge by a radius from the corner, where a
        // circular corner has not begun.
        #expect(!path.contains(Point(r, 0.5)))
        #expect(Path.roundedRect(square, cornerRadius: r).contains(Point(r, 0.5)))
        // Symmetric: the same at every corner.
        for p in [Point(400 - d - 0.5, d + 0.5), Point(400 - d - 0.5, 400 - d - 0.5), Point(d + 0.5, 400 - d - 0.5)] {
            #expect(path.contains(p), "\(p)")
        }
        expectClose(path.boundingBox, square)
    }

    @Test func theRadiusIsClampedSoCurvesNeverOverlap() {
        let wide = Rect(0, 0, 100, 40)
        let continuous = Path.roundedRect(wide, cornerRadius: 500, maskedCorners: .all, cornerCurve: .continuous)
        #expect(continuous.elements.first == .move(to: Point(20, 0)))  // half the height
        let circular = Path.roundedRect(wide, cornerRadius: 500, maskedCorners: [.layerMaxXMinYCorner], cornerCurve: .circular)
        #expect(circular.contains(Point(80, 20)))
        #expect(!circular.contains(Point(99, 1)))
        for radius in [-5, .nan, .infinity] {
            #expect(Path.roundedRect(wide, cornerRadius: radius, maskedCorners: [.layerMinXMinYCorner], cornerCurve: .continuous)
                    .boundingBox.width.isFinite)
        }
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct PathTests {
    @Test func buildingTracksTheCurrentPoint() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: Point(1, 2))
        path.addLine(to: Point(3, 4))
        path.addQuadCurve(to: Point(5, 6), control: Point(0, 0))
        path.addCurve(to: Point(7, 8), control1: Point(0, 0), control2: Point(1, 1))
        #expect(path.currentPoint == Point(7, 8))
        path.closeSubpath()
        #expect(path.currentPoint == Point(1, 2))
        // A line after a close starts a new sub-path where the closed one began.
        path.addLine(to: Point(9, 9))
        #expect(path.elements.suffix(2) == [.move(to: Point(1, 2)), .line(to: Point(9, 9))])
    }

    @Test func lineWithoutCurrentPointOnlyMoves() {
        var path = Path()
        path.addLine(to: Point(5, 5))
        #expect(path.elements == [.move(to: Point(5, 5))])
    }

    @Test func arcClockwiseIncreasesAngle() {
        // y-down: clockwise from 0 to π/2 passes through the lower-right quadrant (y > 0).
        let path = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectClose(path.currentPoint, Point(0, 10), tolerance: 1e-9)
        let box = path.boundingBox
        expectClose(box, Rect(0, 0, 10, 10), tolerance: 1e-6)
        // The other way round sweeps 270° through the top and left.
        let long = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expectClose(long.boundingBox, Rect(-10, -10, 20, 20), tolerance: 1e-6)
        expectClose(long.currentPoint, Point(0, 10), tolerance: 1e-9)
    }

    @Test func arcPointsLieOnTheCircle() {
        let path = Path.arc(center: Point(5, 5), radius: 50, startAngle: 0.3, endAngle: 4, clockwise: true)
        let measure = PathMeasure(path, accuracy: 1e-4)
        for i in 0...50 {
            let p = measure.point(atDistance: measure.length * Double(i) / 50)!
            #expect(abs(p.distance(to: Point(5, 5)) - 50) < 1e-5)
        }
        expectClose(measure.length, 50 * 3.7, tolerance: 1e-3)
    }

    @Test func fullTurnArcs() {
        let full = Path.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        expectClose(PathMeasure(full).length, 2 * .pi, tolerance: 0.01)
        let none = Path.arc(center: .zero, radius: 1, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(none.elements == [.move(to: Point(cos(1), sin(1)))])
    }

    @Test func addArcConnectsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: Point(10, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        guard case .line(let start) = path.elements[1] else { Issue.record("no connecting line"); return }
        expectClose(start, Point(5, 0))
        expectClose(path.currentPoint, Point(15, 0), tolerance: 1e-9)
    }

    @Test func rectStartsTopLeftClockwise() {
        let path = Path.rect(Rect(10, 20, 30, 40))
        #expect(path.elements == [
            .move(to: Point(10, 20)), .line(to: Point(40, 20)), .line(to: Point(40, 60)),
            .line(to: Point(10, 60)), .closeSubpath,
        ])
    }

    @Test func ellipseStartsAtThreeOClockGoingClockwise() throws {
        let path = Path.ellipse(in: Rect(0, 0, 100, 50))
        #expect(path.elements.first == .move(to: Point(100, 25)))
        #expect(path.elements.last == .closeSubpath)
        // A quarter of the way round (increasing angle, y-down) is the bottom point.
        let measure = PathMeasure(Path.ellipse(in: Rect(0, 0, 100, 100)))
        expectClose(measure.point(atDistance: measure.length / 4), Point(50, 100), tolerance: 1e-3)
    }

    @Test func roundedRectClampsRadius() {
        let square = Path.roundedRect(Rect(0, 0, 20, 20), cornerRadius: 100)
        let circle = PathMeasure(square).length
        expectClose(circle, 2 * .pi * 10, tolerance: 0.01)
        #expect(Path.roundedRect(Rect(0, 0, 20, 10), cornerRadius: 0) == Path.rect(Rect(0, 0, 20, 10)))
        #expect(square.elements.first == .move(to: Point(10, 0)))
    }

    @Test func boundingBoxIsTight() {
        let circle = Path.ellipse(in: Rect(-30, 10, 60, 60))
        expectClose(circle.boundingBox, Rect(-30, 10, 60, 60), tolerance: 1e-9)
        // A cubic's control points stick out; its box doesn't.
        var bump = Path()
        bump.move(to: Point(0, 0))
        bump.addCurve(to: Point(10, 0), control1: Point(0, -10), control2: Point(10, -10))
        expectClose(bump.boundingBox, Rect(0, -7.5, 10, 7.5), tolerance: 1e-12)
        expectClose(bump.controlPointBounds, Rect(0, -10, 10, 10), tolerance: 1e-12)
        var quad = Path()
        quad.move(to: Point(0, 0))
        quad.addQuadCurve(to: Point(10, 0), control: Point(5, 10))
        expectClose(quad.boundingBox, Rect(0, 0, 10, 5), tolerance: 1e-12)
        #expect(Path().boundingBox == .zero)
    }

    @Test func applyingTransformsEveryPoint() {
        let t = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: 100, y: 0))
        let moved = Path.rect(Rect(0, 0, 10, 20)).applying(t)
        expectClose(moved.boundingBox, Rect(80, 0, 20, 10), tolerance: 1e-9)
        let circle = Path.ellipse(in: Rect(0, 0, 10, 10)).applying(AffineTransform(scaleX: 2, y: 3))
        expectClose(circle.boundingBox, Rect(0, 0, 20, 30), tolerance: 1e-9)
    }

    @Test func containsWithBothFillRules() {
        // A ring: two circles turning the same way.
        var ring = Path.ellipse(in: Rect(0, 0, 100, 100))
        ring.addPath(.ellipse(in: Rect(25, 25, 50, 50)))
        let hole = Point(50, 50), band = Point(10, 50), outside = Point(95, 95)
        #expect(ring.contains(hole, using: .nonZero))
        #expect(!ring.contains(hole, using: .evenOdd))
        for rule in FillRule.allCases {
            #expect(ring.contains(band, using: rule))
            #expect(!ring.contains(outside, using: rule))
        }
        // An open sub-path fills as if closed.
        var triangle = Path()
        triangle.move(to: Point(0, 0))
        triangle.addLine(to: Point(10, 0))
        triangle.addLine(to: Point(0, 10))
        #expect(triangle.contains(Point(2, 2)) && !triangle.contains(Point(8, 8)))
    }

    @Test func interpolation() throws {
        let a = Path.rect(Rect(0, 0, 10, 10)), b = Path.rect(Rect(10, 10, 30, 30))
        #expect(a.isInterpolatable(with: b))
        let mid = try #require(a.interpolated(to: b, fraction: 0.5))
        #expect(mid == Path.rect(Rect(5, 5, 20, 20)))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        let circle = Path.ellipse(in: Rect(0, 0, 10, 10))
        #expect(!a.isInterpolatable(with: circle))
        #expect(a.interpolated(to: circle, fraction: 0.5) == nil)
    }

    @Test func addPathAppends() {
        var path = Path.rect(Rect(0, 0, 1, 1))
        path.addPath(.rect(Rect(5, 5, 1, 1)))
        #expect(path.elements.count == 10)
        expectClose(path.boundingBox, Rect(0, 0, 6, 6))
    }
}

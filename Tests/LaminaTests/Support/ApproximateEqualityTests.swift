import Foundation
import Lamina
import LaminaTestSupport
import Testing

/// The tolerance rule every test's approximate comparison goes through.
@Suite struct ApproximateEqualityTests {
    @Test func anAbsoluteToleranceBoundsTheDifferenceWhateverTheSize() {
        #expect(isClose(1.0, 1.0 + 1e-10))
        #expect(!isClose(1.0, 1.0 + 1e-8))
        #expect(isClose(1e6, 1e6 + 0.5, tolerance: 0.5))
        #expect(!isClose(1e6, 1e6 + 0.6, tolerance: 0.5))
    }

    @Test func aRelativeToleranceScalesWithTheLargerMagnitude() {
        #expect(isClose(1e6, 1e6 + 0.9, tolerance: .relative(1e-6)))
        #expect(!isClose(1e6, 1e6 + 1.1, tolerance: .relative(1e-6)))
        // Near zero a relative bound vanishes; the absolute part takes over.
        #expect(!isClose(0, 1e-12, tolerance: .relative(1e-6)))
        #expect(isClose(0, 1e-12, tolerance: Tolerance(absolute: 1e-9, relative: 1e-6)))
        #expect(isClose(-2e6, -2e6 + 1.9, tolerance: Tolerance(absolute: 1e-9, relative: 1e-6)))
    }

    @Test func nanAndInfinityAreCloseToNothing() {
        #expect(!isClose(Double.nan, .nan, tolerance: 1))
        #expect(!isClose(1, .nan, tolerance: 1))
        #expect(!isClose(Double.infinity, .infinity, tolerance: .relative(1)))
        #expect(!isClose(nil, 0.0, tolerance: 1))
    }

    @Test func pointsCompareByTheirDistance() {
        // Off by 0.8 in x and y: each within 1, but 1.13 apart.
        #expect(!isClose(Point(0, 0), Point(0.8, 0.8), tolerance: 1))
        #expect(isClose(Point(0, 0), Point(0.6, 0.8), tolerance: 1))
        #expect(isClose(Point(3e6, 4e6), Point(3e6 + 3, 4e6 + 4), tolerance: .relative(1e-6)))
    }

    @Test func compoundValuesCompareEachComponent() {
        #expect(isClose(Size(10, 20), Size(10 + 1e-10, 20)))
        #expect(!isClose(Size(10, 20), Size(10, 20.1), tolerance: 0.05))
        // A rectangle by its edges: a negative size is the same rectangle.
        #expect(isClose(Rect(10, 10, -10, -10), Rect(0, 0, 10, 10)))
        #expect(!isClose(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10.5), tolerance: 0.1))
        #expect(isClose(Color(red: 1, green: 0.5, blue: 0), Color(red: 1, green: 0.5 + 0.5 / 255, blue: 0), tolerance: .absolute(1.0 / 255)))
        #expect(!isClose(Color.red, Color(red: 1, green: 0, blue: 0, alpha: 0.99), tolerance: 1e-3))
        let turn = Transform3D(rotationAngle: .pi / 2)
        #expect(isClose(turn, Transform3D(m11: 0, m12: 1, m13: 0, m14: 0, m21: -1, m22: 0, m23: 0, m24: 0,
                                          m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)))
        #expect(!isClose(turn, .identity, tolerance: 0.5))
        #expect(isClose(AffineTransform(translationX: 1, y: 2), AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 2 + 1e-10)))
    }

    @Test func arraysNeedTheSameCountAndEveryElementClose() {
        #expect(isClose([1.0, 2.0], [1.0, 2.0 + 1e-10]))
        #expect(!isClose([1.0, 2.0], [1.0]))
        #expect(!isClose([Point(0, 0), Point(1, 1)], [Point(0, 0), Point(1, 1.5)], tolerance: 0.1))
    }

    @Test func aFailureShowsBothValuesTheToleranceAndTheDifference() {
        #expect(describeDifference(5.5, 5.0, tolerance: 0.25) == "5.5 is not within 0.25 of 5.0 (off by 0.5)")
        #expect(describeDifference(Point(1, 2), Point(1, 3), tolerance: .relative(1e-6))
            == "(1.0, 2.0) is not within 1e-06 × magnitude of (1.0, 3.0)")
        #expect(describeDifference(nil, 1.0, tolerance: Tolerance(absolute: 1e-9, relative: 1e-6))
            == "nil is not within max(1e-09, 1e-06 × magnitude) of 1.0")
        withKnownIssue {
            expectClose(2.0, 1.0, tolerance: 0.5, "at t = 3")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["2.0 is not within 0.5 of 1.0 (off by 1.0): at t = 3"]
        }
        #expect(expectClose(1.2, 1.0, tolerance: 0.25))
    }
}

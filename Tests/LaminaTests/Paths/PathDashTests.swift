import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct PathDashTests {
    static let line: Path = {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(100, 0))
        return path
    }()

    @Test func dashedLengthIsTheOnLength() {
        let dashed = Self.line.dashed(pattern: [10, 5])
        #expect(dashed.moveCount == 7)
        expectClose(PathMeasure(dashed).length, 70)
        #expect(dashed.elements.prefix(2) == [.move(to: .zero), .line(to: Point(10, 0))])
    }

    @Test func phaseShiftsIntoThePattern() {
        let dashed = Self.line.dashed(pattern: [10, 5], phase: 5)
        expectClose(PathMeasure(dashed).length, 65)
        #expect(dashed.elements.prefix(4) == [
            .move(to: .zero), .line(to: Point(5, 0)), .move(to: Point(10, 0)), .line(to: Point(20, 0)),
        ])
        // A negative phase counts back from the end of the pattern.
        #expect(Self.line.dashed(pattern: [10, 5], phase: -10) == Self.line.dashed(pattern: [10, 5], phase: 5))
    }

    @Test func oddPatternsSwapOnAndOff() {
        let dashed = Self.line.dashed(pattern: [10])
        #expect(dashed.moveCount == 5 && isClose(PathMeasure(dashed).length, 50))
    }

    @Test func invalidPatternsLeaveThePath() {
        for pattern in [[], [0, 0], [10, -1], [.nan, 2]] as [[Double]] {
            #expect(Self.line.dashed(pattern: pattern) == Self.line)
        }
    }

    @Test func zeroDashesAreDots() {
        let dots = Self.line.dashed(pattern: [0, 25])
        #expect(dots.moveCount == 4)
        #expect(dots.elements.prefix(2) == [.move(to: .zero), .line(to: .zero)])
    }

    @Test func everySubpathRestartsThePattern() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(15, 0))
        path.move(to: Point(0, 10))
        path.addLine(to: Point(15, 10))
        let dashed = path.dashed(pattern: [10, 10])
        #expect(dashed.elements == [
            .move(to: .zero), .line(to: Point(10, 0)), .move(to: Point(0, 10)), .line(to: Point(10, 10)),
        ])
    }

    @Test func dashedCircleKeepsCurves() {
        let circle = Path.ellipse(in: Rect(0, 0, 100, 100))
        let quarter = 2 * Double.pi * 50 / 4
        let dashed = circle.dashed(pattern: [quarter, 1.5 * quarter])
        #expect(dashed.moveCount == 2)
        expectClose(PathMeasure(dashed).length, 2 * quarter, tolerance: 0.02)
        #expect(dashed.elements.contains { if case .curve = $0 { true } else { false } })
        let end = 3.5 * .pi / 2  // The second dash runs from 2.5 to 3.5 quarters round.
        expectClose(dashed.lastDrawnPoint, Point(50 + 50 * cos(end), 50 + 50 * sin(end)), tolerance: 1e-3)
    }
}

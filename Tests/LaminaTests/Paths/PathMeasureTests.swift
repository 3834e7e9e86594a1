import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct PathMeasureTests {
    static let accuracies = [1, 0.1, 0.01, 0.001]

    @Test(arguments: accuracies)
    func circleLength(accuracy: Double) {
        for radius in [1.0, 50, 300] {
            let circle = Path.ellipse(in: Rect(-radius, -radius, 2 * radius, 2 * radius))
            let length = PathMeasure(circle, accuracy: accuracy).length
            expectClose(length, 2 * .pi * radius, tolerance: .absolute(accuracy), "r = \(radius)")
        }
    }

    @Test(arguments: accuracies)
    func roundedRectLength(accuracy: Double) {
        let path = Path.roundedRect(Rect(0, 0, 200, 100), cornerRadius: 20)
        let straight: Double = 2 * (200 - 40) + 2 * (100 - 40)
        let expected = straight + 2 * Double.pi * 20
        expectClose(PathMeasure(path, accuracy: accuracy).length, expected, tolerance: .absolute(accuracy))
    }

    @Test(arguments: accuracies)
    func parabolaLength(accuracy: Double) {
        // y = x² for x in 0...2 is exactly the quadratic Bézier (0,0) (1,0) (2,4).
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: Point(2, 4), control: Point(1, 0))
        let expected = 17.0.squareRoot() + asinh(4) / 4
        expectClose(PathMeasure(path, accuracy: accuracy).length, expected, tolerance: .absolute(accuracy))
    }

    @Test func linesAndSubpaths() {
        var path = Path.rect(Rect(0, 0, 30, 40))
        path.move(to: Point(100, 100))
        path.addLine(to: Point(103, 104))
        path.move(to: Point(7, 7))
        let measure = PathMeasure(path)
        #expect(measure.subpathLengths == [140, 5, 0])
        #expect(measure.length == 145)
        #expect(PathMeasure(Path()).length == 0)
        #expect(PathMeasure(Path()).point(atDistance: 0) == nil)
    }

    @Test func pointAndTangentOnACircle() throws {
        let radius = 50.0, center = Point(50, 50)
        let measure = PathMeasure(.ellipse(in: Rect(0, 0, 100, 100)), accuracy: 0.001)
        for i in 0..<24 {
            let distance = measure.length * Double(i) / 24
            let angle = distance / radius
            let p = try #require(measure.point(atDistance: distance))
            #expect(abs(p.distance(to: center) - radius) < 1e-5)  // 22.5° cubics: ~4e-8 radial error
            expectClose(p, center + radius * Point(cos(angle), sin(angle)), tolerance: 0.002)
            let tangent = try #require(measure.tangentAngle(atDistance: distance))
            #expect(angleDifference(tangent, angle + .pi / 2) < 1e-4)
        }
        // Out-of-range distances clamp to the ends.
        expectClose(measure.point(atDistance: -5), Point(100, 50), tolerance: 1e-9)
        expectClose(measure.point(atDistance: 1e9), Point(100, 50), tolerance: 1e-9)
    }

    @Test func lineTangent() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(0, 10))
        path.addLine(to: Point(-10, 10))
        let measure = PathMeasure(path)
        expectClose(measure.tangentAngle(atDistance: 5)!, .pi / 2)
        expectClose(measure.tangentAngle(atDistance: 15)!, .pi)
        expectClose(measure.point(atDistance: 15), Point(-5, 10))
    }

    @Test func measuredDistanceTrimsBack() throws {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<40 {
            let path = randomPath(&rng, segments: Int.random(in: 1...6, using: &rng))
            let accuracy = [0.1, 0.01, 0.001].randomElement(using: &rng)!
            let measure = PathMeasure(path, accuracy: accuracy)
            guard measure.length > 0 else { continue }
            let distance = Double.random(in: 0...measure.length, using: &rng)
            let trimmed = measure.trimmed(from: 0, to: distance / measure.length)
            let back = PathMeasure(trimmed, accuracy: accuracy).length
            expectClose(back, distance, tolerance: .absolute(2 * accuracy + 1e-9), "\(path.svgPathData) at \(distance)")
            let end = try #require(measure.point(atDistance: distance))
            expectClose(trimmed.lastDrawnPoint, end, tolerance: 1e-6)
        }
    }

    @Test func circleTrimmedToAQuarterEndsAtSixOClock() throws {
        let measure = PathMeasure(.ellipse(in: Rect(0, 0, 100, 100)))
        let quarter = measure.trimmed(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(to: Point(100, 50)))
        expectClose(quarter.lastDrawnPoint, Point(50, 100), tolerance: 1e-3)
        // Curves stay curves, and a part of a closed path is open.
        #expect(quarter.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        #expect(!quarter.elements.contains(.closeSubpath))
        let half = measure.trimmed(from: 0.25, to: 0.75)
        expectClose(half.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, Point(50, 100), tolerance: 1e-3)
        expectClose(half.lastDrawnPoint, Point(50, 0), tolerance: 1e-3)
    }

    @Test func trimRules() {
        let rect = Path.rect(Rect(0, 0, 10, 10))
        let measure = PathMeasure(rect)
        #expect(measure.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(measure.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(measure.trimmed(from: -1, to: 2) == rect)
        #expect(measure.trimmed(from: 0, to: 1) == rect)
        #expect(measure.trimmed(from: .nan, to: 1) == rect)
        // The closing line is part of the stroke.
        let tail = measure.trimmed(from: 0.875, to: 1)
        #expect(tail.elements == [.move(to: Point(0, 5)), .line(to: Point(0, 0))])
        let open = measure.trimmed(from: 0, to: 0.9)
        #expect(!open.elements.contains(.closeSubpath))
        expectClose(PathMeasure(open).length, 36)
    }

    @Test func subpathsMeasureInOrder() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(10, 0))
        path.move(to: Point(0, 20))
        path.addLine(to: Point(10, 20))
        path.addPath(.rect(Rect(100, 100, 5, 5)))
        let measure = PathMeasure(path)
        #expect(measure.length == 40)
        let middle = measure.trimmed(from: 0.125, to: 0.375)
        #expect(middle.elements == [
            .move(to: Point(5, 0)), .line(to: Point(10, 0)),
            .move(to: Point(0, 20)), .line(to: Point(5, 20)),
        ])
        // A sub-path kept whole stays closed.
        let last = measure.trimmed(from: 0.5, to: 1)
        #expect(last == Path.rect(Rect(100, 100, 5, 5)))
    }

    /// Half of a long path, from anywhere along it, keeps hundreds of its elements. How fast a
    /// trim is, is a benchmark's business, not a unit test's: "Trim a 1,000-segment path" in
    /// Benchmarks/LaminaBenchmarks and `lamina bench --only trim` (README, "Benchmarks").
    @Test func trimmingHalfOfALongPathKeepsHundredsOfElements() {
        var rng = SeededGenerator(seed: 7)
        let measure = PathMeasure(randomPath(&rng, segments: 1_000))
        let runs = 200
        var elements = 0
        for i in 0..<runs {
            let start = Double(i) / Double(runs) * 0.5
            elements += measure.trimmed(from: start, to: start + 0.5).elements.count
        }
        #expect(elements > runs * 400)
    }
}

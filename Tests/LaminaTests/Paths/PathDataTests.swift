import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct PathDataTests {
    static let absolute: [Path.Element] = [
        .move(to: Point(10, 20)), .line(to: Point(30, 40)), .line(to: Point(50, 40)), .line(to: Point(50, 60)),
        .curve(to: Point(5, 6), control1: Point(1, 2), control2: Point(3, 4)),
        .curve(to: Point(9, 10), control1: Point(7, 8), control2: Point(7, 8)),
        .quadCurve(to: Point(13, 14), control: Point(11, 12)),
        .quadCurve(to: Point(15, 16), control: Point(15, 16)),
        .closeSubpath,
    ]

    @Test func everyCommandAbsoluteAndRelative() throws {
        let absolute = try Path(svgPathData: "M10 20 L30 40 H50 V60 C1 2 3 4 5 6 S7 8 9 10 Q11 12 13 14 T15 16 Z")
        #expect(absolute.elements == Self.absolute)
        let relative = try Path(svgPathData: "m10 20 l20 20 h20 v20 c-49-58-47-56-45-54 s2 2 4 4 q2 2 4 4 t2 2 z")
        #expect(relative.elements == Self.absolute)
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        #expect(try Path(svgPathData: "M0 0 10 0 10 10").elements
            == [.move(to: .zero), .line(to: Point(10, 0)), .line(to: Point(10, 10))])
        #expect(try Path(svgPathData: "m1 1 2 2").elements == [.move(to: Point(1, 1)), .line(to: Point(3, 3))])
        #expect(try Path(svgPathData: "M1e-3-.5.5,10-5-5").elements
            == [.move(to: Point(0.001, -0.5)), .line(to: Point(0.5, 10)), .line(to: Point(-5, -5))])
        #expect(try Path(svgPathData: " M 1 , 2 h 1 1 v 1 1 ").elements
            == [.move(to: Point(1, 2)), .line(to: Point(2, 2)), .line(to: Point(3, 2)),
                .line(to: Point(3, 3)), .line(to: Point(3, 4))])
        #expect(try Path(svgPathData: "M0 0 L1E+1 2").elements.last == .line(to: Point(10, 2)))
        // After z, a relative command starts from the sub-path's start.
        #expect(try Path(svgPathData: "M5 5 l5 0 z l0 5").elements.suffix(2)
            == [.move(to: Point(5, 5)), .line(to: Point(5, 10))])
    }

    @Test func emptyData() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \n\t ").isEmpty)
    }

    @Test func halfCircleArcs() throws {
        // sweep-flag 1 goes with increasing angle: clockwise on screen, over the top.
        for data in ["M0 0 A50 50 0 0 1 100 0", "M0 0 a50 50 0 0 1 100 0", "M0 0 A1 1 0 0 1 100 0"] {
            let path = try Path(svgPathData: data)
            let measure = PathMeasure(path, accuracy: 1e-4)
            #expect(path.elements.first == .move(to: .zero))
            #expect(path.currentPoint == Point(100, 0))
            expectClose(measure.point(atDistance: measure.length / 2), Point(50, -50), tolerance: 1e-3)
            expectClose(measure.length, 50 * .pi, tolerance: 1e-3)
        }
        let under = PathMeasure(try Path(svgPathData: "M0 0 A50 50 0 0 0 100 0"))
        expectClose(under.point(atDistance: under.length / 2), Point(50, 50), tolerance: 1e-2)
    }

    @Test func arcFlagsAndSpecialCases() throws {
        // Compact flags: "00" is two flags; the large arc around a 50-radius circle is 3/4 of it.
        let large = try Path(svgPathData: "M0 0a50 50 0 10 50 50")
        expectClose(PathMeasure(large).length, 1.5 * .pi * 50, tolerance: 0.01)
        #expect(try Path(svgPathData: "M0 0a1 1 0 00 1 1").currentPoint == Point(1, 1))
        // A rotated ellipse: radii 20 × 10 turned 90°, from its top to its bottom end.
        let rotated = try Path(svgPathData: "M0 -20 A20 10 90 0 1 0 20")
        expectClose(rotated.boundingBox, Rect(0, -20, 10, 40), tolerance: 1e-6)
        #expect(try Path(svgPathData: "M0 0 A0 5 0 0 1 10 0").elements == [.move(to: .zero), .line(to: Point(10, 0))])
        #expect(try Path(svgPathData: "M3 3 A5 5 0 0 1 3 3").elements == [.move(to: Point(3, 3))])
    }

    @Test(arguments: [
        ("L10 10", "path data must begin with a moveto at offset 0"),
        ("  x", "path data must begin with a moveto at offset 2"),
        ("M10 10 x", "unexpected 'x' at offset 7"),
        ("M0 0 L5 5 L10 1e", "unexpected 'e' at offset 15"),
        ("M0 0 A1 1 0 2 1 5 5", "arc flag must be 0 or 1 at offset 12"),
        ("M0 0 L", "unexpected end of data at offset 6"),
        ("M0 0 L-", "unexpected end of data at offset 7"),
        ("M0 0 Z 1", "unexpected '1' at offset 7"),
        ("M1e999 0", "number out of range at offset 1"),
    ])
    func errors(data: String, message: String) {
        #expect(throws: PathDataError.self) { try Path(svgPathData: data) }
        do {
            _ = try Path(svgPathData: data)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func roundTrip() throws {
        var rng = SeededGenerator(seed: 3)
        var paths = [Path.ellipse(in: Rect(0.1, 0.2, 33.3, 44.4)), Path.roundedRect(Rect(0, 0, 10, 10), cornerRadius: 3)]
        for _ in 0..<20 {
            var path = randomPath(&rng, segments: 5)
            if Bool.random(using: &rng) { path.closeSubpath() }
            paths.append(path)
        }
        for path in paths {
            #expect(try Path(svgPathData: path.svgPathData) == path)
        }
        #expect(Path.rect(Rect(0, 0, 2, 3)).svgPathData == "M0 0 L2 0 L2 3 L0 3 Z")
    }

    @Test func fuzzNeverCrashes() {
        var rng = SeededGenerator(seed: 2024)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \t\n01010101é😀x")
        var parsed = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &rng)
            var text = String((0..<count).map { _ in alphabet.randomElement(using: &rng)! })
            if Bool.random(using: &rng) { text = "M" + text }
            if let path = try? Path(svgPathData: text) {
                parsed += 1
                _ = PathMeasure(path).trimmed(from: 0.2, to: 0.7)
                _ = path.boundingBox
            }
        }
        #expect(parsed > 0)
    }
}

import Foundation
import Lamina
import Testing

/// The SMIL corpus (`__SMIL__/*.svg`) through `lamina inspect --time`: each file's comments
/// say what moves, and the values the inspect report gives at chosen times are worked out by
/// hand from SMIL's rules.
@Suite struct SMILInspectCLITests {
    static let binary = InspectCLITests.binary

    /// The report's layers at `time`, as JSON objects.
    static func layers(_ file: String, at time: Double) throws -> [String: Any] {
        let path = "Tests/LaminaCLITests/__SMIL__/\(file)"
        let result = try InspectCLITests.run(["inspect", path, "--time", String(time)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no warnings expected: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The layers from the top down to the one named `name`.
    static func chain(to name: String, in layers: [[String: Any]]) -> [[String: Any]]? {
        for layer in layers {
            if layer["name"] as? String == name { return [layer] }
            if let rest = chain(to: name, in: layer["sublayers"] as? [[String: Any]] ?? []) { return [layer] + rest }
        }
        return nil
    }

    static func named(_ name: String, _ report: [String: Any]) throws -> [String: Any] {
        try #require(chain(to: name, in: report["layers"] as? [[String: Any]] ?? [])?.last, "no layer \(name)")
    }

    static func number(_ key: String, of name: String, _ report: [String: Any]) throws -> Double {
        try #require(try named(name, report)[key] as? Double, "\(name).\(key)")
    }

    /// Where `point` of the named layer's bounds lands in the drawing (2-D transforms only).
    static func place(_ point: Point, of name: String, _ report: [String: Any]) throws -> Point {
        let path = try #require(Self.chain(to: name, in: report["layers"] as? [[String: Any]] ?? []))
        var p = point
        for layer in path.reversed() {
            let b = try #require(layer["bounds"] as? [Double]), a = try #require(layer["anchorPoint"] as? [Double])
            let t = try #require(layer["transform"] as? [Double]), q = try #require(layer["position"] as? [Double])
            let x = p.x - b[0] - a[0] * b[2], y = p.y - b[1] - a[1] * b[3]
            p = Point(x: x * t[0] + y * t[4] + t[12] + q[0], y: x * t[1] + y * t[5] + t[13] + q[1])
        }
        return p
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func beginRepeatCountFreezeAndDiscreteKeyTimes() throws {
        for (time, box, dot) in [(0.5, 0.9, 0.2), (2.5, 0.75, 1.0), (5.5, 0.25, 0.6), (8.5, 0.25, 0.2)] {
            let report = try Self.layers("fade.svg", at: time)
            #expect(Self.close(try Self.number("opacity", of: "box", report), box), "box at \(time)")
            #expect(Self.close(try Self.number("opacity", of: "dot", report), dot), "dot at \(time)")
        }
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func splinesToAnimationsAndByAnimations() throws {
        let half = try Self.layers("ease.svg", at: 0.5)
        #expect(Self.close(try Self.number("lineWidth", of: "bar", half), 2 + 10 * TimingFunction.easeIn.value(at: 0.5)))
        let one = try Self.layers("ease.svg", at: 1)
        #expect(try Self.named("swatch", one)["fillColor"] as? [Double] == [0.5, 0, 0.5, 1])
        let path = try Path(svgPathData: try #require(try Self.named("ball", one)["path"] as? String))
        // cx is 40 at 1 s: the circle's left edge at 35.
        #expect(Self.close(try Self.place(Point(x: path.boundingBox.origin.x, y: 0), of: "ball", one).x, 35, 1e-4))
        let after = try Self.layers("ease.svg", at: 2)
        #expect(try Self.named("swatch", after)["fillColor"] as? [Double] == [1, 0, 0, 1])
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func rotationAboutACentreAndMotionByKeyPoints() throws {
        let one = try Self.layers("move.svg", at: 1)
        // A quarter turn about (50, 50): the top-left corner (40, 40) goes to (60, 40).
        #expect(Self.close(try Self.place(Point(x: 0, y: 0), of: "spinner", one), Point(x: 60, y: 40)))
        // 80% down the line at half time, heading down: the nose (5, 0) points down.
        #expect(Self.close(try Self.place(Point(x: 10, y: 2), of: "car", one), Point(x: 100, y: 85)))
        let quarter = try Self.layers("move.svg", at: 0.5)
        #expect(Self.close(try Self.place(Point(x: 5, y: 2), of: "car", quarter), Point(x: 100, y: 40)))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func cssKeyframesForOpacityAndTransform() throws {
        // pulse: 1 → 0.2 → 1 over 2 s from 0.5 s, each half eased in and out.
        for (time, opacity) in [(0.25, 1.0), (1.5, 1 - 0.8 * TimingFunction.easeInEaseOut.value(at: 1)), (1.0, 1 - 0.8 * TimingFunction.easeInEaseOut.value(at: 0.5)),
                                (3.0, 1 - 0.8 * TimingFunction.easeInEaseOut.value(at: 0.5)), (7.0, 1.0)] {
            let report = try Self.layers("css.svg", at: time)
            #expect(Self.close(try Self.number("opacity", of: "lamp", report), opacity), "lamp at \(time)")
        }
        // spin: a quarter turn at 1 s about (60, 60): the corner (50, 50) goes to (70, 50).
        let one = try Self.layers("css.svg", at: 1)
        #expect(Self.close(try Self.place(Point(x: 0, y: 0), of: "square", one), Point(x: 70, y: 50)))
    }
}

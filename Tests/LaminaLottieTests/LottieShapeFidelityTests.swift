import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Shape and transform details where lottie-ios's Core Animation engine (whose renders are the
/// conformance references) decides, against closed forms.
@Suite struct LottieShapeFidelityTests {
    private func strokeLayer(trims: String, at frame: Double) throws -> LayerSnapshot {
        let shapes = #"""
            {"ty":"el","nm":"Circle","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},
            \#(trims),
            {"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1}
            """#
        let root = try snapshot(lottieJSON(shapeLayer("L", shapes: shapes)), atFrame: frame)
        return try #require(root.layer(named: "L")?.sublayers.first)
    }

    @Test func aTrimThatKeepsTheWholePathGivesWayToTheNextTrim() throws {
        // The first trim keeps 0–100 %; the second, animated, is the stroke's range.
        let trims = #"""
            {"ty":"tm","nm":"Whole","s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1},
            {"ty":"tm","nm":"Part","s":{"a":1,"k":[{"t":0,"s":[10]},{"t":20,"s":[30]}]},"e":{"a":0,"k":60},"o":{"a":0,"k":0},"m":1}
            """#
        let stroke = try strokeLayer(trims: trims, at: 10)
        expectClose(stroke.shape?.strokeStart, 0.2, tolerance: 1e-9)
        expectClose(stroke.shape?.strokeEnd, 0.6, tolerance: 1e-9)
    }

    @Test func aTrimWhoseStartPassesItsEndDrawsTheRangeBetweenThem() throws {
        // Start 52 %, end 48 %, after a trim that keeps everything: the 4 % between them.
        let trims = #"""
            {"ty":"tm","nm":"Whole","s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1},
            {"ty":"tm","nm":"Dot","s":{"a":0,"k":52},"e":{"a":0,"k":48},"o":{"a":0,"k":0},"m":1}
            """#
        let stroke = try strokeLayer(trims: trims, at: 0)
        expectClose(stroke.shape?.strokeStart, 0.48, tolerance: 1e-9)
        expectClose(stroke.shape?.strokeEnd, 0.52, tolerance: 1e-9)
    }

    @Test func ofTwoTrimsThatBothTrimTheFirstIsUsed() throws {
        let trims = #"""
            {"ty":"tm","nm":"First","s":{"a":0,"k":10},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1},
            {"ty":"tm","nm":"Second","s":{"a":0,"k":0},"e":{"a":0,"k":20},"o":{"a":0,"k":0},"m":1}
            """#
        let stroke = try strokeLayer(trims: trims, at: 0)
        expectClose(stroke.shape?.strokeStart, 0.1, tolerance: 1e-9)
        expectClose(stroke.shape?.strokeEnd, 0.5, tolerance: 1e-9)
    }

    @Test func aReversedEllipseStartsAtTheTopAndRunsAnticlockwise() throws {
        // Radius 40 about (50, 50), direction 3, trimmed to its first quarter: the arc from the
        // top to the left, whose middle is at 45° up-left; nothing up-right.
        let shapes = #"""
            {"ty":"el","nm":"Circle","d":3,"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[80,80]}},
            {"ty":"tm","nm":"Quarter","s":{"a":0,"k":0},"e":{"a":0,"k":25},"o":{"a":0,"k":0},"m":1},
            {"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":6},"lc":1,"lj":1}
            """#
        let json = lottieJSON(shapeLayer("L", shapes: shapes))
        let d = 40 / 2.0.squareRoot()
        #expect(try pixel(json, atFrame: 0, x: Int(50 - d), y: Int(50 - d)) == [0, 0, 255, 255])
        #expect(try pixel(json, atFrame: 0, x: Int(50 + d), y: Int(50 - d)) == [0, 0, 0, 0])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 90) == [0, 0, 0, 0])
    }

    /// Where a point given in the layer's own coordinates lands in its parent's.
    private func placed(_ l: LayerSnapshot, _ q: Point) -> Point {
        let moved = l.transform.apply(to: Point(x: q.x - l.bounds.origin.x, y: q.y - l.bounds.origin.y))
        return Point(x: moved.x + l.position.x, y: moved.y + l.position.y)
    }

    private func layer(_ ks: String, at frame: Double) throws -> LayerSnapshot {
        try #require(try snapshot(lottieJSON(shapeLayer("L", shapes: redSquare, ks: ks)), atFrame: frame).layer(named: "L"))
    }

    @Test func negativeScaleOnBothAxesIsAHalfTurnNotAMirror() throws {
        let l = try layer(#"{"a":{"a":0,"k":[10,20]},"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[-200,-200]}}"#, at: 0)
        // The anchor stays on the position; 5 to its right lands 10 to the left, 5 below lands 10 above.
        expectClose(placed(l, Point(x: 10, y: 20)), Point(x: 50, y: 50), tolerance: 1e-9)
        expectClose(placed(l, Point(x: 15, y: 20)), Point(x: 40, y: 50), tolerance: 1e-9)
        expectClose(placed(l, Point(x: 10, y: 25)), Point(x: 50, y: 40), tolerance: 1e-9)
    }

    @Test func negativeXScaleWithRotationMirrorsThenTurns() throws {
        // Scale (−1, 1), then a quarter turn clockwise: (1, 0) → (−1, 0) → (0, −1); (0, 1) → (−1, 0).
        let l = try layer(#"{"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[-100,100]},"r":{"a":0,"k":90}}"#, at: 0)
        expectClose(placed(l, Point(x: 1, y: 0)), Point(x: 50, y: 49), tolerance: 1e-9)
        expectClose(placed(l, Point(x: 0, y: 1)), Point(x: 49, y: 50), tolerance: 1e-9)
    }

    @Test func animatedNegativeXScaleInterpolatesItsMatrix() throws {
        // Scale x from −100 to −300 % and position from (0, 0) to (40, 0), linearly over 20 frames:
        // half way, a mirror of scale 2 at (20, 0).
        let ks = #"{"s":{"a":1,"k":[{"t":0,"s":[-100,100]},{"t":20,"s":[-300,100]}]},"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":20,"s":[40,0]}]}}"#
        let l = try layer(ks, at: 10)
        expectClose(placed(l, Point(x: 0, y: 0)), Point(x: 20, y: 0), tolerance: 1e-9)
        expectClose(placed(l, Point(x: 1, y: 1)), Point(x: 18, y: 1), tolerance: 1e-9)
    }

    @Test func aMotionPathSegmentWithoutTangentsMovesAlongItsLineEvenly() throws {
        // The second segment has tangents, so the position is a motion path; the first has none
        // and is a line: linear timing puts the layer half way at half time.
        let ks = #"{"p":{"a":1,"k":[{"t":0,"s":[0,0],"to":[0,0],"ti":[0,0]},{"t":10,"s":[40,0],"to":[0,10],"ti":[0,10]},{"t":20,"s":[40,40]}]}}"#
        expectClose(try layer(ks, at: 5).position, Point(x: 20, y: 0), tolerance: 1e-9)
        expectClose(try layer(ks, at: 2.5).position, Point(x: 10, y: 0), tolerance: 1e-9)
    }

    @Test func aColourEasedPastWhiteUnderTimeRemappingStaysWhite() throws {
        // A fill from white to mid grey whose easing first overshoots (out handle y −2): sampled
        // for time remapping, the overshoot beyond 1 is clamped to white, not read as 0–255 units.
        let fill = #"{"ty":"fl","nm":"Fill 1","o":{"a":0,"k":100},"c":{"a":1,"k":[{"t":0,"s":[1,1,1,1],"o":{"x":[0.3],"y":[-2]},"i":{"x":[0.7],"y":[1]}},{"t":30,"s":[0.5,0.5,0.5,1]}]}}"#
        let square = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let inner = #"{"ty":4,"nm":"Inner","ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(square),\#(fill)]}"#
        let assets = #"[{"id":"comp","layers":[\#(inner)]}]"#
        // Time remapped one to one (seconds at 30 fps): frame f shows the precomp's frame f.
        let outer = #"{"ty":0,"nm":"P","refId":"comp","ind":1,"ip":0,"op":60,"st":0,"w":100,"h":100,"ks":{},"tm":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[2]}]}}"#
        let json = lottieJSON(outer, assets: assets)
        #expect(try pixel(json, atFrame: 3, x: 50, y: 50) == [255, 255, 255, 255])
        let grey = try pixel(json, atFrame: 30, x: 50, y: 50)
        #expect(grey.prefix(3).allSatisfy { abs($0 - 128) <= 1 } && grey[3] == 255, "mid grey, got \(grey)")
    }
}

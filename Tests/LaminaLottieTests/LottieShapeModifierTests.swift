import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Shape modifiers that rewrite outlines, as After Effects draws them (lottie-ios's Core
/// Animation engine draws none of them), against closed forms.
@Suite struct LottieShapeModifierTests {
    @Test func puckerAndBloatMovesCornersInAndHandlesOut() throws {
        // 50 %: each corner half way to the centre (50, 50); each handle's end, which lies on
        // its corner for a straight edge, as far the other way.
        let path = try filledPath(squarePath + #",{"ty":"pb","nm":"Pucker & Bloat 1","a":{"a":0,"k":50}}"#)
        let elements = path.elements
        #expect(elements.first == .move(to: Point(x: 25, y: 25)))
        #expect(elements.dropFirst().first == .curve(to: Point(x: 75, y: 25), control1: Point(x: -25, y: -25), control2: Point(x: 125, y: -25)))
        // The top edge bows out: its middle is (25 + 3·(−25) + 3·(−25) + 25) / 8 = −12.5.
        expectClose(path.boundingBox.minY, -12.5, tolerance: 1e-6)
    }

    @Test func aNegativeAmountPushesCornersOutAndDrawsEdgesIn() throws {
        let path = try filledPath(squarePath + #",{"ty":"pb","nm":"Pucker & Bloat 1","a":{"a":0,"k":-40}}"#)
        #expect(path.elements.first == .move(to: Point(x: -20, y: -20)))
        // The top edge's handles end at (0, 0) + 0.4 · (0 − 50) towards the centre: (20, 20) and (80, 20).
        #expect(path.elements.dropFirst().first == .curve(to: Point(x: 120, y: -20), control1: Point(x: 20, y: 20), control2: Point(x: 80, y: 20)))
    }

    @Test func roundCornersRoundsAPolygonsCorners() throws {
        // A four-point polygon of radius 50 about (50, 50): a diamond whose top corner is a right
        // angle at (50, 0). Rounded by 10, the corner becomes a curve from 10 along each edge,
        // handles 0.5519 of the way to the corner; its middle, the top of the shape, is
        // (10 + 3 · 10 · (1 − 0.5519)) / 8 = 2.93 along each edge from the corner, and each edge
        // falls 1/√2 a point: 2 · 2.93 / √2 = 4.144 below the corner. The edges between the
        // rounded corners stay straight (nothing pokes above the curve).
        let polygon = #"{"ty":"sr","nm":"Polygon","sy":2,"d":1,"pt":{"a":0,"k":4},"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0},"or":{"a":0,"k":50},"os":{"a":0,"k":0}}"#
        let sharp = try filledPath(polygon)
        expectClose(sharp.boundingBox.minY, 0, tolerance: 1e-9)
        let rounded = try filledPath(polygon + #",{"ty":"rd","nm":"Round Corners 1","r":{"a":0,"k":10}}"#)
        let along: Double = (10 + 3 * 10 * (1 - 0.5519)) / 8
        let middle: Double = 2 * along / 2.0.squareRoot()
        expectClose(rounded.boundingBox.minY, middle, tolerance: 1e-6)
    }

    @Test func anAnimatedAmountIsExactBetweenKeyframes() throws {
        // Pucker & Bloat is linear in the vertices, so the path between two keyframes of the
        // amount is the modified path at the interpolated amount: 0 → 50 over 30 frames, frame 15
        // is 25 %.
        let shapes = squarePath + #",{"ty":"pb","nm":"Pucker & Bloat 1","a":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[50]}]}}"#
        let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let root = try snapshot(lottieJSON(shapeLayer("L", shapes: shapes + "," + fill)), atFrame: 15)
        let path = try #require(root.layer(named: "L")?.sublayers.first?.shape?.path)
        #expect(path.elements.first == .move(to: Point(x: 12.5, y: 12.5)))
    }
}

import Foundation
import Lamina
import LaminaLottie
import Testing

/// A stroke listed after a group draws the group's paths at its own width, whatever the group's
/// scale (lottie-ios divides the width by each group's x scale; After Effects strokes outside
/// the group): issue_1855's inner ring.
@Suite struct LottieInheritedStrokeTests {
    private let square = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#
    private let stroke = #"{"ty":"st","nm":"Stroke","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"ml":4}"#

    private func group(_ items: String, position: Double, scale: String) -> String {
        #"{"ty":"gr","nm":"G","it":[\#(items),{"ty":"tr","p":{"a":0,"k":[\#(position),\#(position)]},"a":{"a":0,"k":[0,0]},"s":\#(scale),"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
    }

    private func alpha(_ shapes: String, x: Int, atFrame frame: Double = 0) throws -> Int {
        try pixel(lottieJSON(shapeLayer("L", shapes: shapes)), atFrame: frame, x: x, y: 50)[3]
    }

    @Test func aStrokeAfterAScaledGroupKeepsItsWidth() throws {
        // The square scaled 300% spans x 35...65; a 4-point stroke covers 33...37 (12 points
        // would reach 29).
        let shapes = group(square, position: 50, scale: #"{"a":0,"k":[300,300]}"#) + "," + stroke
        #expect(try alpha(shapes, x: 35) == 255)
        #expect(try alpha(shapes, x: 31) == 0)
        #expect(try alpha(shapes, x: 38) == 0)
    }

    @Test func aStrokeInsideTheGroupIsScaledWithIt() throws {
        let shapes = group(square + "," + stroke, position: 50, scale: #"{"a":0,"k":[300,300]}"#)
        #expect(try alpha(shapes, x: 31) == 255)
    }

    @Test func theWidthIsDividedByEveryGroupOnTheWay() throws {
        // 200% around 150%: the square spans 35...65 again, the stroke still 4 points wide.
        let inner = group(square, position: 0, scale: #"{"a":0,"k":[150,150]}"#)
        let shapes = group(inner, position: 50, scale: #"{"a":0,"k":[200,200]}"#) + "," + stroke
        #expect(try alpha(shapes, x: 35) == 255)
        #expect(try alpha(shapes, x: 31) == 0)
    }

    @Test func anAnimatedScaleIsFollowed() throws {
        // 100% at frame 0 to 300% at frame 30: at frame 30 the edge is at x = 35 and the stroke
        // still 4 points wide.
        let scale = #"{"a":1,"k":[{"t":0,"s":[100,100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[300,300]}]}"#
        let shapes = group(square, position: 50, scale: scale) + "," + stroke
        #expect(try alpha(shapes, x: 35, atFrame: 30) == 255)
        #expect(try alpha(shapes, x: 31, atFrame: 30) == 0)
    }
}

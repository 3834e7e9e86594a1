import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Repeaters: copy k drawn through the repeater's step applied k + offset times, its opacity
/// from the start opacity to the end opacity; copies, offset, step and opacities may animate.
/// Each test draws a 10 × 10 red square and reads the pixels at the centres the rule gives.
@Suite struct LottieRepeaterTests {
    /// A shape layer "L": a 10 × 10 red square centred at `square`, then a repeater with the
    /// given JSON values (`c`, `o` and its transform's `p`, `a`, `r`, `so`, `eo`).
    static func json(square: (Double, Double) = (15, 50), copies: String = #"{"a":0,"k":3}"#,
                     offset: String = #"{"a":0,"k":0}"#, position: String = #"{"a":0,"k":[30,0]}"#,
                     anchor: String = #"{"a":0,"k":[0,0]}"#, rotation: String = #"{"a":0,"k":0}"#,
                     startOpacity: String = #"{"a":0,"k":100}"#, endOpacity: String = #"{"a":0,"k":100}"#) -> String {
        let rect = #"{"ty":"rc","nm":"R","p":{"a":0,"k":[\#(square.0),\#(square.1)]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#
        let fill = #"{"ty":"fl","nm":"F","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let repeater = #"{"ty":"rp","nm":"Repeater","c":\#(copies),"o":\#(offset),"m":1,"tr":{"ty":"tr","p":\#(position),"a":\#(anchor),"s":{"a":0,"k":[100,100]},"r":\#(rotation),"so":\#(startOpacity),"eo":\#(endOpacity)}}"#
        return lottieJSON(shapeLayer("L", shapes: [rect, fill, repeater].joined(separator: ",")))
    }

    /// Two keyframes, linear in time, from `from` at frame 0 to `to` at frame `end`.
    static func linear(_ from: String, _ to: String, end: Double = 30) -> String {
        #"{"a":1,"k":[{"t":0,"s":\#(from),"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":\#(end),"s":\#(to)}]}"#
    }

    /// The alpha (0...255) of the pixel at (x, y) at `frame`.
    static func alpha(_ json: String, frame: Double, x: Int, y: Int) throws -> Int {
        try pixel(json, atFrame: frame, x: x, y: y)[3]
    }

    @Test func copiesStepByThePosition() throws {
        let json = Self.json()
        for x in [15, 45, 75] { #expect(try Self.alpha(json, frame: 0, x: x, y: 50) == 255, "copy at x = \(x)") }
        for x in [30, 60, 90] { #expect(try Self.alpha(json, frame: 0, x: x, y: 50) == 0, "gap at x = \(x)") }
    }

    @Test func anAnimatedPositionSpreadsTheCopies() throws {
        // The step grows from 0 to 30 points over 30 frames: at frame 15 it is 15, so the
        // copies' centres are 15, 30 and 45.
        let json = Self.json(position: Self.linear("[0,0]", "[30,0]"))
        for x in [15, 30, 45] { #expect(try Self.alpha(json, frame: 15, x: x, y: 50) == 255, "copy at x = \(x)") }
        #expect(try Self.alpha(json, frame: 15, x: 75, y: 50) == 0)
        #expect(try Self.alpha(json, frame: 30, x: 75, y: 50) == 255)
        #expect(try Self.alpha(json, frame: 0, x: 30, y: 50) == 0)
    }

    @Test func anAnimatedCountShowsCopiesAsItGrows() throws {
        // 1 copy at frame 0, 2 at frame 10, 3 from frame 20.
        let json = Self.json(copies: Self.linear("[1]", "[3]", end: 20))
        #expect(try Self.alpha(json, frame: 0, x: 15, y: 50) == 255)
        #expect(try Self.alpha(json, frame: 0, x: 45, y: 50) == 0)
        #expect(try Self.alpha(json, frame: 10, x: 45, y: 50) == 255)
        #expect(try Self.alpha(json, frame: 10, x: 75, y: 50) == 0)
        #expect(try Self.alpha(json, frame: 20, x: 75, y: 50) == 255)
    }

    @Test func theOffsetStartsTheCopiesFurtherAlong() throws {
        // One whole step: the copies at 45, 75 and 105 (off the frame).
        let whole = Self.json(offset: #"{"a":0,"k":1}"#)
        #expect(try Self.alpha(whole, frame: 0, x: 15, y: 50) == 0)
        #expect(try Self.alpha(whole, frame: 0, x: 45, y: 50) == 255)
        #expect(try Self.alpha(whole, frame: 0, x: 75, y: 50) == 255)
        // Half a step: the first copy moves 15 points, to 30.
        let half = Self.json(offset: #"{"a":0,"k":0.5}"#)
        #expect(try Self.alpha(half, frame: 0, x: 30, y: 50) == 255)
        #expect(try Self.alpha(half, frame: 0, x: 15, y: 50) == 0)
        #expect(try Self.alpha(half, frame: 0, x: 90, y: 50) == 255)
    }

    @Test func aTurningStepCurlsTheCopiesRoundTheAnchor() throws {
        // A square 30 points above the anchor (50, 50), turned 90° a copy by frame 30: the copies
        // at (50, 20), (80, 50) and (50, 80). At frame 15 the step is 45°: the second copy at
        // (50 + 30 sin 45°, 50 − 30 cos 45°), the third at (80, 50), none at (50, 80).
        let json = Self.json(square: (50, 20), position: #"{"a":0,"k":[0,0]}"#, anchor: #"{"a":0,"k":[50,50]}"#,
                             rotation: Self.linear("[0]", "[90]"))
        #expect(try Self.alpha(json, frame: 30, x: 50, y: 20) == 255)
        #expect(try Self.alpha(json, frame: 30, x: 80, y: 50) == 255)
        #expect(try Self.alpha(json, frame: 30, x: 50, y: 80) == 255)
        #expect(try Self.alpha(json, frame: 30, x: 20, y: 50) == 0)
        let d = 30 * sin(Double.pi / 4)
        #expect(try Self.alpha(json, frame: 15, x: Int((50 + d).rounded()), y: Int((50 - d).rounded())) == 255)
        #expect(try Self.alpha(json, frame: 15, x: 80, y: 50) == 255)
        #expect(try Self.alpha(json, frame: 15, x: 50, y: 80) == 0)
    }

    @Test func opacityRunsFromTheStartOpacityToTheEndOpacity() throws {
        // 100% → 20% over three copies: 1, 0.6 and 0.2 of full alpha, within a level of rounding.
        let json = Self.json(endOpacity: #"{"a":0,"k":20}"#)
        #expect(try Self.alpha(json, frame: 0, x: 15, y: 50) == 255)
        #expect(abs(try Self.alpha(json, frame: 0, x: 45, y: 50) - 153) <= 1)
        #expect(abs(try Self.alpha(json, frame: 0, x: 75, y: 50) - 51) <= 1)
        // Animated: the end opacity falls from 100% to 20% over 30 frames, 60% at frame 15,
        // so the last copy is at 0.6 and the middle one at 0.8.
        let animated = Self.json(endOpacity: Self.linear("[100]", "[20]"))
        #expect(abs(try Self.alpha(animated, frame: 15, x: 75, y: 50) - 153) <= 1)
        #expect(abs(try Self.alpha(animated, frame: 15, x: 45, y: 50) - 204) <= 1)
    }

    @Test func anAnimatedRepeaterNoLongerWarns() throws {
        let layer = try LottieLayer(animation: parse(Self.json(position: Self.linear("[0,0]", "[30,0]"))))
        #expect(!layer.warnings.contains { $0.feature.contains("repeater") }, "\(layer.warnings.map(\.feature))")
    }

    @Test func manyMovingCopiesStayWithinTheSampleBudget() throws {
        // 1,000 copies moving over 2,000 frames would want 40 million samples; the budget is
        // 10 × 100, past which tracks keep their ends and a warning names the repeater.
        var limits = Limits.standard
        limits.lottieKeyframes = 100
        let json = Self.json(copies: #"{"a":0,"k":1000}"#, position: Self.linear("[0,0]", "[1,0]", end: 2_000))
        let layer = try LottieLayer(animation: parse(json, limits: limits), limits: limits)
        let warning = try #require(layer.warnings.first { $0.feature.contains("repeater motion beyond") })
        #expect(warning.layers.contains { $0.contains("Repeater") }, "\(warning.layers)")
    }
}

import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// Core Animation mixes a gradient's stops in Generic RGB (1.8 gamma, each stop clipped to its
/// gamut), not sRGB: the oracles are pixels of lottie-ios's Core Animation snapshots of
/// `LottieFiles/gradient_shapes` (CoreGraphics' own gradient, like After Effects, mixes in sRGB).
@Suite struct LottieGradientColorSpaceTests {
    /// A 100 × 100 layer filled by a horizontal two-stop gradient from x = 0 to x = 100.
    private func gradient(from a: String, to b: String) -> String {
        let rect = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let fill = #"{"ty":"gf","nm":"Gradient","t":1,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"g":{"p":2,"k":{"a":0,"k":[0,\#(a),1,\#(b)]}}}"#
        return lottieJSON(shapeLayer("L", shapes: rect + "," + fill))
    }

    /// The colour (0...255, unpremultiplied) at (x, 50) of frame 0.
    private func rgb(_ json: String, x: Int, fidelity: LottieFidelity) throws -> [Double] {
        let animation = try parse(json)
        let composition = try Composition(lottie: animation, name: "anim.json", fidelity: fidelity)
        let root = try composition.playback().presentation(at: 0)
        let image = Renderer().render(snapshot: root, size: Size(width: 100, height: 100))
        let i = 50 * image.bytesPerRow + x * 4
        let a = Double(image.pixels[i + 3])
        guard a > 0 else { return [0, 0, 0] }
        return [2, 1, 0].map { Double(image.pixels[i + $0]) * 255 / a }
    }

    private func expectNear(_ actual: [Double], _ expected: [Double], within tolerance: Double, _ what: String) {
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= tolerance, "\(what): \(actual) is not within \(tolerance) of \(expected)")
        }
    }

    @Test func pureRedIsClippedToGenericRGB() throws {
        // Core Animation draws sRGB red as (255, 38, 0): it lies just outside Generic RGB's red.
        let json = gradient(from: "1,0,0", to: "1,0,0")
        expectNear(try rgb(json, x: 50, fidelity: .coreAnimation), [255, 38, 0], within: 2, "Core Animation")
        expectNear(try rgb(json, x: 50, fidelity: .afterEffects), [255, 0, 0], within: 1, "After Effects")
    }

    @Test func aChannelFallingToZeroSagsLessThanInSRGB() throws {
        // gradient_shapes' square, its second half: at 60% of the way the snapshot has
        // (146.6, 34.8, 114.7) where an sRGB mix gives green 22.
        let json = gradient(from: "0.62,0.216,0.291", to: "0.545,0,0.545")
        let x = 60  // the pixel's centre is at 60.5%; the snapshot's colour moves under 0.2 a percent
        expectNear(try rgb(json, x: x, fidelity: .coreAnimation), [146.6, 34.8, 114.7], within: 2, "Core Animation")
        let straight = try rgb(json, x: x, fidelity: .afterEffects)
        #expect(abs(straight[1] - 216 * 0.395 * 255 / 1000) <= 2, "After Effects mixes in sRGB: \(straight)")
    }

    @Test func aChannelRisingFromNearZeroFollowsTheGamma() throws {
        // gradient_shapes' green circle: 14.5% of the way from (3, 153, 0) to (105, 182, 12) the
        // snapshot has (27.9, 157.3, 1.1); an sRGB mix gives red 17.8. The blue, under 10/255,
        // stays where sRGB puts it (both curves are straight there).
        let json = gradient(from: "0.012,0.6,0", to: "0.413,0.715,0.048")
        let x = 14  // centre at 14.5%
        expectNear(try rgb(json, x: x, fidelity: .coreAnimation), [27.9, 157.3, 1.1], within: 2, "Core Animation")
    }

    @Test func keyframesWhoseStopsMeetKeepOneNumberOfLocations() throws {
        // Two stops apart at frame 0 and together at frame 30: Core Animation interpolates the
        // colours and locations arrays only when they keep their length.
        let gradient = try animatedGradient(from: "[0,1,0,0, 1,0,0,1]", to: "[0.5,1,0,0, 0.5,0,0,1]")
        let locations = try #require(gradient.animation(forKey: "locations") as? KeyframeAnimation)
        let counts = Set((locations.values ?? []).map { value -> Int in
            if case .numbers(let n) = value { return n.count }
            return -1
        })
        // Red to blue bends far from the sRGB line: stops 0 and 1 and the 11 samples between,
        // 13 locations in every keyframe.
        #expect(counts == [13], "\(counts)")
    }

    /// The gradient layer of a 100 × 100 linear gradient fill whose stops go from `from` at
    /// frame 0 to `to` at frame 30 (Bodymovin's flat stop arrays).
    private func animatedGradient(from: String, to: String) throws -> Layer {
        let stops = #"{"a":1,"k":[{"t":0,"s":\#(from),"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":\#(to)}]}"#
        let rect = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let fill = #"{"ty":"gf","nm":"Gradient","t":1,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"g":{"p":2,"k":\#(stops)}}"#
        let layer = try LottieLayer(animation: parse(lottieJSON(shapeLayer("L", shapes: rect + "," + fill))))
        return try #require(gradients(in: layer).first)
    }

    private func gradients(in layer: Layer) -> [Layer] {
        (layer is GradientLayer ? [layer] : []) + layer.sublayers.flatMap { gradients(in: $0) }
    }

    /// The locations a static two-stop gradient from `a` to `b` is drawn with (Core Animation fidelity).
    private func locations(from a: String, to b: String) throws -> [Double] {
        let layer = try LottieLayer(animation: parse(gradient(from: a, to: b)))
        let gradient = try #require(gradients(in: layer).first as? GradientLayer)
        return try #require(gradient.locations)
    }

    @Test func aGreyToGreyOrSameHueSegmentAddsNoStops() throws {
        // Their Generic RGB mixes stay within 0.4/255 of the straight sRGB line.
        #expect(try locations(from: "0.4,0.4,0.4", to: "0.5,0.5,0.5") == [0, 1])
        #expect(try locations(from: "0.8,0.2,0.2", to: "0.7,0.15,0.15") == [0, 1])
        #expect(try locations(from: "0.3,0.6,0.9", to: "0.3,0.6,0.9") == [0, 1])
        // Black to white sags 19/255 from the line: cut into pieces.
        #expect(try locations(from: "0,0,0", to: "1,1,1").count > 2)
    }

    @Test func aSegmentIsCutAlikeInEveryKeyframe() throws {
        // Grey to grey at frame 0 needs no cut, black to white at frame 30 does: both
        // keyframes take the cuts the second needs, so the arrays keep one length and the
        // first keyframe's colours still lie on its straight line.
        let gradient = try animatedGradient(from: "[0,0.4,0.4,0.4, 1,0.5,0.5,0.5]", to: "[0,0,0,0, 1,1,1,1]")
        let locations = try #require(gradient.animation(forKey: "locations") as? KeyframeAnimation)
        let colors = try #require(gradient.animation(forKey: "colors") as? KeyframeAnimation)
        let counts = (locations.values ?? []).map { value -> Int in
            if case .numbers(let n) = value { return n.count }
            return -1
        }
        #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] > 2, "\(counts)")
        guard case .colors(let grey) = colors.values?.first, case .numbers(let places) = locations.values?.first else {
            Issue.record("no colour keyframes")
            return
        }
        for (c, x) in zip(grey, places) {
            #expect(abs(c.red - (0.4 + 0.1 * x)) <= 1.0 / 255, "at \(x): \(c.red)")
        }
    }
}

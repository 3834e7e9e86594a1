import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// Gradient midpoints as After Effects draws them: Bodymovin exports a midpoint that is not
/// half way as an extra stop holding the mean of its neighbours, and After Effects mixes the two
/// neighbours along 1 − (1 − s)^k through it, k = ln 0.5 / ln(1 − m), instead of two straight
/// pieces (with `LottieFidelity.afterEffects`; Core Animation draws the stop as a stop).
@Suite struct LottieGradientMidpointTests {
    /// A layer filled edge to edge by a horizontal gradient from x = 0 to x = 100 with `stops`
    /// (`g.k`) of `count` colour stops.
    private func gradient(count: Int, stops: String) -> String {
        let rect = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let fill = #"{"ty":"gf","nm":"Gradient","t":1,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"g":{"p":\#(count),"k":{"a":0,"k":\#(stops)}}}"#
        return lottieJSON(shapeLayer("L", shapes: rect + "," + fill))
    }

    /// The pixel at (x, y) of frame `frame` drawn as After Effects draws it.
    private func pixel(_ json: String, atFrame frame: Double, x: Int, y: Int, fidelity: LottieFidelity = .afterEffects) throws -> [Int] {
        let animation = try parse(json)
        let composition = try Composition(lottie: animation, name: "anim.json", fidelity: fidelity)
        let root = try composition.playback().presentation(at: frame / animation.frameRate)
        let image = Renderer().render(snapshot: root, size: Size(width: 100, height: 100))
        let i = y * image.bytesPerRow + x * 4
        let b = Int(image.pixels[i]), g = Int(image.pixels[i + 1]), r = Int(image.pixels[i + 2]), a = Int(image.pixels[i + 3])
        guard a > 0 else { return [0, 0, 0, 0] }
        return [r * 255 / a, g * 255 / a, b * 255 / a, a]
    }

    /// After Effects' mix at `s` for a midpoint at `m` < 0.5.
    private func weight(_ s: Double, midpoint m: Double) -> Double { 1 - pow(1 - s, log(0.5) / log(1 - m)) }

    @Test(arguments: [10, 20, 40, 70, 90])
    func aMidpointStopBendsTheRampIntoAfterEffectsCurve(x: Int) throws {
        // Red at 0, the midpoint (the mean, purple) at 0.2, blue at 1.
        let json = gradient(count: 3, stops: "[0,1,0,0, 0.2,0.5,0,0.5, 1,0,0,1]")
        let s = (Double(x) + 0.5) / 100
        let w = weight(s, midpoint: 0.2)
        let p = try pixel(json, atFrame: 0, x: x, y: 50)
        #expect(abs(Double(p[0]) - 255 * (1 - w)) <= 3, "red at x = \(x): \(p)")
        #expect(abs(Double(p[2]) - 255 * w) <= 3, "blue at x = \(x): \(p)")
    }

    @Test func theMidpointItselfMixesHalfAndHalf() throws {
        let json = gradient(count: 3, stops: "[0,1,0,0, 0.2,0.5,0,0.5, 1,0,0,1]")
        let p = try pixel(json, atFrame: 0, x: 20, y: 50)  // s = 0.205: just past the midpoint
        #expect(abs(Double(p[0]) - 255 * (1 - weight(0.205, midpoint: 0.2))) <= 3)
        #expect(abs(weight(0.2, midpoint: 0.2) - 0.5) < 1e-12)
    }

    @Test func coreAnimationFidelityDrawsTheMidpointAsAStop() throws {
        // As lottie-ios: straight from red to the purple stop at 0.2, then straight on to blue.
        let json = gradient(count: 3, stops: "[0,1,0,0, 0.2,0.5,0,0.5, 1,0,0,1]")
        let p = try pixel(json, atFrame: 0, x: 40, y: 50, fidelity: .coreAnimation)
        // (Core Animation mixes in Generic RGB, which bends this piece by under 4/255: see
        // LottieGradientColorSpaceTests; After Effects' curve is 44/255 away here.)
        let w = 0.5 + 0.5 * (0.405 - 0.2) / 0.8
        #expect(abs(Double(p[2]) - 255 * w) <= 4)
    }

    @Test func aMidpointHalfWayIsTheStraightRamp() throws {
        let json = gradient(count: 3, stops: "[0,1,0,0, 0.5,0.5,0,0.5, 1,0,0,1]")
        let p = try pixel(json, atFrame: 0, x: 25, y: 50)
        #expect(abs(Double(p[2]) - 255 * 0.255) <= 2)
    }

    @Test func aStopThatIsNotTheMeanStaysAStop() throws {
        // Green at 0.2 is a colour of its own: the ramp runs straight to it and on.
        let json = gradient(count: 3, stops: "[0,1,0,0, 0.2,0,1,0, 1,0,0,1]")
        let p = try pixel(json, atFrame: 0, x: 60, y: 50)
        let f = (0.605 - 0.2) / 0.8
        #expect(abs(Double(p[1]) - 255 * (1 - f)) <= 2)
        #expect(abs(Double(p[2]) - 255 * f) <= 2)
    }

    @Test func anOpacityMidpointCurvesTheOpacity() throws {
        // Opaque red throughout; opacity 1 at 0, the midpoint 0.5 at 0.2, 0 at 1.
        let json = gradient(count: 2, stops: "[0,1,0,0, 1,1,0,0, 0,1, 0.2,0.5, 1,0]")
        let p = try pixel(json, atFrame: 0, x: 40, y: 50)
        #expect(abs(Double(p[3]) - 255 * (1 - weight(0.405, midpoint: 0.2))) <= 3)
    }

    @Test func keyframesKeepOneNumberOfLocations() throws {
        let from = "[0,1,0,0, 0.2,0.5,0,0.5, 1,0,0,1]", to = "[0,0,1,0, 0.2,0,0.5,0.5, 1,0,0,1]"
        let stops = #"{"a":1,"k":[{"t":0,"s":\#(from),"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":\#(to)}]}"#
        let rect = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        let fill = #"{"ty":"gf","nm":"Gradient","t":1,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"g":{"p":3,"k":\#(stops)}}"#
        let json = lottieJSON(shapeLayer("L", shapes: rect + "," + fill))
        // Half way, red and green mix to (0.5, 0.5, 0) at the start, then on along the same curve.
        let p = try pixel(json, atFrame: 15, x: 0, y: 50)
        let start = 127.5 * (1 - weight(0.005, midpoint: 0.2))
        #expect(abs(Double(p[0]) - start) <= 2 && abs(Double(p[1]) - start) <= 2, "\(p)")
        let q = try pixel(json, atFrame: 15, x: 40, y: 50)
        #expect(abs(Double(q[2]) - 255 * weight(0.405, midpoint: 0.2)) <= 3)
    }
}

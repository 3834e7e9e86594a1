import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// `animateTransform` and `animateMotion` in SVG's transform sandwich
/// (parent · motion · transform attribute · animateTransform), checked by where a layer's
/// points land in the drawing.
@Suite struct SVGAnimationTransformTests {
    @Test func rotateTurnsAboutItsCentre() throws {
        let d = try AnimatedDrawing("""
            <rect id="r" x="10" y="0" width="10" height="10">
              <animateTransform attributeName="transform" type="rotate" from="0 0 0" to="90 0 0" dur="1s" fill="freeze"/>
            </rect>
            <rect id="c" x="40" y="40" width="20" height="10">
              <animateTransform attributeName="transform" type="rotate" from="0 50 45" to="180 50 45" dur="1s" fill="freeze"/>
            </rect>
            """)
        // (15, 5) turned a quarter about the origin.
        expectClose(d.centre(of: "r", at: 2), Point(x: -5, y: 15), tolerance: 1e-9)
        expectClose(d.centre(of: "r", at: 0.5), Point(x: 15 * cos(.pi / 4) - 5 * sin(.pi / 4), y: 15 * sin(.pi / 4) + 5 * cos(.pi / 4)),
                    tolerance: 1e-9)
        // A corner turned half way round its shape's centre.
        expectClose(d.place(Point(x: 0, y: 0), of: "c", at: 2), Point(x: 60, y: 50), tolerance: 1e-9)
    }

    @Test func sumKeepsTheTransformAttributeAndReplaceDropsIt() throws {
        let d = try AnimatedDrawing("""
            <rect id="sum" width="10" height="10" transform="translate(50 0)">
              <animateTransform attributeName="transform" type="translate" from="0 0" to="10 20" additive="sum" dur="1s" fill="freeze"/>
            </rect>
            <rect id="replace" width="10" height="10" transform="translate(50 0)">
              <animateTransform attributeName="transform" type="translate" from="0 0" to="10 20" dur="1s" fill="freeze"/>
            </rect>
            <g transform="translate(0 30)">
              <rect id="scaled" width="10" height="10" transform="translate(5 5)">
                <animateTransform attributeName="transform" type="scale" from="1" to="3 2" additive="sum" dur="1s" fill="freeze"/>
              </rect>
            </g>
            """)
        expectClose(d.centre(of: "sum", at: 2), Point(x: 65, y: 25))
        expectClose(d.centre(of: "sum", at: 0.5), Point(x: 60, y: 15))
        expectClose(d.centre(of: "replace", at: 2), Point(x: 15, y: 25))
        // Scaled about the element's origin, then its own translate, then the group's.
        expectClose(d.centre(of: "scaled", at: 2), Point(x: 5 + 15, y: 30 + 5 + 10))
    }

    @Test func skewsAnimateAsWholeTransforms() throws {
        let d = try AnimatedDrawing("""
            <rect id="s" width="10" height="10"><animateTransform attributeName="transform" type="skewX" from="0" to="45" dur="1s" fill="freeze"/></rect>
            """)
        expectClose(d.place(Point(x: 0, y: 10), of: "s", at: 2), Point(x: 10, y: 10), tolerance: 1e-9)
    }

    @Test func motionFollowsThePathByDistance() throws {
        let d = try AnimatedDrawing("""
            <rect id="m" x="-1" y="-1" width="2" height="2"><animateMotion path="M0 0 L100 0" dur="1s"/></rect>
            <rect id="k" x="-1" y="-1" width="2" height="2">
              <animateMotion path="M0 0 L100 0" keyPoints="0;0.8;1" keyTimes="0;0.5;1" calcMode="linear" dur="1s"/>
            </rect>
            <rect id="v" x="-1" y="-1" width="2" height="2"><animateMotion values="0,0;30,0;30,40" calcMode="linear" dur="2s"/></rect>
            <rect id="p" x="-1" y="-1" width="2" height="2"><animateMotion values="0,0;30,0;30,40" dur="2s"/></rect>
            """)
        expectClose(d.centre(of: "m", at: 0.25), Point(x: 25, y: 0), tolerance: 1e-6)
        expectClose(d.centre(of: "k", at: 0.25), Point(x: 40, y: 0), tolerance: 1e-6)
        // Linear: each vertex at its key time (0, 1 s, 2 s); paced (the default): 70 units in 2 s.
        expectClose(d.centre(of: "v", at: 1.5), Point(x: 30, y: 20), tolerance: 1e-6)
        expectClose(d.centre(of: "p", at: 1), Point(x: 30, y: 5), tolerance: 1e-6)
        // Before and after the motion, the element stands where it is drawn.
        expectClose(d.centre(of: "m", at: 5), Point(x: 0, y: 0), tolerance: 1e-9)
    }

    @Test func motionAddsToTheTransformAttributeInsideTheParent() throws {
        let d = try AnimatedDrawing("""
            <g transform="translate(0 50)">
              <rect id="m" x="-1" y="-1" width="2" height="2" transform="scale(2)">
                <animateMotion path="M0 0 L10 0" dur="1s" fill="freeze"/>
              </rect>
            </g>
            """)
        // parent · motion · transform: the motion is not scaled.
        expectClose(d.place(Point(x: 2, y: 1), of: "m", at: 2), Point(x: 12, y: 50), tolerance: 1e-6)
    }

    @Test func rotateAutoTurnsWithThePathAndAnAngleHoldsStill() throws {
        let d = try AnimatedDrawing("""
            <rect id="a" width="2" height="2"><animateMotion path="M0 0 L0 100" rotate="auto" dur="1s"/></rect>
            <rect id="r" width="2" height="2"><animateMotion path="M0 0 L0 100" rotate="auto-reverse" dur="1s"/></rect>
            <rect id="f" width="2" height="2"><animateMotion path="M0 0 L0 100" rotate="45" dur="1s"/></rect>
            <rect id="c" width="2" height="2">
              <animateMotion dur="1s" rotate="auto"><mpath href="#track"/></animateMotion>
            </rect>
            <path id="track" d="M0 0 L100 100" fill="none"/>
            """)
        // Heading down (+y): x turns to +y.
        expectClose(d.place(Point(x: 1, y: 0), of: "a", at: 0.5), Point(x: 0, y: 51), tolerance: 1e-6)
        expectClose(d.place(Point(x: 1, y: 0), of: "r", at: 0.5), Point(x: 0, y: 49), tolerance: 1e-6)
        expectClose(d.place(Point(x: 1, y: 0), of: "f", at: 0.5), Point(x: 0.5.squareRoot(), y: 50 + 0.5.squareRoot()), tolerance: 1e-6)
        expectClose(d.place(Point(x: 1, y: 0), of: "c", at: 0.5), Point(x: 50 + 0.5.squareRoot(), y: 50 + 0.5.squareRoot()),
                    tolerance: 1e-6)
    }

    @Test func motionSplinesEaseTheDistance() throws {
        let d = try AnimatedDrawing("""
            <rect id="m" x="-1" y="-1" width="2" height="2">
              <animateMotion path="M0 0 C 0 0 100 0 100 0" keyPoints="0;1" keyTimes="0;1" calcMode="spline" keySplines="0.42 0 1 1" dur="1s"/>
            </rect>
            """)
        // The curve runs along x at uneven parameter speed; the distance follows the spline.
        let length = 100.0
        let expected = length * TimingFunction.easeIn.value(at: 0.3)
        expectClose(d.centre(of: "m", at: 0.3)?.x, expected, tolerance: 0.05)
    }

    @Test func manyKeyPointsAreSampledWithinABound() throws {
        let count = 5000
        let points = (0..<count).map { String(Double($0) / Double(count - 1)) }.joined(separator: ";")
        let d = try AnimatedDrawing("""
            <rect id="m" x="-1" y="-1" width="2" height="2">
              <animateMotion path="M0 0 L100 0" keyPoints="\(points)" keyTimes="\(points)" calcMode="linear" dur="10s"/>
            </rect>
            """)
        expectClose(d.centre(of: "m", at: 5), Point(x: 50, y: 0), tolerance: 1e-6)
        let motion = try #require(d.drawing.layer.sublayers.first?.sublayers.first)
        #expect(!motion.animations.isEmpty && motion.animations.allSatisfy { (($0.animation as? KeyframeAnimation)?.values?.count ?? 0) <= 20_001 })
    }

    @Test func malformedAnimationsAreWarningsNotCrashes() throws {
        let d = try AnimatedDrawing("""
            <rect id="r" width="10" height="10">
              <animateTransform attributeName="transform" type="wobble" from="0" to="1" dur="1s"/>
              <animateTransform attributeName="transform" type="rotate" values="a;b" dur="1s"/>
              <animateMotion path="M0 0 L" dur="1s"/>
              <animateMotion keyPoints="0;2" path="M0 0 L1 1" keyTimes="0;1" calcMode="linear" dur="1s"/>
              <animateMotion dur="1s"><mpath href="#r"/></animateMotion>
              <animate attributeName="opacity" values="" dur="1s"/>
              <animate attributeName="opacity" from="0" to="1" dur="1s" repeatCount="-2" repeatDur="x" end="y"/>
              <set attributeName="opacity"/>
            </rect>
            """)
        for fragment in ["type=\"wobble\"", "\"a\"", "keyPoints=\"0;2\"", "mpath", "repeatCount=\"-2\"", "repeatDur=\"x\"", "end=\"y\""] {
            #expect(d.warnings.contains { $0.contains(fragment) }, "\(fragment): \(d.warnings)")
        }
        #expect(d.snapshot("r", at: 0.5) != nil)
    }
}

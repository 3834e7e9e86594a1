import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// CSS animations (`@keyframes` in `<style>`, `animation` and `animation-*` through the cascade)
/// for opacity and transform, with closed-form values at chosen times.
@Suite struct SVGCSSAnimationTests {
    static func styled(_ css: String, _ body: String) -> String { "<style>\(css)</style>\(body)" }

    @Test func theShorthandSetsDurationDelayEasingCountDirectionAndFill() {
        let read = SVGCSSAnimation.read([("animation", "fade 2s ease-in 0.5s 3 alternate both")], warn: { _ in })
        #expect(read == [SVGCSSAnimation(name: "fade", duration: 2, delay: 0.5, iterations: 3, direction: "alternate",
                                         fillMode: "both", easing: .curve(.easeIn))])
        let longhands = SVGCSSAnimation.read([("animation", "a 1s, b 2s"), ("animation-iteration-count", "infinite"),
                                              ("animation-timing-function", "steps(4, jump-start)")], warn: { _ in })
        #expect(longhands.map(\.name) == ["a", "b"])
        #expect(longhands.allSatisfy { $0.iterations == .infinity && $0.easing == .steps(4, "start") })
    }

    @Test func stepsHoldTheirValuesAsCSSSays() {
        let end = SVGCSSAnimation.Easing.steps(4, "end"), start = SVGCSSAnimation.Easing.steps(4, "start")
        #expect(end.value(at: 0.3) == 0.25 && start.value(at: 0.3) == 0.5)
        #expect(end.value(at: 1) == 1 && start.value(at: 0) == 0.25)
        #expect(SVGCSSAnimation.Easing.steps(2, "both").value(at: 0) == 1.0 / 3)
    }

    @Test func opacityFollowsTheKeyframesWithEasingDelayAndFill() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes fade { from { opacity: 0 } 50% { opacity: 0.8 } to { opacity: 1 } }
            #r { animation: fade 2s linear 1s forwards }
            rect + rect, .later { fill: red }
            """, #"<rect id="r" width="10" height="10"/><rect id="after" class="later" width="5" height="5"/>"#))
        expectClose(d.opacity("r", at: 0.5), 1)
        expectClose(d.opacity("r", at: 1.5), 0.4)
        expectClose(d.opacity("r", at: 2.5), 0.9)
        expectClose(d.opacity("r", at: 10), 1)
        #expect(d.drawing.animationDuration == 3)
        // Rules after the @keyframes block still apply.
        #expect((d.drawing.layer.layer(named: "after") as? ShapeLayer)?.fillColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test func aMissingEndKeyframeTakesTheElementsOwnValueAndEasingIsPerInterval() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes dim { 50% { opacity: 0 } }
            @keyframes in { from { opacity: 0; animation-timing-function: ease-in } to { opacity: 1 } }
            """, #"""
            <rect id="r" width="10" height="10" opacity="0.6" style="animation: dim 2s linear"/>
            <rect id="e" width="10" height="10" style="animation: in 1s"/>
            """#))
        expectClose(d.opacity("r", at: 0.5), 0.3)
        expectClose(d.opacity("r", at: 1.5), 0.3)
        expectClose(d.opacity("e", at: 0.5), TimingFunction.easeIn.value(at: 0.5), tolerance: 1e-6)
    }

    @Test func directionsPlayBackwardsAndAlternate() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes up { from { opacity: 0 } to { opacity: 1 } }
            """, #"""
            <rect id="rev" width="10" height="10" style="animation: up 1s linear reverse"/>
            <rect id="alt" width="10" height="10" style="animation: up 1s linear 4 alternate"/>
            <rect id="steps" width="10" height="10" style="animation: up 1s steps(4) forwards"/>
            """#))
        expectClose(d.opacity("rev", at: 0.25), 0.75)
        expectClose(d.opacity("alt", at: 0.25), 0.25)
        expectClose(d.opacity("alt", at: 1.25), 0.75)
        expectClose(d.opacity("alt", at: 2.25), 0.25)
        expectClose(d.opacity("steps", at: 0.3), 0.25)
        expectClose(d.opacity("steps", at: 0.8), 0.75)
        expectClose(d.opacity("steps", at: 5), 1)
    }

    @Test func transformsTurnAndMoveAboutTheirOrigin() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes spin { to { transform: rotate(1turn) } }
            @keyframes slide { from { transform: translate(0px, 0px) scale(1) } to { transform: translate(40px, 0px) scale(2) } }
            #s { transform-box: fill-box; transform-origin: center; animation: spin 4s linear infinite }
            #m { animation: slide 1s linear forwards }
            """, #"""
            <rect id="s" x="40" y="40" width="20" height="20" transform="translate(100 0)"/>
            <rect id="m" width="10" height="10"/>
            """#))
        // A quarter turn about the box's centre (50, 50): the corner (40, 40) goes to (60, 40);
        // the running animation replaces the transform attribute.
        expectClose(d.place(Point(x: 0, y: 0), of: "s", at: 1), Point(x: 60, y: 40), tolerance: 1e-6)
        // translate then scale: the centre (5, 5) scaled by 1.5 and moved 20.
        expectClose(d.centre(of: "m", at: 0.5), Point(x: 27.5, y: 7.5), tolerance: 1e-6)
    }

    @Test func plainFillAndStrokeColoursAnimate() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes paint { from { fill: red; stroke: black } to { fill: blue; stroke: white } }
            """, #"""
            <rect id="a" width="10" height="10" fill-opacity="0.5" stroke="black" style="animation: paint 1s linear"/>
            """#))
        expectClose(d.color("a", "fillColor", at: 0.5), Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        expectClose(d.color("a", "strokeColor", at: 0.25), Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    }

    @Test func whatCannotBeMappedIsReported() throws {
        let d = try AnimatedDrawing(Self.styled("""
            @keyframes paint { to { stroke-width: 4 } }
            """, #"""
            <rect id="a" width="10" height="10" style="animation: paint 1s"/>
            <rect id="b" width="10" height="10" style="animation: nowhere 1s"/>
            """#))
        #expect(d.warnings.contains { $0.contains("cannot animate stroke-width from CSS") })
        #expect(d.warnings.contains { $0.contains("no @keyframes nowhere") })
    }
}

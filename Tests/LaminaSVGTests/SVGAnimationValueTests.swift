import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// SMIL's values, interpolation and addition rules, and the properties each attribute animates,
/// with closed-form values at chosen times.
@Suite struct SVGAnimationValueTests {
    static func rect(_ animation: String, attributes: String = "") -> String {
        #"<rect id="r" width="10" height="10" \#(attributes)>\#(animation)</rect>"#
    }

    @Test func discreteHoldsEachValueForItsSlotOrFromItsKeyTime() throws {
        let even = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;0.5;1" calcMode="discrete" dur="3s"/>"#))
        expectClose(even.opacity("r", at: 0.5), 0)
        expectClose(even.opacity("r", at: 1.5), 0.5)
        expectClose(even.opacity("r", at: 2.9), 1)
        let keyed = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;0.5;1" keyTimes="0;0.1;0.9" calcMode="discrete" dur="1s"/>"#))
        expectClose(keyed.opacity("r", at: 0.05), 0)
        expectClose(keyed.opacity("r", at: 0.5), 0.5)
        expectClose(keyed.opacity("r", at: 0.95), 1)
    }

    @Test func linearFollowsKeyTimes() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;1;0" keyTimes="0;0.25;1" dur="1s"/>"#))
        expectClose(d.opacity("r", at: 0.125), 0.5)
        expectClose(d.opacity("r", at: 0.625), 0.5)
    }

    @Test func keyTimesThatStopShortOfOneHoldTheLastValue() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;1" keyTimes="0;0.5" dur="1s"/>"#))
        expectClose(d.opacity("r", at: 0.25), 0.5)
        expectClose(d.opacity("r", at: 0.75), 1)
    }

    @Test func pacedMovesAtConstantSpeedWhateverTheKeyTimes() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;0.2;1" keyTimes="0;0.9;1" calcMode="paced" dur="1s"/>"#))
        expectClose(d.opacity("r", at: 0.5), 0.5)
    }

    @Test func splineEasesEachIntervalByItsKeySpline() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0;1" keyTimes="0;1" keySplines="0.42 0 1 1" calcMode="spline" dur="1s"/>"#))
        expectClose(d.opacity("r", at: 0.5), TimingFunction.easeIn.value(at: 0.5), tolerance: 1e-6)
    }

    @Test func fromToAndByFollowSMILsRules() throws {
        let fromBy = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0.2" by="0.5" dur="1s" fill="freeze"/>"#))
        expectClose(fromBy.opacity("r", at: 2), 0.7)
        // A by-animation adds to the value beneath.
        let by = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" by="-0.25" dur="1s" fill="freeze"/>"#, attributes: #"opacity="0.5""#))
        expectClose(by.opacity("r", at: 2), 0.25)
        // A to-animation starts from the value beneath.
        let to = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" to="1" dur="1s"/>"#, attributes: #"opacity="0.4""#))
        expectClose(to.opacity("r", at: 0.5), 0.7)
        // values wins over from and to.
        let values = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" values="0.1;0.3" from="1" to="1" dur="1s"/>"#))
        expectClose(values.opacity("r", at: 0.5), 0.2)
    }

    @Test func additiveSumAddsTheElementsOwnValue() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="stroke-width" values="0;4" additive="sum" dur="1s" fill="freeze"/>"#,
                                              attributes: #"stroke="black" stroke-width="2""#))
        expectClose(d.number("r", "lineWidth", at: 0.5), 4)
        expectClose(d.number("r", "lineWidth", at: 2), 6)
    }

    @Test func accumulateSumBuildsOnEachRepeat() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animateTransform attributeName="transform" type="translate" from="0 0" to="10 0" dur="1s" repeatCount="3" accumulate="sum" fill="freeze"/>"#))
        expectClose(d.centre(of: "r", at: 1.5), Point(x: 20, y: 5))
        expectClose(d.centre(of: "r", at: 10), Point(x: 35, y: 5))
    }

    @Test func paintColoursAndOpacitiesAnimateTheShapesColours() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="fill" from="red" to="blue" dur="1s"/>"#, attributes: #"fill-opacity="0.5""#))
        expectClose(d.color("r", "fillColor", at: 0.5), Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        let o = try AnimatedDrawing(Self.rect(#"<animate attributeName="stroke-opacity" from="1" to="0" dur="1s"/>"#, attributes: #"stroke="lime""#))
        expectClose(o.color("r", "strokeColor", at: 0.25), Color(red: 0, green: 1, blue: 0, alpha: 0.75))
        let dash = try AnimatedDrawing(Self.rect(#"<animate attributeName="stroke-dashoffset" from="0" to="8" dur="1s"/>"#,
                                                 attributes: #"stroke="black" stroke-dasharray="2 2""#))
        expectClose(dash.number("r", "lineDashPhase", at: 0.5), 4)
    }

    @Test func displayAndVisibilityJump() throws {
        let d = try AnimatedDrawing("""
            <g id="g"><animate attributeName="display" values="none;inline" dur="2s" calcMode="linear"/><rect width="5" height="5"/></g>
            <rect id="r" width="5" height="5"><set attributeName="visibility" to="hidden" begin="1s"/></rect>
            """)
        #expect(d.hidden("g", at: 0.5) == true)
        #expect(d.hidden("g", at: 1.5) == false)
        #expect(d.hidden("r", at: 0.5) == false)
        #expect(d.hidden("r", at: 50) == true)
    }

    @Test func shapeGeometryAnimatesThePathAndAttributesTimedAlikeMerge() throws {
        let d = try AnimatedDrawing("""
            <circle id="c" cx="10" cy="10" r="5">
              <animate attributeName="cx" from="10" to="30" dur="1s"/>
              <animate attributeName="cy" from="10" to="50" dur="1s"/>
            </circle>
            <ellipse id="e" cx="50" cy="50">
              <animate attributeName="rx" from="0" to="10" dur="1s"/>
              <animate attributeName="ry" from="0" to="20" dur="1s"/>
            </ellipse>
            """)
        expectClose(d.pathBox("c", at: 0.5), Rect(x: 15, y: 25, width: 10, height: 10), tolerance: 1e-6)
        // An ellipse with no radii at rest still gets a layer for its animated radii.
        expectClose(d.pathBox("e", at: 0.5), Rect(x: 45, y: 40, width: 10, height: 20), tolerance: 1e-6)
    }

    @Test func pathsMorphWhenCompatibleAndJumpOtherwise() throws {
        let d = try AnimatedDrawing("""
            <path id="m" d="M0 0 L10 0 L10 10" stroke="black"><animate attributeName="d" to="M0 0 L30 0 L30 10" dur="1s"/></path>
            <path id="j" d="M0 0 L10 0" stroke="black"><animate attributeName="d" values="M0 0 L10 0;M0 0 L10 0 L10 10" dur="1s"/></path>
            """)
        expectClose(d.pathBox("m", at: 0.5)?.size.width, 20, tolerance: 1e-6)
        expectClose(d.pathBox("j", at: 0.25)?.size.height, 0, tolerance: 1e-6)
        expectClose(d.pathBox("j", at: 0.75)?.size.height, 10, tolerance: 1e-6)
        #expect(d.warnings.contains { $0.contains("cannot morph") })
    }

    @Test func whatCannotBeMappedIsAWarningNamingTheElement() throws {
        let d = try AnimatedDrawing("""
            <linearGradient id="g"><stop id="s" offset="0" stop-color="red"/></linearGradient>
            <animate href="#s" attributeName="stop-color" to="blue" dur="1s"/>
            <rect id="r" width="10" height="10">
              <animate attributeName="stroke-linecap" to="round" dur="1s"/>
              <animate attributeName="opacity" values="0;1" keyTimes="0;2" dur="1s"/>
              <animate attributeName="opacity" values="0;1" calcMode="spline" dur="1s"/>
              <animate attributeName="opacity" values="0;1" dur="forever"/>
            </rect>
            """)
        #expect(d.warnings.contains { $0.contains("<animate>") && $0.contains("#s") && $0.contains("not imported") })
        #expect(d.warnings.contains { $0.contains("stroke-linecap") })
        #expect(d.warnings.contains { $0.contains("keyTimes=\"0;2\"") })
        #expect(d.warnings.contains { $0.contains("without keySplines") })
        #expect(d.warnings.contains { $0.contains("dur=\"forever\"") })
        expectClose(d.opacity("r", at: 0.5), 1)
    }
}

import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// SMIL's timing model on media timing: each rule with the value it gives at chosen times.
@Suite struct SVGAnimationTimingTests {
    static func rect(_ animation: String, attributes: String = "") -> String {
        #"<rect id="r" width="10" height="10" \#(attributes)>\#(animation)</rect>"#
    }

    @Test func clockValuesReadEveryForm() {
        #expect(SVGAnimationTiming.clockValue("2s") == 2)
        #expect(SVGAnimationTiming.clockValue("500ms") == 0.5)
        #expect(SVGAnimationTiming.clockValue("1.5") == 1.5)
        #expect(SVGAnimationTiming.clockValue("0.5min") == 30)
        #expect(SVGAnimationTiming.clockValue("1h") == 3600)
        #expect(SVGAnimationTiming.clockValue("00:01.5") == 1.5)
        #expect(SVGAnimationTiming.clockValue("01:02:03") == 3723)
        #expect(SVGAnimationTiming.clockValue("-1s") == nil)
        #expect(SVGAnimationTiming.clockValue("nan") == nil)
        #expect(SVGAnimationTiming.clockValue("1e999s") == nil)
        #expect(SVGAnimationTiming.clockValue("soon") == nil)
    }

    @Test func beforeBeginTheValueIsTheElementsOwnAndWithoutFreezeItReturnsAfterTheEnd() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" begin="1s" dur="2s"/>"#,
                                              attributes: #"opacity="0.9""#))
        expectClose(d.opacity("r", at: 0.5), 0.9)
        expectClose(d.opacity("r", at: 2), 0.5)
        expectClose(d.opacity("r", at: 3.5), 0.9)
        #expect(d.drawing.animationDuration == 3)
    }

    @Test func freezeHoldsTheLastValue() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="1" to="0.2" dur="1s" fill="freeze"/>"#))
        expectClose(d.opacity("r", at: 5), 0.2)
    }

    @Test func aFractionalRepeatCountEndsAndFreezesPartWayThroughARepeat() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" dur="1s" repeatCount="2.5" fill="freeze"/>"#))
        expectClose(d.opacity("r", at: 1.25), 0.25)
        expectClose(d.opacity("r", at: 10), 0.5)
        #expect(d.drawing.animationDuration == 2.5)
    }

    @Test func repeatDurAndEndCutTheActiveDuration() throws {
        let byRepeatDur = try AnimatedDrawing(Self.rect(
            #"<animate attributeName="opacity" from="0" to="1" dur="1s" repeatDur="1.5s" fill="freeze"/>"#))
        expectClose(byRepeatDur.opacity("r", at: 3), 0.5)
        // The smaller of dur × repeatCount and repeatDur.
        let both = try AnimatedDrawing(Self.rect(
            #"<animate attributeName="opacity" from="0" to="1" dur="1s" repeatCount="3" repeatDur="1.25s" fill="freeze"/>"#))
        expectClose(both.opacity("r", at: 3), 0.25)
        let byEnd = try AnimatedDrawing(Self.rect(
            #"<animate attributeName="opacity" from="0" to="1" dur="4s" end="2s" fill="freeze"/>"#))
        expectClose(byEnd.opacity("r", at: 3), 0.5)
        #expect(byEnd.drawing.animationDuration == 2)
    }

    @Test func anIndefiniteRepeatLoopsAndTheDrawingShowsOneLoop() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" begin="0.5s" dur="2s" repeatCount="indefinite"/>"#))
        expectClose(d.opacity("r", at: 100.5 + 1), 0.5)
        #expect(d.drawing.animationDuration == 2.5)
        let composition = Composition(drawing: d.drawing, name: "loop")
        #expect(composition.duration == 2.5)
    }

    @Test func aStillDrawingStaysOneFrame() throws {
        let still = try importSVG(document(#"<rect width="10" height="10"/>"#))
        #expect(still.animationDuration == nil)
        #expect(Composition(drawing: still, name: "still").duration == 1.0 / 60)
    }

    @Test func aBeginListStartsAtItsEarliestOffsetAndEventsAreReported() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" begin="click; 3s; 1s" dur="1s"/>"#))
        expectClose(d.opacity("r", at: 1.5), 0.5)
        #expect(d.warnings.contains { $0.contains("begin=\"click\"") && $0.contains("only its time offsets") })
        let never = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" begin="r.click" dur="1s"/>"#))
        expectClose(never.opacity("r", at: 0.5), 1)
        #expect(never.warnings.contains { $0.contains("not imported") })
        #expect(never.drawing.animationDuration == nil)
    }

    @Test func syncbasesResolveThroughOtherAnimationsUpToTheDocumentedDepth() throws {
        let d = try AnimatedDrawing(Self.rect("""
            <animate id="a" attributeName="opacity" from="0" to="0" begin="1s" dur="2s"/>
            <animate attributeName="opacity" from="0" to="1" begin="a.end+0.5s" dur="1s"/>
            """))
        // a ends at 3; the second begins at 3.5.
        expectClose(d.opacity("r", at: 4), 0.5)
        #expect(d.drawing.animationDuration == 4.5)
        // A chain deeper than the limit is reported, never followed for ever.
        var chain = #"<animate id="s0" attributeName="opacity" from="1" to="1" dur="1s" begin="s1.begin"/>"#
        for i in 1...12 { chain += #"<animate id="s\#(i)" attributeName="opacity" from="1" to="1" dur="1s" begin="s\#(i + 1).begin"/>"# }
        chain += #"<animate id="loop" attributeName="opacity" from="1" to="1" dur="1s" begin="loop.end"/>"#
        let deep = try AnimatedDrawing(Self.rect(chain))
        #expect(deep.warnings.contains { $0.contains("s1.begin") && $0.contains("syncbase") })
        #expect(deep.warnings.contains { $0.contains("loop.end") })
    }

    @Test func minAndMaxAreReported() throws {
        let d = try AnimatedDrawing(Self.rect(#"<animate attributeName="opacity" from="0" to="1" dur="1s" min="2s" max="3s"/>"#))
        #expect(d.warnings.contains { $0.contains("min=\"2s\" is not supported") })
        #expect(d.warnings.contains { $0.contains("max=\"3s\" is not supported") })
        expectClose(d.opacity("r", at: 0.5), 0.5)
    }
}

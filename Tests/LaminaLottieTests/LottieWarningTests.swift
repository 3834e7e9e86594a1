import Foundation
import Lamina
@testable import LaminaLottie
import Testing

/// Issue #33: a Lottie file's warnings are one per feature for the whole file, grammatical,
/// with the layers they were met in (how many, and the first names), not one per layer.
@Suite struct LottieWarningTests {
    /// A shape layer named `name` whose opacity is driven by an expression that fails (a misspelt `wiggle`).
    static func layerWithExpression(_ name: String, index: Int) -> String {
        #"{"ty":4,"nm":"\#(name)","ind":\#(index),"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":100,"x":"wigle(2, 10)"}},"shapes":[\#(redSquare)]}"#
    }

    @Test func aFeatureMetInManyLayersIsOneWarningWithTheCount() throws {
        let layers = (1...5).map { Self.layerWithExpression("Dot \($0)", index: $0) }.joined(separator: ",")
        let lottie = try LottieLayer(animation: parse(lottieJSON(layers)))
        #expect(lottie.warnings.map(\.description) == [
            "the expression of transform.opacity failed (ReferenceError: identifier 'wigle' undefined); the property plays its keyframes "
                + "(5 layers: \"Dot 1\", \"Dot 2\", \"Dot 3\" and 2 more)",
        ])
    }

    @Test func aConsequenceIsItsOwnClause() throws {
        let trim = #"{"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1}"#
        let stroke = #"{"ty":"st","nm":"Stroke","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":2}"#
        let rect = #"{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
        let lottie = try LottieLayer(animation: parse(lottieJSON(shapeLayer("Ring", shapes: [rect, stroke, trim, trim].joined(separator: ",")))))
        #expect(lottie.warnings.map(\.description) == [
            "more than one trim path on a stroke is not supported; the first is used (layer \"Ring\")",
        ])
    }

    @Test func layerListsNameOneTwoOrTheFirstThree() {
        func text(_ layers: [String]) -> String { ImportWarning(place: .layers(layers), message: "x").description }
        #expect(text(["A"]) == "x is not supported; it is left out (layer \"A\")")
        #expect(text(["A", "B"]) == "x is not supported; it is left out (2 layers: \"A\", \"B\")")
        #expect(text(["A", "B", "C", "D"]) == "x is not supported; it is left out (4 layers: \"A\", \"B\", \"C\" and 1 more)")
    }

    @Test func layersThatAreNotDrawnSaySo() throws {
        func layer(_ type: Int, _ name: String, index: Int) -> String {
            #"{"ty":\#(type),"nm":"\#(name)","ind":\#(index),"ip":0,"op":60,"st":0,"ks":{}}"#
        }
        let layers = [layer(6, "Music", index: 1), layer(9, "Clip", index: 2), layer(12, "Grade", index: 3),
                      layer(42, "Future", index: 4), layer(11, "Guide", index: 5), layer(15, "Data", index: 6),
                      layer(3, "Null", index: 7)].joined(separator: ",")
        let lottie = try LottieLayer(animation: parse(lottieJSON(layers)))
        // Layers are built from the bottom of the list up, so the warnings come in that order;
        // the guide, data and null layers draw nothing by design and say nothing.
        #expect(lottie.warnings.map(\.description) == [
            "layers of type 42 are not supported; they are left out (layer \"Future\")",
            "adjustment layers are not supported; the layers below are drawn without their effects (layer \"Grade\")",
            "video and placeholder layers are not supported; they are left out (layer \"Clip\")",
            "audio layers are not played; they are left out (layer \"Music\")",
        ])
    }
}

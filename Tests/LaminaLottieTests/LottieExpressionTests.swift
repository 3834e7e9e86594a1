import Foundation
import Lamina
@testable import LaminaLottie
import LaminaTestSupport
import Testing

/// Issue #30: After Effects expressions run in Duktape and become sampled keyframes. Every
/// expected value is worked out by hand from After Effects' definitions (a 30 fps file, so
/// frame 30 is `time` 1).
@Suite struct LottieExpressionTests {
    static let corpus = BuiltLamina.repositoryRoot.appendingPathComponent("Tests/LaminaLottieTests/__Expressions__")

    /// The presentation of the corpus file `name` at `frame`, and its warnings.
    static func frame(_ name: String, _ frame: Double) throws -> (LayerSnapshot, [ImportWarning]) {
        let animation = try LottieAnimation(contentsOf: corpus.appendingPathComponent(name))
        let lottie = try LottieLayer(animation: animation, fileName: name)
        let composition = try Composition(lottie: animation, name: name)
        return (try composition.playback().presentation(at: frame / animation.frameRate), lottie.warnings)
    }

    static func position(_ layer: String, in root: LayerSnapshot) throws -> Point {
        try #require(root.layer(named: layer), "no layer \(layer)").properties.position
    }

    /// A one-layer file whose layer "L" has opacity keyframed at 40 and the expression `x`
    /// (JSON-escaped by the caller) on `property` (`o` by default).
    static func opacityFile(_ expression: String, property: String = "o") -> String {
        lottieJSON(#"{"ty":4,"nm":"L","ind":1,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"\#(property)":{"a":0,"k":40,"x":\#(expression)}}}"#)
    }

    @Test func timeValueAndLinksBetweenLayers() throws {
        let (root, warnings) = try Self.frame("links.json", 30)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(try Self.position("Mover", in: root) == Point(x: 100, y: 50))         // [time * 100, 50]
        #expect(isClose(root.layer(named: "Mover")?.properties.opacity, 0.5))          // time * 50 percent
        #expect(try Self.position("Follower", in: root) == Point(x: 100, y: 70))      // Mover's position + [0, 20]
        #expect(try Self.position("Clock", in: root) == Point(x: 14, y: 30))          // framesToTime(30) * 10 + index, timeToFrames(time)
        #expect(try Self.position("Ramps", in: root) == Point(x: 50, y: 60))          // linear half way, clamp at 60
    }

    @Test func effectSlidersAndValueAtTime() throws {
        let (root, _) = try Self.frame("links.json", 30)
        // The slider runs 0 to 90 over 60 frames: 45 at frame 30, doubled to a quarter turn;
        // the scale keyframes would reach 150% but the expression holds frame 0's 100%.
        let transform = try #require(root.layer(named: "Dial")).properties.transform
        #expect(isClose(transform.m11, 0, tolerance: .absolute(1e-9)) && isClose(transform.m12, 1, tolerance: .absolute(1e-9)))
    }

    @Test(arguments: [
        ("Cycle", 12.0, 20.0), ("PingPong", 12, 80), ("Offset", 12, 120), ("Continue", 12, 120),
        ("InCycle", 12, 20), ("InPingPong", 12, 80),
        ("Triangle", 27, 70), ("LastSegment", 27, 30), ("LastThird", 27, 30), ("Cycle", 30, 0), ("Offset", 35, 350),
    ])
    func loops(layer: String, frame: Double, x: Double) throws {
        let (root, warnings) = try Self.frame("loops.json", frame)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(isClose(try Self.position(layer, in: root).x, x, tolerance: .absolute(1e-6)), "\(layer) at frame \(frame)")
    }

    @Test func wiggleStaysWithinItsAmplitudeMovesAndIsTheSameEachLoad() throws {
        let json = lottieJSON(#"{"ty":4,"nm":"W","ind":7,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[50,50],"x":"wiggle(3, 30)"}}}"#)
        func track() throws -> [Point] {
            let composition = try Composition(lottie: try parse(json), name: "w.json")
            let playback = try composition.playback()
            return try (0...59).map { try #require(playback.presentation(at: Double($0) / 30).layer(named: "W")).properties.position }
        }
        let first = try track(), second = try track()
        #expect(first == second)
        #expect(first.allSatisfy { abs($0.x - 50) <= 30 && abs($0.y - 50) <= 30 })
        #expect(Set(first.map(\.x)).count > 30, "the wiggle moves")
        #expect(first.map(\.x) != first.map(\.y), "each dimension wiggles on its own")
    }

    @Test func randomIsSeededByPropertyAndTime() throws {
        let json = lottieJSON(#"{"ty":4,"nm":"R","ind":1,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"#
            + #""p":{"a":0,"k":[0,0],"x":"seedRandom(5, true); [random(10, 20), random(100)]"},"#
            + #""o":{"a":0,"k":0,"x":"random(100)"}}}"#)
        let animation = try parse(json)
        let playback = try Composition(lottie: animation, name: "r.json").playback()
        let a = try #require(playback.presentation(at: 0).layer(named: "R")), b = try #require(playback.presentation(at: 1).layer(named: "R"))
        #expect(a.properties.position == b.properties.position, "timeless: the same at every frame")
        #expect((10..<20).contains(a.properties.position.x) && (0..<100).contains(a.properties.position.y))
        #expect(a.properties.opacity != b.properties.opacity, "random(100) changes with time")
        #expect((0...1).contains(a.properties.opacity))
    }

    @Test func pathsAreMadeAndRead() throws {
        let square = #"{"a":0,"k":{"c":true,"v":[[0,0],[40,0],[40,40],[0,40]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}"#
        let made = #"createPath([[0, 0], [time * 60, 0], [60, 60]], [], [], false)"#
        let read = #"var p = points(); createPath([p[0], [p[1][0] + 10, p[1][1]], p[2], p[3]], inTangents(), outTangents(), isClosed())"#
        func shape(_ name: String, _ x: String) -> String {
            #"{"ty":"sh","nm":"\#(name)","ks":\#(square.dropLast()),"x":"\#(x)"}}"#
        }
        let json = lottieJSON(shapeLayer("P", shapes: [shape("Made", made), shape("Read", read)].joined(separator: ",")))
        let lottie = try LottieLayer(animation: try parse(json))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        let shapes = try #require(lottie.animation.layers.first).shapes
        guard case .path(_, let madePath, _) = shapes[0], case .path(_, let readPath, _) = shapes[1] else {
            Issue.record("expected two paths")
            return
        }
        #expect(madePath.value(at: 30).vertices == [Point(x: 0, y: 0), Point(x: 60, y: 0), Point(x: 60, y: 60)])
        #expect(madePath.value(at: 30).closed == false)
        #expect(readPath.value(at: 0).vertices[1] == Point(x: 50, y: 0))
        #expect(readPath.value(at: 0).closed)
    }

    @Test func vectorMathAndEasing() throws {
        let expression = #""var v = normalize(sub([3, 4], [0, 0])); var c = cross([1, 0, 0], [0, 1, 0]); "#
            + #"[length([3, 4]) + dot(v, [3, 4]) + c[2], radiansToDegrees(degreesToRadians(90)) + easeIn(1, 0, 1, 0, 10) + easeOut(0, 0, 10) + ease(0, 2, 4)]""#
        let json = lottieJSON(#"{"ty":4,"nm":"M","ind":1,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[0,0],"x":\#(expression)}}}"#)
        let root = try snapshot(json, atFrame: 0)
        // |(3, 4)| = 5, the unit vector's dot with (3, 4) = 5, x × y = z: 11. 90 + easeIn's end
        // (10) + easeOut's start (0) + ease's start (2; the three-argument forms run t from 0 to 1): 102.
        #expect(isClose(try Self.position("M", in: root), Point(x: 11, y: 102)))
    }

    @Test func keysVelocityAndSpeed() throws {
        let keyed = #"{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[30,40]}],"x":"#
        let json = lottieJSON(#"{"ty":4,"nm":"K","ind":1,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":\#(keyed)"[numKeys * 100 + key(2)[0], speedAtTime(0.5) + velocityAtTime(0.5)[0]]"}}}"#)
        let root = try snapshot(json, atFrame: 10)
        // Two keys: 200 + 30. Speed 50 points a second, 30 of it in x.
        #expect(isClose(try Self.position("K", in: root), Point(x: 230, y: 80), tolerance: .absolute(1e-6)))
    }

    @Test func aConstantResultIsOneValueNotSixtyKeyframes() throws {
        let lottie = try LottieLayer(animation: try parse(Self.opacityFile(#""thisComp.width / 2""#)))
        let opacity = try #require(lottie.animation.layers.first).transform.opacity
        #expect(opacity.keyframes.count == 1 && opacity.initial == [50])
    }

    @Test func expressionsOnPropertiesNotReadAreNamed() throws {
        let text = #"{"ty":5,"nm":"T","ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"Hi","f":"Sans","s":10}}],"x":"'x'"},"a":[]}}"#
        let lottie = try LottieLayer(animation: try parse(lottieJSON(text)))
        #expect(lottie.warnings.map(\.description).contains(
            "expressions on properties Lamina does not read (text, layer styles) are not run; those properties play their keyframes (layer \"T\")"))
    }

    @Test func theEvaluationBudgetLeavesTheRestKeyframed() throws {
        var limits = Limits.standard
        limits.lottieExpressionEvaluations = 100
        let layers = (1...3).map { #"{"ty":4,"nm":"L\#($0)","ind":\#($0),"ip":0,"op":60,"st":0,"shapes":[],"ks":{"o":{"a":0,"k":40,"x":"time * 10"}}}"# }
        let lottie = try LottieLayer(animation: try parse(lottieJSON(layers.joined(separator: ","))), fileName: "busy.json", limits: limits)
        // 61 samples each: the first fits, the other two do not.
        #expect(lottie.warnings.map(\.description) == [
            "the expression of transform.opacity was not run: the file's expressions need more than the 100 evaluations "
                + "Limits.lottieExpressionEvaluations allows (2 layers: \"L2\", \"L3\")",
        ])
        #expect(lottie.animation.layers[0].transform.opacity.keyframes.count == 61)
        #expect(lottie.animation.layers[1].transform.opacity.keyframes.count == 1)
    }

    @Test func compositionsByNameInsidePrecompsAndTheUnnamedMain() throws {
        let inner = #"{"ty":4,"nm":"A","ind":1,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[10,20]}}},"#
            + #"{"ty":4,"nm":"B","ind":2,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[0,0],"x":"$bm_sum(thisComp.layer('A').transform.position, [thisComp.numLayers, 0])"}}}"#
        let assets = #"[{"id":"pc","nm":"Inner","w":100,"h":100,"layers":[\#(inner)]}]"#
        let root = #"{"ty":0,"nm":"Pre","ind":1,"refId":"pc","w":100,"h":100,"ip":0,"op":60,"st":0,"ks":{}},"#
            + #"{"ty":4,"nm":"Reader","ind":2,"ip":0,"op":60,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[0,0],"#
            + #""x":"$bm_sum(comp('Inner').layer('A').transform.position, comp('Main').layer('Pre').index)"}}}"#
        let lottie = try LottieLayer(animation: try parse(lottieJSON(root, assets: assets)))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        // Inside the precomp, thisComp is the precomp: A's position plus its two layers in x.
        let b = try #require(lottie.animation.precomps["pc"]?[1])
        #expect(b.transform.position.initial == [12, 20])
        // The main composition has no name, so comp('Main') is it; adding a number adds to x.
        #expect(lottie.animation.layers[1].transform.position.initial == [11, 20])
    }
}

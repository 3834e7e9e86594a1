import Foundation
import Lamina
@testable import LaminaLottie
import LaminaTestSupport
import Testing

/// Issue #30: an expression built to hurt (a syntax error, a throw, a loop that never ends, a
/// huge allocation, deep recursion, a result that is not a number, the wrong number of
/// dimensions or arguments) costs one warning naming its layer and property, the property plays
/// its keyframes, and loading ends. The budgets are instructions, not time, so no test here waits
/// on a clock.
@Suite struct LottieHostileExpressionTests {
    /// Layer "Bad" whose opacity is keyframed at 40% and runs `expression`.
    static func load(_ expression: String, limits: Limits = .standard) throws -> LottieLayer {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [expression]), as: UTF8.self).dropFirst().dropLast()
        let json = lottieJSON(#"{"ty":4,"nm":"Bad","ind":1,"ip":0,"op":10,"st":0,"shapes":[],"ks":{"o":{"a":0,"k":40,"x":\#(quoted)}}}"#)
        return try LottieLayer(animation: try parse(json), fileName: "bad.json", limits: limits)
    }

    static let hostile: [(kind: String, expression: String)] = [
        ("syntax error", "value + )("),
        ("exception", "throw new Error('boom')"),
        ("unknown name", "wigle(2, 10)"),
        ("endless loop", "while (true) {}"),
        ("endless loop caught and retried", "for (;;) { try { while (true) {} } catch (e) {} }"),
        ("huge allocation", "var a = []; while (true) a.push(new Array(100000).join('x'));"),
        ("huge string", "var s = 'x'; while (true) s = s + s;"),
        ("deep recursion", "function f(n) { return f(n + 1) + 1; } f(0)"),
        ("getter recursion", "var o = {}; Object.defineProperty(o, 'x', { get: function () { return this.x; } }); o.x"),
        ("valueOf recursion", "var o = { valueOf: function () { return o * 2; } }; o * 1"),
        ("nested parentheses", String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)),
        ("a text", "'hello'"),
        ("undefined", "undefined"),
        ("an object", "({})"),
        ("not a finite number", "1 / 0"),
        ("a list with a text", "[1, 'a']"),
        ("wrong dimensions", "[]"),
        ("too few arguments", "linear(time)"),
        ("a function that is not there on a value", "value.wiggle(2, 10)"),
        ("a key that is not there", "key(3)"),
        ("a loop type that is not one", "loopOut('sideways')"),
        ("a layer that is not there", "thisComp.layer('Nobody').transform.opacity"),
        ("an effect that is not there", "effect('Slider Control')('Slider')"),
        ("a cycle through another layer", "thisComp.layer(1).transform.opacity + x"),
    ]

    @Test(arguments: hostile.map(\.kind))
    func aHostileExpressionWarnsAndKeepsTheKeyframes(kind: String) throws {
        let expression = try #require(Self.hostile.first { $0.kind == kind }).expression
        let lottie = try Self.load(expression)
        let warnings = lottie.warnings.map(\.description)
        #expect(warnings.count == 1, "\(kind): \(warnings)")
        #expect(warnings.first?.hasPrefix("the expression of transform.opacity failed") == true, "\(kind): \(warnings)")
        #expect(warnings.first?.hasSuffix("the property plays its keyframes (layer \"Bad\")") == true, "\(kind): \(warnings)")
        #expect(lottie.animation.layers[0].transform.opacity.keyframes.map(\.value) == [[40]], "\(kind)")
    }

    @Test func aNumberForAPositionIsTheWrongNumberOfDimensions() throws {
        let json = lottieJSON(#"{"ty":4,"nm":"Bad","ind":1,"ip":0,"op":10,"st":0,"shapes":[],"ks":{"p":{"a":0,"k":[5,6],"x":"time"}}}"#)
        let lottie = try LottieLayer(animation: try parse(json))
        #expect(lottie.warnings.map(\.description) == [
            "the expression of transform.position failed (TypeError: the result is the number 0, but the property has 2 dimensions); "
                + "the property plays its keyframes (layer \"Bad\")",
        ])
        #expect(lottie.animation.layers[0].transform.position.initial == [5, 6])
    }

    @Test func theBudgetsAreNamedInTheWarnings() throws {
        let loop = try Self.load("while (true) {}").warnings.first?.description ?? ""
        #expect(loop.contains("it ran more than the 20000000 instructions Limits.lottieExpressionInstructions allows one evaluation"))
        var small = Limits.standard
        small.lottieExpressionMemory = 8 << 20
        let memory = try Self.load("var a = []; while (true) a.push(new Array(100000).join('x'));", limits: small).warnings.first?.description ?? ""
        #expect(memory.contains("it needed more memory than Limits.lottieExpressionMemory allows (8388608 bytes held"), "\(memory)")
    }

    @Test func theFileBudgetStopsExpressionsThatEachLoop() throws {
        var limits = Limits.standard
        limits.lottieExpressionInstructions = 1_000_000
        limits.lottieExpressionFileInstructions = 3_000_000
        let layers = (1...8).map { #"{"ty":4,"nm":"L\#($0)","ind":\#($0),"ip":0,"op":10,"st":0,"shapes":[],"ks":{"o":{"a":0,"k":40,"x":"while (true) {}"}}}"# }
        let lottie = try LottieLayer(animation: try parse(lottieJSON(layers.joined(separator: ","))), limits: limits)
        let notRun = lottie.warnings.filter { $0.outcome.contains("Limits.lottieExpressionFileInstructions") }
        #expect(!notRun.isEmpty && notRun.flatMap(\.layers).count < 8, "\(lottie.warnings)")
    }

    /// Seeded mutations of working expressions: each loads, and each property either has its
    /// keyframes or finite values.
    @Test func mutatedExpressionsLoadAndStayFinite() throws {
        let seeds = ["wiggle(2, 30)", "loopOut('pingpong')", "linear(time, 0, 1, 0, 100)", "var $bm_rt;\n$bm_rt = $bm_sum(value, random(10));",
                     "effect(1)(1) * 2", "clamp(time * 100, 0, 60)", "Math.sin(time * 6) * 50 + 50"]
        let mutator = Mutator(tokens: ["(", ")", "[", "]", "{", "}", ";", "while(1)", "1e308", "-", "*", "/", "'", "\"", "\\",
                                       "thisComp", "thisLayer", ".layer(1)", "loopOut", "valueAtTime(", "new Array(1e9)", "NaN", "function"])
        var generator = SeededGenerator(seed: 30)
        var limits = Limits.standard
        limits.lottieExpressionInstructions = 2_000_000
        for round in 0..<60 {
            let seed = seeds[round % seeds.count]
            let mutated = String(decoding: mutator.mutate(Array(seed.utf8), using: &generator), as: UTF8.self)
            let lottie = try Self.load(mutated, limits: limits)
            let values = lottie.animation.layers[0].transform.opacity.keyframes.flatMap(\.value)
            #expect(values.allSatisfy { $0.isFinite }, "\(mutated)")
            #expect(lottie.warnings.count <= 1, "\(mutated): \(lottie.warnings)")
        }
    }
}

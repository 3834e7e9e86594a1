import Foundation
import Lamina
import LaminaLottie
import Testing

/// Malformed files fail with the file, the JSON path and what is wrong; limits are checked
/// before anything is built.
@Suite struct LottieParsingTests {
    @Test func wrongTypeNamesItsJSONPath() {
        let json = lottieJSON(shapeLayer("L", shapes: "", ks: #"{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":"far"}]}}"#))
        #expect(throws: LottieError(fileName: "anim.json", path: "layers[0].ks.p.k[1].s",
                                    message: "expected a list of numbers, found string")) { try parse(json) }
    }

    @Test func truncatedFileIsNotJSON() {
        let json = lottieJSON(shapeLayer("L", shapes: redSquare))
        do {
            _ = try parse(String(json.prefix(80)))
            Issue.record("a truncated file parsed")
        } catch let error as LottieError {
            #expect(error.path == "")
            #expect(error.description.hasPrefix("anim.json: not valid JSON"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func hugeCanvasAndMissingMembersAreRefused() {
        let huge = #"{"fr":30,"ip":0,"op":60,"w":1000000,"h":100,"layers":[]}"#
        #expect(throws: LottieError(fileName: "anim.json", path: "w", message: "size 1000000.0 is not between 0 and 16384")) {
            try parse(huge)
        }
        #expect(throws: LottieError(fileName: "anim.json", path: "", message: "missing \"fr\"")) {
            try parse(#"{"ip":0,"op":60,"w":10,"h":10,"layers":[]}"#)
        }
    }

    @Test func keyframeCountIsCheckedAgainstTheLimit() {
        var limits = Limits()
        limits.lottieKeyframes = 2
        let json = lottieJSON(shapeLayer("L", shapes: "", ks: #"{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":1,"s":[1]},{"t":2,"s":[2]}]}}"#))
        #expect(throws: LottieError(fileName: "anim.json", path: "layers[0].ks.o.k", message: "3 keyframes, more than the 2 allowed")) {
            try parse(json, limits: limits)
        }
    }

    @Test func missingPrecompAssetIsAnError() throws {
        let animation = try parse(lottieJSON(#"{"ty":0,"nm":"P","refId":"nowhere","ip":0,"op":60,"st":0,"w":100,"h":100,"ks":{}}"#))
        #expect(throws: LottieError(fileName: "anim.json", path: "layers[0].refId", message: "no precomp asset \"nowhere\" in assets")) {
            try LottieLayer(animation: animation, fileName: "anim.json")
        }
    }

    @Test func unknownMembersAreIgnoredAndUnsupportedFeaturesWarnOncePerLayer() throws {
        let layer = shapeLayer("Texty", shapes: redSquare, extra: #","futureMember":{"x":1},"ef":[{"ty":5}]"#)
        let document = #"{"t":"Hi","f":"Helvetica","s":10,"j":0,"tr":0,"fc":[0,0,0]}"#
        let text = #"{"ty":5,"nm":"Words","ind":2,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"k":[{"s":\#(document),"t":0}]},"a":[{"nm":"A","a":{"sk":{"a":0,"k":5}}},{"nm":"B","a":{"sk":{"a":0,"k":9}}}]}}"#
        let lottie = try LottieLayer(animation: try parse(lottieJSON(layer + "," + text)))
        #expect(lottie.warnings.map(\.description) == [
            "text animator property \"sk\" is not supported; it is left out (layer \"Words\")",
            "Custom effect is not supported; it is left out (layer \"Texty\")",
        ])
    }
}

/// The Lottie examples the gallery shows load without warnings.
@Suite struct LottieExampleTests {
    @Test func everyLottieExampleLoadsCleanly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("lottie-") }
        #expect(names.count >= 2)
        for name in names {
            let lottie = try LottieLayer(contentsOf: folder.appendingPathComponent(name))
            #expect(lottie.warnings.isEmpty, "\(name): \(lottie.warnings)")
        }
    }
}

import Foundation
import Testing
@testable import Lamina

/// Emitters in scene documents: Core Animation's key names, errors with their JSON paths, cell
/// contents read beside the document, the writer's round trip and `inspect`'s particle count.
@Suite struct EmitterSceneTests {
    static let confetti = SceneTestSupport.document(layers: #"""
        {"name": "confetti", "type": "emitter", "bounds": [0, 0, 100, 100], "anchorPoint": [0, 0],
         "emitterPosition": [50, -5], "emitterShape": "line", "emitterSize": [100, 1], "renderMode": "additive",
         "seed": 3, "emitterCells": [
           {"name": "paper", "birthRate": 20, "lifetime": 4, "velocity": 60, "emissionLongitude": 1.5,
            "emissionRange": 0.5, "yAcceleration": 30, "spin": 2, "spinRange": 1, "color": [1, 0.5, 0, 1],
            "redRange": 0.2, "alphaSpeed": -0.2, "contents": "paper.png", "contentsRect": [0, 0, 0.5, 1],
            "magnificationFilter": "nearest", "beginTime": 0.5, "duration": 3,
            "emitterCells": [{"name": "glint", "birthRate": 2, "lifetime": 0.5, "contents": "glint.png"}]}]}
        """#)

    @Test func aDocumentSetsTheEmitterAndItsCellsWithCoreAnimationsKeys() throws {
        let document = try SceneDocument(jsonData: Data(Self.confetti.utf8))
        let emitter = try #require(document.layers[0].properties.emitter)
        #expect(emitter.emitterShape == .line && emitter.renderMode == .additive && emitter.seed == 3)
        #expect(emitter.emitterPosition == Point(x: 50, y: -5) && emitter.emitterSize == Size(width: 100, height: 1))
        let paper = try #require(emitter.emitterCells?.first)
        #expect(paper.name == "paper" && paper.birthRate == 20 && paper.yAcceleration == 30 && paper.duration == 3)
        #expect(paper.color == Color(red: 1, green: 0.5, blue: 0, alpha: 1) && paper.magnificationFilter == "nearest")
        #expect(paper.contentsFile == "paper.png" && paper.contentsRect == Rect(0, 0, 0.5, 1))
        #expect(paper.emitterCells?.first?.name == "glint")
    }

    @Test func cellContentsAreReadBesideTheDocumentAndErrorsNameTheCell() throws {
        let document = try SceneDocument(jsonData: Data(Self.confetti.utf8))
        var asked: [String] = []
        let resolved = try document.resolvingContents { file in
            asked.append(file)
            return ImageBuffer(width: file == "paper.png" ? 4 : 2, height: 2, filledWith: .white)
        }
        #expect(asked == ["paper.png", "glint.png"])
        let paper = try #require(resolved.layers[0].properties.emitter?.emitterCells?.first)
        #expect(paper.contents?.width == 4 && paper.emitterCells?.first?.contents?.width == 2)
        struct Missing: Error {}
        #expect(throws: SceneError.self) {
            _ = try document.resolvingContents(fileName: "c.json") { file in
                if file == "glint.png" { throw Missing() }
                return ImageBuffer(width: 1, height: 1, filledWith: .white)
            }
        }
        do {
            _ = try document.resolvingContents(fileName: "c.json") { _ in throw Missing() }
        } catch {
            #expect(error.path == "layers[0].emitterCells[0].contents")
        }
    }

    @Test func theWriterRoundTripsAnEmitter() throws {
        let scene = try SceneTestSupport.scene(Self.confetti)
        let written = SceneWriter.document(size: Size(100, 100), layers: scene.timeline.rootLayer.sublayers).rendered()
        let again = try SceneDocument(jsonData: Data(written.utf8))
        let original = try SceneDocument(jsonData: Data(Self.confetti.utf8))
        #expect(again.layers[0].properties == original.layers[0].properties, "\(written)")
        #expect(written.contains(#""contents": "paper.png""#))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let body: String
        let path: String
        let phrase: String
        var testDescription: String { name }
    }

    static let errors: [Case] = [
        Case(name: "negative birth rate", body: #""emitterCells": [{"birthRate": -1}]"#,
             path: "layers[0].emitterCells[0].birthRate", phrase: "must not be negative"),
        Case(name: "unknown cell key", body: #""emitterCells": [{"birthrate": 1}]"#,
             path: "layers[0].emitterCells[0].birthrate", phrase: "did you mean 'birthRate'"),
        Case(name: "nested cell value", body: #""emitterCells": [{"emitterCells": [{"color": "red"}]}]"#,
             path: "layers[0].emitterCells[0].emitterCells[0].color", phrase: "bad colour 'red'"),
        Case(name: "cells not a list", body: #""emitterCells": {"birthRate": 1}"#,
             path: "layers[0].emitterCells", phrase: "a list of emitter cells"),
        Case(name: "cell not an object", body: #""emitterCells": [3]"#,
             path: "layers[0].emitterCells[0]", phrase: "an emitter cell"),
        Case(name: "contents outside the folder", body: #""emitterCells": [{"contents": "../x.png"}]"#,
             path: "layers[0].emitterCells[0].contents", phrase: "inside the document's folder"),
        Case(name: "unknown filter", body: #""emitterCells": [{"minificationFilter": "cubic"}]"#,
             path: "layers[0].emitterCells[0].minificationFilter", phrase: "unknown filter 'cubic'"),
        Case(name: "unknown shape", body: #""emitterShape": "cone""#, path: "layers[0].emitterShape", phrase: "cone"),
        Case(name: "unknown render mode", body: #""renderMode": "additiv""#, path: "layers[0].renderMode", phrase: "additive"),
        Case(name: "seed out of range", body: #""seed": -1"#, path: "layers[0].seed", phrase: "whole number in 0...4294967295"),
        Case(name: "emitter key on a plain layer", body: #""type": "layer", "birthRate": 2"#, path: "layers[0].birthRate",
             phrase: "only 'emitter' layers"),
        Case(name: "animation of a cell the emitter lacks",
             body: #""type": "emitter", "emitterCells": [{"name": "paper"}], "animations": [{"type": "basic", "keyPath": "emitterCells.comet.birthRate", "toValue": 0}]"#,
             path: "layers[0].animations[0].keyPath", phrase: "no cell named 'comet'"),
        Case(name: "cell animation on a plain layer",
             body: #""type": "layer", "animations": [{"type": "basic", "keyPath": "emitterCells.paper.birthRate", "toValue": 0}]"#,
             path: "layers[0].animations[0].keyPath", phrase: "a value of an emitter's cell"),
        Case(name: "cell colour animated to a number",
             body: #""type": "emitter", "emitterCells": [{"name": "paper"}], "animations": [{"type": "keyframe", "keyPath": "emitterCells.paper.color", "values": [[1, 0, 0, 1], 3]}]"#,
             path: "layers[0].animations[0].values[1]", phrase: "colour"),
    ]

    @Test(arguments: errors)
    func badValuesAreRejectedWithTheirPaths(c: Case) throws {
        let body = c.body.contains(#""type""#) ? c.body : #""type": "emitter", "# + c.body
        let error = try #require(SceneTestSupport.error(loading: SceneTestSupport.document(layers: "{\(body)}")))
        #expect(error.path == c.path, "message: \(error.message)")
        #expect(error.message.contains(c.phrase), "message: \(error.message)")
    }

    @Test func cellsNestedPastTheLimitAreRejected() throws {
        var cells = #"{"birthRate": 1}"#
        for _ in 0..<Limits.standard.emitterCellDepth { cells = #"{"emitterCells": [\#(cells)]}"# }
        let error = try #require(SceneTestSupport.error(loading: SceneTestSupport.document(
            layers: #"{"type": "emitter", "emitterCells": [\#(cells)]}"#)))
        #expect(error.message.contains("exceed the limit of \(Limits.standard.emitterCellDepth)"), "\(error.message)")
        #expect(error.path.hasPrefix("layers[0].emitterCells[0].emitterCells[0]"))
    }

    @Test func inspectReportsTheParticleCountAndTheLimit() throws {
        let body = #"{"type": "emitter", "emitterCells": [{"birthRate": 20, "lifetime": 2}]}"#
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: body))
        #expect(scene.inspect(at: 10).rendered().contains(#""particleCount": 40"#))
        #expect(!scene.inspect(at: 10).rendered().contains("particlesOverLimit"))
        let huge = try SceneTestSupport.scene(SceneTestSupport.document(
            layers: #"{"type": "emitter", "emitterCells": [{"birthRate": 1e9, "lifetime": 10}]}"#))
        let text = huge.inspect(at: 10).rendered()
        #expect(text.contains(#""particleCount": \#(Limits.standard.emitterParticles)"#))
        #expect(text.contains(#""particlesOverLimit": true"#))
    }

    @Test func anAnimatedCellRateStopsTheShowerAndLetsTheLiveParticlesFinish() throws {
        // 20 a second with 2-second lives until 3 s, then none: 40 alive at 2.5 s, the 20 born in
        // the last second before the stop at 4 s, none once they have all lived out their lives.
        let body = #"""
            {"type": "emitter", "emitterCells": [{"name": "paper", "birthRate": 20, "lifetime": 2}],
             "animations": [{"type": "keyframe", "keyPath": "emitterCells.paper.birthRate", "values": [20, 0],
                             "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "duration": 6,
                             "fillMode": "forwards", "removedOnCompletion": false}]}
            """#
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: body))
        func count(at t: Double) -> Int? {
            let text = scene.inspect(at: t).rendered()
            guard let range = text.range(of: #""particleCount": "#) else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(abs((count(at: 2.5) ?? 0) - 40) <= 1)
        #expect(abs((count(at: 4) ?? 0) - 20) <= 1)
        #expect(count(at: 5.5) == 0)
        #expect(scene.timeline.rootLayer.sublayers[0].animation(forKey: "emitterCells.paper.birthRate-0") != nil)
    }
}

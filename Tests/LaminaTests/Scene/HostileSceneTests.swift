import Foundation
@testable import Lamina
import LaminaTestSupport
import LaminaYAML
import Testing

/// The hostile scenes of issue #17: each is refused with its path, the limit and a short
/// message, or loads in time linear in its size.
@Suite struct HostileSceneTests {
    func failure(loading json: String) -> SceneError? {
        do {
            _ = try SceneDocument(jsonData: Data(json.utf8), fileName: "hostile.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aNumberBeyondDoubleIsTooLargeNotTheWrongType() throws {
        let error = try #require(failure(loading: HostileInputs.numberBeyondDouble))
        #expect(error.description == "hostile.json: size[0]: the number 1e400 is too large (the largest is about 1.8e308) (line 1)")
    }

    @Test func aYAMLNumberBeyondDoubleIsNotFiniteNotAString() throws {
        #expect {
            _ = try SceneDocument(yaml: "size: [1e400, 10]\nlayers: []\n", fileName: "big.yaml")
        } throws: { error in
            "\(error)" == "big.yaml: size[0]: expected a finite number, found inf"
        }
    }

    @Test func aDuplicateKeyIsRefusedWithItsPath() throws {
        let error = try #require(failure(loading: HostileInputs.duplicateKey))
        #expect(error.path == "size")
        #expect(error.message.hasPrefix("the key is given twice in one object"))
    }

    @Test func trailingCommasAreRefused() throws {
        let inObject = try #require(failure(loading: HostileInputs.trailingComma))
        #expect(inObject.message == "a comma after the last member of an object (line 1)")
        let inList = try #require(failure(loading: #"{"size":[10,10,],"layers":[]}"#))
        #expect(inList.path == "size" && inList.message == "a comma after the last element of a list (line 1)")
    }

    @Test func aHugeBadValueIsNotEchoedInFull() throws {
        let error = try #require(failure(loading: HostileInputs.hugeBadValue))
        #expect(error.description.count < 400, "\(error.description.count) characters")
        #expect(error.description.contains("characters left out"))
        #expect(error.path == "backgroundColor")
    }

    @Test func nestedReplicatorsOverTheLimitAreRefusedBeforeAnythingIsBuilt() throws {
        let error = try #require(failure(loading: HostileInputs.nestedReplicators))
        #expect(error.path == "layers[0].sublayers[0]")
        #expect(error.message.contains("100000000 copies these replicators make") && error.message.contains("limit of 1000000"))
    }

    @Test func structureNestedBeyondTheLimitIsRefused() throws {
        let error = try #require(failure(loading: HostileInputs.deepScene(300)))
        #expect(error.message.contains("the levels of nesting exceed the limit of 256"), "\(error)")
    }

    @Test func deeplyNestedSublayersLoad() throws {
        let document = try SceneDocument(jsonData: Data(HostileInputs.deepScene(120).utf8))
        var depth = 0, layer = document.layers.first
        while let current = layer { depth += 1; layer = current.sublayers.first }
        #expect(depth == 121)
        #expect(Scene(document: document).inspect(at: 0).rendered().contains("\"sublayers\""))
    }

    @Test func twentyThousandAnimationsOnOneLayerLoad() throws {
        let scene = try Scene(jsonData: Data(HostileInputs.animations(20_000).utf8))
        #expect(scene.rootLayer.sublayers[0].animations.count == 20_000)
    }

    @Test func addingInABatchKeepsOneByOneOrderAndReplacement() {
        func opacity(_ to: Double) -> BasicAnimation {
            let animation = BasicAnimation(keyPath: "opacity")
            animation.toValue = .number(to)
            animation.duration = 1
            return animation
        }
        let items: [(animation: Animation, key: String?)] = [(opacity(0.1), "a"), (opacity(0.2), nil), (opacity(0.3), "b"),
                                                            (opacity(0.4), "a"), (opacity(0.5), nil)]
        let one = Layer(), batch = Layer()
        for existing in [one, batch] { existing.add(opacity(0.9), forKey: "b", resolvingBeginTime: false) }
        for item in items { one.add(item.animation, forKey: item.key, resolvingBeginTime: false) }
        batch.add(contentsOf: items, resolvingBeginTime: false)
        func summary(_ layer: Layer) -> [String] {
            layer.animations.map { "\($0.key ?? "-")=\(($0.animation as! BasicAnimation).toValue!)" }
        }
        #expect(summary(batch) == summary(one))
        #expect(batch.animationKeys() == ["b", "a"])
    }

    @Test func aPathOverTheSegmentLimitIsRefusedWithItsPath() throws {
        let error = try #require(failure(loading: HostileInputs.overlappingCubics(20_000)))
        #expect(error.path == "layers[0].path.svg")
        #expect(error.message.contains("the segments of this path exceed the limit of 10000"), "\(error)")
    }

    @Test(arguments: [HostileInputs.billionLaughs, HostileInputs.billionLaughsAsKey, HostileInputs.billionLaughsBeforeASyntaxError])
    func aBillionLaughsIsRefusedBeforeComposing(yaml: String) throws {
        #expect {
            _ = try SceneDocument(yaml: yaml, fileName: "laughs.yaml")
        } throws: { error in
            "\(error)" == "laughs.yaml: the values of the document with its aliases expanded exceed the limit of 1000000 "
                + "(a real document stays far below it; see Limits in the README)"
        }
    }

    @Test func yamlNestedBeyondTheLimitIsRefused() throws {
        let text = "size: [10, 10]\nlayers: " + String(repeating: "[", count: 400) + String(repeating: "]", count: 400) + "\n"
        #expect {
            _ = try SceneDocument(yaml: text, fileName: "deep.yaml")
        } throws: { error in
            "\(error)".contains("levels of nesting") && "\(error)".count < 300
        }
    }
}

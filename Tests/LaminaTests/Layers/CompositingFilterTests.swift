import Foundation
import Testing
@testable import Lamina

/// `compositingFilter` in the model, scene documents, `inspect` and the display list (the
/// pixels are checked in LaminaRenderTests).
@Suite struct CompositingFilterTests {
    @Test func defaultsToSourceOverAndTakesEveryFilterName() {
        let layer = Layer()
        #expect(layer.compositingFilter == nil)
        for filter in CompositingFilter.allCases {
            #expect(layer.setValue(.string(filter.rawValue), forKeyPath: "compositingFilter"))
            #expect(layer.compositingFilter == filter)
        }
        #expect(layer.setValue(.string(nil), forKeyPath: "compositingFilter"))
        #expect(layer.compositingFilter == nil)
        #expect(!layer.setValue(.string("plusLighter"), forKeyPath: "compositingFilter"))
        #expect(CompositingFilter(rawValue: "xor") == .xor)
    }

    @Test func anUnknownNameInADocumentListsTheChoices() throws {
        let json = SceneTestSupport.document(layers: #"{"compositingFilter": "multiply"}"#)
        let error = try #require(SceneTestSupport.error(loading: json, fileName: "t.json"))
        #expect(error.path == "layers[0].compositingFilter")
        #expect(error.message.contains("unknown compositing filter 'multiply'; expected one of multiplyBlendMode, screenBlendMode"),
                "message: \(error.message)")
        #expect(error.message.contains("luminosityBlendMode, xor"), "message: \(error.message)")
    }

    @Test func anUnknownNameAsAnAnimationValueIsRejected() throws {
        let json = SceneTestSupport.document(layers: #"""
            {"animations": [{"type": "basic", "keyPath": "compositingFilter", "toValue": "dissolve", "duration": 1}]}
            """#)
        let error = try #require(SceneTestSupport.error(loading: json, fileName: "t.json"))
        #expect(error.path == "layers[0].animations[0].toValue")
        #expect(error.message.contains("'dissolve' is not a value 'compositingFilter' takes"), "message: \(error.message)")
    }

    @Test func inspectPrintsItOnlyWhereSet() throws {
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: #"""
            {"name": "a", "compositingFilter": "screenBlendMode"}, {"name": "b"}
            """#))
        let text = scene.inspect(at: 0).rendered()
        #expect(text.components(separatedBy: "\"compositingFilter\": \"screenBlendMode\"").count == 2)
        #expect(text.components(separatedBy: "compositingFilter").count == 2)
    }

    @Test func aFilterMakesAGroupThatKeepsItsOpacity() {
        let root = Layer()
        let square = Layer()
        square.bounds = Rect(0, 0, 10, 10)
        square.backgroundColor = .red
        square.opacity = 0.5
        square.compositingFilter = .difference
        root.addSublayer(square)
        let list = DisplayList(snapshot: root.snapshot(), size: Size(20, 20))
        guard case .beginGroup(let group) = list.items.first else {
            Issue.record("expected a group, found \(list.items)")
            return
        }
        #expect(group.compositingFilter == .difference)
        #expect(group.opacity == 0.5)
        #expect(list.items.count == 3)
    }

    @Test func switchesHalfWayWhenAnimated() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "compositingFilter", from: .string(nil), to: .string("hueBlendMode"), duration: 1),
                  forKey: "blend")
        #expect(timeline.presentation(at: 0.25).sublayers[0].compositingFilter == nil)
        #expect(timeline.presentation(at: 0.75).sublayers[0].compositingFilter == .hue)
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaYAML

@Suite struct SceneYAMLTests {
    static let json = """
        {"size": [200, 100], "backgroundColor": [0, 0, 0, 1], "duration": 2, "fps": 30,
         "layers": [
           {"name": "bar", "type": "shape", "path": {"arc": {"center": [50, 50], "radius": 20, "startAngle": 0, "endAngle": 3, "clockwise": true}},
            "strokeColor": "#00FF0080", "lineDashPattern": [2, 3], "transform": {"scale": [2, 1], "rotate": 0.5, "translate": [1, 2]},
            "animations": [
              {"type": "keyframe", "keyPath": "position", "values": [[0, 0], [10, 10]], "keyTimes": [0, 1], "repeatCount": "infinity"},
              {"type": "group", "duration": 1, "animations": [{"type": "spring", "keyPath": "lineWidth", "toValue": 4, "damping": 5}]},
              {"type": "transition", "transitionType": "push", "subtype": "fromLeft", "beginTime": 1}
            ]},
           {"name": "label", "type": "text", "string": "Rec", "foregroundColor": null}
         ],
         "actions": [{"time": 0.5, "transaction": {"duration": 1, "timingFunction": [0.2, 0, 0.2, 1],
                      "set": {"bar.strokeEnd": 0.5, "label.string": "Stop"},
                      "completion": {"transaction": {"set": {"bar.transform": {"rotate": 1}}}}}}]}
        """

    static let yaml = """
        size: [200, 100]
        backgroundColor: [0, 0, 0, 1]
        duration: 2
        fps: 30
        layers:
          - name: bar
            type: shape
            path:
              arc: {center: [50, 50], radius: 20, startAngle: 0, endAngle: 3, clockwise: true}
            strokeColor: "#00FF0080"
            lineDashPattern: [2, 3]
            transform: {scale: [2, 1], rotate: 0.5, translate: [1, 2]}
            animations:
              - {type: keyframe, keyPath: position, values: [[0, 0], [10, 10]], keyTimes: [0, 1], repeatCount: infinity}
              - type: group
                duration: 1
                animations:
                  - {type: spring, keyPath: lineWidth, toValue: 4, damping: 5}
              - {type: transition, transitionType: push, subtype: fromLeft, beginTime: 1}
          - name: label
            type: text
            string: Rec
            foregroundColor: null
        actions:
          - time: 0.5
            transaction:
              duration: 1
              timingFunction: [0.2, 0, 0.2, 1]
              set:
                bar.strokeEnd: 0.5
                label.string: Stop
              completion:
                transaction:
                  set:
                    bar.transform: {rotate: 1}
        """

    @Test func yamlAndJSONLoadTheSameDocument() throws {
        let fromJSON = try SceneDocument(jsonData: Data(Self.json.utf8))
        let fromYAML = try SceneDocument(yaml: Self.yaml)
        #expect(fromJSON == fromYAML)
        #expect(fromJSON.layers[0].animations.count == 3)
        #expect(fromJSON.actions[0].transaction.assignments.count == 2)
        #expect(fromJSON.actions[0].transaction.completion?.assignments.first?.property == .transform)
        let a = Scene(document: fromJSON), b = Scene(document: fromYAML)
        a.advance(to: 1.7)
        b.advance(to: 1.7)
        #expect(a.inspect(at: 1.7).rendered() == b.inspect(at: 1.7).rendered())
    }

    @Test func yamlErrorsNameThePathLikeJSON() throws {
        let yaml = """
            size: [1, 1]
            layers:
              - type: shape
                animations:
                  - {type: keyframe, keyPath: opacity, values: [0, 1, 0, 1], keyTimes: [0, 0.5, 1]}
            """
        do {
            _ = try SceneDocument(yaml: yaml, fileName: "s.yaml")
            Issue.record("should not load")
        } catch {
            #expect(error.description == "s.yaml: layers[0].animations[0].keyTimes: 3 key times for 4 values")
        }
    }

    @Test func yamlTypeMismatchAndSyntax() {
        #expect(throws: SceneError(fileName: nil, path: "layers[0].opacity", message: "expected a number, found a string")) {
            try SceneDocument(yaml: "size: [1, 1]\nlayers:\n  - opacity: high\n")
        }
        do {
            _ = try SceneDocument(yaml: "size: [1, 1\nlayers: [", fileName: "b.yaml")
            Issue.record("should not load")
        } catch {
            #expect(error.message.hasPrefix("invalid YAML"))
            #expect(error.message.contains("line 2"))
        }
    }
}

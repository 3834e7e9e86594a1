import Foundation
import Testing
@testable import Lamina

@Suite struct InspectReportTests {
    @Test func smallSceneMatchesExpectedTextExactly() throws {
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: """
            {"name": "dot", "type": "shape", "position": [10, 20], "bounds": [0, 0, 4, 4],
             "path": {"rect": [0, 0, 4, 4]}, "fillColor": "#FF0000", "opacity": 0.3,
             "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0.1, "toValue": 0.3, "duration": 1}],
             "sublayers": [{"name": "child"}]}
            """))
        let expected = """
            {
              "time": 0.5,
              "state": {},
              "layers": [
                {
                  "name": "dot",
                  "type": "shape",
                  "position": [10, 20],
                  "bounds": [0, 0, 4, 4],
                  "anchorPoint": [0.5, 0.5],
                  "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                  "opacity": 0.2,
                  "hidden": false,
                  "backgroundColor": null,
                  "cornerRadius": 0,
                  "borderWidth": 0,
                  "borderColor": [0, 0, 0, 1],
                  "zPosition": 0,
                  "masksToBounds": false,
                  "path": "M0 0 L4 0 L4 4 L0 4 Z",
                  "fillColor": [1, 0, 0, 1],
                  "strokeColor": null,
                  "lineWidth": 1,
                  "lineCap": "butt",
                  "lineJoin": "miter",
                  "miterLimit": 10,
                  "strokeStart": 0,
                  "strokeEnd": 1,
                  "lineDashPattern": null,
                  "lineDashPhase": 0,
                  "fillRule": "nonZero",
                  "sublayers": [
                    {
                      "name": "child",
                      "type": "layer",
                      "position": [0, 0],
                      "bounds": [0, 0, 0, 0],
                      "anchorPoint": [0.5, 0.5],
                      "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                      "opacity": 1,
                      "hidden": false,
                      "backgroundColor": null,
                      "cornerRadius": 0,
                      "borderWidth": 0,
                      "borderColor": [0, 0, 0, 1],
                      "zPosition": 0,
                      "masksToBounds": false,
                      "sublayers": []
                    }
                  ]
                }
              ]
            }

            """
        scene.advance(to: 0.5)
        #expect(scene.inspect(at: 0.5).rendered() == expected)
    }

    @Test func numbersAreRoundedToSixDecimals() {
        #expect(OrderedJSON.format(0.1 + 0.2) == "0.3")
        #expect(OrderedJSON.format(1.0) == "1")
        #expect(OrderedJSON.format(-0.0000001) == "0")
        #expect(OrderedJSON.format(2.5) == "2.5")
        #expect(OrderedJSON.format(1.23456789) == "1.234568")
        #expect(OrderedJSON.format(-3) == "-3")
        #expect(OrderedJSON.format(.infinity) == "null")
    }

    @Test func orderedWriterKeepsKeyOrderAndEscapes() {
        let json = OrderedJSON.object(["z": .number(1), "a": .string("say \"hi\"\n"), "m": .array([]), "o": .object([])])
        #expect(json.rendered() == "{\n  \"z\": 1,\n  \"a\": \"say \\\"hi\\\"\\n\",\n  \"m\": [],\n  \"o\": {}\n}")
    }

    @Test func theStreamedReportIsTheRenderedOneInPieces() throws {
        // Nested sublayers, empty lists, a replicator's instances, a mask and a control's state.
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: """
            {"name": "a", "sublayers": [{"name": "b", "sublayers": [{"name": "c"}, {"name": "d", "opacity": 0.5}]}, {"name": "e"}]},
            {"name": "r", "type": "replicator", "instanceCount": 2, "sublayers": [{"name": "m", "backgroundColor": "#FFFFFF"}]},
            {"name": "masked", "mask": {"name": "mask", "bounds": [0, 0, 2, 2]}},
            {"name": "dot", "type": "shape", "path": {"rect": [0, 0, 4, 4]}, "fillColor": "#FF0000"}
            """))
        scene.advance(to: 0.5)
        var reports = [scene.inspect(at: 0.5), InspectReport(time: 2, state: [.init("recording", .bool(true))], layers: [])]
        reports.append(InspectReport(time: 0.25, layers: Array(reports[0].layers.prefix(1))))
        for report in reports {
            var pieces: [String] = []
            report.write { pieces.append($0) }
            #expect(pieces.joined() == report.json.rendered() + "\n", "the streamed text is the report's JSON value rendered whole")
            if report.layers.count > 1 { #expect(pieces.count > report.layers.count, "written in one piece") }
        }
    }

    @Test func stateIsWrittenInOrder() {
        let report = InspectReport(time: 1, state: [.init("recording", .bool(true)), .init("elapsed", .number(0.25))], layers: [])
        #expect(report.rendered() == "{\n  \"time\": 1,\n  \"state\": {\n    \"recording\": true,\n    \"elapsed\": 0.25\n  },\n  \"layers\": []\n}\n")
    }

    @Test func replicatorListsItsInstances() throws {
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: """
            {"name": "r", "type": "replicator", "instanceCount": 3, "instanceDelay": 0.1,
             "instanceTransform": {"translate": [10, 0]}, "instanceAlphaOffset": -0.25,
             "sublayers": [{"name": "m", "backgroundColor": "#FFFFFF"}]}
            """))
        scene.advance(to: 1)
        let text = scene.inspect(at: 1).rendered()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let layer = (object["layers"] as! [[String: Any]])[0]
        let instances = layer["instances"] as! [[String: Any]]
        #expect(instances.count == 3)
        #expect((instances[2]["transform"] as! [Double])[12] == 20)
        #expect(instances[1]["timeShift"] as? Double == 0.1)
        #expect(instances[2]["color"] as? [Double] == [1, 1, 1, 0.5])
        let sub = (instances[2]["sublayers"] as! [[String: Any]])[0]
        #expect(sub["backgroundColor"] as? [Double] == [1, 1, 1, 0.5])
    }

    @Test func textAndGradientKeys() throws {
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: """
            {"type": "text", "string": "Hi", "fontSize": 12, "alignmentMode": "center"},
            {"type": "gradient", "colors": ["#000000", [1, 1, 1, 1]], "locations": [0, 1], "gradientType": "radial"}
            """))
        scene.advance(to: 0)
        let text = scene.inspect(at: 0).rendered()
        #expect(text.contains("\"string\": \"Hi\""))
        #expect(text.contains("\"alignmentMode\": \"center\""))
        #expect(text.contains("\"colors\": [\n"))
        #expect(text.contains("\"gradientType\": \"radial\""))
    }
}

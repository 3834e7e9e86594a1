import Foundation
import Testing
@testable import Lamina

/// Every way a scene document can be rejected: the path and a key phrase of the message.
@Suite struct SceneValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let path: String
        let phrase: String
        var testDescription: String { name }
    }

    static func layer(_ body: String) -> String { SceneTestSupport.document(layers: "{\(body)}") }
    static func animation(_ body: String, type: String = "shape") -> String {
        layer(#""type": "\#(type)", "animations": [{"type": "basic", "keyPath": "opacity"}, {\#(body)}]"#)
    }
    static func action(_ transaction: String, layers: String = #"{"name": "box"}"#) -> String {
        SceneTestSupport.document(layers: layers, actions: #"{"time": 1, "transaction": {\#(transaction)}}"#)
    }

    static let cases: [Case] = [
        Case(name: "key time count", json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0, 1], "keyTimes": [0, 0.5, 1]"#),
             path: "layers[0].animations[1].keyTimes", phrase: "3 key times for 4 values"),
        Case(name: "key times out of range", json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1.5]"#),
             path: "layers[0].animations[1].keyTimes[1]", phrase: "outside 0...1"),
        Case(name: "key times decrease", json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 2], "keyTimes": [0, 0.8, 0.6]"#),
             path: "layers[0].animations[1].keyTimes[2]", phrase: "must not decrease"),
        Case(name: "timing function count", json: animation(#""type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "timingFunctions": ["linear"]"#),
             path: "layers[0].animations[1].timingFunctions", phrase: "1 timing function for 3 values (expected 2"),
        Case(name: "keyframe without values", json: animation(#""type": "keyframe", "keyPath": "opacity", "values": []"#),
             path: "layers[0].animations[1].values", phrase: "at least one value"),
        Case(name: "wrong value type", json: animation(#""type": "basic", "keyPath": "opacity", "toValue": "high""#),
             path: "layers[0].animations[1].toValue", phrase: "expected a number, found a string"),
        Case(name: "point of wrong size", json: animation(#""type": "basic", "keyPath": "position", "toValue": [1, 2, 3]"#),
             path: "layers[0].animations[1].toValue", phrase: "expected a list of 2 numbers"),
        Case(name: "wrong type for a layer key", json: layer(#""opacity": "1""#),
             path: "layers[0].opacity", phrase: "expected a number, found a string"),
        Case(name: "unknown layer key", json: layer(#""opacty": 1"#), path: "layers[0].opacty", phrase: "unknown key 'opacty'"),
        Case(name: "key of another layer type", json: layer(#""type": "layer", "strokeEnd": 1"#),
             path: "layers[0].strokeEnd", phrase: "only 'shape' layers"),
        Case(name: "unknown animation key", json: animation(#""type": "basic", "keyPath": "opacity", "tovalue": 1"#),
             path: "layers[0].animations[1].tovalue", phrase: "unknown key 'tovalue'"),
        Case(name: "key of another animation type", json: animation(#""type": "basic", "keyPath": "opacity", "values": [1]"#),
             path: "layers[0].animations[1].values", phrase: "not a key of a basic animation"),
        Case(name: "unknown top-level key", json: #"{"size": [1, 1], "layer": []}"#, path: "layer", phrase: "unknown key 'layer'"),
        Case(name: "unknown layer type", json: layer(#""type": "circle""#), path: "layers[0].type", phrase: "unknown layer type 'circle'"),
        Case(name: "unknown animation type", json: animation(#""type": "tween", "keyPath": "opacity""#),
             path: "layers[0].animations[1].type", phrase: "unknown animation type 'tween'"),
        Case(name: "unknown key path", json: animation(#""type": "basic", "keyPath": "opacityy""#),
             path: "layers[0].animations[1].keyPath", phrase: "unknown key path 'opacityy'"),
        Case(name: "key path not for the layer type", json: animation(#""type": "basic", "keyPath": "strokeEnd""#, type: "layer"),
             path: "layers[0].animations[1].keyPath", phrase: "not valid for a 'layer' layer"),
        Case(name: "key path in a group child", json: animation(#""type": "group", "animations": [{"type": "basic", "keyPath": "fontSize"}]"#),
             path: "layers[0].animations[1].animations[0].keyPath", phrase: "only 'text' layers"),
        Case(name: "missing key path", json: animation(#""type": "basic""#), path: "layers[0].animations[1]", phrase: "missing key 'keyPath'"),
        Case(name: "negative duration", json: animation(#""type": "basic", "keyPath": "opacity", "duration": -1"#),
             path: "layers[0].animations[1].duration", phrase: "must not be negative"),
        Case(name: "negative speed", json: animation(#""type": "basic", "keyPath": "opacity", "speed": -2"#),
             path: "layers[0].animations[1].speed", phrase: "must not be negative"),
        Case(name: "negative repeat count", json: animation(#""type": "basic", "keyPath": "opacity", "repeatCount": -1"#),
             path: "layers[0].animations[1].repeatCount", phrase: "must not be negative"),
        Case(name: "bad repeat count word", json: animation(#""type": "basic", "keyPath": "opacity", "repeatCount": "forever""#),
             path: "layers[0].animations[1].repeatCount", phrase: "\"infinity\""),
        Case(name: "repeat count and duration", json: animation(#""type": "basic", "keyPath": "opacity", "repeatCount": 2, "repeatDuration": 3"#),
             path: "layers[0].animations[1].repeatDuration", phrase: "not both"),
        Case(name: "unknown fill mode", json: animation(#""type": "basic", "keyPath": "opacity", "fillMode": "forward""#),
             path: "layers[0].animations[1].fillMode", phrase: "unknown fill mode 'forward'"),
        Case(name: "unknown timing function", json: animation(#""type": "basic", "keyPath": "opacity", "timingFunction": "easeInOut""#),
             path: "layers[0].animations[1].timingFunction", phrase: "unknown timing function 'easeInOut'"),
        Case(name: "bad timing control points", json: animation(#""type": "basic", "keyPath": "opacity", "timingFunction": [0, 1, 2]"#),
             path: "layers[0].animations[1].timingFunction", phrase: "expected a list of 4 control points"),
        Case(name: "bad hex colour", json: layer(##""backgroundColor": "#12345""##), path: "layers[0].backgroundColor", phrase: "bad colour '#12345'"),
        Case(name: "colour component out of range", json: layer(#""backgroundColor": [1, 2, 0, 1]"#),
             path: "layers[0].backgroundColor", phrase: "in 0...1"),
        Case(name: "colour of wrong type", json: layer(#""borderColor": 3"#), path: "layers[0].borderColor", phrase: "expected a colour"),
        Case(name: "bad SVG path data", json: layer(#""type": "shape", "path": {"svg": "M0 0 L10 X"}"#),
             path: "layers[0].path.svg", phrase: "bad SVG path data"),
        Case(name: "path with two shapes", json: layer(#""type": "shape", "path": {"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}"#),
             path: "layers[0].path", phrase: "only one of"),
        Case(name: "rounded rect without radius", json: layer(#""type": "shape", "path": {"roundedRect": [0, 0, 1, 1]}"#),
             path: "layers[0].path", phrase: "missing key 'cornerRadius'"),
        Case(name: "arc without radius", json: layer(#""type": "shape", "path": {"arc": {"center": [0, 0], "startAngle": 0, "endAngle": 1}}"#),
             path: "layers[0].path.arc", phrase: "missing key 'radius'"),
        Case(name: "bad transform key", json: layer(#""transform": {"rotation": 1}"#), path: "layers[0].transform.rotation", phrase: "unknown key 'rotation'"),
        Case(name: "transform of 15 numbers", json: layer(#""transform": [1,0,0,0,0,1,0,0,0,0,1,0,0,0,0]"#),
             path: "layers[0].transform", phrase: "expected a list of 16 numbers"),
        Case(name: "fractional instance count", json: layer(#""type": "replicator", "instanceCount": 2.5"#),
             path: "layers[0].instanceCount", phrase: "whole number"),
        Case(name: "zero size", json: #"{"size": [0, 100]}"#, path: "size", phrase: "must be positive"),
        Case(name: "missing size", json: #"{"layers": []}"#, path: "", phrase: "missing key 'size'"),
        Case(name: "zero fps", json: #"{"size": [1, 1], "fps": 0}"#, path: "fps", phrase: "must be positive"),
        Case(name: "layers not a list", json: #"{"size": [1, 1], "layers": {}}"#, path: "layers", phrase: "expected a list, found an object"),
        Case(name: "layer not an object", json: SceneTestSupport.document(layers: "3"), path: "layers[0]", phrase: "expected a layer (an object), found a number"),
        Case(name: "set on an unknown layer", json: action(#""set": {"ghost.opacity": 0}"#),
             path: #"actions[0].transaction.set["ghost.opacity"]"#, phrase: "no layer named 'ghost'"),
        Case(name: "set with an unknown key path", json: action(#""set": {"box.opacityy": 0}"#),
             path: #"actions[0].transaction.set["box.opacityy"]"#, phrase: "unknown key path 'opacityy'"),
        Case(name: "set with a key path the layer lacks", json: action(#""set": {"box.strokeEnd": 0}"#),
             path: #"actions[0].transaction.set["box.strokeEnd"]"#, phrase: "not valid for a 'layer' layer"),
        Case(name: "set with a wrong value", json: action(#""set": {"box.position": 3}"#),
             path: #"actions[0].transaction.set["box.position"]"#, phrase: "expected a list of 2 numbers"),
        Case(name: "set on a duplicate name", json: action(#""set": {"box.opacity": 0}"#, layers: #"{"name": "box"}, {"name": "box"}"#),
             path: #"actions[0].transaction.set["box.opacity"]"#, phrase: "used by 2 layers"),
        Case(name: "set in a completion", json: action(#""completion": {"transaction": {"set": {"box.nope": 1}}}"#),
             path: #"actions[0].transaction.completion.transaction.set["box.nope"]"#, phrase: "unknown key path 'nope'"),
        Case(name: "negative action time", json: SceneTestSupport.document(layers: "", actions: #"{"time": -1, "transaction": {}}"#),
             path: "actions[0].time", phrase: "must not be negative"),
        Case(name: "unknown transaction key", json: action(#""durations": 1"#),
             path: "actions[0].transaction.durations", phrase: "unknown key 'durations'"),
        Case(name: "keyframe path on a number property", json: animation(#""type": "keyframe", "keyPath": "opacity", "path": {"rect": [0, 0, 1, 1]}"#),
             path: "layers[0].animations[1].path", phrase: "needs a point key path"),
        Case(name: "spring with zero mass", json: animation(#""type": "spring", "keyPath": "opacity", "mass": 0"#),
             path: "layers[0].animations[1].mass", phrase: "must be positive"),
    ]

    @Test(arguments: cases)
    func rejects(_ c: Case) throws {
        let error = try #require(SceneTestSupport.error(loading: c.json, fileName: "t.json"), "should not load: \(c.json)")
        #expect(error.path == c.path)
        #expect(error.message.contains(c.phrase), "message: \(error.message)")
        #expect(error.fileName == "t.json")
        #expect(error.description.hasPrefix("t.json: "))
    }

    @Test func invalidJSONSaysWhere() throws {
        let error = try #require(SceneTestSupport.error(loading: "{\"size\": [1, 1],\n  \"layers\": [}", fileName: "x.json"))
        #expect(error.path == "")
        #expect(error.message.hasPrefix("invalid JSON"))
        #expect(error.description.hasPrefix("x.json: invalid JSON"))
    }

    @Test func errorDescriptionJoinsFilePathAndMessage() {
        let error = SceneError(fileName: "a.json", path: "layers[0].opacity", message: "expected a number, found a string")
        #expect(error.description == "a.json: layers[0].opacity: expected a number, found a string")
        #expect(SceneError(path: "", message: "m").description == "m")
    }
}

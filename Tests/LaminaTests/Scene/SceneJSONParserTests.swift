import Foundation
import LaminaTestSupport
import Testing
@testable import Lamina

/// The one-pass JSON reader behind `SceneDocument(jsonData:)` reads what Foundation's decoder
/// reads, value for value, and a document decoded from its tree is the document Foundation's
/// decoder makes, with the same messages for the same mistakes.
@Suite struct SceneJSONParserTests {
    /// The `SceneValue` Foundation's decoder makes of `text`.
    static func foundation(_ text: String) throws -> SceneValue {
        try JSONDecoder().decode(SceneValue.self, from: Data(text.utf8))
    }

    static let values = [
        #"{"a": [1, -2.5, 0, -0, 1e3, 1.5E-7, 12345678901234567890], "b": {"c": null, "d": true, "e": false}}"#,
        #"["plain", "esc\"aped\\ \/ \b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00 pair", "ünïcödé raw", ""]"#,
        #"  {"nested": [[[], {}], [{"x": [0.1, 0.2]}]]}  "#,
        "3.25", "\"a string alone\"", "null",
    ]

    @Test(arguments: values)
    func readsWhatFoundationReads(_ text: String) throws {
        #expect(SceneJSONParser.parse(Array(text.utf8)) == (try Self.foundation(text)))
    }

    @Test(arguments: ["", "{", "[1,]x", "{\"a\" 1}", "[01]", "[1.]", "[.5]", "[+1]", "[1e]", "\"\\x\"", "\"\\ud800\"",
                      "\"tab\tinside\"", "[1] [2]", "tru", "nul", "{\"a\":1,}", "\"unterminated"])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(SceneJSONParser.parse(Array(text.utf8)) == nil)
    }

    @Test func invalidUTF8IsRefused() {
        #expect(SceneJSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) == nil)
    }

    /// Every example scene read both ways is the same document.
    @Test(arguments: ["spinner", "springs", "stroke", "transactions", "wobble"])
    func examplesDecodeAsWithFoundation(_ name: String) throws {
        let data = try Data(contentsOf: SceneTestSupport.example("\(name).json"))
        let tree = try #require(SceneJSONParser.parse(Array(data)))
        let ours = try SceneValueDecoder.decode(SceneDocument.self, from: tree)
        let theirs = try JSONDecoder().decode(SceneDocument.self, from: data)
        #expect(ours == theirs)
    }

    /// Mistakes at several depths and of several kinds get the message Foundation's decoder
    /// gave them.
    @Test(arguments: [
        #"{"size": "big", "layers": []}"#,
        #"{"size": [10, 10], "layers": {"a": 1}}"#,
        #"{"size": [10, 10], "layers": [{"sublayers": 3}]}"#,
        #"{"size": [10, 10], "layers": [{"sublayers": [{"opacity": "half"}]}]}"#,
        #"{"size": [10, 10], "layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "toValue": "x"}]}]}"#,
        #"{"size": [10, 10], "layers": [7]}"#,
        #"{"size": [10, 10], "layers": [null]}"#,
        #"{"size": [10, 10], "layers": [], "actions": [{"time": "soon"}]}"#,
        #"{"size": [10, 10], "layers": [{"mask": 4}]}"#,
        #"{"layers": []}"#,
    ])
    func mistakesGetFoundationsMessages(_ text: String) throws {
        let data = Data(text.utf8)
        let tree = try #require(SceneJSONParser.parse(Array(data)))
        func message(_ body: () throws -> SceneDocument) -> String {
            do { _ = try body(); return "no error" } catch { return SceneError(decoding: error, fileName: "x.json", format: "JSON").description }
        }
        let ours = message { try SceneValueDecoder.decode(SceneDocument.self, from: tree) }
        let theirs = message { try JSONDecoder().decode(SceneDocument.self, from: data) }
        #expect(ours == theirs)
        #expect(ours != "no error")
    }
}

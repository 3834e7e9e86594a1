import Foundation
import Testing
@testable import Lamina
import LaminaYAML
import LaminaTestSupport

/// Mutated documents either load or throw `SceneError`; nothing crashes.
@Suite struct SceneFuzzTests {
    static let fragments: [[UInt8]] = ["\"x\"", "null", "true", "[]", "{}", "-1", "1e309", "0", "\"infinity\"",
                                       "[0, 1]", "{\"svg\": \"M0\"}", ",", ":", "]", "}", "\"#FF\""].map { Array($0.utf8) }

    static func mutate(_ bytes: [UInt8], using g: inout SeededGenerator) -> [UInt8] {
        var b = bytes
        for _ in 0..<Int.random(in: 1...3, using: &g) where !b.isEmpty {
            let i = Int.random(in: 0..<b.count, using: &g)
            switch Int.random(in: 0..<5, using: &g) {
            case 0: b[i] = UInt8.random(in: 32...126, using: &g)  // byte flip
            case 1: b = Array(b.prefix(i))  // truncation
            case 2: b.remove(at: i)
            case 3:  // type swap: replace a token with a value of another type
                let end = b[i...].firstIndex(where: { [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains($0) }) ?? b.count
                b.replaceSubrange(i..<end, with: fragments.randomElement(using: &g)!)
            default: b.insert(contentsOf: fragments.randomElement(using: &g)!, at: i)
            }
        }
        return b
    }

    static func bases() throws -> [[UInt8]] {
        let examples = ["spinner.json", "stroke.json", "wobble.json", "transactions.json"]
        return try examples.map { Array(try Data(contentsOf: SceneTestSupport.example($0))) } + [Array(SceneYAMLTests.json.utf8)]
    }

    @Test func mutatedJSONLoadsOrThrowsSceneError() throws {
        var g = SeededGenerator(seed: 0x5EED)
        var loaded = 0, rejected = 0
        for base in try Self.bases() {
            for _ in 0..<400 {
                let data = Data(Self.mutate(base, using: &g))
                do {
                    let scene = try Scene(jsonData: data, fileName: "fuzz.json")
                    let time = Double.random(in: 0...3, using: &g)
                    scene.advance(to: time)
                    _ = scene.inspect(at: time).rendered()
                    loaded += 1
                } catch {
                    #expect(!error.message.isEmpty)
                    rejected += 1
                }
            }
        }
        #expect(loaded > 0 && rejected > 0)
    }

    @Test func mutatedYAMLLoadsOrThrowsSceneError() throws {
        var g = SeededGenerator(seed: 0xCAFE)
        let base = Array(SceneYAMLTests.yaml.utf8)
        for _ in 0..<400 {
            let text = String(decoding: Self.mutate(base, using: &g), as: UTF8.self)
            do {
                let scene = try Scene(yaml: text)
                scene.advance(to: 1)
                _ = scene.inspect(at: 1)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }
}

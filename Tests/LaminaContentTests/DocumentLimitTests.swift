import Foundation
import Lamina
import LaminaContent
import LaminaLottie
import LaminaSVG
import Testing

/// Each kind of document is held to its own size limit, checked before it is read, with the
/// file's name and how to raise the limit; a JSON file is read once to tell a Lottie animation
/// from a scene and to load it.
@Suite struct DocumentLimitTests {
    static let scene = ##"{"size":[10,10],"layers":[{"type":"layer","bounds":[0,0,4,4],"backgroundColor":"#FF0000"}]}"##
    static let lottie = #"{"v":"5.7","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[]}"#
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="4" height="4"/></svg>"#

    func file(_ text: String, ext: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-limit-\(UUID().uuidString).\(ext)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func limits(document: Int = Limits.standard.documentFileSize, lottie: Int = Limits.standard.lottieFileSize) -> Limits {
        var limits = Limits.standard
        limits.documentFileSize = document
        limits.lottieFileSize = lottie
        return limits
    }

    @Test(arguments: [("json", DocumentLimitTests.scene), ("svg", DocumentLimitTests.svg)])
    func aSceneOrDrawingOverTheDocumentLimitIsRefused(ext: String, text: String) throws {
        let path = try file(text, ext: ext)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let small = limits(document: 20)
        #expect {
            try ContentLoader.composition(for: path, limits: small)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(path + ":")
                && message.hasSuffix("the \(text.utf8.count) bytes of the file exceed the limit of 20 (raise it with --limit document-bytes=N)")
        }
        // At its size exactly, it loads.
        #expect(try ContentLoader.composition(for: path, limits: limits(document: text.utf8.count)).size.width == 10)
    }

    @Test func aLottieFileIsHeldToTheLottieLimitNotTheDocumentOne() throws {
        let path = try file(Self.lottie, ext: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Over the document limit but within the Lottie one: a Lottie file, so it loads.
        #expect(try ContentLoader.composition(for: path, limits: limits(document: 20)).fps == 30)
        #expect {
            try ContentLoader.composition(for: path, limits: limits(lottie: 20))
        } throws: { error in
            error is LottieError
                && "\(error)" == "\(path): the \(Self.lottie.utf8.count) bytes of the file exceed the limit of 20 (raise it with --limit lottie-bytes=N)"
        }
        #expect {
            try LottieAnimation(contentsOf: URL(fileURLWithPath: path), limits: limits(lottie: 20))
        } throws: { error in
            "\(error)".hasSuffix("exceed the limit of 20 (raise it with --limit lottie-bytes=N)")
        }
    }

    @Test func aJSONFileOverBothLimitsNamesBoth() throws {
        let path = try file(Self.scene, ext: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try ContentLoader.composition(for: path, limits: limits(document: 20, lottie: 30))
        } throws: { error in
            "\(error)".hasSuffix("exceed the limit of 30 (raise it with --limit document-bytes=N or --limit lottie-bytes=N)")
        }
    }

    @Test func aYAMLSceneIsReadAsYAML() throws {
        let path = try file("size: [12, 8]\nlayers:\n  - type: layer\n    bounds: [0, 0, 4, 4]\n", ext: "yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ContentLoader.composition(for: path).size == Size(12, 8))
        #expect(throws: SceneError.self) { try ContentLoader.composition(for: path, limits: limits(document: 10)) }
    }
}

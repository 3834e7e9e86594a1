import Foundation
import Testing
import LaminaContent

/// `ContentLoader.isLottie`: a `.json` file is a Lottie animation when its text has the keys
/// `"fr"`, `"ip"` and `"op"` anywhere (exporters put them after megabytes of assets), found in
/// one pass from quote to quote.
@Suite struct LottieDetectionTests {
    static func file(_ text: String, ext: String = "json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-detect-\(UUID().uuidString).\(ext)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        (#"{"v":"5.7","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[]}"#, true),
        (#"{"assets":[{"p":"\#(String(repeating: "A", count: 200_000))"}],"layers":[],"op":60,"ip":0,"fr":30}"#, true),
        (#"{"size":[10,10],"layers":[]}"#, false),
        (#"{"fr":30,"ip":0,"w":10}"#, false),
        (#"{"frx":1,"xip":2,"op":3}"#, false),
        (#"{"name":"fr","ip":0,"op":1}"#, true),
        (#"""#, false),
        ("", false),
    ])
    func aJSONFileIsLottieByItsKeys(text: String, isLottie: Bool) throws {
        let path = try Self.file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ContentLoader.isLottie(path) == isLottie)
    }

    @Test func aDotLottieIsLottieByItsExtensionAndAnSVGIsNot() throws {
        #expect(ContentLoader.isLottie("/nonexistent/anim.lottie"))
        let svg = try Self.file(#"<svg>"fr" "ip" "op"</svg>"#, ext: "svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        #expect(!ContentLoader.isLottie(svg))
    }
}

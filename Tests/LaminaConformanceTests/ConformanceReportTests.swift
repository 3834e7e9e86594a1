import Foundation
import LaminaConformance
import Testing

/// The HTML report: scores at the top, cases worst first, text escaped.
@Suite struct ConformanceReportTests {
    static let suite = ConformanceSuite(name: "svg", groupName: "category", defaultRoot: "", scoring: .overWhite) { _, _ in [] }

    static func result(_ id: String, _ status: ConformanceResult.Status, _ share: Double,
                       rsvg: Bool = true) -> ConformanceResult {
        let testCase = ConformanceCase(id: id, category: "shapes", reference: URL(fileURLWithPath: "/r.png"),
                                       invocation: RenderInvocation(arguments: [], workingDirectory: URL(fileURLWithPath: "/")),
                                       otherRenderers: ["rsvg-convert 2.54": rsvg])
        return ConformanceResult(testCase: testCase, status: status, differingShare: share,
                                 referenceImage: "images/\(id).reference.png", renderedImage: "images/\(id).lamina.png")
    }

    @Test func scoresComeFirstAndCasesWorstFirst() throws {
        let results = [Self.result("mild", .failed, 0.05), Self.result("fine", .passed, 0),
                       Self.result("broken", .crashed("exit 1"), 1, rsvg: false), Self.result("bad", .failed, 0.5)]
        let ratchet = ConformanceRatchet(suite: "svg", passing: ["shapes": 2], tests: ["fine", "mild"])
        let html = ConformanceReport(suite: Self.suite, results: results, check: ratchet.check(results)).html()
        let score = try #require(html.range(of: "<tr><td>shapes</td><td>4</td><td class=\"drop\">1</td><td>3</td></tr>"))
        let order = ["id=\"broken\"", "id=\"bad\"", "id=\"mild\"", "id=\"fine\""].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        let positions = order.compactMap { $0 }
        #expect(positions == positions.sorted())
        #expect(score.lowerBound < positions[0])
        #expect(html.contains("Below the ratchet: shapes 1 of 2."))
        #expect(html.contains("Failing now, passing in the ratchet: mild"))
        #expect(html.contains("<img loading=\"lazy\" src=\"images/bad.lamina.png\""))
    }

    @Test func textIsEscaped() {
        let html = ConformanceReport(suite: Self.suite, results: [Self.result("a<b>&\"c\"", .crashed("<boom>"), 1)],
                                     check: nil).html()
        #expect(html.contains("a&lt;b&gt;&amp;&quot;c&quot;"))
        #expect(html.contains("crash: &lt;boom&gt;"))
        #expect(!html.contains("<boom>"))
    }
}

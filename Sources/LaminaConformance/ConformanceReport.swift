import Foundation

/// The HTML page of a run: the score per category at the top (with other renderers' counts
/// where the corpus has them, and the ratchet's verdict), then every case worst first as
/// reference | Lamina | difference, side by side.
public struct ConformanceReport: Sendable {
    public var suite: ConformanceSuite
    public var results: [ConformanceResult]
    /// The run against the ratchet, when there is one.
    public var check: ConformanceRatchet.Check?

    public init(suite: ConformanceSuite, results: [ConformanceResult], check: ConformanceRatchet.Check?) {
        self.suite = suite
        self.results = results
        self.check = check
    }

    /// The page.
    public func html() -> String {
        let tally = ConformanceTally(results)
        let others = tally.otherRenderers
        var page = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Lamina conformance: \(escape(suite.name))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 2em; }
            table.score td, table.score th { padding: 2px 12px; text-align: right; }
            table.score td:first-child, table.score th:first-child { text-align: left; }
            .case { margin: 1.5em 0; } .case img { width: 200px; image-rendering: pixelated; border: 1px solid #ccc; }
            .case figure { display: inline-block; margin: 0 8px 0 0; } figcaption { color: #666; }
            .pass { color: #080; } .fail { color: #b00; } .drop { color: #b00; font-weight: bold; }
            </style></head><body>
            <h1>\(escape(suite.name)) conformance</h1>

            """
        page += "<table class=\"score\"><tr><th>\(escape(suite.groupName))</th><th>tests</th><th>Lamina</th>"
        page += others.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
        for row in tally.rows + [tally.total] {
            let dropped = check?.drops.contains { $0.category == row.category } ?? false
            page += "<tr><td>\(escape(row.category))</td><td>\(row.tests)</td>"
            page += "<td\(dropped ? " class=\"drop\"" : "")>\(row.passing)</td>"
            page += others.map { "<td>\(row.others[$0] ?? 0)</td>" }.joined() + "</tr>\n"
        }
        page += "</table>\n"
        if let check {
            page += check.passed ? "<p class=\"pass\">At or above the ratchet.</p>\n"
                : "<p class=\"drop\">Below the ratchet: " + check.drops.map {
                    "\(escape($0.category)) \($0.actual) of \($0.expected)"
                }.joined(separator: ", ") + ".</p>\n"
            if !check.newlyFailing.isEmpty {
                page += "<p>Failing now, passing in the ratchet: \(check.newlyFailing.map(escape).joined(separator: ", "))</p>\n"
            }
            if !check.newlyPassing.isEmpty {
                page += "<p>Passing now, not in the ratchet: \(check.newlyPassing.map(escape).joined(separator: ", "))</p>\n"
            }
        }
        for result in results.sorted(by: ConformanceResult.worstFirst) {
            let percent = String(format: "%.2f", result.differingShare * 100)
            page += "<div class=\"case\" id=\"\(escape(result.testCase.id))\"><div><b>\(escape(result.testCase.id))</b> "
            page += "<span class=\"\(result.passed ? "pass" : "fail")\">\(escape(result.statusText))</span>, "
            page += "\(percent)% of pixels differ"
            for (name, passed) in result.testCase.otherRenderers.sorted(by: { $0.key < $1.key }) {
                page += "; \(escape(name)): \(passed ? "pass" : "fail")"
            }
            page += "</div>\n"
            for (caption, image) in [("reference", result.referenceImage), ("Lamina", result.renderedImage),
                                     ("difference", result.differenceImage)] {
                guard let image else { continue }
                page += "<figure><img loading=\"lazy\" src=\"\(escape(image))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
            }
            page += "</div>\n"
        }
        return page + "</body></html>\n"
    }

    /// Writes `index.html` into `folder` (temporary name, then renamed into place).
    public func write(into folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("index.html")
        do {
            try Data(html().utf8).write(to: url, options: .atomic)
        } catch {
            throw ConformanceSuiteError(path: url.path, message: "cannot write the report")
        }
        return url
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

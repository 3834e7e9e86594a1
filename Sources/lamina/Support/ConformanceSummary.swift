import Foundation
import LaminaConformance

/// What `lamina conformance` prints after a suite: the score table, the ratchet's verdict and
/// where the report is.
struct ConformanceSummary {
    let suite: ConformanceSuite
    let outcome: ConformanceRun.Outcome
    let ratchet: URL

    var text: String {
        let tally = outcome.tally
        let others = tally.otherRenderers
        var lines = ["| \(suite.groupName) | tests | Lamina |" + others.map { " \($0) |" }.joined(),
                     "|---|---|---|" + others.map { _ in "---|" }.joined()]
        for row in tally.rows + [tally.total] {
            lines.append("| \(row.category) | \(row.tests) | \(row.passing) |" + others.map { " \(row.others[$0] ?? 0) |" }.joined())
        }
        for result in outcome.results {
            switch result.status {
            case .crashed, .timedOut, .unreadableReference: lines.append("\(result.testCase.id): \(result.statusText)")
            case .passed, .failed: break
            }
        }
        if let check = outcome.check {
            for drop in check.drops {
                lines.append("below the ratchet: \(drop.category) passes \(drop.actual), the ratchet \(drop.expected)")
            }
            if !check.newlyFailing.isEmpty { lines.append("failing now: " + check.newlyFailing.joined(separator: " ")) }
            if !check.newlyPassing.isEmpty { lines.append("passing now: \(check.newlyPassing.count) not in the ratchet") }
        } else if !outcome.recorded {
            lines.append("no ratchet at \(ratchet.path) yet; --record writes it")
        }
        if outcome.recorded { lines.append("recorded \(ratchet.path)") }
        lines.append("report: \(outcome.report.path)")
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation
import LaminaConformance
import LaminaTestSupport
import Testing

/// lottie-ios's samples, when `../shared/lottie-conformance` is there, held to
/// `conformance/lottie.ratchet.json`.
///
/// `make test` renders a fixed tenth of the frames (every tenth case of the manifest, 46 of 457);
/// `make conformance` runs all of them with the same rule.
@Suite struct LottieCorpusConformanceTests {
    static let corpus = BuiltLamina.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/lottie-conformance")
    static let corpusExists = FileManager.default.fileExists(atPath: corpus.appendingPathComponent("manifest.json").path)
    static let ratchet = BuiltLamina.repositoryRoot.appendingPathComponent("conformance/lottie.ratchet.json")

    @Test(.enabled(if: corpusExists, "../shared/lottie-conformance is not there; the Lottie conformance check is skipped"))
    func everyTenthCaseHoldsTheRatchet() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-conformance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let ratchet = try #require(try ConformanceRatchet.read(Self.ratchet), "no ratchet at \(Self.ratchet.path)")
        let all = try ConformanceSuite.lottie.cases(Self.corpus, output)
        let subset = all.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        let runner = ConformanceRunner(lamina: try BuiltLamina.checkedBinary(), output: output)
        let results = try runner.run(subset, scoring: ConformanceSuite.lottie.scoring)
        let crashes = results.filter { if case .passed = $0.status { false } else if case .failed = $0.status { false } else { true } }
        #expect(crashes.isEmpty, "crashed or timed out: \(crashes.map { "\($0.testCase.id): \($0.statusText)" })")
        let check = ratchet.check(results)
        #expect(check.passed, """
            below the ratchet: \(check.drops.map { "\($0.category) \($0.actual) of \($0.expected)" }); \
            failing now: \(check.newlyFailing); see `make conformance` for the report
            """)
    }
}

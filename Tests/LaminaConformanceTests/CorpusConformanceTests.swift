import Foundation
import LaminaConformance
import LaminaTestSupport
import Testing

/// Each conformance corpus, when it is there beside the repository (`../shared/<suite>-conformance`),
/// held to its ratchet (`conformance/<suite>.ratchet.json`).
///
/// `make test` renders a fixed tenth of each suite (every tenth case of the manifest: 89 of
/// resvg's 885 tests, 46 of the 457 Lottie frames, 8 of After Effects' 79 and 8 of
/// their SVG twins' 79); `make conformance` runs all of them with the
/// same rule.
@Suite struct CorpusConformanceTests {
    static func corpus(_ suite: ConformanceSuite) -> URL {
        BuiltLamina.repositoryRoot.appendingPathComponent(suite.defaultRoot).standardizedFileURL
    }

    static func corpusExists(_ suite: ConformanceSuite) -> Bool {
        FileManager.default.fileExists(atPath: corpus(suite).appendingPathComponent("manifest.json").path)
    }

    @Test(.enabled(if: corpusExists(.svg), "../shared/svg-conformance is not there; the SVG conformance check is skipped"))
    func everyTenthSVGCaseHoldsTheRatchet() throws {
        try Self.everyTenthCaseHoldsTheRatchet(of: .svg)
    }

    @Test(.enabled(if: corpusExists(.lottie), "../shared/lottie-conformance is not there; the Lottie conformance check is skipped"))
    func everyTenthLottieFrameHoldsTheRatchet() throws {
        try Self.everyTenthCaseHoldsTheRatchet(of: .lottie)
    }

    @Test(.enabled(if: corpusExists(.lottieAE), "../shared/lottie-ae-conformance is not there; the After Effects conformance check is skipped"))
    func everyTenthAfterEffectsFrameHoldsTheRatchet() throws {
        try Self.everyTenthCaseHoldsTheRatchet(of: .lottieAE)
    }

    @Test(.enabled(if: corpusExists(.svgAnimation), "../shared/lottie-ae-conformance is not there; the animated SVG conformance check is skipped"))
    func everyTenthAnimatedSVGFrameHoldsTheRatchet() throws {
        try Self.everyTenthCaseHoldsTheRatchet(of: .svgAnimation)
    }

    static func everyTenthCaseHoldsTheRatchet(of suite: ConformanceSuite) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(suite.name)-conformance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let file = BuiltLamina.repositoryRoot.appendingPathComponent("conformance/\(suite.name).ratchet.json")
        let ratchet = try #require(try ConformanceRatchet.read(file), "no ratchet at \(file.path)")
        let all = try suite.cases(corpus(suite), output)
        let subset = all.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        let runner = ConformanceRunner(lamina: try BuiltLamina.checkedBinary(), output: output)
        let results = try runner.run(subset, scoring: suite.scoring)
        let crashes = results.filter { if case .passed = $0.status { false } else if case .failed = $0.status { false } else { true } }
        #expect(crashes.isEmpty, "crashed or timed out: \(crashes.map { "\($0.testCase.id): \($0.statusText)" })")
        let check = ratchet.check(results)
        #expect(check.passed, """
            below the ratchet: \(check.drops.map { "\($0.category) \($0.actual) of \($0.expected)" }); \
            failing now: \(check.newlyFailing); see `make conformance` for the report
            """)
    }
}

import Foundation
import LaminaConformance
import Testing

/// The ratchet: counts per category may not fall; a subset is held to the ratchet's tests in it.
@Suite struct ConformanceRatchetTests {
    static func result(_ id: String, _ category: String, passed: Bool) -> ConformanceResult {
        let testCase = ConformanceCase(id: id, category: category, reference: URL(fileURLWithPath: "/\(id).png"),
                                       invocation: RenderInvocation(arguments: [], workingDirectory: URL(fileURLWithPath: "/")))
        return ConformanceResult(testCase: testCase, status: passed ? .passed : .failed, differingShare: passed ? 0 : 0.5)
    }

    static let before = [result("a/1", "a", passed: true), result("a/2", "a", passed: true),
                         result("a/3", "a", passed: false), result("b/1", "b", passed: true)]

    @Test func aRunSetsCountsPerCategoryAndTheSortedPassingTests() {
        let ratchet = ConformanceRatchet(suite: "svg", results: Self.before.reversed())
        #expect(ratchet.passing == ["a": 2, "b": 1])
        #expect(ratchet.tests == ["a/1", "a/2", "b/1"])
    }

    @Test func theSameResultsPass() {
        let check = ConformanceRatchet(suite: "svg", results: Self.before).check(Self.before)
        #expect(check.passed)
        #expect(check.newlyFailing.isEmpty && check.newlyPassing.isEmpty)
    }

    @Test func oneTestTradedForAnotherInACategoryStillPasses() {
        let after = [Self.result("a/1", "a", passed: true), Self.result("a/2", "a", passed: false),
                     Self.result("a/3", "a", passed: true), Self.result("b/1", "b", passed: true)]
        let check = ConformanceRatchet(suite: "svg", results: Self.before).check(after)
        #expect(check.passed)
        #expect(check.newlyFailing == ["a/2"])
        #expect(check.newlyPassing == ["a/3"])
    }

    @Test func aCategoryPassingFewerFails() {
        let after = [Self.result("a/1", "a", passed: true), Self.result("a/2", "a", passed: true),
                     Self.result("a/3", "a", passed: true), Self.result("b/1", "b", passed: false)]
        let check = ConformanceRatchet(suite: "svg", results: Self.before).check(after)
        #expect(!check.passed)
        #expect(check.drops == [.init(category: "b", expected: 1, actual: 0)])
    }

    @Test func aSubsetIsHeldToTheRatchetsTestsInIt() {
        let ratchet = ConformanceRatchet(suite: "svg", results: Self.before)
        #expect(ratchet.check([Self.result("a/3", "a", passed: false)]).passed)
        let check = ratchet.check([Self.result("a/1", "a", passed: false), Self.result("a/3", "a", passed: false)])
        #expect(check.drops == [.init(category: "a", expected: 1, actual: 0)])
    }

    @Test func theFileRoundTripsAndAMissingFileIsNoRatchet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ratchet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("svg.ratchet.json")
        #expect(try ConformanceRatchet.read(url) == nil)
        let ratchet = ConformanceRatchet(suite: "svg", results: Self.before)
        try ratchet.write(to: url)
        #expect(try ConformanceRatchet.read(url) == ratchet)
        try Data("{".utf8).write(to: url)
        #expect(throws: ConformanceSuiteError.self) { try ConformanceRatchet.read(url) }
    }
}

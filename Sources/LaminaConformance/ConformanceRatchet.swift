import Foundation

/// The score a suite may not fall below: passing counts by category and the passing tests,
/// kept in the repository (`conformance/<suite>.ratchet.json`).
///
/// A run fails when any category passes fewer of the cases it ran than the ratchet's passing
/// tests among them. Counting per category (rather than requiring every listed test) lets a
/// change that fixes two tests and breaks one still go in; the list says which ones moved.
/// Run on a subset, the comparison is restricted to the subset, so the fast check in
/// `make test` and the full run in `make conformance` use one rule. A higher score is recorded
/// only when asked (`--record`), so the file changes in reviewed commits.
public struct ConformanceRatchet: Codable, Hashable, Sendable {
    public var suite: String
    /// Passing counts by category, over the whole suite.
    public var passing: [String: Int]
    /// The passing cases' ids, sorted.
    public var tests: [String]

    public init(suite: String, passing: [String: Int], tests: [String]) {
        self.suite = suite
        self.passing = passing
        self.tests = tests.sorted()
    }

    /// The ratchet a full run sets.
    public init(suite: String, results: [ConformanceResult]) {
        var passing: [String: Int] = [:]
        for result in results { passing[result.testCase.category, default: 0] += result.passed ? 1 : 0 }
        self.init(suite: suite, passing: passing, tests: results.filter(\.passed).map(\.testCase.id))
    }

    /// What a run did against the ratchet.
    public struct Check: Hashable, Sendable {
        /// A category passing fewer cases than the ratchet expects of it.
        public struct Drop: Hashable, Sendable {
            public var category: String
            public var expected: Int
            public var actual: Int

            public init(category: String, expected: Int, actual: Int) {
                self.category = category
                self.expected = expected
                self.actual = actual
            }
        }

        /// Categories passing fewer cases than before.
        public var drops: [Drop]
        /// Listed tests that fail now, sorted.
        public var newlyFailing: [String]
        /// Tests not listed that pass now, sorted.
        public var newlyPassing: [String]

        public var passed: Bool { drops.isEmpty }
    }

    /// Compares `results` (the whole suite or a subset) with the ratchet.
    public func check(_ results: [ConformanceResult]) -> Check {
        let listed = Set(tests)
        var expected: [String: Int] = [:], actual: [String: Int] = [:], order: [String] = []
        var newlyFailing: [String] = [], newlyPassing: [String] = []
        for result in results {
            let category = result.testCase.category, id = result.testCase.id
            if expected[category] == nil { order.append(category) }
            expected[category, default: 0] += listed.contains(id) ? 1 : 0
            actual[category, default: 0] += result.passed ? 1 : 0
            if listed.contains(id), !result.passed { newlyFailing.append(id) }
            if !listed.contains(id), result.passed { newlyPassing.append(id) }
        }
        let drops = order.compactMap { category -> Check.Drop? in
            let e = expected[category] ?? 0, a = actual[category] ?? 0
            return a < e ? Check.Drop(category: category, expected: e, actual: a) : nil
        }
        return Check(drops: drops, newlyFailing: newlyFailing.sorted(), newlyPassing: newlyPassing.sorted())
    }

    /// Reads a ratchet file; `nil` when there is none yet.
    public static func read(_ url: URL) throws -> ConformanceRatchet? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(ConformanceRatchet.self, from: Data(contentsOf: url))
        } catch {
            throw ConformanceSuiteError(path: url.path, message: "not a ratchet file (\(error))")
        }
    }

    /// Writes the file under a temporary name and renames it into place; keys sorted, one test a line.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
        } catch {
            throw ConformanceSuiteError(path: url.path, message: "cannot write the file")
        }
    }
}

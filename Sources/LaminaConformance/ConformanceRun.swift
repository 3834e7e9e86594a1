import Foundation

/// One run of a suite as `lamina conformance` does it: read the corpus, render and score the
/// cases, write the report, check (or record) the ratchet.
public struct ConformanceRun: Sendable {
    public var suite: ConformanceSuite
    /// The corpus folder.
    public var root: URL
    /// The report folder (`index.html`, `images/`, support files).
    public var output: URL
    /// The ratchet file.
    public var ratchet: URL
    public var runner: ConformanceRunner
    /// Only the cases whose id contains this text, when set (a partial run never records).
    public var filter: String?

    public init(suite: ConformanceSuite, root: URL, output: URL, ratchet: URL, lamina: URL, jobs: Int = 2,
                timeout: Double = 30, filter: String? = nil) {
        self.suite = suite
        self.root = root
        self.output = output
        self.ratchet = ratchet
        self.runner = ConformanceRunner(lamina: lamina, output: output, jobs: jobs, timeout: timeout)
        self.filter = filter
    }

    /// What a run found.
    public struct Outcome: Sendable {
        public var results: [ConformanceResult]
        /// The run against the ratchet as it was before the run; `nil` when there was none.
        public var check: ConformanceRatchet.Check?
        public var report: URL
        /// Whether the ratchet file was written.
        public var recorded: Bool

        public var tally: ConformanceTally { ConformanceTally(results) }
        /// False when the score fell below the ratchet (and was not re-recorded).
        public var passed: Bool { recorded || (check?.passed ?? true) }
    }

    /// Runs the suite. With `record`, a full run writes the ratchet from its results.
    public func run(record: Bool, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConformanceSuiteError(path: root.path, message: "no such folder (the \(suite.name) corpus)")
        }
        if record, filter != nil {
            throw ConformanceSuiteError(path: ratchet.path, message: "a filtered run cannot record the ratchet")
        }
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw ConformanceSuiteError(path: output.path, message: "cannot create the folder")
        }
        var cases = try suite.cases(root, output)
        if let filter { cases = cases.filter { $0.id.contains(filter) } }
        let total = cases.count
        let results = try runner.run(cases, scoring: suite.scoring) { done in progress?(done, total) }
        let check = try ConformanceRatchet.read(ratchet)?.check(results)
        if record { try ConformanceRatchet(suite: suite.name, results: results).write(to: ratchet) }
        let report = try ConformanceReport(suite: suite, results: results, check: check).write(into: output)
        return Outcome(results: results, check: check, report: report, recorded: record)
    }
}

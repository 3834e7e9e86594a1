import Foundation

/// What happened to one case.
public struct ConformanceResult: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        /// At most the allowed share of pixels differ.
        case passed
        /// The render was drawn and differs.
        case failed
        /// `lamina` exited with an error or a signal, or wrote no image; the message says which.
        case crashed(String)
        /// `lamina` ran longer than the runner's timeout and was killed.
        case timedOut
        /// The reference could not be read (a broken corpus, not Lamina's fault, but not a pass).
        case unreadableReference(String)
    }

    public var testCase: ConformanceCase
    public var status: Status
    /// The share of pixels that differ (0...1); 1 when there was no render to compare.
    public var differingShare: Double
    /// The images, relative to the report folder: reference copy, Lamina's render, difference.
    public var referenceImage: String?
    public var renderedImage: String?
    public var differenceImage: String?

    public init(testCase: ConformanceCase, status: Status, differingShare: Double, referenceImage: String? = nil,
                renderedImage: String? = nil, differenceImage: String? = nil) {
        self.testCase = testCase
        self.status = status
        self.differingShare = differingShare
        self.referenceImage = referenceImage
        self.renderedImage = renderedImage
        self.differenceImage = differenceImage
    }

    public var passed: Bool { status == .passed }

    /// Crashes and time-outs first, then by differing share, largest first; ties by id.
    public static func worstFirst(_ a: ConformanceResult, _ b: ConformanceResult) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.differingShare != b.differingShare { return a.differingShare > b.differingShare }
        return a.testCase.id < b.testCase.id
    }

    private var severity: Int {
        switch status {
        case .crashed, .timedOut, .unreadableReference: 2
        case .failed: 1
        case .passed: 0
        }
    }

    /// A short word for the report and the console.
    public var statusText: String {
        switch status {
        case .passed: "pass"
        case .failed: "fail"
        case .crashed(let message): "crash: \(message)"
        case .timedOut: "timed out"
        case .unreadableReference(let message): "unreadable reference: \(message)"
        }
    }
}

/// Passing counts by category, in first-seen order.
public struct ConformanceTally: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var category: String
        public var tests: Int
        public var passing: Int
        /// Passing counts of other renderers on the same tests, by renderer name.
        public var others: [String: Int]
    }

    public var rows: [Row]

    public init(_ results: [ConformanceResult]) {
        var rows: [Row] = []
        var index: [String: Int] = [:]
        for result in results {
            let category = result.testCase.category
            let i = index[category] ?? {
                rows.append(Row(category: category, tests: 0, passing: 0, others: [:]))
                index[category] = rows.count - 1
                return rows.count - 1
            }()
            rows[i].tests += 1
            if result.passed { rows[i].passing += 1 }
            for (name, passed) in result.testCase.otherRenderers {
                rows[i].others[name, default: 0] += passed ? 1 : 0
            }
        }
        self.rows = rows
    }

    /// Every renderer name in `others`, sorted.
    public var otherRenderers: [String] { Set(rows.flatMap(\.others.keys)).sorted() }

    /// The rows' sums, as a row named `all`.
    public var total: Row {
        var others: [String: Int] = [:]
        for row in rows { for (name, count) in row.others { others[name, default: 0] += count } }
        return Row(category: "all", tests: rows.map(\.tests).reduce(0, +), passing: rows.map(\.passing).reduce(0, +),
                   others: others)
    }
}

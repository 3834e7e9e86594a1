import Foundation

/// A conformance suite as a value: its name, how to read its cases, and how to score them.
///
/// Adding a suite is one file that defines a static `ConformanceSuite` (see `SVGConformanceSuite`)
/// and one entry in ``all``; the runner, the ratchet, the report and `lamina conformance` take
/// any suite.
public struct ConformanceSuite: Sendable {
    /// The suite's short name: `svg`, `lottie`. It names the command argument, the report folder
    /// (`conformance/<name>`) and the ratchet file (`conformance/<name>.ratchet.json`).
    public var name: String
    /// What the suite's cases are grouped by in the report and the ratchet: `category`, `tier`.
    public var groupName: String
    /// The corpus folder relative to the repository, when none is given.
    public var defaultRoot: String
    public var scoring: ConformanceScoring
    /// Reads the corpus at `root` into cases. `workspace` is a folder the suite may write
    /// support files into (a fontconfig file). Throws when the manifest cannot be read.
    public var cases: @Sendable (_ root: URL, _ workspace: URL) throws -> [ConformanceCase]

    public init(name: String, groupName: String, defaultRoot: String, scoring: ConformanceScoring,
                cases: @escaping @Sendable (_ root: URL, _ workspace: URL) throws -> [ConformanceCase]) {
        self.name = name
        self.groupName = groupName
        self.defaultRoot = defaultRoot
        self.scoring = scoring
        self.cases = cases
    }

    /// Every suite `lamina conformance` knows, in the order it runs them.
    public static let all: [ConformanceSuite] = [.svg, .lottie, .lottieAE, .svgAnimation]

    /// The suite named `name`, if any.
    public static func named(_ name: String) -> ConformanceSuite? { all.first { $0.name == name } }
}

/// Why a suite's corpus could not be read.
public struct ConformanceSuiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

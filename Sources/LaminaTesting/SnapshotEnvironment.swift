import Foundation

/// When `verifySnapshot` writes reference files instead of only comparing against them.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Compare only; a missing reference fails with instructions for recording it.
    case never
    /// Record references that do not exist yet; compare the others.
    case missing
    /// Record every reference, overwriting what is there.
    case all
}

/// What `verifySnapshot` reads from the process environment, as a value tests can build.
///
/// ```sh
/// LAMINA_RECORD_SNAPSHOTS=missing swift test --filter GoldenTests   # record new goldens
/// LAMINA_RECORD_SNAPSHOTS=1 swift test --filter GoldenTests         # re-record all of them
/// ```
///
/// Recording is explicit and never happens on CI (`CI` set to anything but `0` or `false`):
/// a reference recorded there would be thrown away with the machine and hide the failure.
/// Tests of the snapshot machinery pass an environment built from a dictionary instead of
/// changing the process's, which tests running in parallel share.
public struct SnapshotEnvironment: Hashable, Sendable {
    /// The environment variable that turns recording on.
    public static let recordVariable = "LAMINA_RECORD_SNAPSHOTS"

    /// The record mode asked for, before `isCI` overrides it.
    public var requestedRecordMode: SnapshotRecordMode
    /// Whether the tests run on continuous integration, where nothing is ever recorded.
    public var isCI: Bool
    /// Where the folder of failure images (`lamina-snapshot-failures`) goes.
    public var temporaryDirectory: URL

    public init(requestedRecordMode: SnapshotRecordMode = .never, isCI: Bool = false,
                temporaryDirectory: URL = FileManager.default.temporaryDirectory) {
        self.requestedRecordMode = requestedRecordMode
        self.isCI = isCI
        self.temporaryDirectory = temporaryDirectory
    }

    /// Reads `LAMINA_RECORD_SNAPSHOTS`, `CI` and `TMPDIR` from `variables`.
    ///
    /// `LAMINA_RECORD_SNAPSHOTS`: `missing` records missing references; `1`, `true`, `yes` or
    /// `all` records all; unset, empty, `0`, `false`, `no` or `never` records none. Any other
    /// value records none, and `verifySnapshot` says so in its failure messages.
    public init(variables: [String: String]) {
        let flag = { (name: String) in variables[name].map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
        let record = flag(Self.recordVariable) ?? ""
        requestedRecordMode = switch record {
        case "missing": .missing
        case "1", "true", "yes", "all": .all
        default: .never
        }
        unrecognizedRecordValue = ["", "0", "false", "no", "never", "missing", "1", "true", "yes", "all"]
            .contains(record) ? nil : variables[Self.recordVariable]
        let ci = flag("CI") ?? ""
        isCI = !["", "0", "false", "no"].contains(ci)
        temporaryDirectory = variables["TMPDIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory
    }

    /// The process's environment, read at each call.
    public static var current: SnapshotEnvironment { SnapshotEnvironment(variables: ProcessInfo.processInfo.environment) }

    /// A `LAMINA_RECORD_SNAPSHOTS` value that was not understood (and so recorded nothing).
    public var unrecognizedRecordValue: String? = nil

    /// The mode in effect: `never` on CI, whatever was asked for elsewhere.
    public var recordMode: SnapshotRecordMode { isCI ? .never : requestedRecordMode }

    /// The folder failure images go in: `<temporary directory>/lamina-snapshot-failures`.
    public var failureDirectory: URL {
        temporaryDirectory.appendingPathComponent("lamina-snapshot-failures", isDirectory: true)
    }
}

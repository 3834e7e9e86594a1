import Foundation

// Design note: a strategy is a value, not a protocol conformance, so one type can be
// snapshotted several ways (`.image`, `.tree`) and new strategies are built from old ones with
// `pullback`. The module imports neither XCTest nor Testing: `verifySnapshot` returns a failure
// message and the caller hands it to whichever framework runs the test.

/// How to turn a `Value` into a snapshot `Format`, and how to store and compare that format.
///
/// ```swift
/// // A strategy for timelines, from the one for layer snapshots:
/// let frame: SnapshotStrategy<Timeline, ImageBuffer> =
///     SnapshotStrategy<LayerSnapshot, ImageBuffer>.image(size: Size(160, 120)).pullback { $0.presentation(at: 0.5) }
/// ```
public struct SnapshotStrategy<Value, Format> {
    /// The file extension of stored snapshots, without the dot (`"png"`, `"txt"`).
    public var pathExtension: String
    /// Stores, reads and compares snapshots.
    public var diffing: SnapshotDiffing<Format>
    /// Takes the snapshot.
    public var snapshot: (Value) -> Format

    public init(pathExtension: String, diffing: SnapshotDiffing<Format>, snapshot: @escaping (Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that transforms it into a `Value` and snapshots that.
    ///
    /// ```swift
    /// let tree = SnapshotStrategy<InspectReport, String>.json.pullback { (scene: Scene) in scene.advance(to: 1); return scene.inspect(at: 1) }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}

extension SnapshotStrategy where Value == Format {
    /// The value is its own snapshot.
    public init(pathExtension: String, diffing: SnapshotDiffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// How to store a snapshot format as bytes, read it back, and describe how two differ.
public struct SnapshotDiffing<Format> {
    /// The bytes stored on disk.
    public var toData: (Format) throws -> Data
    /// Reads stored bytes; throws with a readable reason for corrupt data.
    public var fromData: (Data) throws -> Format
    /// `nil` when `actual` matches `expected` within the strategy's tolerances; otherwise a
    /// message and files that show the difference (a difference image, for example).
    public var diff: (_ expected: Format, _ actual: Format) -> (message: String, attachments: [SnapshotAttachment])?

    public init(toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
                diff: @escaping (_ expected: Format, _ actual: Format) -> (message: String, attachments: [SnapshotAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that helps explain a failed comparison, written beside the actual and expected files.
public struct SnapshotAttachment: Hashable, Sendable {
    /// The file name's suffix after the snapshot's name: `"difference"` gives `<name>-difference.png`.
    public var name: String
    public var pathExtension: String
    public var data: Data

    public init(name: String, pathExtension: String, data: Data) {
        self.name = name
        self.pathExtension = pathExtension
        self.data = data
    }
}

// MARK: - Text

extension SnapshotDiffing where Format == String {
    /// UTF-8 text, compared exactly; a failure lists the changed lines.
    public static var lines: SnapshotDiffing<String> {
        SnapshotDiffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { expected, actual in
                expected == actual ? nil : (LineDiff.describe(expected: expected, actual: actual), [])
            })
    }
}

extension SnapshotStrategy where Value == String, Format == String {
    /// Text as is, stored as `.txt`.
    public static var lines: SnapshotStrategy<String, String> {
        SnapshotStrategy(pathExtension: "txt", diffing: .lines)
    }
}

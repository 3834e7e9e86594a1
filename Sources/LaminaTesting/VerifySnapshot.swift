import Foundation

/// Compares `value`'s snapshot with the reference stored beside the test file, or records it;
/// returns `nil` when it matches and a failure message otherwise.
///
/// Works under Swift Testing and XCTest alike, because it reports instead of failing:
///
/// ```swift
/// @Test func badge() {
///     let result = verifySnapshot(of: timeline, as: .image(at: 0.5, maxChannelDifference: 8, maxDifferingShare: 0.01))
///     #expect(result == nil, "\(result ?? "")")
/// }
/// // XCTest: XCTAssertNil(verifySnapshot(of: timeline, as: .tree(at: 0.5)))
/// ```
///
/// References live in `__Snapshots__/<TestFileName>/<name>.<ext>` next to the test file, found
/// from `#filePath`. On a mismatch the actual and expected files, and any attachments (a
/// difference image for images), are written to
/// `$TMPDIR/lamina-snapshot-failures/<TestFileName>/<name>-{actual,expected,difference}.<ext>`
/// and the message names them.
///
/// Recording (see `SnapshotEnvironment`) writes the reference and still returns a message
/// saying so, so a run that recorded never passes: look at the file, commit it, and run again
/// without recording. On CI nothing is recorded, and a missing reference is a failure that
/// says how to record it locally.
///
/// The actual value is compared after a round trip through the stored format (`toData`, then
/// `fromData`), so lossy encodings, such as PNG's straight alpha, compare like for like.
///
/// - Parameters:
///   - name: the reference's file name without extension; by default the test function's
///     name. A test that takes several snapshots names each.
///   - record: overrides `LAMINA_RECORD_SNAPSHOTS`; CI still never records.
///   - environment: the record mode, CI flag and temporary directory; the process's by default.
///   - snapshotDirectory: where references live, instead of `__Snapshots__/<TestFileName>`.
///   - value: the value to snapshot.
///   - strategy: how to snapshot, store and compare it.
///   - filePath: the test file; references live beside it.
///   - function: the test function; names the reference by default.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    environment: SnapshotEnvironment = .current,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function
) -> String? {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let name = snapshotFileName(name ?? function)
    let directory = snapshotDirectory
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(fileName)", isDirectory: true)
    let reference = directory.appendingPathComponent("\(name).\(strategy.pathExtension)")
    let diffing = strategy.diffing
    let recordHint = "LAMINA_RECORD_SNAPSHOTS=1 swift test --filter \(fileName)"

    let actual: Format, actualData: Data
    do {
        actual = strategy.snapshot(try value())
        actualData = try diffing.toData(actual)
    } catch {
        return "Snapshot '\(name)': could not take the snapshot: \(error)"
    }

    var environment = environment
    if let record { environment.requestedRecordMode = record }
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if environment.recordMode == .all || (environment.recordMode == .missing && !exists) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actualData.write(to: reference, options: .atomic)
        } catch {
            return "Snapshot '\(name)': could not record \(reference.path): \(error)"
        }
        return "Recorded snapshot '\(name)' at \(reference.path) (record mode \(environment.recordMode.rawValue)). "
            + "Look at it, commit it, and run again without \(SnapshotEnvironment.recordVariable) to verify."
    }

    guard exists else {
        var message = "No reference snapshot '\(name)' at \(reference.path). "
        if environment.isCI {
            message += "CI never records snapshots: record it locally with "
                + "`LAMINA_RECORD_SNAPSHOTS=missing swift test --filter \(fileName)`, look at it and commit it."
        } else {
            message += "Record it with `LAMINA_RECORD_SNAPSHOTS=missing swift test --filter \(fileName)`."
        }
        if let value = environment.unrecognizedRecordValue {
            message += " (\(SnapshotEnvironment.recordVariable)=\(value) is not a record mode; use 1 or missing.)"
        }
        return message
    }

    let expectedData: Data, expected: Format
    do {
        expectedData = try Data(contentsOf: reference)
        expected = try diffing.fromData(expectedData)
    } catch {
        return "Snapshot '\(name)': the reference \(reference.path) could not be read: \(error). "
            + "Re-record it with `\(recordHint)`."
    }
    let comparable = (try? diffing.fromData(actualData)) ?? actual
    guard let (difference, attachments) = diffing.diff(expected, comparable) else { return nil }

    var message = "Snapshot '\(name)' does not match \(reference.path):\n\(difference)\n"
    let failures = environment.failureDirectory.appendingPathComponent(fileName, isDirectory: true)
    let files = [SnapshotAttachment(name: "actual", pathExtension: strategy.pathExtension, data: actualData),
                 SnapshotAttachment(name: "expected", pathExtension: strategy.pathExtension, data: expectedData)]
        + attachments
    do {
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        for file in files {
            try file.data.write(to: failures.appendingPathComponent("\(name)-\(file.name).\(file.pathExtension)"), options: .atomic)
        }
        let names = files.map(\.name).joined(separator: ",")
        let extensions = Set(files.map(\.pathExtension))
        let pattern = extensions.count == 1 ? "\(name)-{\(names)}.\(strategy.pathExtension)" : "\(name)-{\(names)}.*"
        message += "Wrote \(failures.appendingPathComponent(pattern).path)\n"
    } catch {
        message += "Could not write the failure files to \(failures.path): \(error)\n"
    }
    message += "If the change is intended, re-record with `\(recordHint)`."
    return message
}

/// A file name from a snapshot name or a test function's name: `badge()` gives `badge`;
/// characters other than letters, digits, `-`, `_` and `.` become `_`.
func snapshotFileName(_ raw: String) -> String {
    var name = raw
    if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
    return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "snapshot" : cleaned
}

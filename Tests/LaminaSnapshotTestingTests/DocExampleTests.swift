import Foundation
import Lamina
import LaminaRender
import LaminaSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies exactly as their doc comments and the README write them, each recording a
/// reference in a scratch folder: the examples compile, and each makes the file it describes.
@Suite final class DocExampleTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-doc-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func record<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String) throws -> URL {
        _ = verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: folder.path)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.contains(".\(name).") })
        return folder.appendingPathComponent(file)
    }

    @Test func documentedStrategiesWriteWhatTheySay() throws {
        let (timeline, ring) = LaminaStrategyTests.scene()
        // Snapshotting<Layer, ImageBuffer>.image
        let sized = try readPNG(record(ring, as: .image(size: Size(200, 200)), named: "sized"))
        #expect(sized.width == 200 && sized.height == 200)
        let timed = try readPNG(record(ring, as: .image(time: 1.5, perceptualPrecision: 0.98), named: "timed"))
        #expect(timed.width == 10 && timed.height == 10)
        // Snapshotting<Timeline, ImageBuffer>.image(at:)
        let frame = try readPNG(record(timeline, as: .image(at: 1.5), named: "frame"))
        #expect(frame.width == 40 && frame.height == 30)
        // Snapshotting<Layer, String>.tree and Snapshotting<Timeline, String>.tree(at:)
        let tree = try String(contentsOf: record(ring, as: .tree, named: "tree"), encoding: .utf8)
        #expect(tree.contains("\"name\": \"square\""))
        let report = try String(contentsOf: record(timeline, as: .tree(at: 1.5), named: "report"), encoding: .utf8)
        #expect(report.hasPrefix("{\n  \"time\": 1.5,"))
    }
}

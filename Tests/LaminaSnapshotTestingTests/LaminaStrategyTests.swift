import Foundation
import Lamina
import LaminaRender
import LaminaSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies through swift-snapshot-testing's own entry points: committed references that
/// pass, a reference that fails with Lamina's message and a difference image, record modes.
@Suite final class LaminaStrategyTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A 40 x 30 root built the Core Animation way (default anchor, position 0, 0): a grey
    /// fill and a 10-point square whose x moves from 0 to 30 over 1 s.
    static func scene() -> (timeline: Timeline, square: Layer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
        root.backgroundColor = Color(white: 0.5)
        let square = Layer()
        square.name = "square"
        square.anchorPoint = .zero
        square.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = .red
        root.addSublayer(square)
        let timeline = Timeline(rootLayer: root)
        square.add(BasicAnimation(.positionX, from: 0, to: 30, duration: 1), forKey: "move")
        return (timeline, square)
    }

    // MARK: Committed references (Tests/LaminaSnapshotTestingTests/__Snapshots__)

    @Test func timelineAtATime() {
        let timeline = Self.scene().timeline
        assertSnapshot(of: timeline, as: .image(at: 0.5))
        assertSnapshot(of: timeline, as: .tree(at: 0.5))
    }

    @Test func layerNowInItsOwnSpace() {
        let (timeline, square) = Self.scene()
        timeline.advance(to: 0.5)
        // The root at its own size and the square alone: each fills its image from its origin.
        assertSnapshot(of: timeline.rootLayer, as: .image(scale: 2), named: "root")
        assertSnapshot(of: square, as: .image(), named: "square")
        assertSnapshot(of: square, as: .tree, named: "square")
    }

    // MARK: Record modes and failures, in a scratch folder

    @Test func recordModeWritesAReferenceThenItPasses() throws {
        let timeline = Self.scene().timeline
        let recorded = verifySnapshot(of: timeline, as: .image(at: 0), named: "first", record: .all,
                                      snapshotDirectory: folder.path)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
        let file = folder.appendingPathComponent("recordModeWritesAReferenceThenItPasses.first.png")
        let image = try readPNG(file)
        #expect(image.width == 40 && image.height == 30)
        #expect(verifySnapshot(of: timeline, as: .image(at: 0), named: "first", record: .never,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func mismatchFailsWithLaminasMessageAndADifferenceImage() throws {
        let timeline = Self.scene().timeline
        _ = verifySnapshot(of: timeline, as: .image(at: 0), named: "moving", record: .all, snapshotDirectory: folder.path)
        // At 0.5 s the square has moved 15 points: 2 x 100 pixels change.
        let failure = try #require(verifySnapshot(of: timeline, as: .image(at: 0.5), named: "moving", record: .never,
                                                  snapshotDirectory: folder.path))
        #expect(failure.contains("Snapshot \"moving\" does not match reference."), "\(failure)")
        #expect(failure.contains("200 of 1200 pixels"), "\(failure)")
        let path = try #require(failure.split(separator: "\n").first { $0.hasPrefix("difference image: ") })
            .dropFirst("difference image: ".count)
        let difference = try readPNG(URL(fileURLWithPath: String(path)))
        #expect(difference.width == 40 && difference.height == 30)
        try? FileManager.default.removeItem(atPath: String(path))
    }

    @Test func perceptualPrecisionAbsorbsSmallChannelDifferences() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        root.backgroundColor = Color(white: 0.5)
        _ = verifySnapshot(of: root, as: .image(), named: "grey", record: .all, snapshotDirectory: folder.path)
        // 0.5 → 128, 0.51 → 130: two levels, within (1 - 0.99) x 255 ≈ 3 and beyond an exact match.
        root.backgroundColor = Color(white: 0.51)
        #expect(verifySnapshot(of: root, as: .image(perceptualPrecision: 0.99), named: "grey", record: .never,
                               snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: root, as: .image(), named: "grey", record: .never, snapshotDirectory: folder.path) != nil)
        // Every pixel differs: a precision of 0 lets all of them.
        #expect(verifySnapshot(of: root, as: .image(precision: 0), named: "grey", record: .never,
                               snapshotDirectory: folder.path) == nil)
    }

    @Test func unreadableReferenceIsNamed() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("unreadableReferenceIsNamed.bad.png"))
        let failure = verifySnapshot(of: root, as: .image(), named: "bad", record: .never, snapshotDirectory: folder.path)
        #expect(failure?.contains("The reference is not a PNG Lamina can read") == true, "\(failure ?? "nil")")
    }
}

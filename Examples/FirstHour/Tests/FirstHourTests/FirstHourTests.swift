import FirstHour
import Foundation
import Lamina
import LaminaContent
import LaminaMedia
import LaminaSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct FirstHourTests {
    @Test func ringDrawsItself() {
        let timeline = makeProgressRing()
        // 0.98: a few levels of anti-aliasing may differ between Cairo versions.
        assertSnapshot(of: timeline, as: .image(at: 0.5, perceptualPrecision: 0.98), named: "quarter")
        assertSnapshot(of: timeline, as: .image(at: 2, perceptualPrecision: 0.98), named: "full")
        assertSnapshot(of: timeline, as: .tree(at: 1), named: "half")
        assertSnapshot(of: timeline.rootLayer, as: .image(size: Size(200, 200)))  // as presented now
    }

    @Test func dotBounces() {
        let timeline = makeBouncingDot()
        assertSnapshot(of: timeline, as: .image(at: 0.5, perceptualPrecision: 0.98), named: "bottom")
        assertSnapshot(of: timeline.rootLayer, as: .image(perceptualPrecision: 0.98), named: "top")
    }

    @Test func exportsGIFAndMP4() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-hour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["ring.gif", "ring.mp4"] {
            let url = folder.appendingPathComponent(name)
            try makeProgressRing().export(to: url, duration: 2, framesPerSecond: 30)
            let probe = try MediaProbe.probe(url)
            #expect(probe.frameCount == 60 && probe.width == 200 && probe.height == 200)
        }
    }
}

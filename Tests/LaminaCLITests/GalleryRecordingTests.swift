import Foundation
import LaminaTestSupport
import Testing
@testable import lamina

/// `make gallery` runs again into the same folder (issue #25: ten times in a row from a fresh
/// clone); the second run's recording demo replaced the first's movie instead of refusing it.
@Suite struct GalleryRecordingTests {
    @Test func theRecordingDemoIsWrittenAgainIntoTheSameFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 1...2 {
            let entry = try GalleryEntry.recording(in: folder, examples: BuiltLamina.repositoryRoot.appendingPathComponent("Examples").path)
            #expect(entry.media.map(\.file) == ["record-ui.mp4", "record.mp4", "record-source.mp4"])
            for file in entry.media.map(\.file) {
                let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)[.size] as? Int
                #expect((size ?? 0) > 0, "\(file) is empty")
            }
        }
    }
}

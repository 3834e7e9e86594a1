import Foundation
import Testing
@testable import LaminaWindow

/// The watcher reports a change once the file has stopped changing for a poll, so a save caught
/// half way is never reloaded.
@Suite struct FileWatcherTests {
    private func temporaryFile(_ contents: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test func aChangeIsReportedOnceItHasSettled() throws {
        let file = try temporaryFile("{}")
        defer { try? FileManager.default.removeItem(at: file) }
        var watcher = FileWatcher(path: file.path)
        #expect(watcher.poll() == false)

        // Truncated, as an in-place save starts: seen, not reported.
        try Data().write(to: file)
        #expect(watcher.poll() == false)
        // Written out before the next poll: still moving, not reported.
        try Data(#"{"size": [10, 10]}"#.utf8).write(to: file)
        #expect(watcher.poll() == false)
        // The same at the next poll: reported once.
        #expect(watcher.poll() == true)
        #expect(watcher.poll() == false)
    }

    @Test func aRemovedFileAndItsReturnAreEachOneChange() throws {
        let file = try temporaryFile("{}")
        var watcher = FileWatcher(path: file.path)
        try FileManager.default.removeItem(at: file)
        #expect(watcher.poll() == false)
        #expect(watcher.poll() == true)
        #expect(watcher.poll() == false)
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(watcher.poll() == false)
        #expect(watcher.poll() == true)
    }

    @Test func aFileChangedBackBeforeItSettledIsNoChange() throws {
        let file = try temporaryFile("{}")
        defer { try? FileManager.default.removeItem(at: file) }
        var watcher = FileWatcher(path: file.path)
        let original = try #require(FileWatcher.signature(of: file.path))
        try Data("{ }".utf8).write(to: file)
        #expect(watcher.poll() == false)
        // Restored exactly (the same time stamp, size and inode): nothing to reload.
        var times = [timespec(tv_sec: original.seconds, tv_nsec: original.nanoseconds),
                     timespec(tv_sec: original.seconds, tv_nsec: original.nanoseconds)]
        try Data("{}".utf8).write(to: file)
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        #expect(watcher.poll() == false)
        #expect(watcher.poll() == false)
    }
}

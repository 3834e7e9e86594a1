#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The hidden files Lamina writes before renaming them into place, left behind when the
/// process writing them was killed: `.out.mp4.partial-<pid>-<token>.mp4` (a movie or render
/// beside its target), `.lamina-partial-<pid>-<token>.mp4` (a library save). A run that writes
/// into a folder removes the ones there whose writer is gone.
public enum StalePartialFiles {
    /// The pid a partial file's name carries, or `nil` if the name is not one of ours.
    static func writer(ofFileNamed name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: "partial-", options: .backwards) else { return nil }
        let before = name[..<marker.lowerBound]
        guard before.hasSuffix(".") || before == ".lamina-" else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, !parts[1].isEmpty else { return nil }
        return pid
    }

    /// Removes the partial files in `folder` whose writing process no longer runs; returns them.
    /// Only regular files with our names are touched; a live writer's file is left alone.
    @discardableResult
    public static func remove(in folder: URL) -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [URL] = []
        for name in names.sorted() {
            guard let pid = writer(ofFileNamed: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let url = folder.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if unlink(url.path) == 0 { removed.append(url) }
        }
        return removed
    }
}

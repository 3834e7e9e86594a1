#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A session's own temporary folder, and the sweep of folders left by sessions that died.
///
/// The contract (docs/runtime.md, "Temporary folders"): every session folder lives directly in the capture root
/// (`$TMPDIR/lamina-capture`) and is named `session-<pid>-<start>-<token>`, where `<pid>` and
/// `<start>` (the process's start time in clock ticks since boot, from `/proc/<pid>/stat`)
/// identify the owning process even after its pid is reused, and `<token>` is random. Files in
/// it are named by Lamina alone (`segment-0001.mkv`, ...): no spaces, no colons, no dates.
/// The sweep removes a folder only if its name matches that pattern exactly, it is a real
/// folder (not a symbolic link), its owner is gone and it holds no recorded segment; it never
/// looks outside the root. A dead session that recorded something is left for
/// ``SessionRecovery`` (joined and saved as a recovered movie). A session whose recording
/// could not be saved is renamed `kept-...` and never swept.
public struct SessionFolder: Sendable {
    /// The folder itself.
    public let url: URL
    /// The root all sessions share.
    public let root: URL

    /// `$TMPDIR/lamina-capture` (the temporary folder Foundation reports).
    public static var defaultRoot: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lamina-capture", isDirectory: true)
    }

    /// Creates a fresh folder for this process under `root` (created if needed, mode 0700).
    public static func create(in root: URL? = nil) throws -> SessionFolder {
        let root = root ?? defaultRoot
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw CaptureError.fileError(operation: "creating the capture folder", path: root.path,
                                         reason: error.localizedDescription)
        }
        let pid = getpid()
        let start = POSIXFile.processStartTime(pid) ?? 0
        for _ in 0 ..< 8 {
            let token = String(UInt64.random(in: 0 ... .max), radix: 36)
            let url = root.appendingPathComponent("session-\(pid)-\(start)-\(token)", isDirectory: true)
            if mkdir(url.path, 0o700) == 0 { return SessionFolder(url: url, root: root) }
            if errno != EEXIST {
                throw CaptureError.fileError(operation: "creating the session folder", path: url.path,
                                             reason: POSIXFile.errnoText())
            }
        }
        throw CaptureError.fileError(operation: "creating the session folder", path: root.path,
                                     reason: "no free name after 8 tries")
    }

    /// The owner named by a session folder's name, or `nil` if the name is not a session's.
    static func owner(ofFolderNamed name: String) -> (pid: Int32, start: UInt64)? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "session", let pid = Int32(parts[1]), pid > 0,
              let start = UInt64(parts[2]), !parts[3].isEmpty,
              parts[3].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return (pid, start)
    }

    /// Whether the process a folder names is still running (same pid, same start time).
    static func isAlive(pid: Int32, start: UInt64) -> Bool {
        guard let current = POSIXFile.processStartTime(pid) else { return false }
        return start == 0 || current == start
    }

    /// Removes the folders of sessions whose process is gone and that recorded nothing;
    /// returns what was removed. A dead session with segments is left for ``SessionRecovery``;
    /// anything else in `root` (other names, files, links, live sessions) is left alone.
    @discardableResult
    public static func sweepStale(in root: URL? = nil) -> [URL] {
        var removed: [URL] = []
        for folder in stale(in: root ?? defaultRoot) where folder.recordedSegmentFiles().isEmpty {
            if (try? FileManager.default.removeItem(at: folder.url)) != nil { removed.append(folder.url) }
        }
        return removed
    }

    /// The folders in `root` of sessions whose process is gone: named as a session's, real
    /// folders (a link is never followed), in name order.
    static func stale(in root: URL) -> [SessionFolder] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
        return names.sorted().compactMap { name in
            guard let owner = owner(ofFolderNamed: name), !isAlive(pid: owner.pid, start: owner.start) else { return nil }
            let url = root.appendingPathComponent(name, isDirectory: true)
            var info = stat()
            guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            return SessionFolder(url: url, root: root)
        }
    }

    /// The random part of the folder's name (`<token>`), which identifies its recording.
    var token: String {
        url.lastPathComponent.split(separator: "-").last.map(String.init) ?? "0"
    }

    /// The segment files in the folder (`segment-0001.mkv`, ...; never a warm encoder's
    /// pending file, which holds no frame), in order.
    func recordedSegmentFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            name.hasPrefix("segment-") && name.hasSuffix(".mkv") && Int(name.dropFirst(8).dropLast(4)) != nil
        }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Takes over a dead session's folder for this process: renamed (atomically) to
    /// `session-<our pid>-<our start>-<token>`, so no other process recovers it at the same time,
    /// and if this process dies too the next start finds it dead again. `nil` when another
    /// process took it first.
    func claim() -> SessionFolder? {
        let pid = getpid()
        let start = POSIXFile.processStartTime(pid) ?? 0
        let claimed = root.appendingPathComponent("session-\(pid)-\(start)-\(token)", isDirectory: true)
        guard rename(url.path, claimed.path) == 0 else { return nil }
        return SessionFolder(url: claimed, root: root)
    }

    /// Notes the session's frame rate in the folder (`frame-rate`), so a recovery after a
    /// crash joins its segments with their exact durations.
    func noteFrameRate(_ fps: Double) {
        try? Data("\(fps)\n".utf8).write(to: url.appendingPathComponent("frame-rate"))
    }

    /// The frame rate the session noted, if it did.
    func recordedFrameRate() -> Double? {
        guard let text = try? String(contentsOf: url.appendingPathComponent("frame-rate"), encoding: .utf8),
              let fps = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), fps.isFinite, fps > 0 else { return nil }
        return fps
    }

    /// The file of segment `number` (1-based): `segment-0001.mkv`.
    func segmentURL(_ number: Int) -> URL {
        url.appendingPathComponent(String(format: "segment-%04d.mkv", number))
    }

    /// Where a warm encoder writes until its first frame: `segment-0001.pending.mkv`.
    func pendingURL(_ number: Int) -> URL {
        url.appendingPathComponent(String(format: "segment-%04d.pending.mkv", number))
    }

    /// Renames the folder to `kept-<pid>-<start>-<token>` beside it, a name the sweep leaves
    /// alone, and returns the new place: what was recorded outlives a save that failed.
    func keep() throws -> URL {
        let kept = root.appendingPathComponent("kept-" + url.lastPathComponent.dropFirst("session-".count),
                                               isDirectory: true)
        guard rename(url.path, kept.path) == 0 else {
            throw CaptureError.fileError(operation: "keeping the session folder", path: url.path,
                                         reason: POSIXFile.errnoText())
        }
        return kept
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

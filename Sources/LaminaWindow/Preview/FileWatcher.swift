import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices when a file changes on disk, by polling its modification time, size and inode
/// (editors that save by renaming a new file into place change the inode).
///
/// A change is reported once the file has stayed the same for one poll: an editor (or a test)
/// that truncates and rewrites a file in place can be caught half way, and reloading then showed
/// a passing "unexpected end of file" error before the real contents.
///
/// Polling rather than inotify: it needs no system module, follows a file replaced by rename,
/// and at ten polls a second costs nothing next to drawing a frame.
public struct FileWatcher: Sendable {
    public let path: String
    /// The state last reported (or found at `init`).
    private var reported: Signature?
    /// The state seen at the last poll.
    private var last: Signature?

    struct Signature: Hashable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt64
    }

    /// Starts watching from the file's present state.
    public init(path: String) {
        self.path = path
        reported = Self.signature(of: path)
        last = reported
    }

    /// Whether the file changed since the last change reported (or since `init`) and has then
    /// stayed the same since the previous poll. A missing file counts as a change once; its
    /// return is another.
    public mutating func poll() -> Bool {
        let now = Self.signature(of: path)
        defer { last = now }
        guard now == last, now != reported else { return false }
        reported = now
        return true
    }

    /// The file's stat, to the nanosecond (two saves within a second often keep the size).
    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                         size: Int(info.st_size), inode: UInt64(info.st_ino))
    }
}

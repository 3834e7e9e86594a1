import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices when a file changes on disk, by polling its modification time, size and inode
/// (editors that save by renaming a new file into place change the inode).
///
/// Polling rather than inotify: it needs no system module, follows a file replaced by rename,
/// and at ten polls a second costs nothing next to drawing a frame.
public struct FileWatcher: Sendable {
    public let path: String
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
        last = Self.signature(of: path)
    }

    /// Whether the file changed since the last call (or since `init`). A missing file counts as
    /// a change once; its return is another.
    public mutating func poll() -> Bool {
        let now = Self.signature(of: path)
        defer { last = now }
        return now != last
    }

    /// The file's stat, to the nanosecond (two saves within a second often keep the size).
    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                         size: Int(info.st_size), inode: UInt64(info.st_ino))
    }
}

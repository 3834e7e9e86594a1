#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How the session learns the free space on a volume: the bytes available to this process in
/// the file system holding a folder. Injectable so tests can run out of disk without filling one.
public struct FreeSpaceCheck: Sendable {
    /// The bytes available in the file system of the folder at the path, `nil` if unknown.
    public var availableBytes: @Sendable (String) -> Int64?

    public init(availableBytes: @escaping @Sendable (String) -> Int64?) {
        self.availableBytes = availableBytes
    }

    /// `statvfs`: blocks available to unprivileged users times the fragment size.
    public static let system = FreeSpaceCheck { path in
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }
}

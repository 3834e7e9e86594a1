#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The few system calls the capture module uses directly, with Swift-friendly results.
enum POSIXFile {
    static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Reads up to `count` bytes from `fd` into `buffer` at `offset`; the count read, 0 at end of
    /// file, -1 on an error other than EINTR.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let n = Glibc.read(fd, buffer, count)
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }

    /// Writes `data` to `path` and flushes it to the disk (`fsync`).
    static func writeSynced(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CaptureError.fileError(operation: "creating", path: path, reason: errnoText()) }
        defer { close(fd) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CaptureError.fileError(operation: "writing", path: path, reason: errnoText())
                }
                offset += n
            }
        }
        guard fsync(fd) == 0 else { throw CaptureError.fileError(operation: "syncing", path: path, reason: errnoText()) }
    }

    /// Flushes a file or folder (a folder: its entries, after a rename) to the disk.
    static func sync(path: String, isDirectory: Bool) throws {
        let fd = open(path, (isDirectory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC)
        guard fd >= 0 else { throw CaptureError.fileError(operation: "opening", path: path, reason: errnoText()) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw CaptureError.fileError(operation: "syncing", path: path, reason: errnoText()) }
    }

    /// When process `pid` started, in clock ticks since boot (field 22 of /proc/PID/stat), or
    /// `nil` when there is no such process. With the pid it names a process uniquely even after
    /// the pid is reused.
    static func processStartTime(_ pid: Int32) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces); field 3 is the first.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether this process may use a capture device: Linux's answer to a camera permission prompt
/// is the device file's owner, group and mode, so the state comes from trying to open it.
public enum DeviceAuthorization: Sendable, Equatable, CustomStringConvertible {
    /// The process can open the device.
    case authorized
    /// The device exists but the process may not open it as a capture device; `fix` says how
    /// to change that (for a camera: join the `video` group).
    case denied(reason: String, fix: String)
    /// There is no such device, or it cannot be used now (busy, gone).
    case unavailable(reason: String)

    public var description: String {
        switch self {
        case .authorized: return "authorized"
        case .denied(let reason, let fix): return "denied (\(reason)); \(fix)"
        case .unavailable(let reason): return "unavailable (\(reason))"
        }
    }

    /// The short state name: `authorized`, `denied` or `unavailable`.
    public var state: String {
        switch self {
        case .authorized: return "authorized"
        case .denied: return "denied"
        case .unavailable: return "unavailable"
        }
    }

    /// The state of the device file at `path` for this process, from `stat` and `open`.
    ///
    /// A path that exists but is not a character device (a plain file, a folder) is `denied`:
    /// it can never be opened as a camera, whoever runs the program, which is also why tests
    /// use one (a mode-000 file does not stop root).
    ///
    /// - Parameter group: the group that grants access on most distributions (`video` for
    ///   cameras, `audio` for sound cards), named in the fix-it message.
    /// - Parameter path: the device file, such as `/dev/video0`.
    public static func of(path: String, group: String) -> DeviceAuthorization {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .unavailable(reason: errno == ENOENT ? "no such device" : POSIXFile.errnoText())
        }
        guard (info.st_mode & S_IFMT) == S_IFCHR else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a character device"
            return .denied(reason: "\(kind), not a capture device",
                           fix: "give a device such as /dev/video0 (`lamina record --list-devices` lists them)")
        }
        let fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        if fd >= 0 {
            close(fd)
            return .authorized
        }
        let code = errno
        switch code {
        case EACCES, EPERM:
            let groupName = getgrgid(info.st_gid).map { String(cString: $0.pointee.gr_name) } ?? group
            return .denied(reason: POSIXFile.errnoText(code),
                           fix: "add yourself to the '\(groupName)' group (`sudo usermod -aG \(groupName) $USER`, then log in again)")
        case EBUSY:
            return .unavailable(reason: "in use by another program")
        default:
            return .unavailable(reason: POSIXFile.errnoText(code))
        }
    }
}

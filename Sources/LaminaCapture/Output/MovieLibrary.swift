#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder finished movies are saved to: Linux's counterpart of the photo library.
///
/// Saving writes the movie under a hidden temporary name in the library, syncs it to the disk,
/// then links it to its final name, which fails rather than replace a file that exists: names
/// never collide and nothing is ever overwritten. The final name carries the recording's
/// identifier (`Lamina-2026-11-22-034512-<id>.mp4`), so saving the same recording again finds
/// the first copy and returns it instead of making a duplicate.
public struct MovieLibrary: Sendable {
    /// Where movies go.
    public let folder: URL
    /// Free bytes to keep on the library's volume beyond the movie itself.
    public var reservedBytes: Int64 = 16_000_000
    /// How free space is measured (injectable for tests).
    public var freeSpace: FreeSpaceCheck = .system

    /// A library in `folder`, or the default one.
    public init(folder: URL? = nil) {
        self.folder = folder ?? Self.defaultFolder()
    }

    /// `$XDG_VIDEOS_DIR/Lamina`; else the videos folder named in `~/.config/user-dirs.dirs`,
    /// plus `Lamina`; else `~/Videos/Lamina`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        if let videos = environment["XDG_VIDEOS_DIR"], !videos.isEmpty {
            return URL(fileURLWithPath: videos, isDirectory: true).appendingPathComponent("Lamina", isDirectory: true)
        }
        let config = environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) } ?? home.appendingPathComponent(".config")
        if let text = try? String(contentsOf: config.appendingPathComponent("user-dirs.dirs"), encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_VIDEOS_DIR=") {
                var value = line.dropFirst("XDG_VIDEOS_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if value.hasPrefix("$HOME") { value = home.path + value.dropFirst(5) }
                if value.hasPrefix("/") {
                    return URL(fileURLWithPath: value, isDirectory: true).appendingPathComponent("Lamina", isDirectory: true)
                }
            }
        }
        return home.appendingPathComponent("Videos", isDirectory: true).appendingPathComponent("Lamina", isDirectory: true)
    }

    /// The file name for a recording: `Lamina-<local date and time>-<identifier>.mp4`
    /// (`Lamina-Recovered-...` for one recovered after a crash), with no spaces or colons.
    public static func fileName(for recording: Recording, suffix: Int = 1) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        let id = String(recording.identifier.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(16))
        let extra = suffix > 1 ? "-\(suffix)" : ""
        let kind = recording.isRecovered ? "Recovered-" : ""
        return "Lamina-\(kind)\(formatter.string(from: recording.createdAt))-\(id)\(extra).mp4"
    }

    /// The saved copy of `recording`, if the library has one: a file named for its identifier
    /// (with any suffix) whose bytes are the recording's. Once the session's copy is gone (it is
    /// removed after a save) the name alone decides.
    public func existingCopy(of recording: Recording) -> URL? {
        let id = String(recording.identifier.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(16))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let candidates = names.sorted().filter {
            $0.hasPrefix("Lamina-") && $0.hasSuffix(".mp4") && ($0.hasSuffix("-\(id).mp4") || $0.contains("-\(id)-"))
        }
        let original = FileManager.default.fileExists(atPath: recording.url.path) ? recording.url : nil
        for name in candidates {
            let url = folder.appendingPathComponent(name)
            guard let original else { return url }
            if FileManager.default.contentsEqual(atPath: url.path, andPath: original.path) { return url }
        }
        return nil
    }

    /// Saves `recording` (creating the folder if needed) and returns where it is.
    ///
    /// - Throws: ``CaptureError/libraryFull(folder:available:required:)`` when the movie and
    ///   the reserve do not fit; ``CaptureError/fileError(operation:path:reason:)`` naming the
    ///   file and the system's reason otherwise. Nothing is left behind on failure.
    @discardableResult
    public func save(_ recording: Recording) throws -> URL {
        if let existing = existingCopy(of: recording) { return existing }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CaptureError.fileError(operation: "creating the library folder", path: folder.path,
                                         reason: error.localizedDescription)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: recording.url.path)[.size] as? NSNumber)??.int64Value
        guard let size else {
            throw CaptureError.fileError(operation: "reading", path: recording.url.path, reason: "no such file")
        }
        let moves = Self.moves(recording, into: folder)
        if !moves, let available = freeSpace.availableBytes(folder.path), available < size + reservedBytes {
            throw CaptureError.libraryFull(folder: folder.path, available: available, required: size + reservedBytes)
        }
        let temporary = folder.appendingPathComponent(".lamina-partial-\(getpid())-\(UInt64.random(in: 0 ... .max)).mp4")
        defer { unlink(temporary.path) }
        try Self.stage(recording, at: temporary, moving: moves)
        for suffix in 1 ... 1000 {
            let target = folder.appendingPathComponent(Self.fileName(for: recording, suffix: suffix))
            // link(2) refuses an existing name, so a file that appeared meanwhile is never replaced.
            if link(temporary.path, target.path) == 0 {
                try POSIXFile.sync(path: folder.path, isDirectory: true)
                return target
            }
            let code = errno
            if code == EEXIST { continue }
            if code == EPERM || code == ENOTSUP || code == EXDEV {
                // File systems without hard links: check, then rename (a narrower guarantee).
                if FileManager.default.fileExists(atPath: target.path) { continue }
                guard rename(temporary.path, target.path) == 0 else { break }
                try POSIXFile.sync(path: folder.path, isDirectory: true)
                return target
            }
            throw CaptureError.fileError(operation: "naming the movie", path: target.path, reason: POSIXFile.errnoText(code))
        }
        throw CaptureError.fileError(operation: "naming the movie", path: folder.path, reason: "no free name")
    }

    /// Checks, before anything is recorded, that a movie can be written to `url` (an explicit
    /// `-o` file): its folder exists, `url` is not a folder, and it is not an existing file
    /// unless `overwrites`.
    ///
    /// - Throws: ``CaptureError/fileError(operation:path:reason:)`` saying which.
    public static func checkDestination(_ url: URL, overwrites: Bool) throws {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CaptureError.fileError(operation: "writing the movie to", path: url.path,
                                         reason: "the folder \(directory.path) does not exist")
        }
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR || FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue {
            throw CaptureError.fileError(operation: "writing the movie to", path: url.path,
                                         reason: "it is a folder; give a file name ending in .mp4")
        }
        if !overwrites {
            throw CaptureError.fileError(operation: "writing the movie to", path: url.path,
                                         reason: "the file exists; pass --overwrite to replace it")
        }
    }

    /// Writes `recording` to `url` (an explicit `-o` file): copied beside it under a hidden
    /// temporary name, synced, then moved into place, so `url` is never half written. An
    /// existing file is replaced only if `overwrites`; otherwise the move (a hard link) fails
    /// rather than replace one that appeared meanwhile.
    ///
    /// - Throws: ``CaptureError/libraryFull(folder:available:required:)`` when the folder has
    ///   no room for the movie, ``CaptureError/fileError(operation:path:reason:)`` otherwise.
    ///   Nothing is left behind on failure.
    @discardableResult
    public static func write(_ recording: Recording, to url: URL, overwrites: Bool = false,
                             freeSpace: FreeSpaceCheck = .system) throws -> URL {
        try checkDestination(url, overwrites: overwrites)
        let directory = url.deletingLastPathComponent()
        let size = (try? FileManager.default.attributesOfItem(atPath: recording.url.path)[.size] as? NSNumber)??.int64Value ?? 0
        let moves = moves(recording, into: directory)
        if !moves, let available = freeSpace.availableBytes(directory.path), available < size + 1_000_000 {
            throw CaptureError.libraryFull(folder: directory.path, available: available, required: size + 1_000_000)
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())-\(UInt32.random(in: 0 ... .max)).mp4")
        defer { unlink(temporary.path) }
        try stage(recording, at: temporary, moving: moves)
        if overwrites {
            guard rename(temporary.path, url.path) == 0 else {
                throw CaptureError.fileError(operation: "renaming the movie to", path: url.path, reason: POSIXFile.errnoText())
            }
        } else if link(temporary.path, url.path) != 0 {
            let code = errno
            guard code == EPERM || code == ENOTSUP || code == EXDEV, !FileManager.default.fileExists(atPath: url.path),
                  rename(temporary.path, url.path) == 0 else {
                let reason = code == EEXIST ? "the file exists; pass --overwrite to replace it" : POSIXFile.errnoText(code)
                throw CaptureError.fileError(operation: "writing the movie to", path: url.path, reason: reason)
            }
        }
        try? POSIXFile.sync(path: directory.path, isDirectory: true)
        return url
    }

    /// Whether saving `recording` into `folder` moves its file: it was joined there already
    /// because the session's file system was full, so a copy would need room twice.
    static func moves(_ recording: Recording, into folder: URL) -> Bool {
        recording.isOutsideSession
            && recording.url.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path
    }

    /// Puts the movie at `temporary` (a hidden name beside its target), synced: moved when
    /// `moving`, copied otherwise.
    static func stage(_ recording: Recording, at temporary: URL, moving: Bool) throws {
        if moving {
            guard rename(recording.url.path, temporary.path) == 0 else {
                throw CaptureError.fileError(operation: "moving the movie to", path: temporary.path, reason: POSIXFile.errnoText())
            }
        } else {
            do {
                try FileManager.default.copyItem(at: recording.url, to: temporary)
            } catch {
                throw CaptureError.fileError(operation: "copying the movie to", path: temporary.path,
                                             reason: error.localizedDescription)
            }
        }
        try POSIXFile.sync(path: temporary.path, isDirectory: false)
    }
}

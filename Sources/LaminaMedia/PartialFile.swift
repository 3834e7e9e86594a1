#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a file the way every Lamina output is written: to a hidden partial name in the same
/// folder (`.out.yaml.partial-<pid>-<token>.yaml`), then renamed into place, and removed on
/// failure or interrupt (``InterruptCleanup``); a partial file left by a killed process is
/// found by ``StalePartialFiles`` on a later run.
public enum PartialFile {
    /// The hidden name beside `url` that a writer uses until it is done.
    public static func temporaryURL(beside url: URL) -> URL {
        let token = String(UInt64.random(in: 0 ... .max), radix: 36)
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())-\(token)\(ext)")
    }

    /// Writes `data` to `url` through a partial file and `rename(2)`: readers see the old file
    /// or the new one, never a part.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(beside: url)
        let token = InterruptCleanup.shared.register(files: [temporary.path])
        defer {
            unlink(temporary.path)
            InterruptCleanup.shared.unregister(token)
        }
        do {
            // Not `.atomic`: Foundation's atomic write uses a temporary name of its own
            // (`.name.nosync...`) that a killed process leaves behind.
            try data.write(to: temporary)
        } catch {
            throw MediaError.systemError(operation: "writing \(temporary.path)", reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw MediaError.systemError(operation: "moving the finished file to \(url.path)", reason: ChildProcess.errnoText())
        }
    }
}

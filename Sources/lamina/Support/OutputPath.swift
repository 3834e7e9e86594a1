import Foundation
import Lamina
import LaminaMedia

/// Checks a file a command is about to write (`-o`), before any work, so that the message names
/// the path as typed rather than a hidden partial file beside it: a folder, an unknown
/// extension (with the nearest known one) and a missing folder are mistakes in what was typed
/// (`UsageError`); a folder that cannot be written into is a failure (`CommandFailure`).
enum OutputPath {
    /// - Parameters:
    ///   - path: the path as typed.
    ///   - option: the option that named it, for messages (`-o`).
    ///   - extensions: the extensions the command writes, without dots; the first is the example.
    static func check(_ path: String, option: String = "-o", extensions: [String]) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            let example = (path as NSString).appendingPathComponent("out.\(extensions[0])")
            throw UsageError(option: option, value: path, "this is a folder; name a file in it, like \(example)")
        }
        let ext = (path as NSString).pathExtension.lowercased()
        let list = extensions.map { "." + $0 }.joined(separator: ", ")
        guard extensions.contains(ext) else {
            let found = ext.isEmpty ? "the file has no extension" : "unknown extension '.\(ext)'"
            let near = ext.isEmpty ? "" : NameSuggestion.nearest(to: ext, in: extensions).map { "; did you mean '.\($0)'?" } ?? ""
            throw UsageError(option: option, value: path, "\(found)\(near) (formats: \(list))")
        }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError(option: option, value: path, "the folder \(folder) does not exist; create it first, or write elsewhere")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            throw CommandFailure("\(path): cannot write into the folder \(folder) (\(reason))")
        }
    }

    /// `error` from writing `path`, with a complaint about the hidden partial file being written
    /// (ffmpeg's `.out.mp4.partial-123-abc.mp4: Permission denied`, or the PNG encoder's) told
    /// about `path` instead, and a frame that never arrived told with the file it was for.
    static func failure(writing path: String, _ error: any Error) -> any Error {
        if case MediaError.frameStalled? = error as? MediaError {
            return CommandFailure("\(path): \(error)")
        }
        if case MediaError.systemError(let operation, let reason)? = error as? MediaError, operation.contains(".partial-") {
            return CommandFailure("\(path): cannot write the file (\(reason.lowercased()))")
        }
        guard case MediaError.toolFailed(_, _, let tail)? = error as? MediaError,
              let line = tail.split(separator: "\n").first(where: { $0.contains(".partial-") }) else { return error }
        let reason = line.components(separatedBy: ": ").last?.lowercased() ?? "ffmpeg failed"
        return CommandFailure("\(path): cannot write the file (\(reason))")
    }
}

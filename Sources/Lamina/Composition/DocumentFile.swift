import Foundation

/// A document's bytes, read once and never more than a limit.
///
/// The size is checked before anything is allocated, and the read stops one byte past the
/// limit, so a file that grows while it is read (an editor saving it under `lamina preview`)
/// cannot exhaust memory either. Each importer wraps the message in its own error, which names
/// the file.
///
///     let data = try DocumentFile.read(url, limit: limits.documentFileSize, raiseWith: ["document-bytes"])
public enum DocumentFile {
    /// Why a document could not be read: the sentence after `file: `.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// "cannot read the file: ..." or the limit's sentence.
        public var message: String
        /// The limit's error when the file is too large (nil when it cannot be read at all).
        public var limit: LimitError?

        /// The message.
        public var description: String { message }
    }

    /// The bytes of the file at `url`, at most `limit` of them.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - limit: the most bytes the file may have.
    ///   - names: the `--limit` names that raise it (for the message); none for a limit that
    ///     cannot be raised.
    /// - Throws: `ReadError` naming the size and the limit, or why the file cannot be read.
    public static func read(_ url: URL, limit: Int, raiseWith names: [String]) throws(ReadError) -> Data {
        func tooLarge(_ size: String) -> ReadError {
            let error = limitError(bytes: size, limit: limit, raiseWith: names)
            return ReadError(message: error.message, limit: error)
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw ReadError(message: "cannot read the file: \(reason(error))")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            let size = try handle.seekToEnd()
            if size > UInt64(limit) { throw tooLarge(String(size)) }
            try handle.seek(toOffset: 0)
            data = try handle.read(upToCount: limit + 1)
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(message: "cannot read the file: \(reason(error))")
        }
        let bytes = data ?? Data()
        // It grew after its size was read.
        if bytes.count > limit { throw tooLarge("more than \(limit)") }
        return bytes
    }

    /// The limit's error for a file of `bytes` bytes: "the N bytes of the file exceed the limit
    /// of L (raise it with --limit NAME=N)".
    public static func limitError(bytes: String, limit: Int, raiseWith names: [String]) -> LimitError {
        let remedy = names.isEmpty ? LimitError.fixed
            : "raise it with " + names.map { "--limit \($0)=N" }.joined(separator: " or ")
        return LimitError(fileName: nil, what: "the \(bytes) bytes of the file", limit: limit, remedy: remedy)
    }

    /// The system's reason without Foundation's wrapping ("No such file or directory").
    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        let text = (ns.userInfo[NSUnderlyingErrorKey] as? NSError ?? ns).localizedDescription
        let wrapping = "The operation could not be completed. "
        return text.hasPrefix(wrapping) ? String(text.dropFirst(wrapping.count)) : text
    }
}

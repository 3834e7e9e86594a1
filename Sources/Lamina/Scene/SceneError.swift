import Foundation

/// Why a scene document could not be loaded: the file, the path inside the document
/// (`layers[0].animations[1].keyTimes`) and the problem (`3 key times for 4 values`).
///
/// Its description is `file: path: problem`, leaving out the parts that are empty.
public struct SceneError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The document's file name, when known.
    public var fileName: String?
    /// The path inside the document; empty for the document as a whole (e.g. invalid JSON).
    public var path: String
    /// What is wrong.
    public var message: String

    /// Makes an error for `path` in `fileName`.
    public init(fileName: String? = nil, path: String, message: String) {
        self.fileName = fileName
        self.path = path
        self.message = message
    }

    /// Long paths and messages (a 100 kB value echoed back) are shortened in the middle.
    public var description: String {
        [fileName, path.isEmpty ? nil : Self.shortened(path, to: 200), Self.shortened(message, to: 300)]
            .compactMap { $0 }.joined(separator: ": ")
    }

    /// `text` if it has at most `limit` characters, else its start and end around
    /// "…(N characters left out)…", so a message never echoes a huge value in full.
    public static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let keep = max(limit / 2 - 20, 8)
        return "\(text.prefix(keep))…(\(text.count - 2 * keep) characters left out)…\(text.suffix(keep))"
    }

    /// Maps whatever a decoder threw while reading a scene to a `SceneError`.
    ///
    /// - Parameter format: Names the syntax in messages about the document as a whole ("JSON").
    /// - Parameter error: what the decoder threw.
    /// - Parameter fileName: names the document in the message.
    public init(decoding error: any Error, fileName: String?, format: String) {
        switch error {
        case let error as SceneError:
            self = error
            if self.fileName == nil { self.fileName = fileName }
        case let problem as SceneProblem:
            self.init(fileName: fileName, path: Self.format(problem.path), message: problem.message)
        case DecodingError.dataCorrupted(let context) where context.underlyingError is SceneProblem
            || context.underlyingError is SceneError:
            // Some decoders (Yams) wrap the errors thrown inside init(from:).
            self.init(decoding: context.underlyingError!, fileName: fileName, format: format)
        case let error as DecodingError:
            let (path, message) = Self.describe(error, format: format)
            self.init(fileName: fileName, path: Self.format(path), message: message)
        default:
            self.init(fileName: fileName, path: "", message: "invalid \(format): \(error)")
        }
    }

    /// `layers[0].animations[1].keyTimes`; keys that are not identifiers are quoted
    /// (`set["ring.opacity"]`).
    public static func format(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                result += "[\(index)]"
            } else if isIdentifier(key.stringValue) {
                result += (result.isEmpty ? "" : ".") + key.stringValue
            } else {
                let escaped = key.stringValue.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                result += "[\"\(escaped)\"]"
            }
        }
        return result
    }

    private static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    private static func describe(_ error: DecodingError, format: String) -> ([any CodingKey], String) {
        switch error {
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(typeName(type))\(found(in: context.debugDescription))")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                // The syntax itself is broken; the underlying error has the line and column.
                let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                    ?? context.underlyingError.map { "\($0)" } ?? context.debugDescription
                return ([], "invalid \(format): \(detail)")
            }
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "invalid \(format): \(error)")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "a Boolean"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    /// ", found a string" from Foundation's "... but found a string instead.", when it says.
    private static func found(in description: String) -> String {
        guard let range = description.range(of: "found ") else { return "" }
        var rest = description[range.upperBound...]
        if let end = rest.range(of: " instead") { rest = rest[..<end.lowerBound] }
        return ", found " + rest.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    }
}

import Foundation

/// What a file is by its first bytes, whatever its name says: so that a PNG given as a scene is
/// called a PNG image rather than invalid JSON, and a folder a folder.
///
///     FileKind(at: "photo.json")    // .png
///     FileKind.problem(with: "photo.json", expecting: .scene)
///     // "this is a PNG image, not a scene (scenes are JSON or YAML text; ...)"
public enum FileKind: Equatable, Sendable {
    case folder, empty, png, jpeg, gif, webp, zip, pdf, movie, xml, json, text, binary, unreadable

    /// What a command expects a file to be.
    public enum Expectation: Sendable {
        /// A scene document (JSON or YAML) or a Lottie animation (JSON, or a `.lottie` archive).
        case scene
        /// An SVG document.
        case svg
    }

    /// The kind of the file at `path`, from at most its first 512 bytes.
    public init(at path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { self = .unreadable; return }
        if isFolder.boolValue { self = .folder; return }
        guard let handle = FileHandle(forReadingAtPath: path) else { self = .unreadable; return }
        defer { try? handle.close() }
        self.init(bytes: [UInt8](handle.readData(ofLength: 512)))
    }

    /// The kind of a file that starts with `bytes`.
    public init(bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset ..< offset + prefix.count]) == prefix
        }
        if bytes.isEmpty { self = .empty; return }
        if starts([0x89, 0x50, 0x4E, 0x47]) { self = .png; return }
        if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if starts(Array("GIF8".utf8)) { self = .gif; return }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp; return }
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) { self = .zip; return }
        if starts(Array("%PDF".utf8)) { self = .pdf; return }
        if starts(Array("ftyp".utf8), at: 4) || starts([0x1A, 0x45, 0xDF, 0xA3]) { self = .movie; return }
        // Text: skip a byte order mark and white space, then look at the first character.
        var rest = bytes[...]
        if starts([0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        rest = rest.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if rest.isEmpty { self = .empty; return }
        if rest.contains(0) { self = .binary; return }
        switch rest.first {
        case UInt8(ascii: "<"): self = .xml
        case UInt8(ascii: "{"), UInt8(ascii: "["): self = .json
        default: self = .text
        }
    }

    /// The kind in a sentence: "a PNG image", "a folder".
    public var phrase: String {
        switch self {
        case .folder: "a folder"
        case .empty: "an empty file"
        case .png: "a PNG image"
        case .jpeg: "a JPEG image"
        case .gif: "a GIF image"
        case .webp: "a WebP image"
        case .zip: "a ZIP archive"
        case .pdf: "a PDF document"
        case .movie: "a movie"
        case .xml: "an XML document"
        case .json: "JSON"
        case .text: "text"
        case .binary: "a binary file"
        case .unreadable: "a file that cannot be read"
        }
    }

    /// Why the file at `path` is not what a command expects, or nil when it may be: the
    /// message after `path: `, naming what it is and what to give instead.
    public static func problem(with path: String, expecting expectation: Expectation) -> String? {
        let kind = FileKind(at: path)
        let ext = (path as NSString).pathExtension.lowercased()
        switch (kind, expectation) {
        case (.folder, _):
            let example = expectation == .svg ? "drawing.svg" : "scene.json"
            return "this is a folder, not a file; name a file in it, like \((path as NSString).appendingPathComponent(example))"
        case (.empty, .scene): return "the file is empty; a scene is a JSON or YAML document"
        case (.empty, .svg): return "the file is empty; an SVG document starts with <svg"
        case (.unreadable, _): return nil  // the reader says why, with the system's reason
        case (.zip, .scene) where ext == "lottie": return nil
        case (.json, .scene), (.text, .scene): return nil
        case (.xml, .svg), (.text, .svg): return nil
        case (.xml, .scene):
            return "this is an XML document, not a scene; for an SVG drawing name it .svg, or convert it with lamina import-svg"
        case (.json, .svg):
            return "this is JSON, not an SVG document; render a scene or a Lottie file with lamina render"
        case (.png, _), (.jpeg, _), (.gif, _), (.webp, _):
            let what = expectation == .svg ? "an SVG document" : "a scene"
            return "this is \(kind.phrase), not \(what); an image is shown by a scene layer's contents"
        default:
            let wanted = expectation == .svg ? "an SVG document" : "a scene (JSON or YAML) or a Lottie animation (JSON or .lottie)"
            return "this is \(kind.phrase), not \(wanted)"
        }
    }
}

import Foundation

/// A scene document (DESIGN.md §2): a canvas, a layer tree with animations, and timed
/// transactions. Decoding checks everything a scene can get wrong and reports it as a
/// `SceneError` naming the path (`layers[0].animations[1].keyTimes`) and the problem.
///
///     let document = try SceneDocument(jsonData: data, fileName: "ring.json")
public struct SceneDocument: Hashable, Sendable, Decodable {
    /// The canvas size: the root layer's bounds.
    public var size: Size
    /// Painted under the layers; `nil` leaves the canvas transparent.
    public var backgroundColor: Color?
    /// How long the scene runs, in seconds, when it says (renderers use it for clips).
    public var duration: Double?
    /// Frames per second for clips.
    public var fps: Double
    /// The root's sublayers.
    public var layers: [LayerDescription]
    /// The transactions run at given times.
    public var actions: [ActionDescription]

    /// The frame rate of clips when a document gives none: 60 frames per second.
    public static let defaultFPS = 60.0

    /// The keys a document's top level may have.
    static let keys: Set<String> = ["size", "backgroundColor", "duration", "fps", "layers", "actions"]

    /// Reads a scene document; every error is a `SceneError` naming the key path.
    public init(from decoder: any Decoder) throws {
        typealias C = SceneConvert
        let f = try SceneFields(decoder, what: "a scene")
        try f.rejectUnknownKeys(Self.keys)
        let size = try f.required("size") { try C.size($0, $1) }
        guard size.width > 0, size.height > 0 else {
            throw SceneProblem(f.keyPath("size"), "width and height must be positive, found \(C.format(size.width)) x \(C.format(size.height))")
        }
        self.size = size
        backgroundColor = try f.optional("backgroundColor", C.color) ?? nil
        duration = try f.optional("duration", C.nonNegative)
        fps = try f.optional("fps", C.positive) ?? Self.defaultFPS
        if let taken = (decoder as? SceneValueDecoder)?.takenLayers {
            layers = try taken.consume(as: LayerDescription.self)
        } else {
            layers = try f.list("layers", of: LayerDescription.self) ?? []
        }
        try Self.checkLimits(layers, at: f.keyPath("layers"))
        actions = try f.list("actions", of: ActionDescription.self) ?? []
        let kinds = Self.layerKindsByName(layers)
        for index in actions.indices {
            try actions[index].transaction.resolve(
                layers: kinds, at: f.keyPath("actions").appending(index: index).appending("transaction"))
        }
    }

    /// Reads a JSON scene document.
    ///
    /// - Parameter fileName: Names the document in errors.
    /// - Parameter jsonData: the document's bytes, UTF-8 JSON.
    /// - Throws: `SceneError`, never anything else.
    public init(jsonData: Data, fileName: String? = nil) throws(SceneError) {
        try self.init(jsonBytes: Array(jsonData), fileName: fileName)
    }

    /// Reads a JSON scene document from its bytes (what the loaders pass, so that a large file
    /// is held once, not as `Data` and as bytes).
    package init(jsonBytes bytes: consuming [UInt8], fileName: String? = nil) throws(SceneError) {
        if let (path, message) = JSONStrictness.problem(in: bytes) {
            throw SceneError(fileName: fileName, path: SceneError.format(path), message: message)
        }
        // Parsed in one pass and decoded from the tree, which is released as it is read (and
        // the bytes before it); text that is not JSON goes to Foundation's parser, whose message
        // says where.
        if let tree = SceneJSONParser.parse(bytes) {
            _ = consume bytes
            do {
                self = try SceneValueDecoder.decodeDocument(consume tree)
                return
            } catch {
                throw SceneError(decoding: error, fileName: fileName, format: "JSON")
            }
        }
        let jsonData = Data(bytes)
        do {
            self = try JSONDecoder().decode(SceneDocument.self, from: jsonData)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty && context.underlyingError == nil {
            // Foundation's decoder says only "not valid JSON"; ask the parser where.
            let detail = Self.syntaxProblem(in: jsonData) ?? context.debugDescription
            throw SceneError(fileName: fileName, path: "", message: "invalid JSON: \(detail)")
        } catch {
            throw SceneError(decoding: error, fileName: fileName, format: "JSON")
        }
    }

    /// The JSON parser's complaint about `data`, with "around character N" turned into a line
    /// and column; `nil` when the data parses.
    static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let marker = text.range(of: "around character "),
                  let offset = Int(text[marker.upperBound...].prefix(while: \.isNumber)) else { return text }
            var line = 1, column = 1
            for byte in data.prefix(offset) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            return "\(text[..<marker.lowerBound])at line \(line), column \(column)"
        }
    }

    /// Reads a JSON scene document from a file of at most `limits.documentFileSize` bytes; the
    /// file's name appears in errors.
    public init(contentsOf url: URL, limits: Limits = .standard) throws(SceneError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try DocumentFile.read(url, limit: limits.documentFileSize, raiseWith: ["document-bytes"]))
        } catch {
            throw SceneError(fileName: url.relativePath, path: "", message: error.message)
        }
        try self.init(jsonBytes: consume bytes, fileName: url.relativePath)
    }

    /// Every layer name in the tree with the kinds of the layers that carry it (more than one
    /// entry for a name used twice).
    static func layerKindsByName(_ layers: [LayerDescription]) -> [String: [LayerKind]] {
        var result: [String: [LayerKind]] = [:]
        func visit(_ layer: LayerDescription) {
            if let name = layer.name { result[name, default: []].append(layer.type) }
            layer.sublayers.forEach(visit)
        }
        layers.forEach(visit)
        return result
    }
}

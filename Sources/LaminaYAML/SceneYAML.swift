import Foundation
import Lamina
import Yams

/// Scene documents written in YAML: the same keys and checks as JSON (DESIGN.md §2), read with
/// Yams into the same Codable models, with the same error messages.
///
/// In YAML a `#` starts a comment, so hex colours need quotes: `backgroundColor: "#101014"`.
extension SceneDocument {
    /// Reads a YAML scene document; `fileName` names it in errors.
    ///
    /// - Throws: `SceneError`, never anything else.
    public init(yaml: String, fileName: String? = nil) throws(SceneError) {
        // Measured on the event stream first: composing hashes mapping keys and decoding visits
        // every copy of an aliased node, both exponential in a "billion laughs".
        if let (values, depth) = YAMLExpansion.measure(yaml), let problem = Self.expansionProblem(values: values, depth: depth, limits: .standard) {
            throw SceneError(fileName: fileName, path: "", message: problem)
        }
        do {
            let parser = try Parser(yaml: yaml, resolver: Resolver.basic.appending(.merge))
            self = try withExtendedLifetime(parser) {
                try YAMLDecoder().decode(SceneDocument.self, from: try parser.singleRoot() ?? "")
            }
        } catch let error as YamlError {
            throw SceneError(fileName: fileName, path: "", message: "invalid YAML: \(Self.describe(error))")
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is YamlError {
            // Yams wraps its syntax errors; its own message has the line and column.
            let detail = Self.describe(context.underlyingError as! YamlError)
            throw SceneError(fileName: fileName, path: "", message: "invalid YAML: \(detail)")
        } catch {
            throw SceneError(decoding: error, fileName: fileName, format: "YAML")
        }
    }

    /// Reads a YAML scene document from data (UTF-8).
    public init(yamlData: Data, fileName: String? = nil) throws(SceneError) {
        guard let text = String(data: yamlData, encoding: .utf8) else {
            throw SceneError(fileName: fileName, path: "", message: "invalid YAML: the file is not UTF-8 text")
        }
        try self.init(yaml: text, fileName: fileName)
    }

    /// Reads a scene file of at most `limits.documentFileSize` bytes, choosing YAML for
    /// `.yaml`/`.yml` and JSON otherwise.
    public static func load(contentsOf url: URL, limits: Limits = .standard) throws(SceneError) -> SceneDocument {
        let data: Data
        do {
            data = try DocumentFile.read(url, limit: limits.documentFileSize, raiseWith: ["document-bytes"])
        } catch {
            throw SceneError(fileName: url.relativePath, path: "", message: error.message)
        }
        return try load(data: data, fileName: url.relativePath, isYAML: isYAML(url))
    }

    /// Reads a scene document's bytes already in memory: YAML when `isYAML`, else JSON.
    public static func load(data: Data, fileName: String, isYAML: Bool) throws(SceneError) -> SceneDocument {
        if isYAML { return try SceneDocument(yamlData: data, fileName: fileName) }
        return try SceneDocument(jsonBytes: Array(data), fileName: fileName)
    }

    /// Whether a file's extension says YAML.
    public static func isYAML(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased())
    }

    /// Why a document of `values` values once its aliases are expanded, nested `depth` deep,
    /// is over `limits`; `nil` when it is within them.
    static func expansionProblem(values: Int, depth: Int, limits: Limits) -> String? {
        if values > limits.aliasExpansions {
            return LimitError(fileName: nil, what: "the values of the document with its aliases expanded",
                              limit: limits.aliasExpansions, remedy: LimitError.fixed).message
        }
        if depth > limits.nestingDepth {
            return LimitError(fileName: nil, what: "the levels of nesting", limit: limits.nestingDepth,
                              remedy: LimitError.fixed).message
        }
        return nil
    }

    /// Yams' message on one line, with the line and column it gives.
    private static func describe(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return "\(problem) at line \(mark.line), column \(mark.column)"
        default:
            return "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
        }
    }
}

extension Scene {
    /// Reads a YAML scene; `fileName` names it in errors.
    public convenience init(yaml: String, fileName: String? = nil) throws(SceneError) {
        self.init(document: try SceneDocument(yaml: yaml, fileName: fileName))
    }

    /// Reads a JSON or YAML scene file (by extension).
    public static func loadAny(contentsOf url: URL) throws(SceneError) -> Scene {
        Scene(document: try SceneDocument.load(contentsOf: url))
    }
}

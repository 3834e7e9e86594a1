import Lamina

/// Why an SVG document could not be imported: it is not well-formed XML, or it has no `svg` root.
public struct SVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name given to the importer, for messages.
    public var fileName: String
    /// The 1-based line where the problem was found (0 when unknown).
    public var line: Int
    public var message: String

    public init(fileName: String, line: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// A long message (a 100 kB value echoed back) is shortened in the middle.
    public var description: String {
        let message = SceneError.shortened(message, to: 300)
        return line > 0 ? "\(fileName):\(line): \(message)" : "\(fileName): \(message)"
    }
}

/// Something in a document the importer skipped or approximated; the import still succeeds.
public struct SVGWarning: Hashable, Sendable, CustomStringConvertible {
    /// The element's tag, such as `text` or `filter`.
    public var element: String
    /// The element's `id`, when it has one.
    public var id: String?
    /// The 1-based line of the element's start tag.
    public var line: Int
    public var message: String

    public init(element: String, id: String?, line: Int, message: String) {
        self.element = element
        self.id = id
        self.line = line
        self.message = message
    }

    public var description: String {
        let name = id.map { "<\(SceneError.shortened(element, to: 60)) id=\"\(SceneError.shortened($0, to: 60))\">" }
            ?? "<\(SceneError.shortened(element, to: 60))>"
        return "line \(line): \(name): \(SceneError.shortened(message, to: 300))"
    }
}

/// The result of importing a document: the layer tree, its size and what was not imported.
public struct SVGImport {
    /// The root layer: bounds `(0, 0, size)`, anchor and position at the origin.
    public var layer: Layer
    /// The document's size in points, from `width`/`height`, else the `viewBox`, else 300×150.
    public var size: Size
    /// Elements and attributes skipped or approximated, in document order.
    public var warnings: [SVGWarning]

    public init(layer: Layer, size: Size, warnings: [SVGWarning]) {
        self.layer = layer
        self.size = size
        self.warnings = warnings
    }
}

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

/// The result of importing a document: the layer tree, its size and what was not imported.
public struct SVGImport {
    /// The root layer: bounds `(0, 0, size)`, anchor and position at the origin.
    public var layer: Layer
    /// The document's size in points, from `width`/`height`, else the `viewBox`, else 300×150.
    public var size: Size
    /// Elements and attributes skipped or approximated, in document order.
    public var warnings: [ImportWarning]
    /// How long the imported SMIL animations need to be shown, in seconds: the latest end of an
    /// animation, one loop of one that repeats forever; `nil` for a still drawing.
    public var animationDuration: Double?

    public init(layer: Layer, size: Size, warnings: [ImportWarning]) {
        self.layer = layer
        self.size = size
        self.warnings = warnings
    }
}

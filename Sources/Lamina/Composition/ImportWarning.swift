/// Something an importer (SVG, Lottie) skipped or approximated; the import still succeeds. The
/// one warning type of every importer, reported through one callback,
/// `(ImportWarning) -> Void`.
///
///     line 3: <foreignObject id="label">: not supported; skipped          (an SVG element)
///     expressions is not supported (layer "Shape Layer 1"); skipped       (a Lottie layer)
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where in the document the warning is.
    public enum Place: Hashable, Sendable {
        /// An SVG element: its tag (`text`, `filter`), its `id` when it has one, and the 1-based
        /// line of its start tag.
        case element(String, id: String?, line: Int)
        /// A Lottie layer, by name.
        case layer(String)
    }

    /// Where in the document.
    public var place: Place
    /// What was skipped or approximated: a sentence for an SVG element, the feature not
    /// supported for a Lottie layer ("text stroke").
    public var message: String

    /// Makes a warning at `place`.
    public init(place: Place, message: String) {
        self.place = place
        self.message = message
    }

    /// An SVG element's warning: its tag, its `id`, the line of its start tag, what happened.
    public init(element: String, id: String?, line: Int, message: String) {
        self.init(place: .element(element, id: id, line: line), message: message)
    }

    /// A Lottie layer's warning: the feature not supported, and the layer's name.
    public init(feature: String, layer: String) {
        self.init(place: .layer(layer), message: feature)
    }

    /// The SVG element's tag; empty for a Lottie layer.
    public var element: String {
        if case .element(let tag, _, _) = place { return tag }
        return ""
    }

    /// The SVG element's `id`, when it has one; `nil` for a Lottie layer.
    public var id: String? {
        if case .element(_, let id, _) = place { return id }
        return nil
    }

    /// The 1-based line of the SVG element's start tag; 0 for a Lottie layer.
    public var line: Int {
        if case .element(_, _, let line) = place { return line }
        return 0
    }

    /// The Lottie feature not supported (the message).
    public var feature: String { message }

    /// The Lottie layer's name; `nil` for an SVG element.
    public var layer: String? {
        if case .layer(let name) = place { return name }
        return nil
    }

    /// `line N: <tag id="x">: message` for an SVG element (long parts shortened), `feature is
    /// not supported (layer "name"); skipped` for a Lottie layer.
    public var description: String {
        switch place {
        case let .element(element, id, line):
            let name = id.map { "<\(SceneError.shortened(element, to: 60)) id=\"\(SceneError.shortened($0, to: 60))\">" }
                ?? "<\(SceneError.shortened(element, to: 60))>"
            return "line \(line): \(name): \(SceneError.shortened(message, to: 300))"
        case let .layer(name):
            return "\(message) is not supported (layer \"\(name)\"); skipped"
        }
    }
}

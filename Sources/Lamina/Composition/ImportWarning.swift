/// Something an importer (SVG, Lottie) skipped or approximated; the import still succeeds. The
/// one warning type of every importer, reported through one callback,
/// `(ImportWarning) -> Void`.
///
///     line 3: <foreignObject id="label">: not supported; skipped          (an SVG element)
///     expressions are not supported; the properties play their keyframes (2 layers: "A", "B")
///                                                                         (Lottie layers)
///
/// A Lottie file says each feature once, with every layer it was met in.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where in the document the warning is.
    public enum Place: Hashable, Sendable {
        /// An SVG element: its tag (`text`, `filter`), its `id` when it has one, and the 1-based
        /// line of its start tag.
        case element(String, id: String?, line: Int)
        /// Lottie layers, by name, each once, in the order the feature was met in them.
        case layers([String])
    }

    /// Where in the document.
    public var place: Place
    /// What was skipped or approximated: a sentence for an SVG element, the feature not
    /// supported for a Lottie layer ("text stroke").
    public var message: String
    /// For a Lottie feature, what is wrong and what is done instead, as the rest of the
    /// sentence: "are not supported; they are left out", "is not supported; the first is used".
    public var outcome: String

    /// Makes a warning at `place`.
    public init(place: Place, message: String, outcome: String = "is not supported; it is left out") {
        self.place = place
        self.message = message
        self.outcome = outcome
    }

    /// An SVG element's warning: its tag, its `id`, the line of its start tag, what happened.
    public init(element: String, id: String?, line: Int, message: String) {
        self.init(place: .element(element, id: id, line: line), message: message)
    }

    /// A Lottie warning: the feature, what is wrong and done instead (`outcome`), and the
    /// layer it was met in (more are added to ``place`` as the feature is met again).
    public init(feature: String, outcome: String = "is not supported; it is left out", layer: String) {
        self.init(place: .layers([layer]), message: feature, outcome: outcome)
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

    /// The first Lottie layer the feature was met in; `nil` for an SVG element.
    public var layer: String? { layers.first }

    /// The Lottie layers the feature was met in; empty for an SVG element.
    public var layers: [String] {
        if case .layers(let names) = place { return names }
        return []
    }

    /// `line N: <tag id="x">: message` for an SVG element (long parts shortened), `feature
    /// outcome (layer "name")` for Lottie layers (`3 layers: "A", "B", "C"`, the first three
    /// and how many more beyond).
    public var description: String {
        switch place {
        case let .element(element, id, line):
            let name = id.map { "<\(SceneError.shortened(element, to: 60)) id=\"\(SceneError.shortened($0, to: 60))\">" }
                ?? "<\(SceneError.shortened(element, to: 60))>"
            return "line \(line): \(name): \(SceneError.shortened(message, to: 300))"
        case let .layers(names):
            return "\(message) \(outcome) (\(Self.list(names)))"
        }
    }

    /// `layer "Busy"`, `2 layers: "A", "B"`, or for more than three the first three and how
    /// many more.
    static func list(_ layers: [String]) -> String {
        guard layers.count > 1 else { return "layer \"\(layers.first ?? "")\"" }
        let shown = layers.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = layers.count > 3 ? " and \(layers.count - 3) more" : ""
        return "\(layers.count) layers: \(shown)\(more)"
    }
}

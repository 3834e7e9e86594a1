/// A Lottie file that cannot be read: the file, the JSON path of the bad value and what is wrong.
///
///     anim.json: layers[3].ks.p.k[2].s: expected a list of numbers, found string
public struct LottieError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file name as given (or `"<data>"`).
    public var fileName: String
    /// The JSON path of the offending value (`layers[3].ks.p`), empty for the whole file.
    public var path: String
    public var message: String

    public init(fileName: String, path: String, message: String) {
        self.fileName = fileName
        self.path = path
        self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(fileName): \(message)" : "\(fileName): \(path): \(message)"
    }
}

/// Something the importer skipped or approximated, once per file: the feature, what is wrong
/// with it, what is done instead, and every layer it was met in.
///
///     expressions are not supported; they are left out (3 layers: "Ring", "Dot", "Shadow")
public struct LottieWarning: CustomStringConvertible, Hashable, Sendable {
    /// What was met: `expressions`, `3D rotation`, `image "image_0"`.
    public var feature: String
    /// What is wrong with it: `are not supported`.
    public var problem: String
    /// What the importer does instead: `they are left out`, `the first is used`.
    public var consequence: String
    /// The layers it was met in, each once, in the order met.
    public var layers: [String]

    public init(feature: String, problem: String, consequence: String, layers: [String]) {
        self.feature = feature
        self.problem = problem
        self.consequence = consequence
        self.layers = layers
    }

    /// The first layer it was met in.
    public var layer: String { layers.first ?? "" }

    public var description: String { "\(feature) \(problem); \(consequence) (\(Self.list(layers)))" }

    /// `layer "Busy"`, `2 layers: "A", "B"`, or for more than three the first three and how
    /// many more.
    static func list(_ layers: [String]) -> String {
        guard layers.count > 1 else { return "layer \"\(layers.first ?? "")\"" }
        let shown = layers.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = layers.count > 3 ? " and \(layers.count - 3) more" : ""
        return "\(layers.count) layers: \(shown)\(more)"
    }
}

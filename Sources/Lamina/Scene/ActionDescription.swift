/// An event in a scene document: at `time` seconds, run a transaction.
///
///     {"time": 1, "transaction": {"duration": 0.5, "set": {"ring.opacity": 0.5},
///                                 "completion": {"transaction": {...}}}}
public struct ActionDescription: Hashable, Sendable, Decodable {
    /// When the transaction runs, in seconds of scene time.
    public var time: Double
    /// The transaction to run.
    public var transaction: TransactionDescription

    /// Reads an action from a scene document; errors name the key path.
    public init(from decoder: any Decoder) throws {
        let f = try SceneFields(decoder, what: "an action")
        try f.rejectUnknownKeys(["time", "transaction"])
        time = try f.required("time", SceneConvert.nonNegative)
        guard let transaction = try f.nested("transaction", as: TransactionDescription.self) else {
            throw SceneProblem(f.path, "missing key 'transaction'")
        }
        self.transaction = transaction
    }
}

/// A transaction in a scene document: its settings, the model values it sets (each an implicit
/// animation) and what runs when its animations finish.
public struct TransactionDescription: Hashable, Sendable, Decodable {
    /// One `"layerName.keyPath": value` entry of `set`, resolved against the document's layers.
    public struct Assignment: Hashable, Sendable {
        /// The `name` of the layer to change.
        public var layerName: String
        /// The property to change.
        public var property: AnimatableProperty
        /// The new model value, of the property's type.
        public var value: AnimatableValue
    }

    /// `nil` keeps Core Animation's default (0.25 s).
    public var duration: Double?
    /// The curve of the implicit animations; `nil` is the `default` curve.
    public var timingFunction: TimingFunction?
    /// Whether the changes show at once; `nil` is `false`.
    public var disableActions: Bool?
    /// In the order of their keys (sorted), once the document has resolved them.
    public internal(set) var assignments: [Assignment] = []
    /// The raw `set` entries, sorted by key, until the document resolves them.
    var pendingSets: [(key: String, value: SceneValue)] = []
    // An array so that the recursive value keeps a fixed size.
    private var completionStorage: [TransactionDescription] = []

    /// The transaction run when this one's animations have finished.
    public var completion: TransactionDescription? { completionStorage.first }

    /// Reads a transaction from a scene document; errors name the key path.
    public init(from decoder: any Decoder) throws {
        typealias C = SceneConvert
        let f = try SceneFields(decoder, what: "a transaction")
        try f.rejectUnknownKeys(["duration", "timingFunction", "disableActions", "set", "completion"])
        duration = try f.optional("duration", C.nonNegative)
        timingFunction = try f.optional("timingFunction", C.timingFunction)
        disableActions = try f.optional("disableActions", C.bool)
        if let set = try f.value("set") {
            guard case .object(let entries) = set else {
                throw C.mismatch("an object of \"layerName.keyPath\": value", set, f.keyPath("set"))
            }
            pendingSets = entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        if f.has("completion") {
            let completion = try f.nested("completion", as: Completion.self)!
            completionStorage = [completion.transaction]
        }
    }

    /// `{"transaction": {...}}`, the shape of `completion`.
    private struct Completion: Decodable {
        var transaction: TransactionDescription
        init(from decoder: any Decoder) throws {
            let f = try SceneFields(decoder, what: "a completion")
            try f.rejectUnknownKeys(["transaction"])
            guard let transaction = try f.nested("transaction", as: TransactionDescription.self) else {
                throw SceneProblem(f.path, "missing key 'transaction'")
            }
            self.transaction = transaction
        }
    }

    /// Turns the `set` entries (here and in the completion chain) into assignments. `kinds` maps
    /// each layer name to the kinds of the layers that have it.
    mutating func resolve(layers kinds: [String: [LayerKind]], at codingPath: [any CodingKey]) throws {
        let setPath = codingPath.appending("set")
        assignments = try pendingSets.map { entry in
            try Self.resolve(entry.key, entry.value, kinds: kinds, at: setPath.appending(entry.key))
        }
        pendingSets = []
        if !completionStorage.isEmpty {
            try completionStorage[0].resolve(layers: kinds, at: codingPath.appending("completion").appending("transaction"))
        }
    }

    private static func resolve(_ target: String, _ value: SceneValue, kinds: [String: [LayerKind]],
                                at path: [any CodingKey]) throws -> Assignment {
        // Split at the first dot after which a layer name ends: names may themselves have dots.
        let dots = target.indices.filter { target[$0] == "." }
        guard let firstDot = dots.first else {
            throw SceneProblem(path, "expected \"layerName.keyPath\", found '\(target)'")
        }
        let split = dots.first { kinds[String(target[..<$0])] != nil } ?? firstDot
        let name = String(target[..<split]), keyPath = String(target[target.index(after: split)...])
        guard let layerKinds = kinds[name] else { throw SceneProblem(path, "no layer named '\(name)'") }
        guard layerKinds.count == 1 else {
            throw SceneProblem(path, "layer name '\(name)' is used by \(layerKinds.count) layers; names targeted by set must be unique")
        }
        guard let property = AnimatableProperty(keyPath: keyPath) else {
            throw SceneProblem(path, "unknown key path '\(keyPath)'\(AnimatableProperty.didYouMean(keyPath))")
        }
        try SceneConvert.check(property, on: layerKinds[0], path)
        let converted = try SceneConvert.animatableValue(value, path, for: property)
        return Assignment(layerName: name, property: property, value: converted)
    }

    /// Whether the two transactions have the same settings, assignments and completion.
    public static func == (a: TransactionDescription, b: TransactionDescription) -> Bool {
        a.duration == b.duration && a.timingFunction == b.timingFunction && a.disableActions == b.disableActions
            && a.assignments == b.assignments && a.completionStorage == b.completionStorage
            && a.pendingSets.map(\.key) == b.pendingSets.map(\.key) && a.pendingSets.map(\.value) == b.pendingSets.map(\.value)
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(duration)
        hasher.combine(assignments)
        hasher.combine(completionStorage)
    }
}

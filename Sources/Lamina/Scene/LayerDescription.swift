/// A layer in a scene document (DESIGN.md §2): its type, model values, timing, animations and
/// sublayers. The model values are kept as `LayerProperties` (Core Animation's defaults where
/// the document says nothing), which is exactly what the built layer gets.
///
/// A gradient's own type is `gradientType` (`type` already names the layer class).
public struct LayerDescription: Hashable, Sendable, Decodable {
    /// The layer's `name`.
    public var name: String?
    /// The kind of layer.
    public var type: LayerKind
    /// The model values, Core Animation's defaults where the document gives none.
    public var properties: LayerProperties
    /// Seconds of the parent's time when the layer's time starts.
    public var beginTime = 0.0
    /// How fast the layer's time runs relative to its parent's.
    public var speed = 1.0
    /// Seconds added to the layer's time.
    public var timeOffset = 0.0
    /// The layer's animations.
    public var animations: [AnimationDescription] = []
    /// The layer's sublayers.
    public var sublayers: [LayerDescription] = []
    /// The layer whose alpha masks this one (`mask`), in this layer's coordinates.
    public var mask: LayerDescription? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    // A struct cannot hold itself directly; an array of at most one can.
    private var maskStorage: [LayerDescription] = []
    /// The `contents` image as the document names it: an image file's path (PNG, JPEG, WebP or
    /// GIF) relative to the document's folder. The core cannot decode images, so a loader that can reads it into
    /// `properties.contents` (`SceneDocument.resolvingContents(_:)`); until then the layer has none.
    public var contentsFile: String?

    /// The most instances a replicator in a document may have, so a typo cannot exhaust memory.
    public static let maximumInstanceCount = 10_000

    /// The keys of the layer itself rather than of its model values.
    static let layerKeys: Set<String> = [
        "name", "type", "beginTime", "speed", "timeOffset", "sublayers", "animations", "mask", "contents",
    ]
    /// Keys every layer may have: the layer's own and every layer's rows of the property table.
    static let commonKeys = layerKeys.union(PropertyKey.table.filter { $0.row.kind == nil }.map(\.key.rawValue))
    /// The keys only layers of one kind may have: that kind's rows of the property table.
    static let kindKeys = Dictionary(uniqueKeysWithValues: LayerKind.allCases.map { kind in
        (kind, Set(PropertyKey.table.filter { $0.row.kind == kind }.map(\.key.rawValue)))
    })

    /// Every key a layer of some kind may have, sorted.
    static let allKeys = commonKeys.union(kindKeys.values.joined()).sorted()

    /// The kind whose own rows include `key`, if one does.
    static func kind(owning key: String) -> LayerKind? {
        LayerKind.allCases.first { kindKeys[$0]!.contains(key) }
    }

    /// Reads a layer from a scene document; errors name the key path.
    public init(from decoder: any Decoder) throws {
        typealias C = SceneConvert
        let f = try SceneFields(decoder, what: "a layer")
        let kind: LayerKind = try f.optional("type") { try C.choice($0, $1, "layer type") } ?? .layer
        type = kind
        let known = Self.commonKeys.union(Self.kindKeys[kind]!)
        try f.rejectUnknownKeys(known) { key in
            if let owner = Self.kind(owning: key) {
                return "'\(key)' is not a key of a '\(kind.rawValue)' layer (only '\(owner.rawValue)' layers have it)"
            }
            // A near miss of another kind's key (`linewidth` on a plain layer): name it and its kind.
            guard let near = NameSuggestion.nearest(to: key, in: Self.allKeys), !known.contains(near),
                  let owner = Self.kind(owning: near) else { return nil }
            return "unknown key '\(key)'; did you mean '\(near)'? (only '\(owner.rawValue)' layers have it)"
        }
        name = try f.optional("name", C.string)
        var p = LayerProperties(kind: kind)
        // The rows of the keys present, in the table's order (so the first mistake reported is
        // the same): a layer has a few of the table's rows, and copying every row to ask it
        // cost more than the rest of reading a layer.
        let present = f.keys.compactMap { PropertyKey(rawValue: $0) }.sorted { $0.tableIndex < $1.tableIndex }
        for key in present {
            let row = key.row
            guard row.applies(to: kind), let value = try f.value(key.rawValue) else { continue }
            try row.read(value, f.keyPath(key.rawValue), &p)
        }
        properties = p
        contentsFile = try f.optional("contents", Self.relativeFile)
        beginTime = try f.optional("beginTime", C.number) ?? 0
        speed = try f.optional("speed", C.nonNegative) ?? 1
        timeOffset = try f.optional("timeOffset", C.number) ?? 0
        animations = try f.list("animations", of: AnimationDescription.self) ?? []
        for (index, animation) in animations.enumerated() {
            try animation.validateKeyPaths(on: p, at: f.keyPath("animations").appending(index: index))
        }
        sublayers = try f.list("sublayers", of: LayerDescription.self) ?? []
        if f.has("mask"), !(try f.isNull("mask")) {
            mask = try f.nested("mask", as: LayerDescription.self)
        }
    }

    /// A path inside the document's folder: relative, without `..`, so a document cannot make
    /// its loader read a file elsewhere.
    static func relativeFile(_ value: SceneValue, _ path: [any CodingKey]) throws -> String {
        let file = try SceneConvert.string(value, path)
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.isEmpty, !file.hasPrefix("/"), !parts.contains("..") else {
            throw SceneProblem(path, "expected the path of an image file (PNG, JPEG, WebP or GIF) inside the document's folder (relative, without '..')")
        }
        return file
    }
}

/// A layer in a scene document (DESIGN.md §2): its type, model values, timing, animations and
/// sublayers. The model values are kept as `LayerProperties` (Core Animation's defaults where
/// the document says nothing), which is exactly what the built layer gets.
///
/// A gradient's own type is `gradientType` (`type` already names the layer class).
public struct LayerDescription: Hashable, Sendable, Decodable {
    public var name: String?
    public var type: LayerKind
    public var properties: LayerProperties
    public var beginTime = 0.0
    public var speed = 1.0
    public var timeOffset = 0.0
    public var animations: [AnimationDescription] = []
    public var sublayers: [LayerDescription] = []
    /// The layer whose alpha masks this one (`mask`), in this layer's coordinates.
    public var mask: LayerDescription? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    // A struct cannot hold itself directly; an array of at most one can.
    private var maskStorage: [LayerDescription] = []

    /// The most instances a replicator in a document may have, so a typo cannot exhaust memory.
    public static let maximumInstanceCount = 10_000

    static let commonKeys: Set<String> = [
        "name", "type", "bounds", "position", "zPosition", "anchorPoint", "transform", "sublayerTransform",
        "opacity", "hidden", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "beginTime", "speed", "timeOffset",
        "sublayers", "animations", "mask",
    ]
    static let kindKeys: [LayerKind: Set<String>] = [
        .layer: [],
        .shape: ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                 "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"],
        .replicator: ["instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                      "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"],
        .text: ["string", "font", "fontSize", "foregroundColor", "alignmentMode", "wrapped", "truncationMode"],
        .gradient: ["colors", "locations", "startPoint", "endPoint", "gradientType"],
    ]

    public init(from decoder: any Decoder) throws {
        typealias C = SceneConvert
        let f = try SceneFields(decoder, what: "a layer")
        let kind: LayerKind = try f.optional("type") { try C.choice($0, $1, "layer type") } ?? .layer
        type = kind
        try f.rejectUnknownKeys(Self.commonKeys.union(Self.kindKeys[kind]!)) { key in
            guard let owner = LayerKind.allCases.first(where: { Self.kindKeys[$0]!.contains(key) }) else { return nil }
            return "'\(key)' is not a key of a '\(kind.rawValue)' layer (only '\(owner.rawValue)' layers have it)"
        }
        name = try f.optional("name", C.string)
        var p = LayerProperties(kind: kind)
        try Self.decodeCommon(f, into: &p)
        switch kind {
        case .layer: break
        case .shape: try Self.decodeShape(f, into: &p.shape!)
        case .replicator: try Self.decodeReplicator(f, into: &p.replicator!)
        case .text: try Self.decodeText(f, into: &p.text!)
        case .gradient: try Self.decodeGradient(f, into: &p.gradient!)
        }
        properties = p
        beginTime = try f.optional("beginTime", C.number) ?? 0
        speed = try f.optional("speed", C.nonNegative) ?? 1
        timeOffset = try f.optional("timeOffset", C.number) ?? 0
        animations = try f.list("animations", of: AnimationDescription.self) ?? []
        for (index, animation) in animations.enumerated() {
            try animation.validateKeyPaths(on: kind, at: f.keyPath("animations").appending(index: index))
        }
        sublayers = try f.list("sublayers", of: LayerDescription.self) ?? []
        if let value = try f.value("mask"), value != .null {
            mask = try f.nested("mask", as: LayerDescription.self)
        }
    }

    private static func decodeCommon(_ f: SceneFields, into p: inout LayerProperties) throws {
        typealias C = SceneConvert
        if let v = try f.optional("bounds", C.rect) { p.bounds = v }
        if let v = try f.optional("position", C.point) { p.position = v }
        if let v = try f.optional("zPosition", C.number) { p.zPosition = v }
        if let v = try f.optional("anchorPoint", C.point) { p.anchorPoint = v }
        if let v = try f.optional("transform", C.transform) { p.transform = v }
        if let v = try f.optional("sublayerTransform", C.transform) { p.sublayerTransform = v }
        if let v = try f.optional("opacity", C.number) { p.opacity = v }
        if let v = try f.optional("hidden", C.bool) { p.isHidden = v }
        if f.has("backgroundColor") { p.backgroundColor = try f.required("backgroundColor", C.color) }
        if let v = try f.optional("cornerRadius", C.nonNegative) { p.cornerRadius = v }
        if let v = try f.optional("borderWidth", C.nonNegative) { p.borderWidth = v }
        if f.has("borderColor") { p.borderColor = try f.required("borderColor", C.color) }
        if let v = try f.optional("masksToBounds", C.bool) { p.masksToBounds = v }
        if f.has("shadowColor") { p.shadowColor = try f.required("shadowColor", C.color) }
        if let v = try f.optional("shadowOpacity", C.number) { p.shadowOpacity = v }
        if let v = try f.optional("shadowOffset", C.size) { p.shadowOffset = v }
        if let v = try f.optional("shadowRadius", C.nonNegative) { p.shadowRadius = v }
    }

    private static func decodeShape(_ f: SceneFields, into s: inout ShapeProperties) throws {
        typealias C = SceneConvert
        if f.has("path") {
            s.path = try f.required("path") { v, p in
                if case .null = v { return nil }
                return try PathDescription(v, p).path
            }
        }
        if f.has("fillColor") { s.fillColor = try f.required("fillColor", C.color) }
        if let v: FillRule = try f.optional("fillRule", { try C.choice($0, $1, "fill rule") }) { s.fillRule = v }
        if f.has("strokeColor") { s.strokeColor = try f.required("strokeColor", C.color) }
        if let v = try f.optional("lineWidth", C.nonNegative) { s.lineWidth = v }
        if let v: LineCap = try f.optional("lineCap", { try C.choice($0, $1, "line cap") }) { s.lineCap = v }
        if let v: LineJoin = try f.optional("lineJoin", { try C.choice($0, $1, "line join") }) { s.lineJoin = v }
        if let v = try f.optional("miterLimit", C.nonNegative) { s.miterLimit = v }
        if f.has("lineDashPattern") {
            s.lineDashPattern = try f.required("lineDashPattern") { v, p in
                if case .null = v { return nil }
                let pattern = try C.numbers(v, p)
                for (i, n) in pattern.enumerated() where n < 0 {
                    throw SceneProblem(p.appending(index: i), "must not be negative, found \(C.format(n))")
                }
                return pattern
            }
        }
        if let v = try f.optional("lineDashPhase", C.number) { s.lineDashPhase = v }
        if let v = try f.optional("strokeStart", C.number) { s.strokeStart = v }
        if let v = try f.optional("strokeEnd", C.number) { s.strokeEnd = v }
    }

    private static func decodeReplicator(_ f: SceneFields, into r: inout ReplicatorProperties) throws {
        typealias C = SceneConvert
        if let v = try f.optional("instanceCount", { try C.integer($0, $1, in: 0...maximumInstanceCount) }) { r.instanceCount = v }
        if let v = try f.optional("instanceDelay", C.number) { r.instanceDelay = v }
        if let v = try f.optional("instanceTransform", C.transform) { r.instanceTransform = v }
        if f.has("instanceColor") { r.instanceColor = try f.required("instanceColor", C.color) }
        if let v = try f.optional("instanceRedOffset", C.number) { r.instanceRedOffset = v }
        if let v = try f.optional("instanceGreenOffset", C.number) { r.instanceGreenOffset = v }
        if let v = try f.optional("instanceBlueOffset", C.number) { r.instanceBlueOffset = v }
        if let v = try f.optional("instanceAlphaOffset", C.number) { r.instanceAlphaOffset = v }
    }

    private static func decodeText(_ f: SceneFields, into t: inout TextProperties) throws {
        typealias C = SceneConvert
        if f.has("string") { t.string = try f.required("string", C.optionalString) }
        if let v = try f.optional("font", C.string) { t.font = v }
        if let v = try f.optional("fontSize", C.positive) { t.fontSize = v }
        if f.has("foregroundColor") { t.foregroundColor = try f.required("foregroundColor", C.color) }
        if let v: TextAlignment = try f.optional("alignmentMode", { try C.choice($0, $1, "alignment mode") }) { t.alignmentMode = v }
        if let v = try f.optional("wrapped", C.bool) { t.isWrapped = v }
        if let v: TextTruncation = try f.optional("truncationMode", { try C.choice($0, $1, "truncation mode") }) { t.truncationMode = v }
    }

    private static func decodeGradient(_ f: SceneFields, into g: inout GradientProperties) throws {
        typealias C = SceneConvert
        if let v = try f.optional("colors", C.colors) { g.colors = v }
        if let v = try f.optional("locations", { try C.numbers($0, $1) }) { g.locations = v }
        if let v = try f.optional("startPoint", C.point) { g.startPoint = v }
        if let v = try f.optional("endPoint", C.point) { g.endPoint = v }
        if let v: GradientType = try f.optional("gradientType", { try C.choice($0, $1, "gradient type") }) { g.type = v }
    }
}

/// What `lamina inspect` prints (DESIGN.md §3): the presentation tree at one time as JSON.
///
///     {"time": 1.25, "state": {}, "layers": [{"name": "ring", "type": "shape", ...}]}
///
/// Keys come in a fixed order; colours are `[r, g, b, a]`, transforms 16 numbers in
/// `CATransform3D` order, paths SVG path data, numbers rounded to 6 decimals.
public struct InspectReport: Hashable, Sendable {
    public var time: Double
    /// A control's own state (recording, elapsed, ...); empty for scenes.
    public var state: [OrderedJSON.Member]
    /// The layers as presented: the root's sublayers.
    public var layers: [LayerSnapshot]

    public init(time: Double, state: [OrderedJSON.Member] = [], layers: [LayerSnapshot]) {
        self.time = time
        self.state = state
        self.layers = layers
    }

    /// A report of everything under `root` (the root itself is the canvas, not listed).
    public init(time: Double, state: [(key: String, value: OrderedJSON)] = [], root: LayerSnapshot) {
        self.init(time: time, state: state.map { OrderedJSON.Member($0.key, $0.value) }, layers: root.sublayers)
    }

    public var json: OrderedJSON {
        .object([
            .init("time", .number(time)),
            .init("state", .object(state)),
            .init("layers", .array(layers.map(Self.json(for:)))),
        ])
    }

    /// The report as pretty-printed JSON text, ending with a newline.
    public func rendered() -> String { json.rendered() + "\n" }

    // MARK: - Layers

    /// One layer: the common keys, the keys of its kind, then its sublayers.
    public static func json(for layer: LayerSnapshot) -> OrderedJSON {
        let p = layer.properties
        var members: [OrderedJSON.Member] = [
            .init("name", .optional(layer.name)),
            .init("type", .string(p.kind.rawValue)),
            .init("position", point(p.position)),
            .init("bounds", .numbers([p.bounds.origin.x, p.bounds.origin.y, p.bounds.size.width, p.bounds.size.height])),
            .init("anchorPoint", point(p.anchorPoint)),
            .init("transform", .numbers(p.transform.values)),
            .init("opacity", .number(p.opacity)),
            .init("hidden", .bool(p.isHidden)),
            .init("backgroundColor", color(p.backgroundColor)),
            .init("cornerRadius", .number(p.cornerRadius)),
            .init("borderWidth", .number(p.borderWidth)),
            .init("borderColor", color(p.borderColor)),
            .init("zPosition", .number(p.zPosition)),
            .init("masksToBounds", .bool(p.masksToBounds)),
        ]
        if let s = p.shape {
            members += [
                .init("path", .optional(s.path.map(svgPathData))),
                .init("fillColor", color(s.fillColor)),
                .init("strokeColor", color(s.strokeColor)),
                .init("lineWidth", .number(s.lineWidth)),
                .init("lineCap", .string(s.lineCap.rawValue)),
                .init("lineJoin", .string(s.lineJoin.rawValue)),
                .init("miterLimit", .number(s.miterLimit)),
                .init("strokeStart", .number(s.strokeStart)),
                .init("strokeEnd", .number(s.strokeEnd)),
                .init("lineDashPattern", s.lineDashPattern.map { .numbers($0) } ?? .null),
                .init("lineDashPhase", .number(s.lineDashPhase)),
                .init("fillRule", .string(s.fillRule.rawValue)),
            ]
        }
        if let r = p.replicator {
            members += [
                .init("instanceCount", .number(Double(r.instanceCount))),
                .init("instanceDelay", .number(r.instanceDelay)),
                .init("instanceTransform", .numbers(r.instanceTransform.values)),
                .init("instanceColor", color(r.instanceColor)),
                .init("instanceRedOffset", .number(r.instanceRedOffset)),
                .init("instanceGreenOffset", .number(r.instanceGreenOffset)),
                .init("instanceBlueOffset", .number(r.instanceBlueOffset)),
                .init("instanceAlphaOffset", .number(r.instanceAlphaOffset)),
                .init("instances", .array(layer.instances.map { instance in
                    .object([
                        .init("index", .number(Double(instance.index))),
                        .init("transform", .numbers(instance.transform.values)),
                        .init("timeShift", .number(instance.timeShift)),
                        .init("color", color(instance.color)),
                        .init("sublayers", .array(instance.sublayers.map(json(for:)))),
                    ])
                })),
            ]
        }
        if let t = p.text {
            members += [
                .init("string", .optional(t.string)),
                .init("font", .string(t.font)),
                .init("fontSize", .number(t.fontSize)),
                .init("foregroundColor", color(t.foregroundColor)),
                .init("alignmentMode", .string(t.alignmentMode.rawValue)),
            ]
        }
        if let g = p.gradient {
            members += [
                .init("colors", g.colors.map { .array($0.map { color($0) }) } ?? .null),
                .init("locations", g.locations.map { .numbers($0) } ?? .null),
                .init("startPoint", point(g.startPoint)),
                .init("endPoint", point(g.endPoint)),
                .init("gradientType", .string(g.type.rawValue)),
            ]
        }
        members.append(.init("sublayers", .array(layer.sublayers.map(json(for:)))))
        return .object(members)
    }

    static func point(_ p: Point) -> OrderedJSON { .numbers([p.x, p.y]) }

    static func color(_ c: Color?) -> OrderedJSON { c.map { .numbers($0.components) } ?? .null }

    /// SVG path data with numbers rounded like the rest of the report.
    static func svgPathData(_ path: Path) -> String {
        func f(_ p: Point) -> String { "\(OrderedJSON.format(p.x)) \(OrderedJSON.format(p.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M\(f(p))"
            case .line(let p): "L\(f(p))"
            case .quadCurve(let p, let c): "Q\(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): "C\(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}

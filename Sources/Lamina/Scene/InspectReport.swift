/// What `lamina inspect` prints (DESIGN.md §3): the presentation tree at one time as JSON.
///
///     {"time": 1.25, "state": {}, "layers": [{"name": "ring", "type": "shape", ...}]}
///
/// Keys come in a fixed order; colours are `[r, g, b, a]`, transforms 16 numbers in
/// `CATransform3D` order, paths SVG path data, numbers rounded to 6 decimals.
public struct InspectReport: Hashable, Sendable {
    /// The time reported, in seconds.
    public var time: Double
    /// A control's own state (recording, elapsed, ...); empty for scenes.
    public var state: [OrderedJSON.Member]
    /// The layers as presented: the root's sublayers.
    public var layers: [LayerSnapshot]

    /// Makes a report of `layers` at `time`.
    public init(time: Double, state: [OrderedJSON.Member] = [], layers: [LayerSnapshot]) {
        self.time = time
        self.state = state
        self.layers = layers
    }

    /// A report of everything under `root` (the root itself is the canvas, not listed).
    public init(time: Double, state: [(key: String, value: OrderedJSON)] = [], root: LayerSnapshot) {
        self.init(time: time, state: state.map { OrderedJSON.Member($0.key, $0.value) }, layers: root.sublayers)
    }

    /// The report as ordered JSON.
    public var json: OrderedJSON {
        .object([
            .init("time", .number(time)),
            .init("state", .object(state)),
            .init("layers", .array(layers.map(Self.json(for:)))),
        ])
    }

    /// The report as pretty-printed JSON text, ending with a newline: the pieces of
    /// ``write(to:)`` joined, so the whole and the streamed text cannot differ.
    public func rendered() -> String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// Writes the text of ``rendered()`` to `output` in pieces, a layer at a time, so a report
    /// of any number of layers needs memory for one layer's text, not the whole report's (what
    /// `lamina inspect` prints).
    public func write(to output: (String) -> Void) {
        let head = "{\n  \"time\": \(OrderedJSON.format(time)),\n  \"state\": \(OrderedJSON.object(state).rendered(indent: 1)),\n  \"layers\": "
        output(head)
        Self.writeList(layers, indent: 1, to: output)
        output("\n}\n")
    }

    /// A list of layers as an array member's value `indent` levels deep, element by element.
    private static func writeList(_ layers: [LayerSnapshot], indent: Int, to output: (String) -> Void) {
        guard !layers.isEmpty else { return output("[]") }
        let pad = String(repeating: "  ", count: indent + 1)
        output("[\n")
        for (i, layer) in layers.enumerated() {
            output(pad)
            write(layer, indent: indent + 1, to: output)
            output(i == layers.count - 1 ? "\n" : ",\n")
        }
        output(String(repeating: "  ", count: indent) + "]")
    }

    /// One layer as ``json(for:)`` writes it, its sublayers streamed one by one.
    private static func write(_ layer: LayerSnapshot, indent: Int, to output: (String) -> Void) {
        guard case .object(let members) = json(for: layer, includingSublayers: false) else { return }
        let pad = String(repeating: "  ", count: indent + 1)
        var text = "{\n"
        for member in members {
            text += pad + OrderedJSON.quote(member.key) + ": " + member.value.rendered(indent: indent + 1) + ",\n"
        }
        output(text + pad + "\"sublayers\": ")
        writeList(layer.sublayers, indent: indent + 1, to: output)
        output("\n" + String(repeating: "  ", count: indent) + "}")
    }

    // MARK: - Layers

    /// One layer: its name and type, the property table's rows that apply to it (every layer's,
    /// then its kind's; `.whenChanged` rows only where they differ from the default), a
    /// replicator's instances, an emitter's `particleCount` (and `particlesOverLimit` when
    /// `Limits.emitterParticles` left some out), then its sublayers.
    public static func json(for layer: LayerSnapshot) -> OrderedJSON {
        json(for: layer, includingSublayers: true)
    }

    /// One layer, with its `sublayers` member last, or without it.
    private static func json(for layer: LayerSnapshot, includingSublayers: Bool) -> OrderedJSON {
        let p = layer.properties
        var members: [OrderedJSON.Member] = [
            .init("name", .optional(layer.name)),
            .init("type", .string(p.kind.rawValue)),
        ]
        // Rows read where they lie: copying each row (its closures retained) to ask it cost as
        // much as writing the layer.
        PropertyKey.table.withUnsafeBufferPointer { table in
            for i in table.indices where table[i].row.applies(to: p.kind) {
                if table[i].row.inspect == .whenChanged && table[i].row.isDefault(p) { continue }
                if let value = table[i].row.inspectJSON(p) { members.append(.init(table[i].key.rawValue, value)) }
            }
        }
        if p.replicator != nil {
            members.append(.init("instances", .array(layer.instances.map { instance in
                .object([
                    .init("index", .number(Double(instance.index))),
                    .init("transform", .numbers(instance.transform.values)),
                    .init("timeShift", .number(instance.timeShift)),
                    .init("color", color(instance.color)),
                    .init("sublayers", .array(instance.sublayers.map(json(for:)))),
                ])
            })))
        }
        if let particles = layer.particles() {
            // The particles drawn at the layer's local time, and whether the limit left some out.
            members.append(.init("particleCount", .number(Double(particles.count))))
            if particles.isOverLimit { members.append(.init("particlesOverLimit", .bool(true))) }
        }
        if includingSublayers { members.append(.init("sublayers", .array(layer.sublayers.map(json(for:))))) }
        return .object(members)
    }

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

/// How a layer's `filters` appear in scene documents:
///
///     "filters": {"region": [-10, -10, 120, 120], "primitives": [
///         {"type": "gaussianBlur", "stdDeviation": [4, 4], "inputs": ["SourceAlpha"]},
///         {"type": "offset", "offset": [3, 3], "result": "shadow"},
///         {"type": "merge", "inputs": ["shadow", "SourceGraphic"]}]}
///
/// Every primitive has a `type` and that type's parameters, and may have `inputs` (a result
/// name, `"SourceGraphic"`, `"SourceAlpha"`, or `null` for the previous output), `result`,
/// `subregion` (`[x, y, width, height]`) and `colorSpace` (`"linearRGB"`, the default, or `"sRGB"`).
extension SceneCoding where Value == FilterGraph? {
    static var filters: Self {
        Self(read: { value, path in
            if case .null = value { return nil }
            return try FilterCoding.graph(value, path)
        }, write: { $0.map(FilterCoding.write) ?? .null })
    }
}

/// The reading and writing behind `SceneCoding.filters`.
enum FilterCoding {
    typealias CodingPath = [any CodingKey]

    /// The keys of one object, read with messages that name the path, and unknown keys refused.
    private struct Object {
        let members: [String: SceneValue]
        let path: CodingPath

        init(_ value: SceneValue, _ path: CodingPath, what: String) throws {
            guard case .object(let members) = value else { throw SceneConvert.mismatch("\(what) (an object)", value, path) }
            self.members = members
            self.path = path
        }

        func optional<T>(_ key: String, _ convert: (SceneValue, CodingPath) throws -> T) throws -> T? {
            try members[key].map { try convert($0, path.appending(key)) }
        }

        func required<T>(_ key: String, _ convert: (SceneValue, CodingPath) throws -> T) throws -> T {
            guard let value = members[key] else { throw SceneProblem(path, "missing key '\(key)'") }
            return try convert(value, path.appending(key))
        }

        func rejectUnknownKeys(_ known: Set<String>) throws {
            for key in members.keys.sorted() where !known.contains(key) {
                throw SceneProblem(path.appending(key), "unknown key '\(key)'\(NameSuggestion.didYouMean(key, in: known.sorted()))")
            }
        }
    }

    static func graph(_ value: SceneValue, _ path: CodingPath) throws -> FilterGraph {
        let object = try Object(value, path, what: "filters")
        try object.rejectUnknownKeys(["region", "primitives"])
        let region = try object.required("region", SceneConvert.rect)
        let primitives: [FilterPrimitive] = try object.required("primitives") { value, path in
            guard case .array(let items) = value else { throw SceneConvert.mismatch("a list of filter primitives", value, path) }
            guard items.count <= FilterGraph.maximumPrimitives else {
                throw SceneProblem(path, "more than \(FilterGraph.maximumPrimitives) filter primitives (\(items.count))")
            }
            return try items.enumerated().map { try primitive($1, path.appending(index: $0)) }
        }
        return FilterGraph(region: region, primitives: primitives)
    }

    private static let common: Set<String> = ["type", "inputs", "result", "subregion", "colorSpace"]

    private static func primitive(_ value: SceneValue, _ path: CodingPath) throws -> FilterPrimitive {
        let o = try Object(value, path, what: "a filter primitive")
        let type = try o.required("type", SceneConvert.string)
        let operation: FilterOperation
        var keys: Set<String> = []
        func pair(_ key: String, nonNegative: Bool = false) throws -> (Double, Double) {
            keys.insert(key)
            let n = try o.required(key) { try SceneConvert.numbers($0, $1, count: 2) }
            if nonNegative, let bad = n.firstIndex(where: { $0 < 0 }) {
                throw SceneProblem(path.appending(key).appending(index: bad), "must not be negative, found \(SceneConvert.format(n[bad]))")
            }
            return (n[0], n[1])
        }
        func color(_ key: String) throws -> Color {
            keys.insert(key)
            return try o.required(key, SceneConvert.nonNullColor)
        }
        func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ what: String, default value: E) throws -> E
        where E.RawValue == String {
            keys.insert(key)
            return try o.optional(key) { try SceneConvert.choice($0, $1, what) } ?? value
        }
        switch type {
        case "gaussianBlur":
            let (x, y) = try pair("stdDeviation", nonNegative: true)
            operation = .gaussianBlur(x: x, y: y, edgeMode: try choice("edgeMode", "edge mode", default: FilterEdgeMode.none))
        case "offset":
            let (dx, dy) = try pair("offset")
            operation = .offset(dx: dx, dy: dy)
        case "flood":
            operation = .flood(try color("color"))
        case "colorMatrix":
            keys.insert("matrix")
            operation = .colorMatrix(try o.required("matrix") { try SceneConvert.numbers($0, $1, count: 20) })
        case "componentTransfer":
            keys.insert("functions")
            operation = .componentTransfer(try o.required("functions") { value, path in
                guard case .array(let items) = value, items.count == 4 else {
                    throw SceneProblem(path, "expected a list of 4 transfer functions (red, green, blue, alpha)")
                }
                return try items.enumerated().map { try transferFunction($1, path.appending(index: $0)) }
            })
        case "composite":
            let op: CompositeOperator = try choice("operator", "composite operator", default: .over)
            keys.insert("k")
            let k = try o.optional("k") { try SceneConvert.numbers($0, $1, count: 4) } ?? [0, 0, 0, 0]
            operation = .composite(op, k: k)
        case "merge":
            operation = .merge
        case "blend":
            keys.insert("mode")
            let mode: CompositingFilter? = try o.optional("mode") { value, path in
                if case .null = value { return nil }
                let mode: CompositingFilter = try SceneConvert.choice(value, path, "blend mode")
                return mode
            } ?? nil
            operation = .blend(mode)
        case "dropShadow":
            let (dx, dy) = try pair("offset")
            let (x, y) = try pair("stdDeviation", nonNegative: true)
            operation = .dropShadow(dx: dx, dy: dy, x: x, y: y, color: try color("color"))
        case "morphology":
            let op: MorphologyOperator = try choice("operator", "morphology operator", default: .erode)
            let (rx, ry) = try pair("radius", nonNegative: true)
            operation = .morphology(op, radiusX: rx, radiusY: ry)
        case "tile":
            operation = .tile
        case "turbulence":
            let (fx, fy) = try pair("baseFrequency", nonNegative: true)
            keys.formUnion(["octaves", "seed", "stitchTiles", "fractalNoise", "origin"])
            operation = .turbulence(Turbulence(
                baseFrequencyX: fx, baseFrequencyY: fy,
                octaves: try o.optional("octaves") { try SceneConvert.integer($0, $1, in: 0...24) } ?? 1,
                seed: try o.optional("seed") { try SceneConvert.integer($0, $1, in: -2_147_483_647...2_147_483_647) } ?? 0,
                stitchesTiles: try o.optional("stitchTiles", SceneConvert.bool) ?? false,
                isFractalNoise: try o.optional("fractalNoise", SceneConvert.bool) ?? false,
                origin: try o.optional("origin", SceneConvert.point) ?? .zero))
        case "convolveMatrix":
            keys.formUnion(["order", "kernel", "divisor", "bias", "target", "edgeMode", "preserveAlpha"])
            let order = try o.required("order") { try SceneConvert.numbers($0, $1, count: 2) }
            let target = try o.required("target") { try SceneConvert.numbers($0, $1, count: 2) }
            for (name, values) in [("order", order), ("target", target)] {
                for (i, v) in values.enumerated() where v.rounded() != v || abs(v) > 64 {
                    throw SceneProblem(path.appending(name).appending(index: i), "expected a whole number up to 64, found \(SceneConvert.format(v))")
                }
            }
            operation = .convolveMatrix(ConvolveMatrix(
                orderX: Int(order[0]), orderY: Int(order[1]),
                kernel: try o.required("kernel") { try SceneConvert.numbers($0, $1) },
                divisor: try o.required("divisor", SceneConvert.number),
                bias: try o.optional("bias", SceneConvert.number) ?? 0,
                targetX: Int(target[0]), targetY: Int(target[1]),
                edgeMode: try choice("edgeMode", "edge mode", default: FilterEdgeMode.duplicate),
                preservesAlpha: try o.optional("preserveAlpha", SceneConvert.bool) ?? false))
        case "diffuseLighting", "specularLighting":
            keys.formUnion(["constant", "surfaceScale", "light", "color"])
            var model = Lighting.Model.diffuse
            if type == "specularLighting" {
                keys.insert("exponent")
                let exponent = try o.optional("exponent", SceneConvert.number) ?? 1
                guard (1...128).contains(exponent) else {
                    throw SceneProblem(path.appending("exponent"), "expected a number from 1 to 128, found \(SceneConvert.format(exponent))")
                }
                model = .specular(exponent: exponent)
            }
            let constant = try o.optional("constant", SceneConvert.number) ?? 1
            guard constant >= 0 else { throw SceneProblem(path.appending("constant"), "must not be negative, found \(SceneConvert.format(constant))") }
            operation = .lighting(Lighting(
                model: model, constant: constant,
                surfaceScale: try o.optional("surfaceScale", SceneConvert.number) ?? 1,
                color: try o.optional("color", SceneConvert.nonNullColor) ?? .white, light: try o.required("light", lightSource)))
        case "displacementMap":
            let (sx, sy) = try pair("scale")
            operation = .displacementMap(scaleX: sx, scaleY: sy,
                                         x: try choice("xChannel", "channel", default: ColorChannel.alpha),
                                         y: try choice("yChannel", "channel", default: ColorChannel.alpha))
        default:
            throw SceneProblem(path.appending("type"), "unknown filter primitive '\(type)'; expected one of "
                               + "gaussianBlur, offset, flood, colorMatrix, componentTransfer, composite, merge, blend, "
                               + "dropShadow, morphology, tile, turbulence, convolveMatrix, diffuseLighting, specularLighting, "
                               + "displacementMap")
        }
        try o.rejectUnknownKeys(common.union(keys))
        let inputs: [FilterInput] = try o.optional("inputs") { value, path in
            guard case .array(let items) = value else { throw SceneConvert.mismatch("a list of inputs", value, path) }
            return try items.enumerated().map { index, item in
                switch item {
                case .null: return .previous
                case .string("SourceGraphic"): return .sourceGraphic
                case .string("SourceAlpha"): return .sourceAlpha
                case .string(let name): return .result(name)
                default: throw SceneConvert.mismatch("a result name or null", item, path.appending(index: index))
                }
            }
        } ?? []
        return FilterPrimitive(operation, inputs: inputs, result: try o.optional("result", SceneConvert.string),
                               subregion: try o.optional("subregion", SceneConvert.rect),
                               colorSpace: try o.optional("colorSpace") { try SceneConvert.choice($0, $1, "colour space") } ?? .linearRGB)
    }

    /// `{"type": "distant", "azimuth": 45, "elevation": 30}`, `{"type": "point", "position": [x, y, z]}`
    /// or `{"type": "spot", "position": [...], "pointsAt": [...], "exponent": 1, "coneAngle": 30}`.
    private static func lightSource(_ value: SceneValue, _ path: CodingPath) throws -> LightSource {
        let o = try Object(value, path, what: "a light source")
        let type = try o.required("type", SceneConvert.string)
        func position(_ key: String) throws -> [Double] { try o.required(key) { try SceneConvert.numbers($0, $1, count: 3) } }
        switch type {
        case "distant":
            try o.rejectUnknownKeys(["type", "azimuth", "elevation"])
            return .distant(azimuth: try o.optional("azimuth", SceneConvert.number) ?? 0,
                            elevation: try o.optional("elevation", SceneConvert.number) ?? 0)
        case "point":
            try o.rejectUnknownKeys(["type", "position"])
            let p = try position("position")
            return .point(x: p[0], y: p[1], z: p[2])
        case "spot":
            try o.rejectUnknownKeys(["type", "position", "pointsAt", "exponent", "coneAngle"])
            let p = try position("position"), at = try position("pointsAt")
            return .spot(SpotLight(x: p[0], y: p[1], z: p[2], pointsAtX: at[0], pointsAtY: at[1], pointsAtZ: at[2],
                                   specularExponent: try o.optional("exponent", SceneConvert.number) ?? 1,
                                   limitingConeAngle: try o.optional("coneAngle", SceneConvert.number)))
        default:
            throw SceneProblem(path.appending("type"), "unknown light source '\(type)'; expected one of distant, point, spot")
        }
    }

    private static func transferFunction(_ value: SceneValue, _ path: CodingPath) throws -> TransferFunction {
        let o = try Object(value, path, what: "a transfer function")
        try o.rejectUnknownKeys(["type", "values"])
        let type = try o.required("type", SceneConvert.string)
        func values(_ count: Int?) throws -> [Double] { try o.required("values") { try SceneConvert.numbers($0, $1, count: count) } }
        switch type {
        case "identity": return .identity
        case "table": return .table(try values(nil))
        case "discrete": return .discrete(try values(nil))
        case "linear":
            let v = try values(2)
            return .linear(slope: v[0], intercept: v[1])
        case "gamma":
            let v = try values(3)
            return .gamma(amplitude: v[0], exponent: v[1], offset: v[2])
        default:
            throw SceneProblem(path.appending("type"), "unknown transfer function '\(type)'; expected one of identity, table, discrete, linear, gamma")
        }
    }

    static func write(_ graph: FilterGraph) -> OrderedJSON {
        let r = graph.region
        return .object(["region": .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height]),
                        "primitives": .array(graph.primitives.map(write))])
    }

    private static func write(_ primitive: FilterPrimitive) -> OrderedJSON {
        var members: [OrderedJSON.Member] = []
        func add(_ key: String, _ value: OrderedJSON) { members.append(.init(key, value)) }
        func color(_ c: Color) -> OrderedJSON { .numbers(c.components) }
        switch primitive.operation {
        case let .gaussianBlur(x, y, edgeMode):
            add("type", .string("gaussianBlur"))
            add("stdDeviation", .numbers([x, y]))
            if edgeMode != .none { add("edgeMode", .string(edgeMode.rawValue)) }
        case let .offset(dx, dy):
            add("type", .string("offset"))
            add("offset", .numbers([dx, dy]))
        case let .flood(c):
            add("type", .string("flood"))
            add("color", color(c))
        case let .colorMatrix(m):
            add("type", .string("colorMatrix"))
            add("matrix", .numbers(m))
        case let .componentTransfer(functions):
            add("type", .string("componentTransfer"))
            add("functions", .array(functions.map { f in
                switch f {
                case .identity: .object(["type": .string("identity")])
                case .table(let v): .object(["type": .string("table"), "values": .numbers(v)])
                case .discrete(let v): .object(["type": .string("discrete"), "values": .numbers(v)])
                case let .linear(s, i): .object(["type": .string("linear"), "values": .numbers([s, i])])
                case let .gamma(a, e, o): .object(["type": .string("gamma"), "values": .numbers([a, e, o])])
                }
            }))
        case let .composite(op, k):
            add("type", .string("composite"))
            add("operator", .string(op.rawValue))
            if op == .arithmetic { add("k", .numbers(k)) }
        case .merge:
            add("type", .string("merge"))
        case let .blend(mode):
            add("type", .string("blend"))
            add("mode", .optional(mode?.rawValue))
        case let .dropShadow(dx, dy, x, y, c):
            add("type", .string("dropShadow"))
            add("offset", .numbers([dx, dy]))
            add("stdDeviation", .numbers([x, y]))
            add("color", color(c))
        case let .morphology(op, rx, ry):
            add("type", .string("morphology"))
            add("operator", .string(op.rawValue))
            add("radius", .numbers([rx, ry]))
        case .tile:
            add("type", .string("tile"))
        case .turbulence(let t):
            add("type", .string("turbulence"))
            add("baseFrequency", .numbers([t.baseFrequencyX, t.baseFrequencyY]))
            add("octaves", .number(Double(t.octaves)))
            add("seed", .number(Double(t.seed)))
            add("stitchTiles", .bool(t.stitchesTiles))
            add("fractalNoise", .bool(t.isFractalNoise))
            add("origin", .numbers([t.origin.x, t.origin.y]))
        case .convolveMatrix(let m):
            add("type", .string("convolveMatrix"))
            add("order", .numbers([Double(m.orderX), Double(m.orderY)]))
            add("kernel", .numbers(m.kernel))
            add("divisor", .number(m.divisor))
            add("bias", .number(m.bias))
            add("target", .numbers([Double(m.targetX), Double(m.targetY)]))
            add("edgeMode", .string(m.edgeMode.rawValue))
            add("preserveAlpha", .bool(m.preservesAlpha))
        case .lighting(let l):
            switch l.model {
            case .diffuse:
                add("type", .string("diffuseLighting"))
            case .specular(let exponent):
                add("type", .string("specularLighting"))
                add("exponent", .number(exponent))
            }
            add("constant", .number(l.constant))
            add("surfaceScale", .number(l.surfaceScale))
            add("color", color(l.color))
            switch l.light {
            case let .distant(azimuth, elevation):
                add("light", .object(["type": .string("distant"), "azimuth": .number(azimuth), "elevation": .number(elevation)]))
            case let .point(x, y, z):
                add("light", .object(["type": .string("point"), "position": .numbers([x, y, z])]))
            case .spot(let s):
                var light: [OrderedJSON.Member] = [.init("type", .string("spot")), .init("position", .numbers([s.x, s.y, s.z])),
                                                   .init("pointsAt", .numbers([s.pointsAtX, s.pointsAtY, s.pointsAtZ])),
                                                   .init("exponent", .number(s.specularExponent))]
                if let cone = s.limitingConeAngle { light.append(.init("coneAngle", .number(cone))) }
                add("light", .object(light))
            }
        case let .displacementMap(scaleX, scaleY, x, y):
            add("type", .string("displacementMap"))
            add("scale", .numbers([scaleX, scaleY]))
            add("xChannel", .string(x.rawValue))
            add("yChannel", .string(y.rawValue))
        }
        if !primitive.inputs.isEmpty {
            add("inputs", .array(primitive.inputs.map { input in
                switch input {
                case .previous: .null
                case .sourceGraphic: .string("SourceGraphic")
                case .sourceAlpha: .string("SourceAlpha")
                case .result(let name): .string(name)
                }
            }))
        }
        if let result = primitive.result { add("result", .string(result)) }
        if let r = primitive.subregion { add("subregion", .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height])) }
        if primitive.colorSpace != .linearRGB { add("colorSpace", .string(primitive.colorSpace.rawValue)) }
        return .object(members)
    }
}

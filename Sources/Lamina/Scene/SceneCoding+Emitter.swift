/// How emitter cells appear in scene documents: a list of objects with `CAEmitterCell`'s key
/// names (`enabled` for `isEnabled`), `contents` an image file beside the document, and
/// `emitterCells` nested. Written with only the keys that differ from Core Animation's defaults.
extension SceneCoding where Value == [EmitterCell]? {
    static var emitterCells: Self {
        Self(read: { value, path in
            if case .null = value { return nil }
            return try EmitterCellCoding.cells(value, path, depth: 1)
        }, write: { cells in
            cells.map { .array($0.map(EmitterCellCoding.write)) } ?? .null
        })
    }
}

/// The keys of an emitter cell in a document, each read, written and compared by one entry.
enum EmitterCellCoding {
    typealias CodingPath = [any CodingKey]

    /// A number-valued key: its name, where it lives, and whether it must not be negative.
    struct NumberKey: Sendable {
        let name: String
        let path: WritableKeyPath<EmitterCell, Double> & Sendable
        let nonNegative: Bool
    }

    /// Every number key, in `CAEmitterCell`'s order.
    static let numberKeys: [NumberKey] = [
        NumberKey(name: "birthRate", path: \.birthRate, nonNegative: true),
        NumberKey(name: "lifetime", path: \.lifetime, nonNegative: true),
        NumberKey(name: "lifetimeRange", path: \.lifetimeRange, nonNegative: true),
        NumberKey(name: "emissionLatitude", path: \.emissionLatitude, nonNegative: false),
        NumberKey(name: "emissionLongitude", path: \.emissionLongitude, nonNegative: false),
        NumberKey(name: "emissionRange", path: \.emissionRange, nonNegative: true),
        NumberKey(name: "velocity", path: \.velocity, nonNegative: false),
        NumberKey(name: "velocityRange", path: \.velocityRange, nonNegative: true),
        NumberKey(name: "xAcceleration", path: \.xAcceleration, nonNegative: false),
        NumberKey(name: "yAcceleration", path: \.yAcceleration, nonNegative: false),
        NumberKey(name: "zAcceleration", path: \.zAcceleration, nonNegative: false),
        NumberKey(name: "scale", path: \.scale, nonNegative: false),
        NumberKey(name: "scaleRange", path: \.scaleRange, nonNegative: true),
        NumberKey(name: "scaleSpeed", path: \.scaleSpeed, nonNegative: false),
        NumberKey(name: "spin", path: \.spin, nonNegative: false),
        NumberKey(name: "spinRange", path: \.spinRange, nonNegative: true),
        NumberKey(name: "redRange", path: \.redRange, nonNegative: true),
        NumberKey(name: "greenRange", path: \.greenRange, nonNegative: true),
        NumberKey(name: "blueRange", path: \.blueRange, nonNegative: true),
        NumberKey(name: "alphaRange", path: \.alphaRange, nonNegative: true),
        NumberKey(name: "redSpeed", path: \.redSpeed, nonNegative: false),
        NumberKey(name: "greenSpeed", path: \.greenSpeed, nonNegative: false),
        NumberKey(name: "blueSpeed", path: \.blueSpeed, nonNegative: false),
        NumberKey(name: "alphaSpeed", path: \.alphaSpeed, nonNegative: false),
        NumberKey(name: "contentsScale", path: \.contentsScale, nonNegative: true),
        NumberKey(name: "beginTime", path: \.beginTime, nonNegative: false),
        NumberKey(name: "duration", path: \.duration, nonNegative: true),
    ]

    /// The keys that are not numbers.
    static let otherKeys = ["name", "enabled", "color", "contents", "contentsRect", "minificationFilter",
                            "magnificationFilter", "emitterCells"]

    /// Every key a cell may have.
    static let allKeys = Set(numberKeys.map(\.name) + otherKeys)

    /// The filters Core Animation names (`kCAFilterLinear`, `kCAFilterNearest`, `kCAFilterTrilinear`).
    static let filterNames = ["linear", "nearest", "trilinear"]

    /// The number scalar animations may target on a cell (`emitterCells.NAME.KEY`).
    static func numberKey(named name: String) -> NumberKey? { numberKeys.first { $0.name == name } }

    static func cells(_ value: SceneValue, _ path: CodingPath, depth: Int) throws -> [EmitterCell] {
        guard case .array(let items) = value else {
            throw SceneConvert.mismatch("a list of emitter cells", value, path)
        }
        let limit = Limits.standard.emitterCellDepth
        guard depth <= limit else {
            throw SceneProblem(path, LimitError(fileName: nil, what: "emitter cells nested \(depth) deep", limit: limit,
                                                remedy: LimitError.fixed).message)
        }
        return try items.enumerated().map { try cell($1, path.appending(index: $0), depth: depth) }
    }

    static func cell(_ value: SceneValue, _ path: CodingPath, depth: Int) throws -> EmitterCell {
        guard case .object(let fields) = value else { throw SceneConvert.mismatch("an emitter cell (an object)", value, path) }
        for key in fields.keys.sorted() where !allKeys.contains(key) {
            throw SceneProblem(path.appending(key),
                               "unknown key '\(key)' of an emitter cell\(NameSuggestion.didYouMean(key, in: allKeys.sorted()))")
        }
        var cell = EmitterCell()
        if let name = fields["name"] { cell.name = try SceneConvert.optionalString(name, path.appending("name")) }
        if let enabled = fields["enabled"] { cell.isEnabled = try SceneConvert.bool(enabled, path.appending("enabled")) }
        for key in numberKeys {
            guard let field = fields[key.name] else { continue }
            let at = path.appending(key.name)
            cell[keyPath: key.path] = key.nonNegative ? try SceneConvert.nonNegative(field, at) : try SceneConvert.number(field, at)
        }
        if let color = fields["color"] { cell.color = try SceneConvert.nonNullColor(color, path.appending("color")) }
        if let contents = fields["contents"], contents != .null {
            cell.contentsFile = try LayerDescription.relativeFile(contents, path.appending("contents"))
        }
        if let rect = fields["contentsRect"] {
            cell.contentsRect = try SceneCoding<Rect>.nonEmptyRect.read(rect, path.appending("contentsRect"))
        }
        for (key, keyPath) in [("minificationFilter", \EmitterCell.minificationFilter),
                               ("magnificationFilter", \EmitterCell.magnificationFilter)] {
            guard let field = fields[key] else { continue }
            let name = try SceneConvert.string(field, path.appending(key))
            guard filterNames.contains(name) else {
                throw SceneProblem(path.appending(key), "unknown filter '\(name)'; expected one of "
                                   + filterNames.map { "'\($0)'" }.joined(separator: ", "))
            }
            cell[keyPath: keyPath] = name
        }
        if let nested = fields["emitterCells"], nested != .null {
            cell.emitterCells = try cells(nested, path.appending("emitterCells"), depth: depth + 1)
        }
        return cell
    }

    static func write(_ cell: EmitterCell) -> OrderedJSON {
        let defaults = EmitterCell()
        var members: [OrderedJSON.Member] = []
        if let name = cell.name { members.append(.init("name", .string(name))) }
        if !cell.isEnabled { members.append(.init("enabled", .bool(false))) }
        for key in numberKeys where cell[keyPath: key.path] != defaults[keyPath: key.path] {
            members.append(.init(key.name, .number(cell[keyPath: key.path])))
        }
        if cell.color != defaults.color { members.append(.init("color", .numbers(cell.color.components))) }
        if let file = cell.contentsFile { members.append(.init("contents", .string(file))) }
        if cell.contentsRect != defaults.contentsRect {
            members.append(.init("contentsRect", SceneCoding<Rect>.rect.write(cell.contentsRect)))
        }
        if cell.minificationFilter != defaults.minificationFilter {
            members.append(.init("minificationFilter", .string(cell.minificationFilter)))
        }
        if cell.magnificationFilter != defaults.magnificationFilter {
            members.append(.init("magnificationFilter", .string(cell.magnificationFilter)))
        }
        if let nested = cell.emitterCells { members.append(.init("emitterCells", .array(nested.map(write)))) }
        return .object(members)
    }
}

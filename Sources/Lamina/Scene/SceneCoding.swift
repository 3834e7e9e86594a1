/// How one kind of value appears in scene documents and in `inspect` output: how a document's
/// value is read and checked (with a message naming its JSON path), how `SceneWriter` writes it,
/// and how `InspectReport` prints it (the same as written, except paths).
///
/// The property table (`PropertyKey`) gives every stored property one of these, so documents,
/// the writer and the report cannot disagree about a value's spelling.
struct SceneCoding<Value: Sendable>: Sendable {
    typealias CodingPath = [any CodingKey]

    let read: @Sendable (SceneValue, CodingPath) throws -> Value
    let write: @Sendable (Value) -> OrderedJSON
    let inspect: @Sendable (Value) -> OrderedJSON

    init(read: @escaping @Sendable (SceneValue, CodingPath) throws -> Value, write: @escaping @Sendable (Value) -> OrderedJSON,
         inspect: (@Sendable (Value) -> OrderedJSON)? = nil) {
        self.read = read
        self.write = write
        self.inspect = inspect ?? write
    }
}

extension SceneCoding where Value == Double {
    static var number: Self { Self(read: SceneConvert.number, write: { .number($0) }) }
    static var nonNegative: Self { Self(read: SceneConvert.nonNegative, write: { .number($0) }) }
    static var positive: Self { Self(read: SceneConvert.positive, write: { .number($0) }) }
}

extension SceneCoding where Value == Double? {
    /// A number or `null`.
    static var optionalNumber: Self {
        Self(read: { value, path in
            if case .null = value { return nil }
            return try SceneConvert.number(value, path)
        }, write: { $0.map { .number($0) } ?? .null })
    }
}

extension SceneCoding where Value == Int {
    /// A whole number in `range`, written as a number.
    static func integer(in range: ClosedRange<Int>) -> Self {
        Self(read: { try SceneConvert.integer($0, $1, in: range) }, write: { .number(Double($0)) })
    }
}

extension SceneCoding where Value == Bool {
    static var bool: Self { Self(read: SceneConvert.bool, write: { .bool($0) }) }
}

extension SceneCoding where Value == String {
    static var string: Self { Self(read: SceneConvert.string, write: { .string($0) }) }
}

extension SceneCoding where Value == String? {
    /// A string or `null`.
    static var optionalString: Self { Self(read: SceneConvert.optionalString, write: { .optional($0) }) }
}

extension SceneCoding where Value == Point {
    /// `[x, y]`.
    static var point: Self { Self(read: SceneConvert.point, write: { .numbers([$0.x, $0.y]) }) }
}

extension SceneCoding where Value == Size {
    /// `[width, height]`.
    static var size: Self { Self(read: SceneConvert.size, write: { .numbers([$0.width, $0.height]) }) }
}

extension SceneCoding where Value == Rect {
    /// `[x, y, width, height]`.
    static var rect: Self {
        Self(read: SceneConvert.rect, write: { .numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]) })
    }

    /// `[x, y, width, height]` with a positive width and height (`contentsRect`: Core Animation
    /// leaves an empty one undefined).
    static var nonEmptyRect: Self { sized(allowingZero: false) }

    /// `[x, y, width, height]` with a width and height of zero or more (`contentsCenter`: an
    /// empty centre stretches the line of pixels it sits on).
    static var nonNegativeRect: Self { sized(allowingZero: true) }

    private static func sized(allowingZero: Bool) -> Self {
        Self(read: { value, path in
            let rect = try SceneConvert.rect(value, path)
            for (index, (name, length)) in [(2, ("width", rect.size.width)), (3, ("height", rect.size.height))]
            where allowingZero ? length < 0 : length <= 0 {
                throw SceneProblem(path.appending(index: index),
                                   "\(name) must be \(allowingZero ? "zero or more" : "positive"), found \(SceneConvert.format(length))")
            }
            return rect
        }, write: rect.write)
    }
}

extension SceneCoding where Value == Transform3D {
    /// Read as components or 16 numbers; written as 16 numbers in `CATransform3D` order.
    static var transform: Self { Self(read: SceneConvert.transform, write: { .numbers($0.values) }) }
}

extension SceneCoding where Value == Color? {
    /// `[r, g, b, a]` or `null` (also read: `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b]`).
    static var color: Self { Self(read: SceneConvert.color, write: { $0.map { .numbers($0.components) } ?? .null }) }
}

extension SceneCoding where Value == [Color]? {
    /// A list of colours (no `null` inside); written as `null` only when absent.
    static var colors: Self {
        Self(read: SceneConvert.colors, write: { $0.map { .array($0.map { .numbers($0.components) }) } ?? .null })
    }
}

extension SceneCoding where Value == [Double]? {
    /// A list of numbers; written as `null` only when absent.
    static var numbers: Self {
        Self(read: { try SceneConvert.numbers($0, $1) }, write: { $0.map { .numbers($0) } ?? .null })
    }

    /// A dash pattern: non-negative numbers, or `null` for a solid line.
    static var dashPattern: Self {
        Self(read: { value, path in
            if case .null = value { return nil }
            let pattern = try SceneConvert.numbers(value, path)
            for (i, n) in pattern.enumerated() where n < 0 {
                throw SceneProblem(path.appending(index: i), "must not be negative, found \(SceneConvert.format(n))")
            }
            return pattern
        }, write: { $0.map { .numbers($0) } ?? .null })
    }
}

extension SceneCoding where Value == Path? {
    /// Read as a `PathDescription` or `null`; written as `{"svg": ...}`, printed by `inspect` as
    /// the bare SVG path data.
    static var path: Self {
        Self(read: { value, path in
            if case .null = value { return nil }
            return try PathDescription(value, path).path
        }, write: { path in
            path.map { .object([.init("svg", .string(InspectReport.svgPathData($0)))]) } ?? .null
        }, inspect: { path in
            .optional(path.map(InspectReport.svgPathData))
        })
    }
}

extension SceneCoding where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's raw values; `what` names it in messages ("line cap").
    static func choice(_ what: String) -> Self {
        Self(read: { try SceneConvert.choice($0, $1, what) }, write: { .string($0.rawValue) })
    }
}

extension SceneCoding {
    /// One of an enumeration's raw values, or `null` for none; `what` names it in messages.
    static func optionalChoice<E>(_ what: String) -> Self
    where Value == E?, E: RawRepresentable & CaseIterable & Sendable, E.RawValue == String {
        Self(read: { value, path in
            if case .null = value { return nil }
            let choice: E = try SceneConvert.choice(value, path, what)
            return choice
        }, write: { $0.map { .string($0.rawValue) } ?? .null })
    }
}

extension SceneCoding where Value == CornerMask {
    /// A list of Core Animation's corner names (`["layerMinXMinYCorner", "layerMaxXMaxYCorner"]`),
    /// each at most once; written in bit order.
    static var cornerMask: Self {
        Self(read: { value, path in
            guard case .array(let items) = value else {
                throw SceneProblem(path, "expected a list of corner names (\(CornerMask.named.map(\.name).joined(separator: ", ")))")
            }
            var mask: CornerMask = []
            for (index, item) in items.enumerated() {
                let name = try SceneConvert.string(item, path.appending(index: index))
                guard let corner = CornerMask.named.first(where: { $0.name == name })?.corner else {
                    throw SceneProblem(path.appending(index: index),
                                       "unknown corner '\(name)'\(NameSuggestion.didYouMean(name, in: CornerMask.named.map(\.name)))")
                }
                mask.insert(corner)
            }
            return mask
        }, write: { mask in
            .array(CornerMask.named.filter { mask.contains($0.corner) }.map { .string($0.name) })
        })
    }
}

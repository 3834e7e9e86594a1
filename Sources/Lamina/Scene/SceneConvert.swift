import Foundation

/// Conversions from raw scene values to Lamina's types. Each takes the value and its coding
/// path, and throws a `SceneProblem` that names what was expected and what was found.
enum SceneConvert {
    typealias CodingPath = [any CodingKey]

    static func mismatch(_ expected: String, _ value: SceneValue, _ path: CodingPath) -> SceneProblem {
        SceneProblem(path, "expected \(expected), found \(value.typeDescription)")
    }

    // MARK: - Scalars

    /// A finite number.
    static func number(_ value: SceneValue, _ path: CodingPath) throws -> Double {
        guard case .number(let n) = value else { throw mismatch("a number", value, path) }
        // YAML can spell .inf and .nan; JSON cannot, but a document must not smuggle them in.
        guard n.isFinite else { throw SceneProblem(path, "expected a finite number, found \(n)") }
        return n
    }

    static func nonNegative(_ value: SceneValue, _ path: CodingPath) throws -> Double {
        let n = try number(value, path)
        guard n >= 0 else { throw SceneProblem(path, "must not be negative, found \(format(n))") }
        return n
    }

    static func positive(_ value: SceneValue, _ path: CodingPath) throws -> Double {
        let n = try number(value, path)
        guard n > 0 else { throw SceneProblem(path, "must be positive, found \(format(n))") }
        return n
    }

    /// A whole number in `range`.
    static func integer(_ value: SceneValue, _ path: CodingPath, in range: ClosedRange<Int>) throws -> Int {
        let n = try number(value, path)
        guard n.rounded() == n, n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw SceneProblem(path, "expected a whole number in \(range.lowerBound)...\(range.upperBound), found \(format(n))")
        }
        return Int(n)
    }

    static func bool(_ value: SceneValue, _ path: CodingPath) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch("a Boolean", value, path) }
        return b
    }

    static func string(_ value: SceneValue, _ path: CodingPath) throws -> String {
        guard case .string(let s) = value else { throw mismatch("a string", value, path) }
        return s
    }

    static func optionalString(_ value: SceneValue, _ path: CodingPath) throws -> String? {
        if case .null = value { return nil }
        return try string(value, path)
    }

    /// One of an enumeration's raw values; `what` names it in the message ("fill mode").
    static func choice<E: RawRepresentable & CaseIterable>(_ value: SceneValue, _ path: CodingPath, _ what: String) throws -> E
    where E.RawValue == String {
        let name = try string(value, path)
        guard let result = E(rawValue: name) else {
            let names = E.allCases.map(\.rawValue).joined(separator: ", ")
            throw SceneProblem(path, "unknown \(what) '\(name)'; expected one of \(names)")
        }
        return result
    }

    // MARK: - Lists and geometry

    /// A list of finite numbers, of `count` items when given.
    static func numbers(_ value: SceneValue, _ path: CodingPath, count: Int? = nil, what: String = "numbers") throws -> [Double] {
        guard case .array(let items) = value else {
            throw mismatch(count.map { "a list of \($0) \(what)" } ?? "a list of numbers", value, path)
        }
        if let count, items.count != count {
            throw SceneProblem(path, "expected a list of \(count) \(what), found \(items.count) item\(items.count == 1 ? "" : "s")")
        }
        return try items.enumerated().map { try number($1, path.appending(index: $0)) }
    }

    static func point(_ value: SceneValue, _ path: CodingPath) throws -> Point {
        let n = try numbers(value, path, count: 2, what: "numbers [x, y]")
        return Point(x: n[0], y: n[1])
    }

    static func size(_ value: SceneValue, _ path: CodingPath) throws -> Size {
        let n = try numbers(value, path, count: 2, what: "numbers [width, height]")
        return Size(width: n[0], height: n[1])
    }

    static func rect(_ value: SceneValue, _ path: CodingPath) throws -> Rect {
        let n = try numbers(value, path, count: 4, what: "numbers [x, y, width, height]")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    // MARK: - Colours

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b, a]` (or `[r, g, b]`) in 0...1, or `null`.
    static func color(_ value: SceneValue, _ path: CodingPath) throws -> Color? {
        switch value {
        case .null:
            return nil
        case .string(let hex):
            guard let color = Color(hex: hex) else {
                throw SceneProblem(path, "bad colour '\(hex)'; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return color
        case .array(let items):
            let components = try items.enumerated().map { try number($1, path.appending(index: $0)) }
            guard let color = Color(components: components) else {
                throw SceneProblem(path, "bad colour: expected [r, g, b, a] with each component in 0...1")
            }
            return color
        default:
            throw mismatch("a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b, a] or null)", value, path)
        }
    }

    static func nonNullColor(_ value: SceneValue, _ path: CodingPath) throws -> Color {
        guard let color = try color(value, path) else { throw SceneProblem(path, "expected a colour, found null") }
        return color
    }

    static func colors(_ value: SceneValue, _ path: CodingPath) throws -> [Color] {
        guard case .array(let items) = value else { throw mismatch("a list of colours", value, path) }
        return try items.enumerated().map { try nonNullColor($1, path.appending(index: $0)) }
    }

    // MARK: - Transforms and timing

    /// `{"rotate": rad, "scale": s | [sx, sy], "translate": [x, y]}` (scale, then rotate, then
    /// translate) or 16 numbers in `CATransform3D` order.
    static func transform(_ value: SceneValue, _ path: CodingPath) throws -> Transform3D {
        switch value {
        case .array:
            return Transform3D(try numbers(value, path, count: 16, what: "numbers (m11 ... m44)"))!
        case .object(let fields):
            for key in fields.keys.sorted() where !["rotate", "scale", "translate"].contains(key) {
                throw SceneProblem(path.appending(key), "unknown key '\(key)'; a transform has rotate, scale, translate")
            }
            var result = Transform3D.identity
            if let scale = fields["scale"] {
                let scalePath = path.appending("scale")
                if case .array = scale {
                    let s = try numbers(scale, scalePath, count: 2, what: "numbers [sx, sy]")
                    result = Transform3D(scaleX: s[0], y: s[1])
                } else {
                    let s = try number(scale, scalePath)
                    result = Transform3D(scaleX: s, y: s)
                }
            }
            if let rotate = fields["rotate"] {
                result = result.concatenating(Transform3D(rotationAngle: try number(rotate, path.appending("rotate"))))
            }
            if let translate = fields["translate"] {
                let t = try point(translate, path.appending("translate"))
                result = result.concatenating(Transform3D(translationX: t.x, y: t.y))
            }
            return result
        default:
            throw mismatch("a transform (an object with rotate, scale, translate, or 16 numbers)", value, path)
        }
    }

    /// A named curve (`"easeInEaseOut"`) or `[c1x, c1y, c2x, c2y]`.
    static func timingFunction(_ value: SceneValue, _ path: CodingPath) throws -> TimingFunction {
        switch value {
        case .string(let name):
            guard let function = TimingFunction(name: name) else {
                let names = TimingFunction.named.map(\.name).joined(separator: ", ")
                throw SceneProblem(path, "unknown timing function '\(name)'; expected one of \(names) or [c1x, c1y, c2x, c2y]")
            }
            return function
        case .array:
            let p = try numbers(value, path, count: 4, what: "control points [c1x, c1y, c2x, c2y]")
            guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
                throw SceneProblem(path, "control point x values must be in 0...1")
            }
            return TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
        default:
            throw mismatch("a timing function (a name or [c1x, c1y, c2x, c2y])", value, path)
        }
    }

    /// A number or `"infinity"`, not negative.
    static func countOrInfinity(_ value: SceneValue, _ path: CodingPath) throws -> Double {
        if case .string(let s) = value {
            guard s == "infinity" else { throw SceneProblem(path, "expected a number or \"infinity\", found '\(s)'") }
            return .infinity
        }
        guard case .number = value else { throw mismatch("a number or \"infinity\"", value, path) }
        return try nonNegative(value, path)
    }

    /// A number for messages: no trailing `.0`.
    static func format(_ n: Double) -> String {
        n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}

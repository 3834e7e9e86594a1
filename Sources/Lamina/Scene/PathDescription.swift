/// A path in a scene document: one of
///
///     {"rect": [x, y, w, h]}
///     {"roundedRect": [x, y, w, h], "cornerRadius": r}
///     {"ellipse": [x, y, w, h]}
///     {"arc": {"center": [x, y], "radius": r, "startAngle": a, "endAngle": b, "clockwise": true}}
///     {"svg": "M0 0 L10 10 Z"}
public struct PathDescription: Hashable, Sendable, Decodable {
    /// The shape as written.
    public enum Shape: Hashable, Sendable {
        /// A rectangle, `[x, y, w, h]` in points.
        case rect(Rect)
        /// A rounded rectangle; the radius in points.
        case roundedRect(Rect, cornerRadius: Double)
        /// An ellipse inscribed in a rectangle.
        case ellipse(Rect)
        /// An arc; the radius in points, the angles in radians.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// SVG path data.
        case svg(String)
    }

    /// The shape as written.
    public var shape: Shape
    /// The path the shape describes.
    public var path: Path

    /// Reads a path from a scene document; errors name the key path.
    public init(from decoder: any Decoder) throws {
        self = try PathDescription(SceneValue(from: decoder), decoder.codingPath)
    }

    /// Reads a path from a raw value at `codingPath`.
    init(_ value: SceneValue, _ codingPath: [any CodingKey]) throws {
        typealias C = SceneConvert
        guard case .object(let fields) = value else {
            throw C.mismatch("a path (an object with rect, roundedRect, ellipse, arc or svg)", value, codingPath)
        }
        let shapes = ["rect", "roundedRect", "ellipse", "arc", "svg"]
        let given = shapes.filter { fields[$0] != nil }
        guard given.count == 1, let kind = given.first else {
            let problem = given.isEmpty ? "a path needs one of" : "a path has only one of"
            throw SceneProblem(codingPath, "\(problem) \(shapes.joined(separator: ", ")); found \(given.isEmpty ? "none" : given.joined(separator: ", "))")
        }
        let allowed: Set<String> = kind == "roundedRect" ? [kind, "cornerRadius"] : [kind]
        for key in fields.keys.sorted() where !allowed.contains(key) {
            throw SceneProblem(codingPath.appending(key), "unknown key '\(key)' in a \(kind) path")
        }
        let path = codingPath.appending(kind)
        let value = fields[kind]!
        switch kind {
        case "rect":
            shape = .rect(try C.rect(value, path))
        case "roundedRect":
            guard let radius = fields["cornerRadius"] else { throw SceneProblem(codingPath, "missing key 'cornerRadius'") }
            shape = .roundedRect(try C.rect(value, path), cornerRadius: try C.nonNegative(radius, codingPath.appending("cornerRadius")))
        case "ellipse":
            shape = .ellipse(try C.rect(value, path))
        case "arc":
            shape = try Self.arc(value, path)
        default:
            let data = try C.string(value, path)
            do {
                _ = try Path(svgPathData: data)
            } catch {
                throw SceneProblem(path, "bad SVG path data: \(error)")
            }
            shape = .svg(data)
        }
        self.path = Self.makePath(shape)
    }

    private static func arc(_ value: SceneValue, _ path: [any CodingKey]) throws -> Shape {
        typealias C = SceneConvert
        guard case .object(let f) = value else {
            throw C.mismatch("an arc (an object with center, radius, startAngle, endAngle, clockwise)", value, path)
        }
        let known = ["center", "radius", "startAngle", "endAngle", "clockwise"]
        for key in f.keys.sorted() where !known.contains(key) {
            throw SceneProblem(path.appending(key), "unknown key '\(key)' in an arc")
        }
        func field(_ key: String) throws -> SceneValue {
            guard let v = f[key] else { throw SceneProblem(path, "missing key '\(key)'") }
            return v
        }
        return .arc(center: try C.point(try field("center"), path.appending("center")),
                    radius: try C.nonNegative(try field("radius"), path.appending("radius")),
                    startAngle: try C.number(try field("startAngle"), path.appending("startAngle")),
                    endAngle: try C.number(try field("endAngle"), path.appending("endAngle")),
                    clockwise: try f["clockwise"].map { try C.bool($0, path.appending("clockwise")) } ?? true)
    }

    private static func makePath(_ shape: Shape) -> Path {
        switch shape {
        case .rect(let r): .rect(r)
        case .roundedRect(let r, let radius): .roundedRect(r, cornerRadius: radius)
        case .ellipse(let r): .ellipse(in: r)
        case let .arc(center, radius, start, end, clockwise):
            .arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case .svg(let data): (try? Path(svgPathData: data)) ?? Path()
        }
    }
}

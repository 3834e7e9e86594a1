/// A value an animation reads or writes: the `fromValue`, `toValue` and keyframe `values` of
/// Lamina's animations (Core Animation's `Any?`, typed).
///
/// Number, Boolean and string literals convert on their own: `animation.toValue = 0.5`.
public enum AnimatableValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(Transform3D)
    /// A colour; `nil` is no colour (drawn as nothing).
    case color(Color?)
    case path(Path?)
    case bool(Bool)
    case string(String?)
    case numbers([Double])
    case colors([Color])

    public init(_ value: Double) { self = .number(value) }
    public init(_ value: Point) { self = .point(value) }
    public init(_ value: Size) { self = .size(value) }
    public init(_ value: Rect) { self = .rect(value) }
    public init(_ value: Transform3D) { self = .transform(value) }
    public init(_ value: Color?) { self = .color(value) }
    public init(_ value: Path?) { self = .path(value) }

    public var number: Double? { if case .number(let v) = self { v } else { nil } }
    public var point: Point? { if case .point(let v) = self { v } else { nil } }
    public var size: Size? { if case .size(let v) = self { v } else { nil } }
    public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
    public var transform: Transform3D? { if case .transform(let v) = self { v } else { nil } }
    public var bool: Bool? { if case .bool(let v) = self { v } else { nil } }

    /// The kind of value, for messages ("a number", "a point").
    public var typeDescription: String {
        switch self {
        case .number: "a number"
        case .point: "a point"
        case .size: "a size"
        case .rect: "a rectangle"
        case .transform: "a transform"
        case .color: "a colour"
        case .path: "a path"
        case .bool: "a Boolean"
        case .string: "a string"
        case .numbers: "a list of numbers"
        case .colors: "a list of colours"
        }
    }
}

extension AnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral
{
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

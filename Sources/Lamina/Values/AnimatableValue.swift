/// A value an animation reads or writes: the `fromValue`, `toValue` and keyframe `values` of
/// Lamina's animations (Core Animation's `Any?`, typed).
///
/// Number, Boolean and string literals convert on their own: `animation.toValue = 0.5`.
public enum AnimatableValue: Hashable, Sendable {
    /// A number (opacity, a coordinate, a width, an angle in radians).
    case number(Double)
    /// A point, in points.
    case point(Point)
    /// A size, in points.
    case size(Size)
    /// A rectangle, in points.
    case rect(Rect)
    /// A 3D transform.
    case transform(Transform3D)
    /// A colour; `nil` is no colour (drawn as nothing).
    case color(Color?)
    /// A path; `nil` is no path.
    case path(Path?)
    /// A Boolean (`hidden`, `masksToBounds`), animated discretely.
    case bool(Bool)
    /// A string (`string`), animated discretely; `nil` is no string.
    case string(String?)
    /// A list of numbers (`locations`, `lineDashPattern`).
    case numbers([Double])
    /// A list of colours (`colors`).
    case colors([Color])

    /// A number.
    public init(_ value: Double) { self = .number(value) }
    /// A point.
    public init(_ value: Point) { self = .point(value) }
    /// A size.
    public init(_ value: Size) { self = .size(value) }
    /// A rectangle.
    public init(_ value: Rect) { self = .rect(value) }
    /// A transform.
    public init(_ value: Transform3D) { self = .transform(value) }
    /// A colour, or no colour.
    public init(_ value: Color?) { self = .color(value) }
    /// A path, or no path.
    public init(_ value: Path?) { self = .path(value) }

    /// The number, if this is one.
    public var number: Double? { if case .number(let v) = self { v } else { nil } }
    /// The point, if this is one.
    public var point: Point? { if case .point(let v) = self { v } else { nil } }
    /// The size, if this is one.
    public var size: Size? { if case .size(let v) = self { v } else { nil } }
    /// The rectangle, if this is one.
    public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
    /// The transform, if this is one.
    public var transform: Transform3D? { if case .transform(let v) = self { v } else { nil } }
    /// The Boolean, if this is one.
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
    /// A number from a literal: `animation.toValue = 0.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A string from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

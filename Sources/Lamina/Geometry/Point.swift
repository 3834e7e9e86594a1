/// A location in a two-dimensional coordinate system, in points.
///
/// Lamina's coordinates are y-down, as on iOS: x grows to the right and y grows downwards.
public struct Point: Hashable, Sendable, BitwiseCopyable {
    /// The horizontal coordinate, in points (x grows to the right).
    public var x: Double
    /// The vertical coordinate, in points (y grows downwards).
    public var y: Double

    /// Makes a point at `x`, `y` points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Makes a point at `x`, `y` points.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Adds the coordinates.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Subtracts the coordinates.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Scales both coordinates.
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// Scales both coordinates.
    public static func * (lhs: Double, rhs: Point) -> Point { Point(x: lhs * rhs.x, y: lhs * rhs.y) }
    /// Negates both coordinates.
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }

    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance between two points.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The point a fraction `t` of the way from `self` to `other`.
    public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

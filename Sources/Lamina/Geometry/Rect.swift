/// A rectangle: an origin and a size, in points, y-down.
///
/// Like `CGRect`, a rectangle with a negative width or height is valid; the `min`/`max`
/// accessors and `standardized` treat it as the same area with a positive size.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from, in points.
    public var origin: Point
    /// The width and height, in points (negative values extend to the left or up).
    public var size: Size

    /// Makes a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Makes a rectangle from its origin and size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Makes a rectangle from its origin and size, in points.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// (0, 0, 1, 1): the whole of something in its unit space (`contentsRect`'s default).
    public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    /// The width in points, never negative.
    public var width: Double { abs(size.width) }
    /// The height in points, never negative.
    public var height: Double { abs(size.height) }
    /// The smallest x, in points.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x, in points.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y, in points.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y, in points.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre, in points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre, in points.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the width or the height is 0.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether `point` lies inside, counting the top and left edges but not the bottom and right
    /// ones, as `CGRect.contains` does.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by `dx` points on the left and right and `dy` on the top and bottom
    /// (grown for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The part both rectangles share, or `nil` when they share no area.
    public func overlap(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies wholly inside this rectangle (edges may touch).
    func encloses(_ other: Rect) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }

    /// Whether the two rectangles overlap in an area larger than zero.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding the four transformed corners.
    public func applying(_ t: AffineTransform) -> Rect {
        // Four corners without arrays: display lists ask this of every item on every frame.
        let a = Point(minX, minY).applying(t), b = Point(maxX, minY).applying(t)
        let c = Point(minX, maxY).applying(t), d = Point(maxX, maxY).applying(t)
        let x0 = min(a.x, b.x, c.x, d.x), y0 = min(a.y, b.y, c.y, d.y)
        return Rect(x: x0, y: y0, width: max(a.x, b.x, c.x, d.x) - x0, height: max(a.y, b.y, c.y, d.y) - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// The rectangle as `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

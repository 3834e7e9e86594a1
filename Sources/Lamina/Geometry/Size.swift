/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Makes a size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Makes a size of `width` by `height` points.
    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// No width, no height.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// The size as `WxH`.
    public var description: String { "\(width)x\(height)" }
}

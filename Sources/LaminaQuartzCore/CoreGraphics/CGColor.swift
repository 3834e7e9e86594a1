import Foundation

/// A colour with its space (`CGColor`): RGB or grey components followed by alpha.
///
/// Immutable, like Core Graphics' colours, so it can be shared between threads.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last: (r, g, b, a) or (grey, a).
    public let components: [CGFloat]?

    /// An sRGB colour; components are not clamped (Core Graphics keeps them as given).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        components = [red, green, blue, alpha]
    }

    /// A grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
        components = [gray, alpha]
    }

    /// A colour in `space` from its components, alpha last; `nil` when the count does not fit
    /// the space (`numberOfComponents + 1`) or a component is not finite.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let values = (0..<count).map { components[$0] }
        guard values.allSatisfy(\.isFinite) else { return nil }
        colorSpace = space
        self.components = values
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let colorSpace else { return nil }
        values[values.count - 1] = alpha
        return values.withUnsafeBufferPointer { CGColor(colorSpace: colorSpace, components: $0.baseAddress!) }
    }

    /// (r, g, b, a), grey expanded.
    var rgbaComponents: [CGFloat] {
        guard let c = components else { return [0, 0, 0, 1] }
        return c.count == 2 ? [c[0], c[0], c[0], c[1]] : c
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}

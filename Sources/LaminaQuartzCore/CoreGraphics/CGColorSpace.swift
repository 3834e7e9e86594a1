import Foundation

/// A colour space (`CGColorSpace`): RGB or grey. Lamina draws in sRGB; the RGB spaces differ
/// only in name here (see "Differences from Core Animation").
public final class CGColorSpace: Hashable, Sendable {
    /// What the components of a colour in this space mean.
    public enum Model: Int32, Sendable {
        /// One grey component.
        case monochrome = 0
        /// Red, green and blue components.
        case rgb = 1
    }

    /// The space's name (`CGColorSpace.sRGB`), `nil` for the device spaces.
    public let name: String?
    /// RGB or monochrome.
    public let model: Model

    /// The named space, or `nil` for a name Lamina does not know.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.extendedSRGB, CGColorSpace.displayP3:
            model = .rgb
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    init(model: Model) {
        self.name = nil
        self.model = model
    }

    /// The number of colour components, alpha not counted.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }

/// The device grey space (`CGColorSpaceCreateDeviceGray()`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }

import Foundation

/// An sRGB colour with straight (not premultiplied) alpha; every component in 0...1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1 (0 is transparent).
    public var alpha: Double

    /// Makes a colour from components in 0...1 (sRGB, not premultiplied).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Makes a grey from `white` (0 black, 1 white) and `alpha`, both 0...1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// `[r, g, b, a]`.
    public var components: [Double] { [red, green, blue, alpha] }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is required, hex digits in either case).
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let r = hasAlpha ? (value >> 24) & 0xFF : (value >> 16) & 0xFF
        let g = hasAlpha ? (value >> 16) & 0xFF : (value >> 8) & 0xFF
        let b = hasAlpha ? (value >> 8) & 0xFF : value & 0xFF
        let a = hasAlpha ? value & 0xFF : 0xFF
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    /// A colour from `[r, g, b, a]` (or `[r, g, b]`), each finite and in 0...1.
    public init?(components: [Double]) {
        guard components.count == 3 || components.count == 4,
              components.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return nil }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 1)
    }

    /// `#RRGGBBAA`, rounded to 8 bits a channel.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) when every channel is a whole number of 255ths,
    /// so the hex form loses nothing; nil otherwise (an interpolated colour, say).
    public var exactHexString: String? {
        let channels = [red, green, blue, alpha]
        guard channels.allSatisfy({ abs(($0 * 255).rounded() - $0 * 255) < 1e-6 }) else { return nil }
        let hex = hexString
        return alpha == 1 ? String(hex.dropLast(2)) : hex
    }

    /// Component-wise linear interpolation, as Core Animation interpolates colours.
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        Color(red: red + (other.red - red) * t,
              green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t,
              alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Every component multiplied by the other colour's (a replicator's `instanceColor`).
    public func multiplied(by other: Color) -> Color {
        Color(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
    }

    /// The same colour with every component clamped to 0...1.
    public var clamped: Color {
        func c(_ v: Double) -> Double { min(max(v, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// The same colour with its opacity replaced by `alpha` (0...1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension Color: CustomStringConvertible {
    /// The colour as `#RRGGBBAA` hex.
    public var description: String { hexString }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

import Foundation

/// Whether and where a bitmap's pixels carry alpha (`CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: the alpha info in the low bits and the byte order (`CGBitmapInfo`).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info and byte order together, as iOS code often writes them.
    public init(alphaInfo: CGImageAlphaInfo, byteOrder: CGBitmapInfo = []) {
        self.init(rawValue: alphaInfo.rawValue | byteOrder.rawValue)
    }
}

/// Where each channel of a 32-bit pixel is in memory, for the layouts Lamina draws into:
/// 8 bits a component, RGB with alpha (or a skipped byte) first or last, either byte order.
struct PixelLayout: Hashable, Sendable {
    let red: Int, green: Int, blue: Int, alpha: Int
    /// Whether the alpha byte is ignored (the `noneSkip` layouts): pixels are opaque.
    let skipsAlpha: Bool
    let bitmapInfo: CGBitmapInfo

    /// The layout for `bitmapInfo`, or `nil` for one Lamina does not draw into (16-bit, float,
    /// unpremultiplied alpha, alpha only, no alpha byte).
    init?(bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard !info.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        guard order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue
            || order == CGBitmapInfo.byteOrder32Little.rawValue else { return nil }
        let alphaFirst: Bool
        switch alpha {
        case .premultipliedLast, .noneSkipLast: alphaFirst = false
        case .premultipliedFirst, .noneSkipFirst: alphaFirst = true
        default: return nil
        }
        // The big-endian order of the channels; little-endian reverses the four bytes.
        var offsets = alphaFirst ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        if order == CGBitmapInfo.byteOrder32Little.rawValue {
            offsets = (3 - offsets.a, 3 - offsets.r, 3 - offsets.g, 3 - offsets.b)
        }
        (red, green, blue, self.alpha) = (offsets.r, offsets.g, offsets.b, offsets.a)
        skipsAlpha = alpha == .noneSkipLast || alpha == .noneSkipFirst
        self.bitmapInfo = info
    }

    /// Cairo's ARGB32 on a little-endian machine: premultiplied B, G, R, A in memory.
    static let cairo = PixelLayout(bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
        | CGBitmapInfo.byteOrder32Little.rawValue)!

    var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }
}

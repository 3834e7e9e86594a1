import Foundation

/// Core Foundation's array, as iOS code passes colours to `CGGradient`: `[a, b] as CFArray`.
public typealias CFArray = NSArray

/// Colours at locations for `CGContext.drawLinearGradient` and `drawRadialGradient` (`CGGradient`).
public final class CGGradient: @unchecked Sendable {
    // Immutable after init.
    /// (location, colour) pairs in increasing location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` (`CGColor`s) at `locations` (0...1, one per colour; `nil` spaces
    /// them evenly). `nil` when a colour is not a `CGColor`, there is none, or `locations` has
    /// the wrong count.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        let positions = (0..<list.count).map { index in
            locations.map { $0[index] } ?? (list.count == 1 ? 0 : CGFloat(index) / CGFloat(list.count - 1))
        }
        guard positions.allSatisfy(\.isFinite) else { return nil }
        stops = zip(positions, list).map { (min(max($0, 0), 1), $1) }.sorted { $0.0 < $1.0 }
    }
}

/// Whether a gradient extends beyond its start and end (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

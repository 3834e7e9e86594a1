import Foundation
import Lamina

/// Point, rectangle and time conversion between layers, and hit testing, through Lamina's
/// geometry (the matrices drawing uses).
extension CALayer {
    /// Converts `p` from `l`'s coordinates (the root's for `nil`) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        CGPoint(backing.convert(p.lamina, from: l?.backing))
    }

    /// Converts `p` from this layer's coordinates to `l`'s (the root's for `nil`).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        CGPoint(backing.convert(p.lamina, to: l?.backing))
    }

    /// Converts `r` from `l`'s coordinates: the box around its four converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.box(around: CALayer.corners(of: r).map { convert($0, from: l) })
    }

    /// Converts `r` to `l`'s coordinates: the box around its four converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.box(around: CALayer.corners(of: r).map { convert($0, to: l) })
    }

    /// Converts a time from `l`'s local time (root time for `nil`) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        backing.convertTime(t, from: l?.backing)
    }

    /// Converts a time from this layer's local time to `l`'s (root time for `nil`).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        backing.convertTime(t, to: l?.backing)
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private static func box(around points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

import Foundation
import Lamina

/// How a path's inside is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding (the default).
    case winding = 0
    /// Even-odd.
    case evenOdd = 1

    var lamina: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// An immutable path (`CGPath`): a Lamina `Path` behind Core Graphics' API.
///
/// `CGMutablePath` adds the building methods. Coordinates are taken as given; Core Graphics'
/// "clockwise" means clockwise in a y-up space, which is how `CGMutablePath.addArc` reads it.
public class CGPath: Hashable, CustomStringConvertible {
    /// The path's elements; only `CGMutablePath` changes them.
    var path: Lamina.Path

    init(_ path: Lamina.Path) { self.path = path }

    /// A rectangle: moved to its origin, round its corners, closed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let mutable = CGMutablePath()
        mutable.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(mutable.path)
    }

    /// An ellipse filling `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let mutable = CGMutablePath()
        mutable.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(mutable.path)
    }

    /// A rectangle with elliptical corners; corner sizes beyond half the rectangle are clamped
    /// to it (Core Graphics asserts instead).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let mutable = CGMutablePath()
        mutable.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                               transform: transform?.pointee ?? .identity)
        self.init(mutable.path)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end of the last element (`.zero` for an empty path, as in Core Graphics).
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point and control point; `CGRect.null` when empty.
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.controlPointBounds) }

    /// The smallest rectangle holding the path itself (control points not included);
    /// `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.boundingBox) }

    /// Whether `point` is inside the path, filled with `rule`, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform.lamina).contains(point.lamina, using: rule.lamina)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }

    /// An immutable copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(transform.map { path.applying($0.pointee.lamina) } ?? path)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// A mutable copy mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(transform.map { path.applying($0.pointee.lamina) } ?? path)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    public var description: String { "CGPath(\(path.svgPathData))" }
}

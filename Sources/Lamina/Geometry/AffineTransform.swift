import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s layout and conventions.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vector times matrix).
/// In Lamina's y-down coordinates a positive rotation turns clockwise on screen.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix entries, as in `CGAffineTransform`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
    /// (tx and ty in points).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Makes a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx` and `ty` points.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` and `sy`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen for positive angles, y-down).
    public init(rotationAngle angle: Double) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translates by `x`, `y` points, then applies this transform (as
    /// `CGAffineTransform.translatedBy`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales by `x` and `y`, then applies this transform (as `CGAffineTransform.scaledBy`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates by `angle` radians, then applies this transform (as `CGAffineTransform.rotated`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the 2x2 part: the factor by which areas scale.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform is singular.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

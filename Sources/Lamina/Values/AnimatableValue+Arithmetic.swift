import Foundation

/// The arithmetic animations need: interpolation, and the sums and differences that `byValue`,
/// `isAdditive` and `isCumulative` are defined with. Values of different kinds never mix:
/// the operation returns its left side unchanged.
extension AnimatableValue {
    /// The value a fraction `t` of the way to `other`.
    ///
    /// Numbers, points, sizes, rectangles and colours interpolate linearly (a `nil` colour fades
    /// as the other colour at zero alpha); transforms through their components (`Transform3D+Components`),
    /// so rotations turn rather than shear; paths point by point when they have the same structure;
    /// Booleans and strings switch half way; lists element-wise when they have the same length.
    public func interpolated(to other: AnimatableValue, fraction t: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * t)
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: t))
        case let (.size(a), .size(b)):
            return .size(Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(origin: a.origin.interpolated(to: b.origin, fraction: t),
                              size: Size(width: a.size.width + (b.size.width - a.size.width) * t,
                                         height: a.size.height + (b.size.height - a.size.height) * t)))
        case let (.transform(a), .transform(b)): return .transform(Self.interpolate(a, b, t))
        case let (.color(a), .color(b)): return .color(Self.mix(a, b, fraction: t))
        case let (.path(a), .path(b)): return .path(Self.mix(a, b, fraction: t))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: t) })
        default:
            return t < 0.5 ? self : other
        }
    }

    /// Two optional colours `t` of the way from `a` to `b`: a missing one is the other at zero
    /// alpha. (Also the unboxed keyframes' mix, `PropertyPlan.UnboxedKeyframes`.)
    static func mix(_ a: Color?, _ b: Color?, fraction t: Double) -> Color? {
        switch (a, b) {
        case let (a?, b?): a.interpolated(to: b, fraction: t)
        case let (a?, nil): a.interpolated(to: a.withAlpha(0), fraction: t)
        case let (nil, b?): b.withAlpha(0).interpolated(to: b, fraction: t)
        case (nil, nil): nil
        }
    }

    /// Two optional paths `t` of the way from `a` to `b`: point by point when they have the
    /// same structure, else the nearer one.
    static func mix(_ a: Path?, _ b: Path?, fraction t: Double) -> Path? {
        if let a, let b, let mixed = a.interpolated(to: b, fraction: t) { return mixed }
        return t < 0.5 ? a : b
    }

    /// `self + other`: component-wise, and for transforms `other` applied after `self`.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(a + b)
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(origin: a.origin + b.origin,
                              size: Size(width: a.size.width + b.size.width, height: a.size.height + b.size.height)))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        case let (.color(a?), .color(b?)):
            return .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map(+))
        default: return self
        }
    }

    /// `self - other`, the inverse of `adding`.
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.transform(a), .transform(b)):
            guard let inverse = b.inverted() else { return self }
            return .transform(a.concatenating(inverse))
        default:
            return adding(other.scaled(by: -1))
        }
    }

    /// The value times `factor` (for cumulative repeats); transforms are raised to the power.
    public func scaled(by factor: Double) -> AnimatableValue {
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(a * factor)
        case .size(let a): return .size(Size(width: a.width * factor, height: a.height * factor))
        case .rect(let a):
            return .rect(Rect(origin: a.origin * factor, size: Size(width: a.size.width * factor, height: a.size.height * factor)))
        case .color(let a?):
            return .color(Color(red: a.red * factor, green: a.green * factor, blue: a.blue * factor, alpha: a.alpha * factor))
        case .numbers(let a): return .numbers(a.map { $0 * factor })
        case .transform(let a):
            let n = Int(factor.rounded())
            guard n >= 0 else { return a.inverted().map { AnimatableValue.transform($0).scaled(by: Double(-n)) } ?? self }
            var result = Transform3D.identity
            for _ in 0..<n { result = result.concatenating(a) }
            return .transform(result)
        default: return self
        }
    }

    /// The neutral value of the same kind: what `isAdditive` animations start from.
    var zero: AnimatableValue {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(.identity)
        case .color: .color(.clear)
        case .numbers(let a): .numbers(Array(repeating: 0, count: a.count))
        default: self
        }
    }

    /// A distance between two values, for paced keyframes.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.number(a), .number(b)): return abs(b - a)
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.size(a), .size(b)): return Point(b.width - a.width, b.height - a.height).length
        case let (.rect(a), .rect(b)):
            let d = [a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width, a.size.height - b.size.height]
            return d.map { $0 * $0 }.reduce(0, +).squareRoot()
        case let (.color(a?), .color(b?)):
            let d = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha]
            return d.map { $0 * $0 }.reduce(0, +).squareRoot()
        case let (.transform(a), .transform(b)):
            return zip(a.values, b.values).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        default: return self == other ? 0 : 1
        }
    }

    /// Interpolates two transforms through their components when both are affine (rotation takes
    /// the shorter way round, as Core Animation's matrix interpolation does), element-wise otherwise.
    private static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        guard a.isAffine && b.isAffine else {
            return Transform3D(zip(a.values, b.values).map { $0 + ($1 - $0) * t })!
        }
        let ca = a.components, cb = b.components
        var turn = cb.rotationZ - ca.rotationZ
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Transform3D(TransformComponents(
            translationX: mix(ca.translationX, cb.translationX), translationY: mix(ca.translationY, cb.translationY),
            translationZ: mix(ca.translationZ, cb.translationZ),
            scaleX: mix(ca.scaleX, cb.scaleX), scaleY: mix(ca.scaleY, cb.scaleY), scaleZ: mix(ca.scaleZ, cb.scaleZ),
            shear: mix(ca.shear, cb.shear), rotationZ: ca.rotationZ + turn * t))
    }
}

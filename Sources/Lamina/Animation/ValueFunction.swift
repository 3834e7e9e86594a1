/// A function from an animation's numbers to a transform (`CAValueFunction`): with one set, a
/// `transform` or `sublayerTransform` animation interpolates its values as numbers and turns each
/// into a transform, so `rotateZ` from 0 to 2π turns a whole turn where interpolating the two
/// (equal) matrices would not move.
///
///     let spin = BasicAnimation(keyPath: "transform", from: 0, to: .number(2 * .pi), duration: 1)
///     spin.valueFunction = .rotateZ
///
/// The one-value functions take a number (radians for rotations, points for translations); `scale`
/// and `translate` take three numbers (x, y, z) as `.numbers`. The transform replaces the
/// property's value, or, in an additive animation, is applied before it.
public enum ValueFunction: String, Hashable, Sendable, CaseIterable {
    /// A rotation about x by the value, in radians.
    case rotateX
    /// A rotation about y by the value, in radians.
    case rotateY
    /// A rotation about z by the value, in radians.
    case rotateZ
    /// A scale by three values: x, y and z.
    case scale
    /// A scale along x by the value.
    case scaleX
    /// A scale along y by the value.
    case scaleY
    /// A scale along z by the value.
    case scaleZ
    /// A translation by three values: x, y and z, in points.
    case translate
    /// A translation along x by the value, in points.
    case translateX
    /// A translation along y by the value, in points.
    case translateY
    /// A translation along z by the value, in points.
    case translateZ

    /// Whether the function takes three numbers rather than one.
    public var takesThreeValues: Bool { self == .scale || self == .translate }

    /// The input that gives the identity transform: what the value beneath counts as when the
    /// animation lacks `fromValue` or `toValue` (0 for rotations and translations, 1 for scales).
    public var identityInput: AnimatableValue {
        let one: Double = switch self {
        case .scale, .scaleX, .scaleY, .scaleZ: 1
        default: 0
        }
        return takesThreeValues ? .numbers([one, one, one]) : .number(one)
    }

    /// The transform for `input`, or `nil` when it is not a value the function takes (a number,
    /// or three numbers for `scale` and `translate`; more than three are read as the first three).
    public func transform(for input: AnimatableValue) -> Transform3D? {
        if takesThreeValues {
            guard case .numbers(let v) = input, v.count >= 3 else { return nil }
            return self == .scale ? Transform3D(scaleX: v[0], y: v[1], z: v[2]) : Transform3D(translationX: v[0], y: v[1], z: v[2])
        }
        guard case .number(let v) = input else { return nil }
        return switch self {
        case .rotateX: Transform3D(rotationAngle: v, x: 1, y: 0, z: 0)
        case .rotateY: Transform3D(rotationAngle: v, x: 0, y: 1, z: 0)
        case .rotateZ: Transform3D(rotationAngle: v, x: 0, y: 0, z: 1)
        case .scaleX: Transform3D(scaleX: v, y: 1, z: 1)
        case .scaleY: Transform3D(scaleX: 1, y: v, z: 1)
        case .scaleZ: Transform3D(scaleX: 1, y: 1, z: v)
        case .translateX: Transform3D(translationX: v, y: 0, z: 0)
        case .translateY: Transform3D(translationX: 0, y: v, z: 0)
        case .translateZ: Transform3D(translationX: 0, y: 0, z: v)
        case .scale, .translate: nil
        }
    }
}

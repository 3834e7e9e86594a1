import Foundation

/// The part of a transform a component key path names (`rotation.x`, `scale`, `translation.z`,
/// ...), shared by `transform.*` and `sublayerTransform.*`, which Core Animation spells alike.
///
/// Scale, rotation about z and translation are `TransformComponents`' (the x-y part read as
/// scale, shear, rotation). `scale.z` is `m33` and `translation.z` is `m43`. Rotation about x
/// reads `atan2(m23, m33)` and about y `atan2(m31, m33)`, the angles of
/// `CATransform3DMakeRotation` about those axes; writing one turns the transform by the change
/// of angle about that axis, first (in the layer's own space), so animating it on a transform
/// that otherwise lies in the x-y plane (a card flip) turns the layer exactly as far as the value
/// says, keeping its 2-D scale, rotation and translation.
enum TransformComponentPath: Hashable, Sendable, BitwiseCopyable {
    case rotationX, rotationY, rotationZ
    case scale, scaleX, scaleY, scaleZ
    case translation, translationX, translationY, translationZ

    /// The component's value: a number, or a size for `translation`.
    func value(of t: Transform3D) -> AnimatableValue {
        if self == .translation { return .size(Size(width: t.m41, height: t.m42)) }
        return .number(scalar(of: t) ?? 0)
    }

    /// Writes `value` (a number, or a size for `translation`); `false` for a value of another kind.
    func set(_ value: AnimatableValue, in t: inout Transform3D) -> Bool {
        switch (self, value) {
        case (.translation, .size(let v)):
            t.m41 = v.width
            t.m42 = v.height
            return true
        case (.translation, _): return false
        case (_, .number(let v)):
            setScalar(v, in: &t)
            return true
        default: return false
        }
    }

    /// The component's number; `nil` for `translation`, which is a size.
    func scalar(of t: Transform3D) -> Double? {
        switch self {
        case .rotationX: atan2(t.m23, t.m33)
        case .rotationY: atan2(t.m31, t.m33)
        case .rotationZ: atan2(t.m12, t.m11)
        case .scale: (t.components.scaleX + t.components.scaleY) / 2
        case .scaleX: t.components.scaleX
        case .scaleY: t.components.scaleY
        case .scaleZ: t.m33
        case .translation: nil
        case .translationX: t.m41
        case .translationY: t.m42
        case .translationZ: t.m43
        }
    }

    /// Writes the component's number, keeping the others; nothing for `translation`.
    func setScalar(_ v: Double, in t: inout Transform3D) {
        switch self {
        case .rotationX: t = t.rotated(by: v - atan2(t.m23, t.m33), x: 1, y: 0, z: 0)
        case .rotationY: t = t.rotated(by: v - atan2(t.m31, t.m33), x: 0, y: 1, z: 0)
        case .rotationZ: t.setRotationZ(v)
        case .scale: t.setScale(x: v, y: v, z: v)
        case .scaleX: t.setScale(x: v, y: nil, z: nil)
        case .scaleY: t.setScale(x: nil, y: v, z: nil)
        case .scaleZ: t.m33 = v
        case .translation: break
        case .translationX: t.m41 = v
        case .translationY: t.m42 = v
        case .translationZ: t.m43 = v
        }
    }
}

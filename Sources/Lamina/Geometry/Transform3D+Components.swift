import Foundation

/// The parts of a transform that Core Animation's component key paths name
/// (`transform.rotation.z`, `transform.scale.x`, `transform.translation.y`, ...).
///
/// The x-y part is read as scale, then shear, then rotation, then translation, in that order
/// (row vectors): `M = S · Sh · R · T`. Reading a component and writing it back leaves the
/// transform unchanged; writing one component keeps the others. Terms outside the x-y plane
/// (perspective, z) are carried through untouched.
public struct TransformComponents: Hashable, Sendable {
    /// The translation along x, in points.
    public var translationX: Double
    /// The translation along y, in points.
    public var translationY: Double
    /// The translation along z, in points.
    public var translationZ: Double
    /// The scale along x (1 leaves it).
    public var scaleX: Double
    /// The scale along y (1 leaves it).
    public var scaleY: Double
    /// The scale along z (1 leaves it).
    public var scaleZ: Double
    /// Shear factor of y into x, before rotation.
    public var shear: Double
    /// Rotation about z in radians (clockwise on screen for positive angles).
    public var rotationZ: Double
}

extension Transform3D {
    /// The transform split into Core Animation's named components.
    public var components: TransformComponents {
        let rotation = atan2(m12, m11)
        let scaleX = (m11 * m11 + m12 * m12).squareRoot()
        let c = cos(rotation), s = sin(rotation)
        // Row 2 is sy·(k·(c, s) + (-s, c)).
        let scaleY = -m21 * s + m22 * c
        let shearTimesScaleY = m21 * c + m22 * s
        let shear = scaleY == 0 ? 0 : shearTimesScaleY / scaleY
        return TransformComponents(
            translationX: m41, translationY: m42, translationZ: m43,
            scaleX: scaleX, scaleY: scaleY, scaleZ: m33,
            shear: shear, rotationZ: rotation)
    }

    /// This transform with its x-y part and translation rebuilt from `components`.
    public func replacing(_ components: TransformComponents) -> Transform3D {
        let c = cos(components.rotationZ), s = sin(components.rotationZ)
        let sx = components.scaleX, sy = components.scaleY, k = components.shear
        var result = self
        result.m11 = sx * c
        result.m12 = sx * s
        result.m21 = sy * (k * c - s)
        result.m22 = sy * (k * s + c)
        result.m41 = components.translationX
        result.m42 = components.translationY
        result.m43 = components.translationZ
        result.m33 = components.scaleZ
        return result
    }

    /// A transform built from components alone (no perspective).
    public init(_ components: TransformComponents) {
        self = Transform3D.identity.replacing(components)
    }
}

extension Transform3D {
    /// Sets `components.rotationZ` to `angle`, keeping the other components: the same result as
    /// `replacing` with the new angle, without the full decomposition (one sine and cosine
    /// instead of an arctangent and two of each). Writing the angle is a rotation of the x-y rows
    /// by the change in angle, whose cosine and sine follow from the old angle's, read off row 1.
    mutating func setRotationZ(_ angle: Double) {
        let scaleX = (m11 * m11 + m12 * m12).squareRoot()
        guard scaleX > 0 else {
            // No direction to read the old angle from (atan2's signed zeros decide it): decompose.
            var c = components
            c.rotationZ = angle
            self = replacing(c)
            return
        }
        // Unrotated (the usual model value): the old angle's cosine is exactly 1 and its sine 0,
        // so the two divisions are skipped with the same result.
        let unrotated = m12 == 0 && m11 > 0
        let c0 = unrotated ? 1 : m11 / scaleX, s0 = unrotated ? 0 : m12 / scaleX
        let c = cos(angle), s = sin(angle)
        let cd = c * c0 + s * s0, sd = s * c0 - c * s0  // cos and sin of (angle - old angle)
        let r21 = m21, r22 = m22
        m11 = scaleX * c
        m12 = scaleX * s
        m21 = r21 * cd - r22 * sd
        m22 = r21 * sd + r22 * cd
    }
}

extension Transform3D {
    /// Sets the scale components that are given, keeping the others: the same result, bit for
    /// bit, as `replacing` the decomposed `components` with them, in one pass. The angle's
    /// cosine and sine are worked out once (`replacing` worked them out again from the angle),
    /// and for an unrotated transform (row 1 on +x) not at all: `atan2` of a zero over a
    /// positive number is that zero, whose cosine is exactly 1 and sine the zero itself. An
    /// imported animation writes scales on every frame (fireworks: 800 a frame).
    mutating func setScale(x: Double?, y: Double?, z: Double?) {
        let c: Double, s: Double
        if m12 == 0 && m11 > 0 {
            c = 1
            s = m12
        } else {
            let rotation = atan2(m12, m11)
            c = cos(rotation)
            s = sin(rotation)
        }
        // As in `components` and `replacing`, term for term.
        let scaleY = -m21 * s + m22 * c
        let sx = x ?? (m11 * m11 + m12 * m12).squareRoot()
        let sy = y ?? scaleY
        let k = scaleY == 0 ? 0 : (m21 * c + m22 * s) / scaleY
        m11 = sx * c
        m12 = sx * s
        m21 = sy * (k * c - s)
        m22 = sy * (k * s + c)
        if let z { m33 = z }
    }
}

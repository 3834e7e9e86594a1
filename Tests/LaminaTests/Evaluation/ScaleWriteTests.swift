import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Writing `transform.scale` (and `.x`, `.y`) goes through `Transform3D.setScale`, which must give
/// the very bits of decomposing the transform and rebuilding it with the new scale.
@Suite struct ScaleWriteTests {
    /// The decomposition's answer, written out as `AnimatableProperty.set` once did.
    private func rebuilt(_ t: Transform3D, x: Double?, y: Double?, z: Double?) -> Transform3D {
        var c = t.components
        if let x { c.scaleX = x }
        if let y { c.scaleY = y }
        if let z { c.scaleZ = z }
        return t.replacing(c)
    }

    private func bits(_ t: Transform3D) -> [UInt64] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(\.bitPattern)
    }

    /// Unrotated, rotated, sheared, mirrored, degenerate and signed-zero transforms.
    private func transforms() -> [Transform3D] {
        var random = SeededGenerator(seed: 20)
        var result: [Transform3D] = [.identity, Transform3D(scaleX: 2, y: 0.5), Transform3D(scaleX: -1, y: 1),
                                     Transform3D(scaleX: 0, y: 0), Transform3D(rotationAngle: .pi / 3),
                                     Transform3D(rotationAngle: .pi), Transform3D(translationX: 3, y: -4)]
        var negativeZero = Transform3D.identity
        negativeZero.m12 = -0.0
        negativeZero.m21 = -0.0
        result.append(negativeZero)
        for _ in 0..<200 {
            var t = Transform3D.identity
            t.m11 = Double.random(in: -3...3, using: &random)
            t.m12 = Bool.random(using: &random) ? 0 : Double.random(in: -3...3, using: &random)
            t.m21 = Bool.random(using: &random) ? 0 : Double.random(in: -3...3, using: &random)
            t.m22 = Double.random(in: -3...3, using: &random)
            t.m41 = Double.random(in: -100...100, using: &random)
            result.append(t)
        }
        return result
    }

    @Test func writingScalesGivesTheDecompositionsBits() {
        let scales: [Double] = [1, 0.5, 2.25, 0, -0.0, -1.5, 1e-9]
        for t in transforms() {
            for v in scales {
                for (x, y, z) in [(v, v, v), (v, nil, nil), (nil, v, nil)] as [(Double?, Double?, Double?)] {
                    var written = t
                    written.setScale(x: x, y: y, z: z)
                    #expect(bits(written) == bits(rebuilt(t, x: x, y: y, z: z)), "\(t) scale \(String(describing: x)), \(String(describing: y))")
                }
            }
        }
    }

    @Test func theKeyPathsWriteThroughIt() {
        var properties = LayerProperties(kind: .layer)
        properties.transform = Transform3D(rotationAngle: 0.5).concatenating(Transform3D(translationX: 7, y: 2))
        var expected = properties.transform
        expected.setScale(x: 1.5, y: 1.5, z: 1.5)
        var viaScalar = properties, viaValue = properties
        AnimatableProperty.transformScale.setScalar(1.5, in: &viaScalar)
        #expect(AnimatableProperty.transformScale.set(.number(1.5), in: &viaValue))
        #expect(bits(viaScalar.transform) == bits(expected))
        #expect(bits(viaValue.transform) == bits(expected))
        expectClose(viaValue.transform.components.scaleX, 1.5)
        expectClose(viaValue.transform.components.rotationZ, 0.5)
        expectClose(viaValue.transform.m41, 7)
    }
}

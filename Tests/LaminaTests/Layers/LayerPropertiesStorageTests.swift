import Foundation
import Testing
@testable import Lamina

/// `LayerProperties` stores an affine transform as six numbers and a 3D one in full, and keeps
/// one kind part; none of that may show through its public properties.
@Suite struct LayerPropertiesStorageTests {
    @Test func aPerspectiveTransformReadsBackExactly() {
        var p = LayerProperties()
        var perspective = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
        perspective.m34 = -1.0 / 500
        p.transform = perspective
        #expect(p.transform == perspective)
        #expect(!p.transform.isAffine)
        p.transform = Transform3D(translationX: 3, y: 4)
        #expect(p.transform == Transform3D(translationX: 3, y: 4))
        #expect(p == { var q = LayerProperties(); q.transform = Transform3D(translationX: 3, y: 4); return q }())
    }

    @Test func rotationZWritesTheSameMatrixInEitherStorage() {
        // The affine fast path and the full matrix must agree bit for bit.
        for base in [Transform3D.identity, Transform3D(scaleX: 2, y: 3), Transform3D(rotationAngle: 1.1),
                     Transform3D(scaleX: 0, y: 1)] {
            var full = base
            full.setRotationZ(0.4)
            var p = LayerProperties()
            p.transform = base
            p.setRotationZ(0.4)
            #expect(p.transform == full, "from \(base)")
        }
        var spatial = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
        var p = LayerProperties()
        p.transform = spatial
        p.setRotationZ(0.4)
        spatial.setRotationZ(0.4)
        #expect(p.transform == spatial)
    }

    @Test func settingOneKindPartDoesNotDisturbAnother() {
        var p = LayerProperties(kind: .shape)
        p.text = nil  // not a text layer: nothing to remove
        #expect(p.shape != nil)
        p.shape!.strokeEnd = 0.5
        #expect(p.shape?.strokeEnd == 0.5)
        #expect(p.replicator == nil && p.text == nil && p.gradient == nil)
        #expect(!p.isReplicator)
        #expect(LayerProperties(kind: .replicator).isReplicator)
    }
}

import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// A snapshot keeps its mask in an array of at most one, which the display list reads where it
/// lies (`LayerSnapshot.withMask`); the evaluator stores its rare parts only when it made one.
/// Masked groups must hold the mask's own items, built as a separate list under the layer's matrix.
@Suite struct SnapshotMaskTests {
    private func square(_ rect: Rect, _ color: Color) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.bounds = Rect(0, 0, rect.width, rect.height)
        shape.position = Point(x: rect.midX, y: rect.midY)
        shape.path = .rect(Rect(0, 0, rect.width, rect.height))
        shape.fillColor = color
        return shape
    }

    @Test func aMaskIsReadBackAndClearedWithItsBox() throws {
        let mask = square(Rect(0, 0, 10, 10), .black).snapshot()
        var snapshot = Layer().snapshot()
        #expect(!snapshot.hasExtras)
        #expect(snapshot.withMask { _ in true } == nil)
        snapshot.mask = mask
        #expect(snapshot.hasExtras)
        #expect(snapshot.mask == mask)
        #expect(snapshot.withMask { $0.pointee } == mask)
        snapshot.mask = nil
        #expect(!snapshot.hasExtras)
        #expect(snapshot.mask == nil)
        let made = LayerSnapshot(name: nil, properties: LayerProperties(kind: .layer), localTime: 0, mask: mask)
        #expect(made.mask == mask)
        #expect(LayerSnapshot(name: nil, properties: LayerProperties(kind: .layer), localTime: 0).hasExtras == false)
    }

    @Test func theEvaluatorStoresRarePartsOnlyWhenItMadeOne() {
        let masked = Layer(), replicator = ReplicatorLayer()
        masked.mask = square(Rect(0, 0, 5, 5), .black)
        replicator.instanceCount = 0
        replicator.addSublayer(square(Rect(0, 0, 5, 5), .red))
        #expect(masked.snapshot().hasExtras)
        #expect(masked.snapshot().mask?.properties == masked.mask?.properties)
        #expect(!replicator.snapshot().hasExtras)
        replicator.instanceCount = 2
        #expect(replicator.snapshot().instances.count == 2)
    }

    @Test func aMaskedGroupHoldsTheMasksOwnItems() throws {
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        let card = square(Rect(10, 20, 60, 40), .red)
        card.transform = Transform3D(rotationAngle: 0.3)
        let mask = square(Rect(5, 5, 30, 20), .black)
        mask.transform = Transform3D(scaleX: 1.5, y: 0.75)
        card.mask = mask
        root.addSublayer(card)
        let snapshot = root.snapshot()
        let list = DisplayList(snapshot: snapshot, size: Size(100, 100))
        let group = try #require(list.items.lazy.compactMap { item -> DisplayGroup? in
            if case .beginGroup(let group) = item { return group }
            return nil
        }.first)
        // The oracle: the mask built on its own, under the card's matrix in the root.
        let cardSnapshot = snapshot.sublayers[0]
        let rootSpace = LayerGeometry.sublayerSpace(snapshot.properties,
                                                    in: LayerGeometry.ownSpaceMatrix(snapshot.properties, then: .identity))
        let cardMatrix = LayerGeometry.matrix(cardSnapshot.properties, in: rootSpace)
        var oracle = DisplayListBuilder()
        oracle.appendLayer(try #require(cardSnapshot.mask), parent: cardMatrix)
        #expect(group.mask == oracle.items)
        #expect(group.mask?.isEmpty == false)
    }

    @Test func rarePartsWithoutAMaskMakeNoMask() throws {
        // A replicator's instances fill the snapshot's rare parts without a mask: its group
        // must not read one (an empty array's buffer still has an address).
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(0, 0, 100, 100)
        replicator.anchorPoint = .zero
        replicator.instanceCount = 3
        replicator.instanceTransform = Transform3D(translationX: 20, y: 0)
        replicator.addSublayer(square(Rect(0, 0, 10, 10), .red))
        root.addSublayer(replicator)
        let snapshot = root.snapshot()
        #expect(snapshot.sublayers[0].hasExtras)
        #expect(snapshot.sublayers[0].withMask { _ in true } == nil)
        let fills = DisplayList(snapshot: snapshot, size: Size(100, 100)).items.filter {
            if case .fill = $0 { return true }
            return false
        }
        #expect(fills.count == 3)
    }

    @Test func anEmptyMaskHidesTheLayer() {
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        let card = square(Rect(10, 20, 60, 40), .red)
        let mask = square(Rect(0, 0, 10, 10), .black)
        mask.isHidden = true
        card.mask = mask
        root.addSublayer(card)
        #expect(DisplayList(snapshot: root.snapshot(), size: Size(100, 100)).items.isEmpty)
    }
}

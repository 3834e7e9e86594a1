import Foundation
import Testing
import LaminaYAML
@testable import Lamina

/// The content type: pure presentation, advancing, fit-to-size placement, and scene documents
/// as producers.
@Suite struct CompositionTests {
    /// `transactions.json`: a box at x 50 whose first action (at 0.5 s) moves it to 150, then 250.
    static func transactions() throws -> Composition {
        Composition(document: try SceneDocument(contentsOf: SceneTestSupport.example("transactions.json")),
                    name: "transactions.json")
    }

    @Test func presentationIsPure() throws {
        let playback = try Self.transactions().playback()
        playback.advance(to: 0.2)
        let model = playback.timeline.rootLayer.snapshot()
        let first = playback.presentation(at: 2)
        let earlier = playback.presentation(at: 1)
        let again = playback.presentation(at: 2)
        #expect(first == again)
        #expect(earlier.layer(named: "box")?.position.x == 50)
        // The action due at 0.5 s did not run: the model and the timeline's time are as they were.
        #expect(playback.timeline.rootLayer.snapshot() == model)
        #expect(playback.timeline.rootLayer.layer(named: "box")?.position.x == 50)
        #expect(playback.timeline.currentTime == 0.2)
    }

    @Test func advanceThenPresentIsWhatPresentationUsedToDo() throws {
        let composition = try Self.transactions()
        for time in [0.0, 0.4, 0.75, 1.3, 2, 2.9] {
            // Before: `Scene.presentation(at:)` advanced the timeline, then presented.
            let old = Scene(document: try SceneDocument(contentsOf: SceneTestSupport.example("transactions.json")))
            old.timeline.advance(to: time)
            let expected = old.timeline.presentation(at: time)
            let playback = try composition.playback()
            let advanced = playback.advance(to: time)
            #expect(advanced == expected, "t = \(time)")
            #expect(playback.presentation(at: time) == expected, "t = \(time)")
        }
        // The actions ran: by 1.5 s the box has left 50 for 150 and is on its way to 250.
        let x = try #require(try composition.playback().advance(to: 1.5).layer(named: "box")?.position.x)
        #expect(x > 150 && x < 250)
    }

    @Test func aFreshPlaybackStartsOver() throws {
        let composition = try Self.transactions()
        let played = try composition.playback()
        played.advance(to: 2.9)
        #expect(played.timeline.rootLayer.layer(named: "box")?.position.x == 250)
        let fresh = try composition.playback()
        #expect(fresh.timeline.rootLayer.layer(named: "box")?.position.x == 50)
        #expect(fresh.advance(to: 0.2) == Scene(document: try SceneDocument(
            contentsOf: SceneTestSupport.example("transactions.json"))).advance(to: 0.2))
    }

    @Test func placementFitsAndCentres() {
        // 100 x 50 into 400 x 400: scale min(4, 8) = 4, so 400 x 200, with (400 - 200) / 2 above.
        let placement = Composition.Placement(fitting: Size(100, 50), into: Size(400, 400))
        #expect(placement == Composition.Placement(scale: 4, offset: Point(0, 100)))
        // Taller than wide: 50 x 100 into 300 x 200 scales by 2 and centres across.
        #expect(Composition.Placement(fitting: Size(50, 100), into: Size(300, 200))
                == Composition.Placement(scale: 2, offset: Point(100, 0)))
        #expect(Composition.Placement(fitting: Size(100, 50), into: Size(100, 50)) == .identity)
        #expect(Composition.Placement(fitting: Size(0, 50), into: Size(100, 50)) == .identity)
    }

    @Test func placementMovesTheRootSoItsCornersLandInTheBox() throws {
        let composition = Composition(document: try SceneDocument(jsonData: Data(
            #"{"size": [100, 50], "layers": [{"name": "dot", "position": [100, 50], "bounds": [0, 0, 2, 2]}]}"#.utf8)),
                                      name: "wide.json")
        let placement = composition.placement(in: Size(400, 400))
        let root = placement.apply(to: try composition.playback().advance(to: 0))
        // The root's anchor is its origin: its position is the offset, its transform the scale.
        #expect(root.position == Point(0, 100))
        #expect(root.transform == Transform3D(scaleX: 4, y: 4))
        // The dot at the composition's far corner (100, 50) lands at (400, 300) in the output.
        let dot = try #require(root.layer(named: "dot"))
        let corner = root.transform.m11 * dot.position.x + root.position.x
        #expect(corner == 400)
        #expect(root.transform.m22 * dot.position.y + root.position.y == 300)
        // The placement replaces the root's own position and transform (a root is drawn in its
        // own space), so placing twice is placing once, and the identity puts it back unscaled.
        #expect(placement.apply(to: root) == root)
        let unplaced = Composition.Placement.identity.apply(to: root)
        #expect(unplaced.position == .zero && unplaced.transform == .identity)
    }

    @Test func thePlacedRootAndThePlacementTransformDrawTheSame() throws {
        let composition = Composition(document: try SceneDocument(jsonData: Data(
            ##"{"size": [100, 50], "layers": [{"name": "dot", "position": [100, 50], "bounds": [0, 0, 2, 2], "backgroundColor": "#FF0000"}]}"##
                .utf8)), name: "wide.json")
        let placement = composition.placement(in: Size(400, 400))
        let snapshot = try composition.playback().advance(to: 0)
        // What the exporter draws (the root in its own space, the placement as the list's
        // transform) and what the preview's stage holds (the placed root as a sublayer).
        let exported = DisplayList(snapshot: snapshot, size: Size(400, 400), transform: placement.transform)
        let staged = DisplayList(placing: placement.apply(to: snapshot), size: Size(400, 400))
        #expect(exported == staged)
        guard case let .fill(_, _, _, transform)? = exported.items.first else {
            Issue.record("expected the dot's fill, found \(exported.items)")
            return
        }
        // The dot's top-left corner (99, 49) lands at (396, 296), 4 times as large.
        #expect(transform == AffineTransform(a: 4, b: 0, c: 0, d: 4, tx: 396, ty: 296))
    }

    @Test func aRootIsDrawnInItsOwnSpaceWhateverItsPositionAndTransform() {
        let root = Layer()
        root.bounds = Rect(10, 20, 100, 100)
        root.position = Point(300, 300)
        root.transform = Transform3D(rotationAngle: 1)
        let dot = Layer()
        dot.bounds = Rect(0, 0, 2, 2)
        dot.anchorPoint = .zero
        dot.position = Point(10, 20)
        dot.backgroundColor = .red
        root.addSublayer(dot)
        let snapshot = Timeline(rootLayer: root).presentation(at: 0)
        // The bounds origin (10, 20) is the frame's top left, so the dot there draws at (0, 0).
        guard case let .fill(_, _, _, own)? = DisplayList(snapshot: snapshot, size: Size(100, 100)).items.first,
              case let .fill(_, _, _, placed)? = DisplayList(placing: snapshot, size: Size(100, 100)).items.first else {
            Issue.record("expected the dot's fill")
            return
        }
        #expect(own == AffineTransform(translationX: 0, y: 0))
        #expect(placed != own, "placed in a parent, the root's position and rotation apply")
    }

    @Test func sceneDocumentsProduceCompositions() throws {
        let json = try Self.transactions()
        #expect(json.size == Size(300, 200) && json.duration == 3 && json.fps == 60)
        #expect(json.background == Color(white: 1))
        #expect(json.name == "transactions.json")
        let yaml = Composition(document: try SceneDocument.load(contentsOf: SceneTestSupport.example("stroke.yaml")),
                               name: "stroke.yaml")
        #expect(yaml.size == Size(300, 300) && yaml.duration == 2 && yaml.fps == 60)
        let playback = try yaml.playback()
        #expect(playback.timeline.rootLayer.bounds.size == yaml.size)
        #expect(playback.state().isEmpty)
        // Without a duration a document plays two seconds.
        let untimed = Composition(document: try SceneDocument(jsonData: Data(#"{"size": [10, 20]}"#.utf8)), name: "x")
        #expect(untimed.duration == 2 && untimed.size == Size(10, 20))
    }
}

import Testing
@testable import Lamina

@Suite struct PointerDeliveryTests {
    @Test func downHitsTheFrontmostSibling() {
        let (timeline, root) = makeInputScene()
        let back = makeLayer("back", Rect(0, 0, 100, 100), in: root)
        let front = makeLayer("front", Rect(50, 50, 100, 100), in: root)
        #expect(timeline.down(75, 75, at: 0) === front)
        timeline.up(75, 75, at: 0.1)
        #expect(timeline.down(25, 25, at: 0.2) === back)
        timeline.up(25, 25, at: 0.3)
        #expect(timeline.down(300, 300, at: 0.4) === root)
        timeline.up(300, 300, at: 0.5)
    }

    @Test func zPositionOutranksSiblingOrder() {
        let (timeline, root) = makeInputScene()
        let back = makeLayer("back", Rect(0, 0, 100, 100), in: root)
        makeLayer("front", Rect(50, 50, 100, 100), in: root)
        back.zPosition = 1
        #expect(timeline.down(75, 75, at: 0) === back)
    }

    @Test func hitTestingFollowsRotationAndScale() {
        let (timeline, root) = makeInputScene()
        // 100 × 20 turned a quarter: covers x 190...210, y 150...250.
        let bar = Layer()
        bar.bounds = Rect(0, 0, 100, 20)
        bar.position = Point(200, 200)
        bar.transform = Transform3D(rotationAngle: .pi / 2)
        root.addSublayer(bar)
        #expect(timeline.hitTest(Point(200, 240)) === bar)
        #expect(timeline.hitTest(Point(240, 200)) === root)
        // 20 × 20 scaled 3×: covers 70...130 around (100, 300).
        let dot = Layer()
        dot.bounds = Rect(0, 0, 20, 20)
        dot.position = Point(100, 300)
        dot.transform = Transform3D(scaleX: 3, y: 3)
        root.addSublayer(dot)
        #expect(timeline.hitTest(Point(125, 300)) === dot)
        #expect(timeline.hitTest(Point(135, 300)) === root)
    }

    @Test func rootLocationsAreInTheRootsOwnCoordinates() {
        let root = Layer()
        root.frame = Rect(50, 50, 100, 100)  // the root's position does not move its coordinates
        let timeline = Timeline(rootLayer: root)
        let child = makeLayer("child", Rect(0, 0, 10, 10), in: root)
        #expect(timeline.hitTest(Point(5, 5)) === child)
        #expect(timeline.hitTest(Point(120, 120)) == nil)
    }

    @Test func masksToBoundsClipsSublayerHits() {
        let (timeline, root) = makeInputScene()
        let parent = makeLayer("parent", Rect(0, 0, 100, 100), in: root)
        let child = makeLayer("child", Rect(80, 80, 100, 100), in: parent)
        #expect(timeline.hitTest(Point(150, 150)) === child)
        parent.masksToBounds = true
        #expect(timeline.hitTest(Point(150, 150)) === root)
        #expect(timeline.hitTest(Point(90, 90)) === child)
    }

    @Test func hiddenLayersAreSkipped() {
        let (timeline, root) = makeInputScene()
        let back = makeLayer("back", Rect(0, 0, 100, 100), in: root)
        let front = makeLayer("front", Rect(0, 0, 100, 100), in: root)
        front.isHidden = true
        #expect(timeline.down(50, 50, at: 0) === back)
    }

    @Test func theCapturedLayerKeepsTheMovesAfterThePointerLeaves() {
        let (timeline, root) = makeInputScene()
        let a = makeLayer("a", Rect(0, 0, 100, 100), in: root)
        let b = makeLayer("b", Rect(200, 200, 100, 100), in: root)
        var seen: [(PointerEvent.Phase, String?)] = []
        for layer in [a, b] {
            layer.pointerHandler = { event, owner in seen.append((event.phase, owner.name)) }
        }
        #expect(timeline.down(50, 50, at: 0) === a)
        #expect(timeline.capturedLayer() === a)
        #expect(timeline.move(250, 250, at: 0.1) === a)
        #expect(timeline.up(250, 250, at: 0.2) === a)
        #expect(timeline.capturedLayer() == nil)
        #expect(seen.map(\.0) == [.down, .move, .up])
        #expect(seen.allSatisfy { $0.1 == "a" })
        // Released: a later move of that pointer goes nowhere.
        #expect(timeline.move(50, 50, at: 0.3) == nil)
    }

    @Test func eachPointerHasItsOwnCapture() {
        let (timeline, root) = makeInputScene()
        let a = makeLayer("a", Rect(0, 0, 100, 100), in: root)
        let b = makeLayer("b", Rect(200, 200, 100, 100), in: root)
        timeline.down(50, 50, at: 0, pointer: 1)
        timeline.down(250, 250, at: 0, pointer: 2)
        #expect(timeline.capturedLayer(forPointer: 1) === a)
        #expect(timeline.capturedLayer(forPointer: 2) === b)
        #expect(timeline.move(250, 250, at: 0.1, pointer: 1) === a)
        timeline.up(250, 250, at: 0.2, pointer: 2)
        #expect(timeline.capturedLayer(forPointer: 1) === a)
        #expect(timeline.capturedLayer(forPointer: 2) == nil)
    }

    @Test func aDownOnNothingIsIgnored() {
        let (timeline, _) = makeInputScene()
        #expect(timeline.down(500, 500, at: 0) == nil)
        #expect(timeline.move(50, 50, at: 0.1) == nil)
        #expect(timeline.up(50, 50, at: 0.2) == nil)
    }

    @Test func recognizersFromTheHitLayerOutward() {
        let (timeline, root) = makeInputScene()
        let parent = makeLayer("parent", Rect(0, 0, 200, 200), in: root)
        let child = makeLayer("child", Rect(10, 10, 50, 50), in: parent)
        var order: [String] = []
        for layer in [root, parent, child] {
            let name = layer.name ?? ""
            layer.addGestureRecognizer(PressGestureRecognizer { _ in order.append(name) })
        }
        timeline.down(20, 20, at: 0)
        #expect(order == ["child", "parent", "root"])
        order = []
        timeline.down(150, 150, at: 0.1, pointer: 1)  // on parent only
        #expect(order == [])  // every recognizer already follows pointer 0
    }

    @Test func theInnermostPointerHandlerGetsTheEventsWithItsOwnLayer() {
        let (timeline, root) = makeInputScene()
        let control = makeLayer("control", Rect(0, 0, 100, 100), in: root)
        let label = makeLayer("label", Rect(10, 10, 20, 20), in: control)
        var rootCalls = 0
        var owners: [String?] = []
        root.pointerHandler = { _, _ in rootCalls += 1 }
        control.pointerHandler = { _, owner in owners.append(owner.name) }
        #expect(timeline.down(15, 15, at: 0) === label)
        timeline.up(15, 15, at: 0.1)
        #expect(owners == ["control", "control"])
        #expect(rootCalls == 0)
        timeline.down(300, 300, at: 0.2)
        #expect(rootCalls == 1)
    }

    @Test func sendingAdvancesTheTimelineFirst() {
        let (timeline, root) = makeInputScene()
        var log: [String] = []
        timeline.schedule(at: 1) { log.append("action at \(timeline.currentTime)") }
        root.pointerHandler = { event, _ in log.append("\(event.phase) at \(timeline.currentTime)") }
        timeline.down(10, 10, at: 2)
        #expect(log == ["action at 1.0", "down at 2.0"])
        #expect(timeline.currentTime == 2)
    }

    @Test func aSecondDownWithoutUpCancelsTheFirst() {
        let (timeline, root) = makeInputScene()
        let a = makeLayer("a", Rect(0, 0, 100, 100), in: root)
        var phases: [PointerEvent.Phase] = []
        a.pointerHandler = { event, _ in phases.append(event.phase) }
        timeline.down(50, 50, at: 0)
        timeline.down(300, 300, at: 0.1)
        #expect(phases == [.down, .cancel])
        #expect(timeline.capturedLayer() === root)
    }

    @Test func locationInConvertsFromRootCoordinates() {
        let (timeline, root) = makeInputScene()
        let layer = makeLayer("layer", Rect(100, 100, 100, 100), in: root)
        var seen: Point?
        let press = PressGestureRecognizer { seen = $0.location(in: layer) }
        layer.addGestureRecognizer(press)
        timeline.down(130, 140, at: 0)
        #expect(seen == Point(30, 40))
        #expect(press.location(in: nil) == Point(130, 140))
    }
}

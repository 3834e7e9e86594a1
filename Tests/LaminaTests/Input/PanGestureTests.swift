import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct PanGestureTests {
    private func setUp() -> (Timeline, Layer, PanGestureRecognizer, ActionLog) {
        let (timeline, root) = makeInputScene()
        let surface = makeLayer("surface", Rect(0, 0, 300, 300), in: root)
        let log = ActionLog()
        let pan = PanGestureRecognizer(action: log.action(timeline))
        surface.addGestureRecognizer(pan)
        return (timeline, surface, pan, log)
    }

    @Test func beginsPastTheMinimumDistance() {
        let (timeline, _, pan, log) = setUp()
        #expect(pan.minimumDistance == 10)
        timeline.down(100, 100, at: 0)
        timeline.move(106, 108, at: 0.1)  // exactly 10: not yet
        #expect(pan.state == .possible)
        timeline.move(111, 100, at: 0.2)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(11, 0))
        timeline.move(120, 100, at: 0.3)
        timeline.up(120, 100, at: 0.4)
        #expect(log.states == [.began, .changed, .ended])
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func liftingBeforeTheThresholdFails() {
        let (timeline, _, pan, log) = setUp()
        timeline.down(100, 100, at: 0)
        timeline.move(105, 100, at: 0.1)
        timeline.up(105, 100, at: 0.2)
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func translationIsFromTheDownLocation() {
        let (timeline, _, pan, _) = setUp()
        var translations: [Point] = []
        pan.action = { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
        timeline.down(100, 100, at: 0)
        timeline.move(100, 120, at: 0.1)
        timeline.move(130, 80, at: 0.2)
        timeline.up(140, 80, at: 0.3)
        #expect(translations == [Point(0, 20), Point(30, -20), Point(40, -20)])
    }

    @Test func translationInAScaledLayer() {
        let (timeline, surface, pan, _) = setUp()
        let zoomed = Layer()
        zoomed.bounds = Rect(0, 0, 100, 100)
        zoomed.position = Point(150, 150)
        zoomed.transform = Transform3D(scaleX: 2, y: 2)
        surface.addSublayer(zoomed)
        timeline.down(100, 100, at: 0)
        timeline.move(140, 120, at: 0.1)
        expectClose(pan.translation(in: zoomed), Point(20, 10))
        expectClose(pan.translation(in: surface), Point(40, 20))
    }

    @Test func setTranslationRebasesLaterMoves() {
        let (timeline, _, pan, _) = setUp()
        timeline.down(100, 100, at: 0)
        timeline.move(130, 100, at: 0.1)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        timeline.move(135, 103, at: 0.2)
        #expect(pan.translation(in: nil) == Point(5, 3))
        pan.setTranslation(Point(1, 1), in: nil)
        timeline.move(136, 103, at: 0.3)
        #expect(pan.translation(in: nil) == Point(2, 1))
    }

    @Test func velocityFromTimedMoves() throws {
        let (timeline, surface, pan, _) = setUp()
        var endVelocity: Point?
        pan.action = { if $0.state == .ended { endVelocity = (($0 as! PanGestureRecognizer)).velocity(in: nil) } }
        // 1000 pt/s to the right, sampled every 10 ms.
        timeline.down(0, 50, at: 1)
        for i in 1...10 { timeline.move(Double(i) * 10, 50, at: 1 + Double(i) / 100) }
        expectClose(pan.velocity(in: nil), Point(1000, 0), tolerance: 1e-6)
        let zoomed = Layer()
        zoomed.transform = Transform3D(scaleX: 4, y: 4)
        surface.addSublayer(zoomed)
        expectClose(pan.velocity(in: zoomed), Point(250, 0), tolerance: 1e-6)
        // Then slowing down to 100 pt/s, downwards: only the last 0.1 s count.
        for i in 1...20 { timeline.move(100, 50 + Double(i), at: 1.1 + Double(i) / 100) }
        expectClose(pan.velocity(in: nil), Point(0, 100), tolerance: 1e-6)
        // Held still, then lifted: the pointer stopped.
        timeline.up(100, 70, at: 1.8)
        expectClose(endVelocity, .zero)
    }

    @Test func cancelReportsCancelledOnceBegun() {
        let (timeline, _, pan, log) = setUp()
        timeline.down(100, 100, at: 0)
        timeline.cancel(100, 100, at: 0.1)  // not begun: fails quietly
        #expect(log.entries.isEmpty)
        timeline.down(100, 100, at: 1)
        timeline.move(150, 100, at: 1.1)
        timeline.cancel(150, 100, at: 1.2)
        #expect(log.entries == [.init(state: .began, time: 1.1), .init(state: .cancelled, time: 1.2)])
        #expect(pan.state == .possible)
        timeline.down(100, 100, at: 2)
        timeline.move(100, 150, at: 2.1)
        #expect(pan.state == .began)
    }
}

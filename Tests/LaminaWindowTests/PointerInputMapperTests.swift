import Lamina
import LaminaWindow
import Testing

@Suite struct PointerInputMapperTests {
    @Test func pressDragAndReleaseInPoints() {
        var mapper = PointerInputMapper(scale: 2)
        #expect(mapper.map(.move(x: 10, y: 10), time: 0).isEmpty)  // hovering is not an event
        #expect(mapper.map(.down(x: 100, y: 40), time: 1) == [PointerEvent(.down, at: Point(50, 20), time: 1)])
        #expect(mapper.isPressed)
        #expect(mapper.map(.move(x: 120, y: 40), time: 1.5) == [PointerEvent(.move, at: Point(60, 20), time: 1.5)])
        #expect(mapper.map(.up(x: 130, y: 44), time: 2) == [PointerEvent(.up, at: Point(65, 22), time: 2)])
        #expect(!mapper.isPressed)
        #expect(mapper.map(.move(x: 1, y: 1), time: 3).isEmpty)
    }

    @Test(arguments: [PointerInputMapper.MouseInput.focusLost, .windowClosed])
    func lostPressIsCancelledWhereItLastWas(_ loss: PointerInputMapper.MouseInput) {
        var mapper = PointerInputMapper()
        _ = mapper.map(.down(x: 10, y: 10), time: 0)
        _ = mapper.map(.move(x: 30, y: 12), time: 0.1)
        #expect(mapper.map(loss, time: 0.2) == [PointerEvent(.cancel, at: Point(30, 12), time: 0.2)])
        // The release that arrives later is not a second ending.
        #expect(mapper.map(.up(x: 30, y: 12), time: 0.3).isEmpty)
        #expect(mapper.map(loss, time: 0.4).isEmpty)
    }

    @Test func secondDownCancelsTheFirst() {
        var mapper = PointerInputMapper()
        _ = mapper.map(.down(x: 5, y: 5), time: 0)
        #expect(mapper.map(.down(x: 8, y: 9), time: 1) == [
            PointerEvent(.cancel, at: Point(5, 5), time: 1), PointerEvent(.down, at: Point(8, 9), time: 1),
        ])
    }

    /// HiDPI: a 300-unit window with a 600-pixel drawable draws at twice the zoom; the mouse
    /// stays in window units, so only the zoom converts it to points.
    @Test func renderScaleFollowsTheDrawable() {
        #expect(WindowContext.renderScale(zoom: 1, windowWidth: 300, drawableWidth: 600) == 2)
        #expect(WindowContext.renderScale(zoom: 1.5, windowWidth: 300, drawableWidth: 600) == 3)
        #expect(WindowContext.renderScale(zoom: 2, windowWidth: 600, drawableWidth: 600) == 2)
        #expect(WindowContext.renderScale(zoom: 1, windowWidth: 0, drawableWidth: 0) == 1)
        var mapper = PointerInputMapper(scale: 1.5)
        #expect(mapper.map(.down(x: 150, y: 30), time: 0) == [PointerEvent(.down, at: Point(100, 20), time: 0)])
    }

    @Test func badScaleFallsBackToOne() {
        #expect(PointerInputMapper(scale: 0).scale == 1)
        #expect(PointerInputMapper(scale: .nan).scale == 1)
    }

    /// A control pressed when the window loses focus sees its press cancelled, not left hanging.
    @Test func focusLossCancelsAPressGesture() {
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        root.anchorPoint = .zero
        let button = Layer()
        button.bounds = Rect(0, 0, 40, 40)
        button.position = Point(50, 50)
        root.addSublayer(button)
        let timeline = Timeline(rootLayer: root)
        var states: [GestureRecognizer.State] = []
        button.addGestureRecognizer(PressGestureRecognizer { states.append($0.state) })
        var mapper = PointerInputMapper(scale: 2)
        for event in mapper.map(.down(x: 100, y: 100), time: 0.5) + mapper.map(.focusLost, time: 0.8) {
            timeline.send(event)
        }
        #expect(states == [.began, .cancelled])
        #expect(timeline.capturedLayer() == nil)
    }
}

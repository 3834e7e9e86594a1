import Lamina
import LaminaControls
import LaminaTestSupport
import Testing

/// The record button's scales, corner radius and colours while held and after release; early
/// releases, taps, drags and the spring back; geometry from the bounds.
@Suite struct RecordButtonTests {
    /// The look at one moment: border alpha, outer scale, inner corner radius, inner scale.
    struct Look: Equatable {
        var alpha, outerScale, radius, innerScale: Double

        init(_ snapshot: LayerSnapshot) {
            let outer = snapshot.layer(named: "outer")!, inner = snapshot.layer(named: "inner")!
            alpha = outer.properties.borderColor?.alpha ?? -1
            outerScale = outer.value(forKeyPath: "transform.scale")?.number ?? -1
            radius = inner.properties.cornerRadius
            innerScale = inner.value(forKeyPath: "transform.scale")?.number ?? -1
        }

        init(progress p: Double, circle: Double = 30) {
            alpha = 0.5 + 0.5 * p
            outerScale = 1 + 0.5 * p
            radius = circle + (5 - circle) * p
            innerScale = 1 - 0.5 * p
        }

        /// Each part within `tolerance`, the radius (points, up to 30) within 25 times it.
        func isClose(to other: Look, within tolerance: Double = 1e-6) -> Bool {
            let share = Tolerance.absolute(tolerance), points = Tolerance.absolute(tolerance * 25)
            return share.admits(alpha, other.alpha) && share.admits(outerScale, other.outerScale)
                && points.admits(radius, other.radius) && share.admits(innerScale, other.innerScale)
        }
    }

    static func scene(presses: [(start: Double, end: Double)]) -> RecordButtonScene {
        let scene = RecordButtonScene()
        scene.script = .presses(presses, at: scene.center)
        return scene
    }

    @Test func animatesOverSevenTenthsWhileHeldAndBackAfterRelease() {
        let scene = Self.scene(presses: [(0, 3)])  // Recording begins at 0.2 (the minimum press).
        let expectations: [(Double, Double)] = [(0.1, 0), (0.2, 0), (0.375, 0.25), (0.55, 0.5), (0.9, 1), (2, 1),
                                                 (3, 1), (3.175, 0.75), (3.35, 0.5), (3.7, 0), (5, 0)]
        for (t, progress) in expectations {
            let look = Look(scene.advance(to: t))
            #expect(look.isClose(to: Look(progress: progress)), "at \(t): \(look)")
        }
        // Settled: no animations left, and the model is what was on screen.
        for layer in [scene.button.outer, scene.button.inner] { #expect(layer.animationKeys().isEmpty) }
        #expect(Look(scene.button.layer.snapshot()).isClose(to: Look(progress: 0)))
        #expect(Look(scene.timeline.rootLayer.snapshot()) == Look(scene.advance(to: 5)))
        #expect(scene.button.outer.borderColor == scene.button.color.withAlpha(0.5))
    }

    @Test func anEarlyReleaseReversesWithoutAJumpAndSettlesInProportion() {
        let scene = Self.scene(presses: [(0, 0.55)])  // Half-way (0.35 of 0.7 s) when released.
        let before = Look(scene.advance(to: 0.5499))
        let after = Look(scene.advance(to: 0.5501))
        #expect(before.isClose(to: after, within: 1e-3))
        #expect(Look(scene.advance(to: 0.725)).isClose(to: Look(progress: 0.25)))
        #expect(Look(scene.advance(to: 0.9)).isClose(to: Look(progress: 0)))  // 0.35 s back, not 0.7.
        #expect(scene.button.inner.animationKeys().isEmpty)
    }

    @Test func aTapShorterThanTheMinimumPressDoesNothing() {
        let scene = Self.scene(presses: [(0, 0.1)])
        for t in [0.05, 0.15, 0.3, 1] {
            #expect(Look(scene.advance(to: t)).isClose(to: Look(progress: 0)))
            #expect(!scene.button.isRecording)
        }
    }

    @Test func repeatedPressesKeepOneAnimationPerProperty() {
        let scene = Self.scene(presses: [(0, 0.4), (0.45, 0.7), (0.72, 1.0), (1.02, 1.3)])
        for t in stride(from: 0.0, through: 1.3, by: 0.05) {
            _ = scene.advance(to: t)
            #expect(scene.button.outer.animations.count <= 2 && scene.button.inner.animations.count <= 2)
            #expect(Set(scene.button.outer.animationKeys()).isSubset(of: ["borderColor", "transform.scale"]))
        }
    }

    @Test func dragsFollowThePointerAndSpringBack() {
        let scene = RecordButtonScene()
        let c = scene.center
        scene.script = PointerScript([
            PointerEvent(.down, at: c, time: 0.5),
            PointerEvent(.move, at: Point(c.x + 30, c.y + 10), time: 1),
            PointerEvent(.move, at: Point(c.x + 50, c.y - 20), time: 1.2),
            PointerEvent(.up, at: Point(c.x + 50, c.y - 20), time: 1.5),
        ])
        _ = scene.advance(to: 0.8)
        #expect(scene.button.isRecording && scene.button.isPressed && scene.button.offset == .zero)
        let moved = scene.advance(to: 1.1)
        #expect(scene.button.offset == Point(30, 10))
        #expect(moved.layer(named: "record-button")?.properties.position == Point(c.x + 30, c.y + 10))
        _ = scene.advance(to: 1.4)
        #expect(scene.button.offset == Point(50, -20))
        _ = scene.advance(to: 1.5)
        #expect(!scene.button.isRecording && !scene.button.isPressed)
        #expect(abs(scene.button.offset.x - 50) < 1e-6)  // The spring starts where the button is.
        _ = scene.advance(to: 1.6)
        let springing = scene.button.offset
        #expect(springing.x > 0 && springing.x < 50)
        _ = scene.advance(to: 4)
        #expect(abs(scene.button.offset.x) < 0.1 && abs(scene.button.offset.y) < 0.1)
        #expect(scene.button.layer.animationKeys().isEmpty)
        #expect(scene.button.layer.position == c)
        let state = scene.state()
        #expect(state.map(\.key) == ["recording", "pressed", "offset"])
    }

    @Test func aCancelledPointerStopsLikeARelease() {
        func looks(_ phase: PointerEvent.Phase) -> [LayerSnapshot] {
            let scene = RecordButtonScene()
            let c = scene.center
            scene.script = PointerScript([PointerEvent(.down, at: c, time: 0), PointerEvent(.move, at: Point(c.x + 20, c.y), time: 0.4),
                                          PointerEvent(phase, at: Point(c.x + 20, c.y), time: 0.6)])
            return [0.5, 0.7, 1, 3].map { scene.advance(to: $0) }
        }
        #expect(looks(.cancel) == looks(.up))
    }

    @Test func geometryComesFromTheBoundsAtAnySize() {
        let button = RecordButton()
        button.bounds = Rect(0, 0, 200, 100)
        #expect(button.outer.frame == Rect(50, 0, 100, 100))
        #expect(button.outer.cornerRadius == 50)
        #expect(button.inner.frame == Rect(60, 10, 80, 80))
        #expect(button.inner.cornerRadius == 40)
        button.bounds = Rect(0, 0, 24, 24)  // Small: the ring and gap shrink to fit.
        #expect(button.inner.bounds.width > 0 && button.inner.cornerRadius == button.inner.bounds.width / 2)
        // Created in code, outside any timeline: the model holds the recording look at once.
        button.startRecording()
        #expect(button.outer.value(forKeyPath: "transform.scale")?.number == 1.5)
        #expect(button.inner.cornerRadius == 5)
    }
}

extension Color {
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}

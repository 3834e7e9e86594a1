import Foundation
import Lamina
import LaminaRender
import LaminaWindow
import Testing

/// `Preview.show` on a timeline built in code: the scene it runs, without a window (frames and
/// keys as the host hands them over), and its checks, which fail before any window opens.
///
/// No test here opens the window: SDL insists on the main thread, and the test runner keeps
/// that thread parked (its main queue runs on a worker on Linux). The example package's
/// PreviewWindowTests (Examples/FirstHour, run by `make test`) opens it through a program that
/// calls `Preview.show`, on Xvfb; its keys are PreviewScene's, which PreviewWindowTests here
/// drive through `lamina preview`.
///
/// The timeline: a 100 x 100 root built the Core Animation way (default anchor, position 0, 0)
/// holding a white layer as large as it, fading in over 2 s; the grey anywhere on the stage
/// is 255 · t / 2 over black.
@Suite struct PreviewFromCodeTests {
    static func fade() -> Timeline {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let white = Layer()
        white.frame = root.bounds
        white.backgroundColor = .white
        root.addSublayer(white)
        let timeline = Timeline(rootLayer: root)
        white.add(BasicAnimation(.opacity, from: 0, to: 1, duration: 2), forKey: "fade")
        return timeline
    }

    let window = WindowContext(renderScale: 1, pixelWidth: 100, pixelHeight: 128, frameCount: 0)

    func grey(_ scene: PreviewScene, at time: Double, x: Int, y: Int) -> Double {
        let image = Renderer().render(scene.frame(at: time, in: window), scale: 1, background: .black)
        return Double(image.pixels[y * image.bytesPerRow + x * 4 + 1])
    }

    @Test func timelinePlaysInALoopWithTheRootFillingTheStage() {
        let composition = Composition(timeline: Self.fade(), name: "fade", duration: 2)
        let scene = Preview.scene(for: composition, clock: ManualClock())
        #expect(scene.size == Size(100, 128))
        #expect(scene.title == "lamina preview: fade")
        // The root in its own space: the stage's far corner is as grey as its centre.
        #expect(abs(grey(scene, at: 0.5, x: 50, y: 50) - 255 * 0.25) <= 2)
        #expect(abs(grey(scene, at: 0.5, x: 95, y: 95) - 255 * 0.25) <= 2)
        #expect(abs(grey(scene, at: 1.5, x: 50, y: 50) - 255 * 0.75) <= 2)
        // Past the loop's end it starts again: 2.5 s shows 0.5 s.
        #expect(abs(grey(scene, at: 2.5, x: 50, y: 50) - 255 * 0.25) <= 2)
        #expect(abs(scene.state.time - 0.5) < 1e-9)
    }

    @Test func pauseStepAndScrubWorkOnATimeline() {
        let scene = Preview.scene(for: Composition(timeline: Self.fade(), duration: 2), clock: ManualClock())
        _ = scene.frame(at: 1, in: window)
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 1), in: window)
        _ = scene.handle(.keyDown(.right, isRepeat: false, time: 1.5), in: window)
        #expect(abs(grey(scene, at: 1.6, x: 50, y: 50) - 255 * (1 + 1.0 / 60) / 2) <= 2)
        #expect(scene.state.paused)
        // Back one frame and one more: a playhead before the timeline's time still shows it.
        _ = scene.handle(.keyDown(.left, isRepeat: false, time: 1.7), in: window)
        _ = scene.handle(.keyDown(.left, isRepeat: false, time: 1.7), in: window)
        #expect(abs(grey(scene, at: 1.8, x: 50, y: 50) - 255 * (1 - 1.0 / 60) / 2) <= 2)
    }

    @Test(arguments: [(0.0, 1.0, "duration 0.0"), (2, 9, "scale 9.0"), (.infinity, 1, "duration inf")])
    func badParametersAreNamedBeforeAnyWindowOpens(duration: Double, scale: Double, named: String) {
        #expect(performing: { try Preview.show(Self.fade(), duration: duration, scale: scale) },
                throws: { "\($0)".contains(named) })
    }

    @Test func offTheMainThreadIsAnErrorNotACrash() async throws {
        let error = await Task.detached { () -> String? in
            do { try Preview.show(Self.fade(), duration: 1) } catch { return "\(error)" }
            return nil
        }.value
        #expect(error?.contains("on the main thread") == true)
    }

    @Test func emptyRootIsNamed() {
        #expect(performing: { try Preview.show(Timeline(rootLayer: Layer()), duration: 1) },
                throws: { "\($0)".contains("root layer's bounds must be 1 to 8192 points") })
    }
}

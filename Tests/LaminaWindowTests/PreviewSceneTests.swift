import Foundation
import Lamina
import LaminaRender
import LaminaWindow
import Testing

/// The preview scene without a window: a manual clock stands in for the display, inputs are
/// handed over as the host would, and frames are drawn with LaminaRender.
@Suite final class PreviewSceneTests {
    let folder: URL
    let file: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("fade.json")
        try PreviewFixtures.fadeJSON(fade: 2).write(to: file, atomically: true, encoding: .utf8)
    }

    func makeScene(clock: ManualClock, watch: Bool = false) -> PreviewScene {
        let file = self.file
        let configuration = PreviewScene.Configuration(
            name: file.path, contentSize: Size(100, 100), watchedFile: watch ? file.path : nil,
            stateFile: folder.appendingPathComponent("state.json"), framesFolder: folder)
        return PreviewScene(configuration, clock: clock) {
            let data: Data
            do { data = try Data(contentsOf: file) } catch { throw SceneError(fileName: file.path, path: "", message: "cannot read") }
            let document = try SceneDocument(jsonData: data, fileName: file.path)
            return Composition(document: document, name: file.path)
        }
    }

    let window = WindowContext(renderScale: 1, pixelWidth: 100, pixelHeight: 128, frameCount: 0)

    /// The grey level at the stage's centre in the frame drawn at `time`.
    func centreGrey(_ scene: PreviewScene, at time: Double) -> Double {
        let image = Renderer().render(scene.frame(at: time, in: window), scale: 1, background: .black)
        return Double(image.pixels[50 * image.bytesPerRow + 50 * 4 + 1])
    }

    func bar(_ scene: PreviewScene, x: Double) -> Point {
        Point(x: x, y: scene.bar.geometry.frame.midY)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func windowHoldsTheStageAndTheBar() {
        let scene = makeScene(clock: ManualClock())
        #expect(scene.size == Size(100, 128))
        #expect(scene.bar.geometry.frame == Rect(0, 100, 100, 28))
        #expect(scene.title == "lamina preview: fade.json")
    }

    @Test func framesShowTheSceneAtThePlayhead() {
        let scene = makeScene(clock: ManualClock())
        // opacity(t) = t / 2 of white over black.
        #expect(abs(centreGrey(scene, at: 0.5) - 255 * 0.25) <= 2)
        #expect(abs(centreGrey(scene, at: 1.5) - 255 * 0.75) <= 2)
        #expect(scene.state.time == 1.5)
    }

    @Test func spacePausesAndArrowsStep() {
        let scene = makeScene(clock: ManualClock())
        _ = scene.frame(at: 0.5, in: window)
        #expect(scene.handle(.keyDown(.space, isRepeat: false, time: 0.5), in: window) == .continue)
        _ = scene.frame(at: 2, in: window)
        #expect(scene.state.paused)
        #expect(scene.state.time == 0.5)
        _ = scene.handle(.keyDown(.right, isRepeat: false, time: 2), in: window)
        _ = scene.handle(.keyDown(.right, isRepeat: true, time: 2), in: window)
        _ = scene.frame(at: 2.1, in: window)
        #expect(abs(scene.state.time - (0.5 + 2.0 / 60)) < 1e-9)
        _ = scene.handle(.keyDown(.character("r"), isRepeat: false, time: 2.2), in: window)
        _ = scene.frame(at: 2.2, in: window)
        #expect(scene.state.time == 0)
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 3), in: window)
        _ = scene.frame(at: 3.5, in: window)
        #expect(!scene.state.paused)
        #expect(scene.state.time == 0.5)
    }

    @Test func draggingTheBarScrubsAndResumes() {
        let scene = makeScene(clock: ManualClock())
        let geometry = scene.bar.geometry
        _ = scene.frame(at: 1, in: window)
        _ = scene.handle(.pointer(PointerEvent(.down, at: bar(scene, x: geometry.trackStart), time: 1)), in: window)
        #expect(scene.state.scrubbing)
        _ = scene.handle(.pointer(PointerEvent(.move, at: bar(scene, x: geometry.x(at: 3, duration: 4)), time: 1.2)), in: window)
        _ = scene.frame(at: 1.5, in: window)
        #expect(scene.state.paused)  // held still while dragging
        #expect(abs(scene.state.time - 3) < 1e-9)
        _ = scene.handle(.pointer(PointerEvent(.up, at: bar(scene, x: geometry.x(at: 1, duration: 4)), time: 2)), in: window)
        _ = scene.frame(at: 2.5, in: window)
        #expect(!scene.state.scrubbing)
        #expect(!scene.state.paused)  // it was playing
        #expect(abs(scene.state.time - 1.5) < 1e-9)
        #expect(scene.state.lastPointerPhase == "up")
    }

    @Test func cancelledDragKeepsItsPlace() {
        let scene = makeScene(clock: ManualClock())
        let geometry = scene.bar.geometry
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 0), in: window)
        _ = scene.handle(.pointer(PointerEvent(.down, at: bar(scene, x: geometry.x(at: 2, duration: 4)), time: 0.5)), in: window)
        _ = scene.handle(.pointer(PointerEvent(.cancel, at: bar(scene, x: geometry.x(at: 2, duration: 4)), time: 0.6)), in: window)
        _ = scene.frame(at: 1, in: window)
        #expect(!scene.state.scrubbing)
        #expect(scene.state.paused)
        #expect(abs(scene.state.time - 2) < 1e-9)
        #expect(scene.state.lastPointerPhase == "cancel")
    }

    @Test func saveWritesTheStageAtTheWindowDensity() throws {
        let scene = makeScene(clock: ManualClock())
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 1), in: window)
        let hiDPI = WindowContext(renderScale: 2, pixelWidth: 200, pixelHeight: 256, frameCount: 0)
        _ = scene.handle(.keyDown(.character("s"), isRepeat: false, time: 1), in: hiDPI)
        let saved = try #require(scene.state.savedFrame)
        #expect(saved == folder.appendingPathComponent("fade-1.000s.png").path)
        let image = try readPNG(URL(fileURLWithPath: saved))
        #expect(image.width == 200 && image.height == 200)  // the stage, without the bar
        #expect(abs(Double(image.pixels[100 * image.bytesPerRow + 100 * 4 + 1]) - 127.5) <= 2)
    }

    @Test func watchedFileReloadsKeepingThePlayheadAndShowsErrorsUntilFixed() throws {
        let scene = makeScene(clock: ManualClock(), watch: true)
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 1), in: window)
        #expect(abs(centreGrey(scene, at: 1) - 127.5) <= 2)
        // A change is reloaded at the first poll that finds the file as the previous one did.
        try PreviewFixtures.fadeJSON(fade: 4).write(to: file, atomically: true, encoding: .utf8)
        _ = scene.frame(at: 1.12, in: window)
        #expect(scene.state.reloads == 0)
        #expect(abs(centreGrey(scene, at: 1.24) - 255 * 0.25) <= 2)
        #expect(scene.state.reloads == 1)
        #expect(scene.state.time == 1)
        try Data(#"{"size": [100, 100], "layers": [{"animations": [{"type": "basic"}]}]}"#.utf8).write(to: file)
        _ = scene.frame(at: 1.36, in: window)
        _ = scene.frame(at: 1.48, in: window)
        let error = try #require(scene.state.error)
        #expect(error.hasPrefix("\(file.path): layers[0].animations[0]"))
        #expect(scene.overlay.message == error)
        // The panel (94% opaque) covers the stage, where the last good scene (grey 0.25) stays.
        let image = Renderer().render(scene.frame(at: 1.5, in: window), scale: 1, background: .black)
        let red = Double(image.pixels[95 * image.bytesPerRow + 95 * 4 + 2])
        #expect(abs(red - 255 * (0.35 * 0.94 + 0.25 * 0.06)) <= 3)
        try PreviewFixtures.fadeJSON(fade: 1).write(to: file, atomically: true, encoding: .utf8)
        _ = scene.frame(at: 1.62, in: window)
        #expect(abs(centreGrey(scene, at: 1.74) - 255) <= 2)
        #expect(scene.state.error == nil)
        #expect(scene.state.reloads == 2)
        #expect(scene.overlay.layer.isHidden)
    }

    @Test func stateFileIsWrittenAfterEachFrameThatChangesIt() throws {
        let scene = makeScene(clock: ManualClock())
        _ = scene.frame(at: 0.25, in: window)
        scene.didPresentFrame(at: 0.25, in: WindowContext(renderScale: 1, pixelWidth: 100, pixelHeight: 128, frameCount: 1))
        let data = try Data(contentsOf: folder.appendingPathComponent("state.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["time"] as? Double == 0.25)
        #expect(object["frames"] as? Int == 1)
        #expect(object["paused"] as? Bool == false)
        #expect(object["file"] as? String == file.path)
        #expect(object["error"] is NSNull)
        #expect(object["loopDuration"] as? Double == 4)
    }

    @Test func escapeAndClosingQuit() {
        let scene = makeScene(clock: ManualClock())
        #expect(scene.handle(.keyDown(.escape, isRepeat: false, time: 0), in: window) == .quit)
        #expect(scene.handle(.closeRequested(time: 0), in: window) == .quit)
        #expect(scene.handle(.focusLost(time: 0), in: window) == .continue)
    }
}

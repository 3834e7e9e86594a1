import Foundation
import Lamina
@testable import LaminaCapture
@testable import LaminaRecorder
import LaminaStudio
import Testing

/// Enter's sequence as the window shows it: the spinner while the segments join, the drop
/// indicator while the movie is saved, then the caption fades to where it went. Driven through
/// the scene's mailbox, as the worker thread drives it.
@Suite final class RecorderSavingTests {
    let folder: URL
    let clock = ManualClock()
    let window = WindowContext(renderScale: 1, pixelWidth: 360, pixelHeight: 520, frameCount: 1)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-recorder-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func makeScene() -> RecorderScene {
        // A camera that does not exist: no ffmpeg runs; the messages below stand in for the worker.
        var capture = CaptureConfiguration(video: .camera(path: folder.appendingPathComponent("video9").path), audio: .none)
        capture.temporaryRoot = folder.appendingPathComponent("tmp")
        let configuration = RecorderScene.Configuration(
            size: Size(width: 360, height: 520), capture: capture,
            library: MovieLibrary(folder: folder.appendingPathComponent("library")),
            settingsFile: folder.appendingPathComponent("studio.json"),
            showsOnboarding: false, now: { Date(timeIntervalSince1970: 0) })
        return RecorderScene(configuration, clock: clock)
    }

    @Test func spinnerWhileJoiningThenDropsWhileSavingThenTheCaptionSaysWhere() {
        let scene = makeScene()
        _ = scene.frame(at: 0, in: window)
        // What finish() does on the main thread before handing the work to the worker.
        scene.state.screen = .saving
        scene.spinner.startAnimating()
        _ = scene.frame(at: 0.1, in: window)
        #expect(scene.spinner.isAnimating && !scene.drop.isAnimating)
        #expect(scene.savingHUD.isHidden)

        let movie = folder.appendingPathComponent("library/Lamina-0001.mp4")
        let recording = Recording(url: folder.appendingPathComponent("tmp/recording-0001.mp4"), identifier: "test",
                                  segments: [], duration: 2.5, createdAt: Date(timeIntervalSince1970: 0))
        scene.mailbox.post(.joined(recording))
        _ = scene.frame(at: 0.2, in: window)
        #expect(!scene.spinner.isAnimating && scene.drop.isAnimating)
        #expect(!scene.savingHUD.isHidden)

        scene.mailbox.post(.saved(movie, duration: 2.5))
        _ = scene.frame(at: 0.3, in: window)
        #expect(!scene.spinner.isAnimating && !scene.drop.isAnimating)
        #expect(scene.savingHUD.isHidden)
        #expect(scene.state.screen == .saved)
        #expect(scene.state.savedPath == movie.path)
        #expect(scene.caption.string == "Saved to \(movie.path)")
        // The caption cross-fades (0.35 s) rather than jumping.
        let snapshot = scene.timeline.presentation(at: 0.3 + 0.175)
        let caption = snapshot.layer(named: scene.caption.name ?? "")
        #expect(caption?.transition != nil)
    }
}

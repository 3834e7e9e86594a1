import Foundation
import Lamina
@testable import LaminaCapture
@testable import LaminaRecorder
import LaminaWindow
import LaminaTestSupport
import Testing

/// The recorder scene without a window: input and frames on a manual clock, as the host would
/// deliver them. The source is a camera path that does not exist, so no ffmpeg runs and the
/// session fails at once (on the scene's worker thread), which is itself under test.
@Suite final class RecorderSceneTests {
    let folder: URL
    let clock = ManualClock()
    let window = WindowContext(renderScale: 1, pixelWidth: 360, pixelHeight: 520, frameCount: 1)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-recorder-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var settingsFile: URL { folder.appendingPathComponent("config/lamina/studio.json") }

    func makeScene(onboarding: Bool = false) -> RecorderScene {
        var capture = CaptureConfiguration(video: .camera(path: folder.appendingPathComponent("video9").path), audio: .none)
        capture.temporaryRoot = folder.appendingPathComponent("tmp")
        let configuration = RecorderScene.Configuration(
            size: Size(width: 360, height: 520), capture: capture,
            library: MovieLibrary(folder: folder.appendingPathComponent("library")), settingsFile: settingsFile,
            showsOnboarding: onboarding, now: { Date(timeIntervalSince1970: 0) })
        return RecorderScene(configuration, clock: clock)
    }

    func tap(_ scene: RecorderScene, at point: Point, time: Double) {
        _ = scene.handle(.pointer(PointerEvent(.down, at: point, time: time)), in: window)
        _ = scene.handle(.pointer(PointerEvent(.up, at: point, time: time + 0.1)), in: window)
        _ = scene.frame(at: time + 0.1, in: window)
    }

    /// Frames, 10 ms of scene time apart, until the worker's answer (the failed session) has
    /// arrived; a test issue if it has not within 10 s.
    func frameUntilSessionAnswers(_ scene: RecorderScene, from time: Double,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        var step = 0.0
        wait(until: "the failed session's error reaches the scene", timeout: 10, poll: 0.01,
             sourceLocation: sourceLocation) {
            _ = scene.frame(at: time + step / 100, in: window)
            step += 1
            return scene.state.error != nil
        }
    }

    @Test func tappingThroughTheOnboardingEndsItAndRemembersIt() {
        let scene = makeScene()
        #expect(scene.state.screen == .onboarding)
        _ = scene.frame(at: 0, in: window)
        // A tap turns to page two; a tap there ends the onboarding.
        tap(scene, at: Point(180, 260), time: 0.5)
        #expect(scene.state.screen == .onboarding)
        tap(scene, at: Point(180, 260), time: 1.5)
        #expect(scene.state.screen == .recorder)
        #expect(StudioSettings.load(from: settingsFile).onboardingSeen)
        // The next scene starts on the recorder; --onboarding shows it again.
        #expect(makeScene().state.screen == .recorder)
        #expect(makeScene(onboarding: true).state.screen == .onboarding)
    }

    @Test func enterEndsTheOnboardingAndEscapeQuitsWithNothingToSave() {
        let scene = makeScene(onboarding: true)
        _ = scene.frame(at: 0, in: window)
        #expect(scene.handle(.keyDown(.enter, isRepeat: false, time: 0.2), in: window) == .continue)
        _ = scene.frame(at: 0.2, in: window)
        #expect(scene.state.screen == .recorder)
        frameUntilSessionAnswers(scene, from: 0.3)
        #expect(scene.handle(.keyDown(.escape, isRepeat: false, time: 1), in: window) == .quit)
        #expect(scene.shutDown() == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("library").path))
    }

    @Test func theSavedCaptionShortensTheHomeFolder() {
        #expect(RecorderScene.shortened("/home/ana/Videos/Lamina/a.mp4", home: "/home/ana") == "~/Videos/Lamina/a.mp4")
        #expect(RecorderScene.shortened("/home/ana/Videos/a.mp4", home: "/home/ana/") == "~/Videos/a.mp4")
        #expect(RecorderScene.shortened("/home/anabel/a.mp4", home: "/home/ana") == "/home/anabel/a.mp4")
        #expect(RecorderScene.shortened("/tmp/a.mp4", home: nil) == "/tmp/a.mp4")
        #expect(RecorderScene.shortened("/tmp/a.mp4", home: "/") == "/tmp/a.mp4")
    }

    @Test func aFailedSourceIsAMessageAndPressesRecordNothing() {
        try? StudioSettings(onboardingSeen: true).save(to: settingsFile)
        let scene = makeScene()
        frameUntilSessionAnswers(scene, from: 0)
        #expect(scene.state.error?.contains("video9: unavailable") == true)
        #expect(!scene.state.sourceReady)
        // Space, the button, Enter and Backspace: no segment, no crash, no save.
        _ = scene.handle(.keyDown(.space, isRepeat: false, time: 11), in: window)
        _ = scene.frame(at: 11.5, in: window)
        _ = scene.handle(.keyUp(.space, time: 12), in: window)
        tap(scene, at: Point(180, 458), time: 12.5)
        for key in [Key.enter, .backspace] { _ = scene.handle(.keyDown(key, isRepeat: false, time: 13), in: window) }
        _ = scene.frame(at: 13.1, in: window)
        #expect(scene.state.segments.isEmpty && !scene.state.isRecording && scene.state.screen == .recorder)
        // R tries again and fails the same way.
        _ = scene.handle(.keyDown(.character("r"), isRepeat: false, time: 14), in: window)
        #expect(scene.state.error == nil)
        frameUntilSessionAnswers(scene, from: 14)
        #expect(scene.shutDown() == nil)
    }

    /// Enter's sequence as the window shows it: the spinner while the segments join, the drop
    /// indicator while the movie is saved, then the caption fades to where it went. Driven through
    /// the scene's mailbox, as the worker thread drives it.
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

import Foundation
import Lamina
import LaminaWindow
import LaminaTestSupport
import Testing

/// Issue #33: the preview window fits the screen (a 720 x 1280 Lottie opened a 720 x 1308
/// window at y = -270 on a 1024 x 768 display, its scrub bar off-screen), and a small scene
/// opens larger than its points (the spinner opened at 120 x 148).
@Suite struct WindowFitTests {
    @Test func aTallWindowShrinksToTheDisplay() {
        let zoom = WindowFit.zoom(for: Size(width: 720, height: 1308), display: Size(width: 1024, height: 768))
        #expect(720 * zoom <= 1024 * 0.9 + 1e-9 && 1308 * zoom <= 768 * 0.9 + 1e-9)
        #expect(abs(1308 * zoom - 768 * 0.9) < 1e-9, "as large as fits")
    }

    @Test func aSmallWindowGrowsByWholeSteps() {
        #expect(WindowFit.zoom(for: Size(width: 120, height: 148), display: Size(width: 1920, height: 1080)) == 2)
        #expect(WindowFit.zoom(for: Size(width: 60, height: 88), display: Size(width: 1920, height: 1080)) == 4)
        #expect(WindowFit.zoom(for: Size(width: 400, height: 428), display: Size(width: 1920, height: 1080)) == 1)
        #expect(WindowFit.zoom(for: Size(width: 120, height: 148), display: nil) == 2)
    }

    @Test func growingNeverPassesTheDisplay() {
        let zoom = WindowFit.zoom(for: Size(width: 120, height: 148), display: Size(width: 200, height: 200))
        #expect(148 * zoom <= 180 + 1e-9)
    }
}

/// The same in a real window on Xvfb's 640 x 480 screen (no window manager, so the whole
/// screen is usable).
@Suite(.serialized, .enabled(if: WindowTestSupport.missing == nil,
                             "Xvfb, xdotool, ffmpeg or the lamina binary is missing (scripts/bootstrap installs them)"))
struct PreviewWindowSizeTests {
    /// The window `lamina preview` opens, without --scale, for an empty scene of `width` x `height` points.
    func window(width: Int, height: Int) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.json")
        try #"{"size": [\#(width), \#(height)], "duration": 1, "layers": []}"#.write(to: scene, atomically: true, encoding: .utf8)
        let run = try PreviewRun([scene.path], folder: folder, zoom: nil)
        let frame = run.frame
        try run.key("Escape")
        _ = run.waitForExit()
        return frame
    }

    @Test func aTallSceneFitsTheScreenWithItsBar() throws {
        let frame = try window(width: 720, height: 1280)
        #expect(frame.y >= 0 && frame.y + frame.height <= 480 && frame.x >= 0 && frame.x + frame.width <= 640, "\(frame)")
        #expect(frame.height >= 400, "as large as fits: \(frame)")
    }

    @Test func aSmallSceneOpensEnlarged() throws {
        let frame = try window(width: 120, height: 120)
        #expect(frame.width == 240 && frame.height == 296, "\(frame)")
    }
}

import Foundation
import Lamina
import LaminaRender
import LaminaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `lamina preview` in a real SDL window on Xvfb: keys and the mouse from xdotool, pixels from
/// ffmpeg's x11grab, the state from `--dump-state`. Each test starts its own X server.
///
/// The scene: a 120x120 white box fading in over `fade` seconds on black, in a 4-second loop;
/// the grey at the stage's centre is 255 · min(t / fade, 1). The bar under the stage is 28
/// points tall with its track from x = 14 to x = 106, so x = 14 + 23 · t on a 4-second loop.
@Suite(.serialized, .enabled(if: WindowTestSupport.missing == nil,
                             "Xvfb, xdotool, ffmpeg or the lamina binary is missing (scripts/bootstrap installs them)"))
final class PreviewWindowTests {
    let folder: URL
    let scene: URL
    static let barY = 134

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        scene = folder.appendingPathComponent("fade.json")
        try save(fade: 4)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func save(fade: Double) throws {
        try PreviewFixtures.fadeJSON(fade: fade, loop: 4, size: 120).write(to: scene, atomically: true, encoding: .utf8)
    }

    func time(_ state: [String: Any]) -> Double { state["time"] as? Double ?? -1 }

    func grey(_ image: ImageBuffer) -> Double { image.rgb(60, 60).1 }

    @Test func watchedSceneReloadsKeepsThePlayheadShowsErrorsAndSaves() throws {
        let run = try PreviewRun([scene.path, "--watch"], folder: folder)

        // Space pauses: the playhead stops while frames go on.
        try run.key("space")
        let paused = try #require(run.waitForState { $0["paused"] as? Bool == true })
        let frames = paused["frames"] as? Int ?? 0
        let later = try #require(run.waitForState { ($0["frames"] as? Int ?? 0) >= frames + 5 })
        #expect(time(later) == time(paused))

        // A click on the bar a quarter of the way along: t = 1, the box at a quarter grey.
        try run.move(37, Self.barY)
        try run.xdotool(["click", "1"])
        let scrubbed = try #require(run.waitForState { $0["lastPointerPhase"] as? String == "up" })
        #expect(abs(time(scrubbed) - 1) < 1e-6)
        #expect(scrubbed["paused"] as? Bool == true)
        #expect(try run.waitForScreenshot { abs(grey($0) - 255 * 0.25) <= 6 } != nil)

        // The fade halves on disk: reloaded, at the same time, half grey. How soon is pinned in
        // scene time by PreviewSceneTests (the second poll, 0.2 s); the 5 s here only bound a
        // failing run on a busy machine.
        try save(fade: 2)
        let reloaded = try #require(run.waitForState(timeout: 5) { $0["reloads"] as? Int == 1 })
        #expect(abs(time(reloaded) - 1) < 1e-6)
        #expect(try run.waitForScreenshot { abs(grey($0) - 255 * 0.5) <= 6 } != nil)

        // A broken file: the error (file, JSON path, problem) in the state and the panel in the window.
        try Data(#"{"size": [120, 120], "layers": [{"animations": [{"type": "basic"}]}]}"#.utf8).write(to: scene)
        let broken = try #require(run.waitForState { $0["error"] is String })
        let message = broken["error"] as? String ?? ""
        #expect(message.hasPrefix("\(scene.path): layers[0].animations[0]"))
        // The panel's red (94% opaque) over the half-grey box, in the panel's margin.
        let panel = try run.waitForScreenshot {
            abs($0.rgb(115, 115).0 - 255 * (0.35 * 0.94 + 0.5 * 0.06)) <= 6
        }
        #expect(panel != nil)

        // The next good save recovers: full white at t = 1 with a one-second fade.
        try save(fade: 1)
        #expect(run.waitForState { $0["error"] is NSNull && $0["reloads"] as? Int == 2 } != nil)
        #expect(try run.waitForScreenshot { abs(grey($0) - 255) <= 6 } != nil)

        // `s` saves the stage as a PNG of the stage's size; Esc quits with 0.
        try run.move(60, 60)
        try run.key("s")
        let withFrame = try #require(run.waitForState { $0["savedFrame"] is String })
        let path = try #require(withFrame["savedFrame"] as? String)
        let image = try readPNG(URL(fileURLWithPath: path))
        #expect(image.width == 120 && image.height == 120)
        #expect(abs(image.rgb(60, 60).1 - 255) <= 2)
        try run.key("Escape")
        #expect(run.waitForExit() == 0)
        #expect(run.standardOutput().contains(path))
    }

    @Test func draggingTheBarScrubsAndLostPressesAreCancelled() throws {
        let run = try PreviewRun([scene.path], folder: folder)

        // Press at the start of the track: held still at 0 while dragging.
        try run.move(14, Self.barY)
        try run.xdotool(["mousedown", "1"])
        #expect(run.waitForState { $0["scrubbing"] as? Bool == true && $0["paused"] as? Bool == true } != nil)
        try run.move(60, Self.barY)
        let dragged = try #require(run.waitForState { abs(self.time($0) - 2) < 1e-6 })
        #expect(dragged["scrubbing"] as? Bool == true)
        #expect(try run.waitForScreenshot { abs(grey($0) - 255 * 0.5) <= 6 } != nil)
        try run.xdotool(["mouseup", "1"])
        // Released: it plays on from 2 s, as it was playing before.
        let released = try #require(run.waitForState { $0["scrubbing"] as? Bool == false })
        #expect(released["paused"] as? Bool == false)
        #expect(released["lastPointerPhase"] as? String == "up")

        // The window loses the focus mid-press: the press is cancelled.
        try run.xdotool(["mousedown", "1"])
        #expect(run.waitForState { $0["scrubbing"] as? Bool == true } != nil)
        let root = try #require(try run.xdotool(["search", "--maxdepth", "0", "--name", ""])
            .split(separator: "\n").first.map(String.init))
        try run.xdotool(["windowfocus", root])
        let cancelled = try #require(run.waitForState { $0["lastPointerPhase"] as? String == "cancel" })
        #expect(cancelled["scrubbing"] as? Bool == false)
        try run.xdotool(["mouseup", "1"])
        #expect(run.state()?["lastPointerPhase"] as? String == "cancel")  // the late release is not an event

        // The window is closed mid-press: cancelled too, and a clean exit.
        try run.move(30, Self.barY)
        try run.xdotool(["mousedown", "1"])
        #expect(run.waitForState { $0["lastPointerPhase"] as? String == "down" } != nil)
        run.requestClose()
        #expect(run.waitForExit() == 0)
        #expect(run.state()?["lastPointerPhase"] as? String == "cancel")
        try run.xdotool(["mouseup", "1"])
    }

    @Test func aStateMachinePlaysWithThePointer() throws {
        // The button (x 10...40, y 35...65 of a 100-point animation) is red while the machine
        // idles and turns blue once a press on it plays the "pressed" segment.
        let archive = try DotLottieFixtures.buttonArchive(in: folder)
        let run = try PreviewRun([archive.path, "--state-machine", "tap"], folder: folder)
        func isRed(_ image: ImageBuffer) -> Bool { let c = image.rgb(25, 50); return c.0 > 200 && c.2 < 60 }
        func isBlue(_ image: ImageBuffer) -> Bool { let c = image.rgb(25, 50); return c.2 > 200 && c.0 < 60 }
        #expect(try run.waitForScreenshot(isRed) != nil)
        // A press beside the button does nothing.
        try run.move(80, 20)
        try run.xdotool(["click", "1"])
        #expect(try run.waitForScreenshot(timeout: 1.5, isBlue) == nil)
        try run.move(25, 50)
        try run.xdotool(["click", "1"])
        #expect(try run.waitForScreenshot(isBlue) != nil)
        try run.key("Escape")
        #expect(run.waitForExit() == 0)
    }

    @Test func brokenFileWithoutWatchExitsOneWithThePath() throws {
        try Data(#"{"size": [10, 10], "layers": [{"animations": [{"type": "basic"}]}]}"#.utf8).write(to: scene)
        let result = try WindowTestSupport.runStatus(["preview", scene.path], display: ":0")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("lamina: \(scene.path): layers[0].animations[0]"))
    }

    @Test func noDisplayExitsOneWithAMessage() throws {
        let result = try WindowTestSupport.runStatus(["preview", scene.path], display: ":65000")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("lamina: preview: cannot open a window: "))
    }
}

extension WindowTestSupport {
    /// Runs `lamina` to completion with `DISPLAY` set: status and standard error.
    static func runStatus(_ arguments: [String], display: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try BuiltLamina.checkedBinary()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try start(process)
        // Never hang the suite: a run that does not end in 30 s is killed (and fails).
        if poll(timeout: 30, { process.isRunning ? nil : true }) == nil { kill(process.processIdentifier, SIGKILL) }
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Every kind of target `preview` takes opens, plays and quits cleanly.
@Suite(.serialized, .enabled(if: WindowTestSupport.missing == nil,
                             "Xvfb, xdotool, ffmpeg or the lamina binary is missing (scripts/bootstrap installs them)"))
struct PreviewTargetWindowTests {
    @Test(arguments: [
        (["recording-meter", "--press", "0.2:1", "--max-duration", "3", "--duration", "4"], 4.0),
        (["Examples/stroke.yaml"], 2.0),
        (["Examples/desk.svg", "--duration", "1.5"], 1.5),
    ])
    func opensPlaysAndQuits(_ arguments: [String], loop: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = WindowTestSupport.repositoryRoot
        let resolved = arguments.map { $0.hasPrefix("Examples/") ? root.appendingPathComponent($0).path : $0 }
        let run = try PreviewRun(resolved, folder: folder)
        let state = try #require(run.waitForState { ($0["frames"] as? Int ?? 0) >= 3 })
        #expect(state["error"] is NSNull)
        #expect(state["loopDuration"] as? Double == loop)
        try run.key("Escape")
        #expect(run.waitForExit() == 0)
    }
}

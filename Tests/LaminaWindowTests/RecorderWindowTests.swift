import Foundation
import Lamina
import LaminaRender
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `lamina studio` in a real window on Xvfb, with the synthetic source (real time, like a
/// camera): the mouse and keys from xdotool, pixels from x11grab, the state from `--dump-state`,
/// movie durations from ffprobe. Each test has its own X server, config folder and library.
///
/// The window is 360x440 points: the meter is 270 points across, centred at (180, 159), its
/// ring (10 points wide) of radius 130 starts at 12 o'clock and fills counter-clockwise; the
/// record button is at (180, 378); the onboarding's Done button at (306, 37). The ring is six
/// seconds long (`--max-duration 6`), so a second is 60°.
@Suite(.serialized, .enabled(if: WindowTestSupport.missing == nil,
                             "Xvfb, xdotool, ffmpeg or the lamina binary is missing (scripts/bootstrap installs them)"))
final class RecorderWindowTests {
    let folder: URL
    let config: URL
    let library: URL

    static let ringCentre = (x: 180.0, y: 159.0)
    static let ringRadius = 130.0
    static let ringLength = 6.0

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-studio-\(UUID().uuidString)")
        config = folder.appendingPathComponent("config")
        library = folder.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func launch(_ arguments: [String] = []) throws -> PreviewRun {
        try PreviewRun(["--size", "360x440", "--max-duration", "\(Self.ringLength)", "--library", library.path] + arguments,
                       folder: folder, command: "studio", environment: ["XDG_CONFIG_HOME": config.path])
    }

    static func durations(_ state: [String: Any]) -> [Double] { state["durations"] as? [Double] ?? [] }
    static func recording(_ state: [String: Any]) -> Bool { state["recording"] as? Bool ?? false }

    /// The pixel on the ring's centre line a fraction `f` of the way round.
    static func ringPoint(_ f: Double) -> (Int, Int) {
        let angle = -Double.pi / 2 - 2 * Double.pi * f
        return (Int((ringCentre.x + ringRadius * cos(angle)).rounded()), Int((ringCentre.y + ringRadius * sin(angle)).rounded()))
    }

    static func near(_ pixel: (Double, Double, Double), _ colour: (Double, Double, Double), within tolerance: Double = 40) -> Bool {
        abs(pixel.0 - colour.0) <= tolerance && abs(pixel.1 - colour.1) <= tolerance && abs(pixel.2 - colour.2) <= tolerance
    }

    /// The viewfinder shows the test pattern: most of a grid of samples inside it are saturated
    /// colours (an empty viewfinder is flat grey), of at least three different hues.
    static func showsTestPattern(_ image: ImageBuffer) -> Bool {
        var saturated = 0, total = 0
        var hues = Set<Int>()
        for gy in stride(from: -90, through: 90, by: 15) {
            for gx in stride(from: -90, through: 90, by: 15) {
                let (r, g, b) = image.rgb(Int(ringCentre.x) + gx, Int(ringCentre.y) + gy)
                total += 1
                let high = max(r, g, b), low = min(r, g, b)
                guard high - low > 120 else { continue }
                saturated += 1
                hues.insert((r > 128 ? 4 : 0) + (g > 128 ? 2 : 0) + (b > 128 ? 1 : 0))
            }
        }
        return Double(saturated) / Double(total) > 0.4 && hues.count >= 3
    }

    func probeDuration(_ path: String) throws -> Double {
        let text = try WindowTestSupport.run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path])
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Holds the left button at `x, y` (the record button, or the ring's viewfinder) until the
    /// state reports `segment` with at least `seconds` recorded, then releases and waits until
    /// the segment is closed.
    func hold(_ run: PreviewRun, at x: Int = 180, _ y: Int = 378, segment: Int, atLeast seconds: Double) throws -> [String: Any] {
        try run.move(x, y)
        try run.xdotool(["mousedown", "1"])
        let long = run.waitForState(timeout: 10) { Self.durations($0).count > segment && Self.durations($0)[segment] >= seconds }
        try run.xdotool(["mouseup", "1"])
        #expect(long != nil, "segment \(segment) never reached \(seconds) s; stderr: \(run.stderr)")
        return try #require(run.waitForState { !Self.recording($0) && Self.durations($0).count == segment + 1 })
    }

    @Test func onboardingOnceThenHoldsFillTheRingUndoSaveAndQuitKeepingTheRest() throws {
        // First launch: the onboarding; Done ends it and the settings remember it.
        let first = try launch()
        #expect(first.state()?["screen"] as? String == "onboarding")
        let background = (0.118 * 255, 0.165 * 255, 0.278 * 255)
        #expect(try first.waitForScreenshot { Self.near($0.rgb(8, 300), background, within: 6) } != nil)
        try first.move(306, 37)
        try first.xdotool(["click", "1"])
        #expect(first.waitForState { $0["screen"] as? String == "recorder" } != nil)
        let settings = try String(contentsOf: config.appendingPathComponent("lamina/studio.json"), encoding: .utf8)
        #expect(settings.contains("\"onboardingSeen\": true"))
        try first.key("Escape")
        #expect(first.waitForExit() == 0)
        #expect(first.standardOutput().isEmpty)  // nothing recorded, nothing saved

        // Second launch: straight to the recorder, the viewfinder live.
        let run = try launch()
        #expect(run.state()?["screen"] as? String == "recorder")
        #expect(run.waitForState(timeout: 20) { $0["sourceReady"] as? Bool == true && ($0["previewFrames"] as? Int ?? 0) > 0 } != nil)
        #expect(try run.waitForScreenshot(Self.showsTestPattern) != nil)

        // Hold the button about a second, release, hold the ring: two segments, red then orange.
        _ = try hold(run, segment: 0, atLeast: 1.0)
        let held = try hold(run, at: 180, 159, segment: 1, atLeast: 0.6)
        let d = Self.durations(held)
        #expect(d.count == 2 && d[0] >= 1.0 && d[1] >= 0.6)
        // The newest segment starts at 12 o'clock, the older one ahead of it, then the track.
        let red = (255.0, 59.0, 48.0), orange = (255.0, 149.0, 0.0), track = (212.0, 212.0, 212.0)
        let newest = d[1] / Self.ringLength, both = (d[0] + d[1]) / Self.ringLength
        let ring = try run.waitForScreenshot { image in
            let (ox, oy) = Self.ringPoint(newest / 2), (rx, ry) = Self.ringPoint((newest + both) / 2)
            let (tx, ty) = Self.ringPoint((both + 1) / 2)
            return Self.near(image.rgb(ox, oy), orange) && Self.near(image.rgb(rx, ry), red) && Self.near(image.rgb(tx, ty), track)
        }
        #expect(ring != nil)
        #expect(ring.map(Self.showsTestPattern) == true)

        // Backspace undoes the second hold.
        try run.move(2, 2)
        try run.key("BackSpace")
        #expect(run.waitForState { Self.durations($0) == [d[0]] } != nil)
        #expect(try run.waitForScreenshot { Self.near($0.rgb(Self.ringPoint(d[0] / Self.ringLength / 2).0,
                                                              Self.ringPoint(d[0] / Self.ringLength / 2).1), red) } != nil)

        // Enter saves a movie as long as the segments the state reports, within a frame.
        try run.key("Return")
        let saved = try #require(run.waitForState(timeout: 30) { $0["screen"] as? String == "saved" })
        let path = try #require(saved["savedPath"] as? String)
        #expect(path.hasPrefix(library.path + "/Lamina-") && path.hasSuffix(".mp4"))
        let recorded = Self.durations(saved).reduce(0, +)
        #expect(abs(try probeDuration(path) - recorded) <= 1.0 / 30 + 1e-3)

        // A new session starts; quitting mid-hold (space) saves what was recorded and says where.
        #expect(run.waitForState(timeout: 20) { $0["sourceReady"] as? Bool == true } != nil)
        try run.xdotool(["keydown", "space"])
        let holding = try #require(run.waitForState(timeout: 10) {
            $0["screen"] as? String == "recorder" && Self.recording($0) && (Self.durations($0).first ?? 0) >= 0.5
        })
        try run.key("Escape")
        #expect(run.waitForExit(timeout: 30) == 0)
        let line = run.standardOutput().trimmingCharacters(in: .whitespacesAndNewlines)
        let kept = String(line.prefix { $0 != " " })
        #expect(kept.hasPrefix(library.path + "/Lamina-") && kept != path, "stdout: \(line)")
        let keptDuration = try probeDuration(kept)
        let before = Self.durations(holding)[0]
        #expect(keptDuration >= before - 1e-3 && keptDuration <= before + 1, "\(keptDuration) s kept, \(before) s before Esc")
    }

    func rememberOnboardingSeen() throws {
        let settings = config.appendingPathComponent("lamina")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("{\"onboardingSeen\": true}\n".utf8).write(to: settings.appendingPathComponent("studio.json"))
    }

    /// The children of `pid` whose command line contains `text`.
    static func children(of pid: Int32, running text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == pid,
                  let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")) else { return nil }
            return String(decoding: line.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text) ? child : nil
        }
    }

    @Test func aLostSourceShowsWhatToDoAndEnterSavesWhatWasRecorded() throws {
        try rememberOnboardingSeen()
        let run = try launch()
        #expect(run.waitForState(timeout: 20) { $0["sourceReady"] as? Bool == true } != nil)
        try run.move(2, 2)
        try run.xdotool(["keydown", "space"])
        #expect(run.waitForState(timeout: 10) { Self.recording($0) && (Self.durations($0).first ?? 0) >= 0.5 } != nil)
        // The source (ffmpeg reading lavfi) dies mid-segment, as an unplugged camera would.
        let sources = Self.children(of: run.processIdentifier, running: "lavfi")
        #expect(sources.count == 1)
        for source in sources { kill(source, SIGKILL) }
        let failed = try #require(run.waitForState { $0["error"] is String && !Self.recording($0) })
        let message = failed["error"] as? String ?? ""
        #expect(message.hasPrefix("the capture source stopped"), "\(message)")
        #expect(message.contains("Press Enter to save it"))
        #expect(failed["sourceReady"] as? Bool == false)
        try run.xdotool(["keyup", "space"])
        // R will not throw the segment away: it says to save first.
        try run.key("r")
        #expect(run.waitForState { ($0["error"] as? String ?? "").hasPrefix("The source stopped with 1 segment recorded") } != nil)
        // The segment so far was kept: Enter saves it, and a new session starts.
        try run.key("Return")
        let saved = try #require(run.waitForState(timeout: 30) { $0["screen"] as? String == "saved" })
        let recorded = Self.durations(saved)
        #expect(recorded.count == 1 && recorded[0] >= 0.5)
        let path = try #require(saved["savedPath"] as? String)
        #expect(abs(try probeDuration(path) - recorded[0]) <= 1.0 / 30 + 1e-3)
        #expect(run.waitForState(timeout: 20) { $0["sourceReady"] as? Bool == true && $0["error"] is NSNull } != nil)
        try run.key("Escape")
        #expect(run.waitForExit(timeout: 30) == 0)
    }

    @Test func badOptionsAndNoDisplayExitOneWithAMessage() throws {
        let home = ["--library", library.path]
        let noDisplay = try WindowTestSupport.runStatus(["studio"] + home, display: ":65000")
        #expect(noDisplay.status == 1)
        #expect(noDisplay.stderr.hasPrefix("lamina: studio: cannot open a window: "))
        let size = try WindowTestSupport.runStatus(["studio", "--size", "12x9000"] + home, display: ":65000")
        #expect(size.status != 0 && size.stderr.contains("--size 12x9000: expected WIDTHxHEIGHT, each from 200 to 4000"))
        let source = try WindowTestSupport.runStatus(["studio", "--source", "video0"] + home, display: ":65000")
        #expect(source.status != 0 && source.stderr.contains("--source video0: expected synthetic, bars"))
        let length = try WindowTestSupport.runStatus(["studio", "--max-duration", "-1"] + home, display: ":65000")
        #expect(length.status != 0 && length.stderr.contains("--max-duration"))
        // Nothing was created: no settings, no library.
        #expect(!FileManager.default.fileExists(atPath: library.path))
    }

    @Test func aFullDiskShowsWhatToDoAndRecordsNothing() throws {
        try rememberOnboardingSeen()
        // Asking to keep a petabyte free makes any disk too full to record on.
        let run = try launch(["--keep-free", "1000000000"])
        #expect(run.waitForState(timeout: 20) { $0["sourceReady"] as? Bool == true } != nil)
        try run.move(2, 2)
        try run.xdotool(["keydown", "space"])
        let failed = try #require(run.waitForState { $0["error"] is String })
        let message = failed["error"] as? String ?? ""
        #expect(message.hasPrefix("not enough free space: the temporary folder "), "\(message)")
        #expect(message.contains("free some space"))
        try run.xdotool(["keyup", "space"])
        let frames = run.state()?["frames"] as? Int ?? 0
        let later = try #require(run.waitForState { ($0["frames"] as? Int ?? 0) > frames + 10 })
        #expect(Self.durations(later).isEmpty && !Self.recording(later) && later["sourceReady"] as? Bool == true)
        try run.key("Escape")
        #expect(run.waitForExit(timeout: 30) == 0)
        #expect(run.standardOutput().isEmpty)
    }

    @Test func aMissingCameraShowsWhatToDoAndTheAppKeepsRunning() throws {
        try rememberOnboardingSeen()
        // --onboarding shows it again although it was seen; Enter ends it.
        let run = try launch(["--source", "/dev/null-nonexistent", "--onboarding"])
        #expect(run.state()?["screen"] as? String == "onboarding")
        try run.move(2, 2)
        try run.key("Return")
        #expect(run.waitForState { $0["screen"] as? String == "recorder" } != nil)
        let failed = try #require(run.waitForState(timeout: 20) { $0["error"] is String })
        let message = failed["error"] as? String ?? ""
        #expect(message.hasPrefix("/dev/null-nonexistent: unavailable"))
        #expect(message.contains("--list-devices") && message.contains("Press R"))
        // The message panel (dark red) across the top of the window.
        let panel = (0.55 * 0.94 * 255 + 0.08 * 0.06 * 255, 0.1 * 0.94 * 255 + 0.08 * 0.06 * 255, 0.1 * 0.94 * 255 + 0.08 * 0.06 * 255)
        #expect(try run.waitForScreenshot { Self.near($0.rgb(16, 108), panel, within: 8) } != nil)
        // Recording, saving, undoing and retrying do nothing harmful: frames go on.
        try run.move(2, 2)
        for key in ["space", "Return", "BackSpace", "r"] { try run.key(key) }
        let frames = run.state()?["frames"] as? Int ?? 0
        #expect(run.waitForState { ($0["frames"] as? Int ?? 0) > frames + 10 && $0["error"] is String } != nil)
        try run.key("Escape")
        #expect(run.waitForExit() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains("library") == false)
    }
}

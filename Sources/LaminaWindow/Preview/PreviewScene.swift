import Foundation
import Lamina
import LaminaRender

/// `lamina preview`: a scene playing in a loop on the stage, the timeline bar under it, and the
/// error panel over it while the file does not load.
///
///     ┌──────────────────────────┐
///     │ stage (the scene, fitted)│  error panel over the stage when loading fails
///     ├──────────────────────────┤
///     │ ●══════════○──────────── │  timeline bar: press or drag to scrub
///     └──────────────────────────┘
///
/// Keys: space pauses and resumes, left and right step a frame, `r` restarts, `s` saves the
/// frame as a PNG, Esc quits. With a watched file, a change on disk reloads the scene within
/// a tenth of a second of the next frame, keeping the playhead.
public final class PreviewScene: WindowContent {
    public struct Configuration: Sendable {
        /// The scene file or control name.
        public var name: String
        /// The stage's size in points (the scene is scaled to fit).
        public var contentSize: Size
        /// The file to watch for changes, or `nil`.
        public var watchedFile: String?
        /// Where to write the state JSON (`--dump-state`), or `nil`.
        public var stateFile: URL?
        /// The folder `s` saves frames into.
        public var framesFolder: URL
        /// Loop length instead of the source's duration.
        public var loopDuration: Double?

        public init(name: String, contentSize: Size, watchedFile: String? = nil, stateFile: URL? = nil,
                    framesFolder: URL, loopDuration: Double? = nil) {
            self.name = name
            self.contentSize = contentSize
            self.watchedFile = watchedFile
            self.stateFile = stateFile
            self.framesFolder = framesFolder
            self.loopDuration = loopDuration
        }
    }

    /// Seconds between looks at the watched file.
    public static let pollInterval = 0.1

    public let timeline: Timeline
    public let size: Size
    public let title: String
    public let player: PreviewPlayer
    public let bar: TimelineBar
    public let overlay: ErrorOverlay
    /// The state `--dump-state` reports.
    public private(set) var state: PreviewState
    /// Told of each saved frame and each problem that does not stop the preview (a frame or the
    /// state file that cannot be written); silent unless the owner installs a handler.
    public var report: (WindowContentReport) -> Void = { _ in }

    private let configuration: Configuration
    private let loader: () throws -> Composition
    private var watcher: FileWatcher?
    private var lastPoll = -Double.infinity
    private var scrubResumesPlaying = false
    private var writtenState: String?
    private let renderer = Renderer()

    /// Loads the source with `loader` (again on each change of the watched file); a failure
    /// shows in the error panel. The timeline ticks with `clock`.
    public init(_ configuration: Configuration, clock: any TimelineClock, loader: @escaping () throws -> Composition) {
        self.configuration = configuration
        self.loader = loader
        let content = configuration.contentSize
        size = Self.windowSize(forContent: content)
        title = "lamina preview: \((configuration.name as NSString).lastPathComponent)"
        let root = Layer()
        root.name = "preview"
        root.anchorPoint = .zero
        root.bounds = Rect(origin: .zero, size: size)
        player = PreviewPlayer(size: content)
        player.loopDurationOverride = configuration.loopDuration
        overlay = ErrorOverlay(frame: Rect(origin: .zero, size: content))
        bar = TimelineBar(frame: Rect(x: 0, y: content.height, width: content.width, height: TimelineBarGeometry.height))
        root.addSublayer(player.stage)
        root.addSublayer(overlay.layer)
        root.addSublayer(bar.layer)
        timeline = Timeline(rootLayer: root, clock: clock, startTime: clock.now)
        state = PreviewState(file: configuration.name)
        watcher = configuration.watchedFile.map { FileWatcher(path: $0) }
        bar.onScrub = { [unowned self] phase, time in scrub(phase, to: time) }
        load(isReload: false)
    }

    /// The window's size in points for a stage of `content` points: the stage and the bar under it.
    public static func windowSize(forContent content: Size) -> Size {
        Size(width: content.width, height: content.height + TimelineBarGeometry.height)
    }

    // MARK: - WindowContent

    public func handle(_ input: WindowInput, in window: WindowContext) -> WindowResponse {
        switch input {
        case .pointer(let event):
            state.lastPointerPhase = event.phase.rawValue
            timeline.send(event)
            // On the stage, the pointer is the scene's too (a dotLottie state machine plays with it).
            let stage = player.stage.frame
            if stage.contains(event.location) || event.phase != .down && event.phase != .move {
                let local = PointerEvent(event.phase, at: Point(event.location.x - stage.origin.x, event.location.y - stage.origin.y),
                                         time: event.time, pointerID: event.pointerID)
                player.forward(local, atHostTime: event.time)
            }
        case .keyDown(let key, let isRepeat, let time):
            timeline.advance(to: time)
            switch key {
            case .space where !isRepeat: player.togglePause(atHostTime: time)
            case .left: player.step(by: -1, atHostTime: time)
            case .right: player.step(by: 1, atHostTime: time)
            case .character("r") where !isRepeat: player.restart(atHostTime: time)
            case .character("s") where !isRepeat: saveFrame(at: time, scale: window.renderScale)
            case .escape: return quit()
            default: break
            }
        case .closeRequested:
            return quit()
        case .keyUp, .focusLost:
            break
        }
        return .continue
    }

    public func frame(at time: Double, in window: WindowContext) -> DisplayList {
        if watcher != nil, time - lastPoll >= Self.pollInterval {
            lastPoll = time
            if watcher?.poll() == true { load(isReload: true) }
        }
        timeline.advance(to: time)
        let playhead = player.playhead(atHostTime: time)
        bar.duration = player.loopDuration
        bar.show(time: playhead)
        state.time = playhead
        state.paused = player.isPaused
        state.loopDuration = player.loopDuration
        return DisplayList(snapshot: composedSnapshot(at: time), size: size)
    }

    public func didPresentFrame(at time: Double, in window: WindowContext) {
        state.frames = window.frameCount
        writeState()
    }

    // MARK: - Loading

    private func load(isReload: Bool) {
        do {
            player.load(try loader())
            bar.duration = player.loopDuration
            if isReload { state.reloads += 1 }
            overlay.message = nil
            state.error = nil
        } catch {
            overlay.message = "\(error)"
            state.error = "\(error)"
        }
    }

    // MARK: - Scrubbing and frames

    private func scrub(_ phase: PointerEvent.Phase, to time: Double) {
        let now = timeline.currentTime
        switch phase {
        case .down:
            scrubResumesPlaying = !player.isPaused
            player.pause(atHostTime: now)
            player.seek(to: time, atHostTime: now)
            state.scrubbing = true
        case .move:
            player.seek(to: time, atHostTime: now)
        case .up, .cancel:
            // A cancelled drag (focus lost mid-press) keeps the place it reached.
            if phase == .up { player.seek(to: time, atHostTime: now) }
            if scrubResumesPlaying { player.resume(atHostTime: now) }
            scrubResumesPlaying = false
            state.scrubbing = false
        }
    }

    /// The window's presentation with the scene drawn in the stage.
    private func composedSnapshot(at time: Double) -> LayerSnapshot {
        var snapshot = timeline.presentation(at: time)
        if let scene = player.sceneSnapshot(atHostTime: time),
           let index = timeline.rootLayer.sublayers.firstIndex(where: { $0 === player.stage }) {
            snapshot.sublayers[index].sublayers = [scene]
        }
        return snapshot
    }

    /// Saves the stage (the scene without the bar) as `<name>-<time>s.png` in the frames
    /// folder, at the window's pixel density, and reports the path.
    private func saveFrame(at time: Double, scale: Double) {
        let composed = composedSnapshot(at: time)
        guard let index = timeline.rootLayer.sublayers.firstIndex(where: { $0 === player.stage }) else { return }
        // The stage alone, drawn in its own space (its bounds start at its top left).
        let list = DisplayList(snapshot: composed.sublayers[index], size: configuration.contentSize)
        let image = renderer.render(list, scale: scale)
        let base = ((configuration.name as NSString).lastPathComponent as NSString).deletingPathExtension
        let url = configuration.framesFolder.appendingPathComponent(
            "\(base)-\(String(format: "%.3f", player.playhead(atHostTime: time)))s.png")
        do {
            try writePNG(image, to: url)
            state.savedFrame = url.path
            report(.savedFile(url.path))
        } catch {
            report(.problem("cannot save the frame: \(error)"))
        }
    }

    private func quit() -> WindowResponse {
        writeState()
        return .quit
    }

    private func writeState() {
        guard let url = configuration.stateFile else { return }
        let json = state.json
        guard json != writtenState else { return }
        do {
            try state.write(to: url)
            writtenState = json
        } catch {
            report(.problem("cannot write the state to \(url.path): \(error)"))
        }
    }
}

import Dispatch
import Foundation
import Lamina
import LaminaCapture
import LaminaCaptureControls
import LaminaControls
import LaminaWindow

/// The recorder of `lamina studio` as a `WindowContent`: the onboarding on first launch, then the
/// live viewfinder inside the recording meter, the record button below it, and the spinner,
/// drop indicator and caption of saving.
///
/// Threading: the host calls the scene on the main thread. The capture session has its own
/// thread, which hands preview images and events to a ``RecorderMailbox``; blocking work
/// (starting a session, undoing a segment, joining and saving) runs on one serial worker queue,
/// which posts its results to the same mailbox. ``frame(at:in:)`` takes the mailbox's contents
/// at the start of every frame and applies them on the main thread, so the layers and
/// ``state`` are only ever touched there, and the window never waits for ffmpeg.
///
/// The ring shows the session's recorded durations (its events), never a timer of its own.
public final class RecorderScene: WindowContent {
    public struct Configuration: Sendable {
        /// The window's content size in points.
        public var size: Size
        /// The source and how segments are recorded.
        public var capture: CaptureConfiguration
        /// Where finished movies go.
        public var library: MovieLibrary
        /// The settings file (remembers that the onboarding was seen).
        public var settingsFile: URL
        /// Show the onboarding even if it was seen.
        public var showsOnboarding = false
        /// Where `--dump-state` writes the state, if anywhere.
        public var stateFile: URL?
        /// The wall clock that names saved movies (the caller's; the scene reads no clock).
        public var now: @Sendable () -> Date
        /// The user's home folder, shown as `~` in the saved caption.
        public var homeFolder: String?

        public init(size: Size, capture: CaptureConfiguration, library: MovieLibrary, settingsFile: URL,
                    showsOnboarding: Bool = false, stateFile: URL? = nil, now: @escaping @Sendable () -> Date) {
            self.size = size
            self.capture = capture
            self.library = library
            self.settingsFile = settingsFile
            self.showsOnboarding = showsOnboarding
            self.stateFile = stateFile
            self.now = now
        }
    }

    public let configuration: Configuration
    public let timeline: Timeline
    public var size: Size { configuration.size }
    public let title = "lamina studio"
    /// What the window shows, as values (also `--dump-state`).
    public internal(set) var state: RecorderState

    let root = Layer()
    /// Everything of the recorder screen (hidden while the onboarding shows).
    let recorderLayer = Layer()
    var onboarding: Onboarding?
    let meter: RecordingMeter
    /// Drives the meter from the session's segments and preview.
    let meterFeed: RecordingMeterFeed
    let button = RecordButton()
    let caption = TextLayer()
    let messagePanel = Layer()
    let messageText = TextLayer()
    let spinner = ActivityIndicator()
    let savingHUD = Layer()
    let drop = DropIndicator(size: Size(width: 110, height: 110))

    let mailbox = RecorderMailbox()
    /// Blocking work, in order: starting sessions, undoing, joining and saving.
    let worker = DispatchQueue(label: "lamina-recorder")
    /// The running session, once started.
    var session: CaptureSession?
    var isStartingSession = false
    /// The message panel says what was recovered; the next session's start leaves it up.
    var showsRecovery = false
    var isShuttingDown = false
    /// Who wants a segment recorded now: the record button, the ring, the space bar.
    var buttonHeld = false, ringHeld = false, spaceHeld = false
    var wantsRecording = false
    /// Set while the scene itself changes the button's look (its callback then means nothing).
    var drivingButton = false
    private var writtenState: String?
    /// The numbers (from 0) of the frames presented while a segment was recording, so
    /// `--stats` can report frame times while recording.
    public private(set) var recordingFrameIndices: [Int] = []
    /// Told of each problem that does not stop the recorder (the state file that cannot be
    /// written); silent unless the owner installs a handler.
    public var report: (WindowContentReport) -> Void = { _ in }

    /// Builds the scene on the host's clock and starts the capture session in the background.
    public init(_ configuration: Configuration, clock: any TimelineClock) {
        self.configuration = configuration
        let settings = StudioSettings.load(from: configuration.settingsFile)
        let showsOnboarding = configuration.showsOnboarding || !settings.onboardingSeen
        meter = RecordingMeter(maxDuration: configuration.capture.maximumDuration ?? 45, lineWidth: 10)
        meterFeed = RecordingMeterFeed(meter: meter)
        timeline = Timeline(rootLayer: root, clock: clock, startTime: clock.now)
        state = RecorderState(screen: showsOnboarding ? .onboarding : .recorder)
        buildLayers()
        if showsOnboarding { showOnboarding() }
        startSession()
    }

    // MARK: - Frames

    public func frame(at time: Double, in window: WindowContext) -> DisplayList {
        timeline.advance(to: time)
        receiveMail()
        if let onboarding, onboarding.isFinished { dismissOnboarding() }
        return DisplayList(snapshot: timeline.presentation(at: time), size: size)
    }

    public func didPresentFrame(at time: Double, in window: WindowContext) {
        state.frames = window.frameCount
        if state.isRecording { recordingFrameIndices.append(window.frameCount - 1) }
        guard let file = configuration.stateFile else { return }
        let json = state.json
        guard json != writtenState else { return }
        do {
            try state.write(to: file)
            writtenState = json
        } catch {
            report(.problem("studio: cannot write the state to \(file.path): \(error)"))
        }
    }

    /// Applies what the other threads left since the last frame.
    func receiveMail() {
        let mail = mailbox.take()
        if let image = mail.preview {
            meterFeed.show(image)
            state.previewFrames += mail.previewCount
        }
        for message in mail.messages { receive(message) }
    }

    private func receive(_ message: RecorderMailbox.Message) {
        switch message {
        case .sessionReady(let session):
            isStartingSession = false
            if isShuttingDown {
                self.session = session  // shutDown closes it
                return
            }
            self.session = session
            state.sourceReady = true
            if !showsRecovery { clearMessage() }
            if wantsRecording { record(true) }
        case .sessionFailed(let error):
            isStartingSession = false
            show(message: RecorderState.message(for: error))
        case .recovered(let outcomes):
            showsRecovery = true
            show(message: RecorderState.message(for: outcomes, home: configuration.homeFolder))
        case .event(let event):
            if state.screen == .saved, case .firstFrameRecorded = event {
                // The first segment of the next movie: the ring starts over.
                state.clearSegments()
                clearMeter()
                state.screen = .recorder
                fadeCaption(to: Self.hint)
            }
            if case .fault(let fault) = event {
                if case .sourceEnded = fault { state.sourceReady = false }
                // The segment was closed: the button lets go too, whatever is still held.
                releaseAll()
            }
            if case .maximumDurationReached = event { releaseAll() }
            mirror(state.apply(event))
        case .segmentRemoved(let number):
            mirror(state.removeSegment(number: number))
        case .joined:
            spinner.stopAnimating()
            Transaction.perform(disableActions: true) { savingHUD.isHidden = false }
            drop.startAnimating()
        case .saved(let url, _):
            stopSavingIndicators()
            state.screen = .saved
            state.savedPath = url.path
            session = nil
            state.sourceReady = false
            fadeCaption(to: "Saved to \(Self.shortened(url.path, home: configuration.homeFolder))")
            if !isShuttingDown { startSession() }
        case .saveFailed(let error):
            stopSavingIndicators()
            state.screen = .recorder
            show(message: RecorderState.message(for: error))
        }
    }

    /// Mirrors a change of ``state`` onto the meter and the message.
    private func mirror(_ change: RecorderState.Change) {
        if change == .segmentBegan { clearMessage() }
        if let segment = change.segment { meterFeed.apply(segment) }
        if case .error(let text) = change { show(message: text) }
    }

    // MARK: - Sessions and saving

    /// Makes and starts a capture session on the worker; the result arrives by mail.
    func startSession() {
        guard !isStartingSession, session == nil else { return }
        isStartingSession = true
        state.sourceReady = false
        let mailbox = self.mailbox, capture = configuration.capture, library = configuration.library
        worker.async {
            // Sessions that died (kill -9, a crash) are saved into the library before a new one starts.
            let recovered = SessionRecovery.recoverStale(in: capture.temporaryRoot, into: library,
                                                         ffmpegPath: capture.ffmpegPath)
            if !recovered.isEmpty { mailbox.post(.recovered(recovered)) }
            do {
                let session = try CaptureSession(configuration: capture,
                                                 preview: { mailbox.post(preview: $0.image) },
                                                 events: { mailbox.post(.event($0)) })
                try session.start()
                mailbox.post(.sessionReady(session))
            } catch {
                mailbox.post(.sessionFailed(error as? CaptureError ?? .invalidState("\(error)")))
            }
        }
    }

    /// R: a new session, when the source failed and nothing recorded would be lost.
    func restartSession() {
        guard state.screen != .saving, !isStartingSession else { return }
        if let session {
            guard !state.sourceReady else { return }
            guard state.segments.isEmpty || state.screen == .saved else {
                show(message: "The source stopped with \(Self.count(state.segments.count)) recorded: press Enter to save "
                    + "them (a new source starts after the save), or Backspace to undo them one by one.")
                return
            }
            self.session = nil
            worker.async { session.close() }
        }
        clearMessage()
        startSession()
    }

    /// Backspace: removes the last segment (stopping first), on the worker.
    func undo() {
        guard state.screen == .recorder, let session, !state.segments.isEmpty || state.isRecording else { return }
        releaseAll()
        let mailbox = self.mailbox
        worker.async {
            do {
                if let removed = try session.removeLastSegment() { mailbox.post(.segmentRemoved(number: removed.number)) }
            } catch {
                mailbox.post(.event(.fault(error as? CaptureError ?? .invalidState("\(error)"))))
            }
        }
    }

    /// Enter: stops recording, joins the segments (spinner), saves the movie (drop indicator).
    func finish() {
        guard state.screen == .recorder, let session else { return }
        guard !state.segments.isEmpty || state.isRecording || session.isRecording else {
            fadeCaption(to: RecorderState.message(for: .nothingRecorded))
            return
        }
        releaseAll()
        state.screen = .saving
        clearMessage()
        spinner.startAnimating()
        let mailbox = self.mailbox, library = configuration.library, now = configuration.now
        worker.async {
            do {
                // A full temporary folder joins into the library's folder instead.
                let recording = try session.finish(createdAt: now(), overflow: library.folder)
                mailbox.post(.joined(recording))
                let url = try session.save(recording, to: library)
                mailbox.post(.saved(url, duration: recording.duration))
            } catch {
                mailbox.post(.saveFailed(error as? CaptureError ?? .invalidState("\(error)")))
            }
        }
    }

    /// After the window closed: waits for the worker, then keeps what was recorded (the segment
    /// in progress is closed, the segments joined and saved to the library). Returns what to
    /// tell the user: where the movie went, or why it could not be saved; `nil` when there was
    /// nothing to save.
    public func shutDown() -> String? {
        isShuttingDown = true
        worker.sync {}
        receiveMail()
        var report: String?
        if state.screen == .saved, let path = state.savedPath {
            report = "saved \(path) (\(Self.seconds(state.recordedDuration)), \(Self.count(state.segments.count)))"
        }
        guard let session else { return report }
        self.session = nil
        guard !session.segments.isEmpty || session.isRecording else {
            session.close()
            return report
        }
        do {
            let recording = try session.finish(createdAt: configuration.now(), overflow: configuration.library.folder)
            let url = try session.save(recording, to: configuration.library)
            state.savedPath = url.path
            return "saved \(url.path) (\(Self.seconds(recording.duration)), \(Self.count(recording.segments.count)))"
        } catch {
            // Nothing recorded is lost: the segments stay where the user can find them.
            guard let kept = try? session.keepFiles() else {
                session.close()
                return "could not save what was recorded: \(error)"
            }
            return "could not save what was recorded: \(error); the segments are kept in \(kept.path)"
        }
    }

    /// `path` with `home` written as `~` (the caption has room for two lines).
    public static func shortened(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, home != "/" else { return path }
        let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
        return path.hasPrefix(folder + "/") ? "~" + path.dropFirst(folder.count) : path
    }

    /// The caption under the ring while recording.
    static let hint = "Hold to record · Backspace undoes · Enter saves"

    static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
    static func count(_ segments: Int) -> String { "\(segments) segment\(segments == 1 ? "" : "s")" }
}

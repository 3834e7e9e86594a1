import Foundation
import LaminaMedia

/// Records one movie with a capture session, from start to saved file: the session set up from
/// a few choices, scripted presses on the source's clock or a live recording until Enter or a
/// signal, the segments joined and saved, and faults handed back after what was recorded is
/// saved. `lamina record` is this type behind its options; code can use it the same way.
///
/// ```swift
/// var recorder = MovieRecorder(video: .synthetic(), destination: .file(URL(fileURLWithPath: "take.mp4")),
///                              now: { Date() })
/// recorder.presses = [.init(start: 0.5, end: 2)]
/// let outcome = try recorder.record()
/// print(outcome.summary)          // take.mp4 (1.500 s, 1 segment)
/// ```
///
/// Nothing process-wide changes unless asked: ``handlesSignals`` installs SIGINT and SIGTERM
/// handlers for the recording and puts the previous ones back, and ``stopsOnEnter`` reads
/// standard input.
public struct MovieRecorder: Sendable {
    /// One hold of the record button, in seconds of source time.
    public struct Press: Sendable, Equatable {
        public var start: Double
        public var end: Double
        public init(start: Double, end: Double) {
            self.start = start
            self.end = end
        }
    }

    /// Where the movie goes.
    public enum Destination: Sendable {
        /// This `.mp4` file; an existing one is replaced only with ``MovieRecorder/overwrites``.
        case file(URL)
        /// A library folder, under a name of its own.
        case library(MovieLibrary)
    }

    /// Something the recorder tells its user while it works.
    public enum Notice: Sendable, Equatable {
        /// A live recording began; it runs until Enter, a signal or the session stops.
        case recordingLive
        /// Saving failed; the segments are kept in this folder.
        case segmentsKept(URL)
        /// A session that died (kill -9, a crash) was recovered, or kept when it could not be.
        case recovered(SessionRecovery.Outcome)
        /// A hidden partial file of a writer that died was removed.
        case partialFileRemoved(URL)
    }

    /// What a recording left.
    public struct Outcome: Sendable {
        /// The joined movie, and where it was saved.
        public var recording: Recording
        public var url: URL
        /// The preview frames in order (kept only with ``MovieRecorder/keepsPreviewFrames``).
        public var previewFrames: [PreviewFrame]
        /// Whether a signal (or ``CaptureSession/interrupt()``) ended the recording early.
        public var wasInterrupted: Bool
        /// The first fault, reported after the movie was saved.
        public var fault: (any Error)?

        /// `PATH (D.DDD s, N segments)`: where the movie went and what it holds.
        public var summary: String {
            let count = recording.segments.count
            return "\(url.path) (\(String(format: "%.3f", recording.duration)) s, \(count) segment\(count == 1 ? "" : "s"))"
        }
    }

    public var video: VideoSource
    public var audio: AudioSource
    /// The recorded size in pixels (even numbers) and frames per second.
    public var width = 640, height = 360
    public var fps = 30.0
    /// The holds, in order; none records live from the start.
    public var presses: [Press] = []
    /// The longest recording in seconds; recording stops exactly there.
    public var maximumDuration: Double?
    /// Runs the synthetic source in real time, as a camera would (always so when live).
    public var realtime = false
    public var destination: Destination
    /// Keeps the preview frames for the outcome (a recording screen is made from them).
    public var keepsPreviewFrames = false
    /// SIGINT and SIGTERM interrupt the session while it records; the previous handlers are
    /// restored afterwards.
    public var handlesSignals = false
    /// A live recording also stops at a line on standard input.
    public var stopsOnEnter = false
    /// The wall clock that names the movie (the caller's; the recorder reads no clock).
    public var now: @Sendable () -> Date
    /// Lets ``Destination/file(_:)`` replace an existing file (the library never overwrites).
    public var overwrites = false
    /// Where the recordings of sessions that died go before this one starts (see
    /// ``SessionRecovery``); `nil` leaves them alone. `lamina record` passes the library.
    public var recovery: MovieLibrary?
    /// Free bytes the session keeps on the temporary folder's volume (see
    /// ``CaptureConfiguration/reservedBytes``).
    public var reservedBytes: Int64 = 64_000_000
    /// The folder of the sessions' temporary folders; `nil` for `$TMPDIR/lamina-capture`.
    public var temporaryRoot: URL?
    /// How free space is measured (injectable for tests).
    public var freeSpace: FreeSpaceCheck = .system

    public init(video: VideoSource, audio: AudioSource? = nil, destination: Destination,
                now: @escaping @Sendable () -> Date) {
        self.video = video
        self.audio = audio ?? (video.isLive ? .alsa(device: "default") : .synthetic)
        self.destination = destination
        self.now = now
    }

    /// The session's configuration: paced unless scripted, and a preview a round viewfinder
    /// can crop from the middle.
    public var captureConfiguration: CaptureConfiguration {
        var configuration = CaptureConfiguration(video: video, audio: audio, width: width, height: height, fps: fps)
        configuration.maximumDuration = maximumDuration
        configuration.reservedBytes = reservedBytes
        configuration.temporaryRoot = temporaryRoot
        configuration.freeSpace = freeSpace
        configuration.paced = realtime || presses.isEmpty
        if configuration.previewWidth == nil {
            configuration.previewWidth = 240
            configuration.previewHeight = max(2, Int((240 * Double(height) / Double(width) / 2).rounded()) * 2)
        }
        return configuration
    }

    /// Records, joins and saves. Before anything runs, a file destination is checked (its
    /// folder exists, it is not a folder, it exists only with ``overwrites``), dead writers'
    /// partial files beside it are removed and dead sessions are recovered (``recovery``).
    /// Throws when nothing could be saved (the segments are kept and a
    /// ``Notice/segmentsKept(_:)`` says where) or nothing was recorded (the fault that kept it
    /// from recording, such as a full temporary folder); a fault while recording does not throw
    /// but comes back in ``Outcome/fault`` with the saved movie.
    public func record(notice: (Notice) -> Void = { _ in }) throws -> Outcome {
        switch destination {
        case .file(let file):
            try MovieLibrary.checkDestination(file, overwrites: overwrites)
            for removed in StalePartialFiles.remove(in: file.deletingLastPathComponent()) {
                notice(.partialFileRemoved(removed))
            }
        case .library(let library):
            for removed in StalePartialFiles.remove(in: library.folder) { notice(.partialFileRemoved(removed)) }
        }
        if let recovery {
            for outcome in SessionRecovery.recoverStale(in: temporaryRoot, into: recovery) { notice(.recovered(outcome)) }
        }
        let frames = PreviewFrameStore(keeps: keepsPreviewFrames)
        let session = try CaptureSession(configuration: captureConfiguration, preview: { frames.add($0) })
        defer { session.close() }
        let signals = handlesSignals ? InterruptSignals(interrupting: session) : nil
        defer { signals?.restore() }
        try session.start()

        var fault: (any Error)?
        if presses.isEmpty {
            notice(.recordingLive)
            try session.startRecordingAndWait()
            StandardInputWait.untilEnterOrStop(session, readsInput: stopsOnEnter)
            do { try session.stopRecordingAndWait() } catch { fault = error }
        } else {
            for press in presses where !session.isInterrupted {
                do {
                    try session.record(from: press.start, to: press.end)
                } catch CaptureError.maximumDurationReached {
                    break
                } catch {
                    fault = error
                    break
                }
            }
        }
        if fault == nil, let first = session.faults.first { fault = first }
        // Nothing recorded because of a fault (a full temporary folder refusing to start): the
        // fault is the cause to report, not the empty recording.
        if session.segments.isEmpty, let fault { throw fault }
        var joined: Recording?
        do {
            // A full temporary folder joins into the destination's folder instead.
            let overflow: URL
            switch destination {
            case .file(let file): overflow = file.deletingLastPathComponent()
            case .library(let library): overflow = library.folder
            }
            let recording = try session.finish(createdAt: now(), overflow: overflow)
            joined = recording
            let url: URL
            switch destination {
            case .file(let file):
                url = try MovieLibrary.write(recording, to: file, overwrites: overwrites, freeSpace: freeSpace)
            case .library(let library): url = try library.save(recording)
            }
            return Outcome(recording: recording, url: url, previewFrames: frames.frames,
                           wasInterrupted: session.isInterrupted, fault: fault)
        } catch {
            // Nothing recorded is lost: the segments stay where the user can find them, and a
            // movie joined outside the session's folder is not left there half saved.
            if let joined, joined.isOutsideSession { unlink(joined.url.path) }
            if !session.segments.isEmpty, let kept = try? session.keepFiles() { notice(.segmentsKept(kept)) }
            throw error
        }
    }
}

/// Preview frames kept for the outcome, filled on the session's thread.
private final class PreviewFrameStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [PreviewFrame] = []
    let keeps: Bool

    init(keeps: Bool) { self.keeps = keeps }

    func add(_ frame: PreviewFrame) {
        guard keeps else { return }
        lock.lock()
        stored.append(frame)
        lock.unlock()
    }

    var frames: [PreviewFrame] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

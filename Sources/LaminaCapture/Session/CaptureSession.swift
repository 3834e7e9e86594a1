#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Lamina
import LaminaMedia

// Design note: why a thread and a lock, not an actor.
//
// The session's work is a loop of blocking calls: `poll` and `read` on the source's pipes,
// `write` into the encoder's, `waitpid` when a segment closes. Run on an actor, each would
// hold one of the cooperative pool's few threads (two on the machines this runs on) for as long
// as a camera takes to deliver a frame. So the session owns one thread, as AVFoundation's
// session queue does: it configures the devices, reads every frame, applies the commands and
// delivers preview frames and events. Callers on any thread talk to it through a command queue
// and a few published values behind one `NSCondition`; the thread applies commands between
// frames, at frame boundaries, which is what makes starts and stops frame-accurate. The pump's
// own objects (source reader, encoders) are touched by that thread alone.

/// A capture session: a source running on its own thread, preview frames for a viewfinder, and
/// segments recorded while asked (every hold of the button is one segment).
///
/// ```swift
/// let session = try CaptureSession(configuration: CaptureConfiguration(),
///                                  preview: { frame in viewfinder.contents = frame.image })
/// try session.start()
/// try session.record(from: 0.5, to: 2.0)     // the synthetic source's clock: instant, exact
/// try session.record(from: 3.0, to: 3.8)
/// let movie = try session.finish(createdAt: Date())
/// let saved = try session.save(movie, to: MovieLibrary())
/// ```
///
/// Time is the source's: a command at a time applies at the first frame whose timestamp is at
/// or after it, and a command without a time at the next frame. With the synthetic source (not
/// paced) the source only advances when asked (``advance(to:)``, ``record(from:to:)``), faster
/// than real time and with the same result every run; cameras run in real time.
///
/// Faults (the source dying, an encoder failing, the disk filling up) close the current
/// segment and keep it; they are reported as ``CaptureEvent/fault(_:)``, kept in ``faults``, and
/// thrown by the call that was waiting for the segment.
public final class CaptureSession: @unchecked Sendable {
    public let configuration: CaptureConfiguration
    /// The session's temporary folder (segments, joined movie, logs).
    public let folder: SessionFolder
    let ffmpeg: String
    let previewHandler: (@Sendable (PreviewFrame) -> Void)?
    let eventHandler: (@Sendable (CaptureEvent) -> Void)?

    enum Command {
        case start(time: Double?)
        case stop(time: Double?)
    }

    enum Phase: Equatable { case idle, starting, running, ended, finished, closed }

    // Internal rather than private so that the session thread's code (CaptureSession+Thread)
    // can live in its own file; nothing outside the session touches them.
    // Guarded by `condition`.
    let condition = NSCondition()
    var phase = Phase.idle
    var startError: CaptureError?
    var commands: [Command] = []
    var target = 0.0
    var boundary = 0
    var recordingNumber: Int?
    var storedSegments: [RecordedSegment] = []
    var storedFaults: [CaptureError] = []
    var interrupted = false
    var stopRequested = false
    var pumpDone = false
    var sourcePID: Int32 = 0
    var currentFrames = 0

    // The session thread's own.
    var reader: SourceReader?
    var encoder: SegmentEncoder?
    var warm: SegmentEncoder?
    var segmentCounter = 0
    var framesSinceSpaceCheck = 0

    /// Prepares a session: checks the configuration and the devices, sweeps the folders of dead
    /// sessions that recorded nothing (``SessionRecovery`` saves the others), and creates this
    /// session's folder. Nothing runs until ``start()``.
    ///
    /// - Parameters:
    ///   - preview: receives every source frame at the preview size, on the session's thread.
    ///   - events: receives segment starts, progress, closed segments and faults, in order, on
    ///     the session's thread.
    ///   - configuration: what to capture and how to record it.
    /// - Throws: ``CaptureError/deviceDenied(path:reason:fix:)`` or
    ///   ``CaptureError/deviceUnavailable(path:reason:)`` for a camera the process may not use,
    ///   ``CaptureError/invalidConfiguration(_:)``, or ffmpeg missing.
    public init(configuration: CaptureConfiguration,
                preview: (@Sendable (PreviewFrame) -> Void)? = nil,
                events: (@Sendable (CaptureEvent) -> Void)? = nil) throws {
        try configuration.validate()
        if case .camera(let path) = configuration.video {
            switch DeviceAuthorization.of(path: path, group: "video") {
            case .authorized: break
            case .denied(let reason, let fix): throw CaptureError.deviceDenied(path: path, reason: reason, fix: fix)
            case .unavailable(let reason): throw CaptureError.deviceUnavailable(path: path, reason: reason)
            }
        }
        let located = ChildProcess.locate("ffmpeg", explicit: configuration.ffmpegPath)
        guard let ffmpeg = located.path else { throw CaptureError.media(.ffmpegMissing(searched: located.searched)) }
        self.ffmpeg = ffmpeg
        self.configuration = configuration
        SessionFolder.sweepStale(in: configuration.temporaryRoot)
        folder = try SessionFolder.create(in: configuration.temporaryRoot)
        folder.noteFrameRate(configuration.fps)
        previewHandler = preview
        eventHandler = events
    }

    deinit {
        if phase != .closed { folder.remove() }
    }

    // MARK: - Published state

    /// The segments kept so far, in order.
    public var segments: [RecordedSegment] { locked { storedSegments } }
    /// Every fault so far, in order.
    public var faults: [CaptureError] { locked { storedFaults } }
    /// Whether a segment is being recorded.
    public var isRecording: Bool { locked { recordingNumber != nil } }
    /// Source time up to which frames are handled, in seconds.
    public var sourceTime: Double { locked { Double(boundary) / configuration.fps } }
    /// Seconds recorded in the kept segments and the current one.
    public var recordedDuration: Double { Double(totalFrames()) / configuration.fps }
    /// Whether ``interrupt()`` was called.
    public var isInterrupted: Bool { locked { interrupted } }
    /// The source ffmpeg's process id (tests make it die), 0 before ``start()``.
    package var sourceProcessIdentifier: Int32 { locked { sourcePID } }

    // MARK: - Running

    /// Starts the source on the session's thread and waits until it delivered its first frame
    /// and the first encoder is warm, so a press records at once.
    ///
    /// - Throws: ``CaptureError/sourceEnded(reason:recorded:)`` with ffmpeg's message when the
    ///   source cannot start (a camera that fails, a missing lavfi), ``CaptureError/invalidState(_:)``
    ///   when already started.
    public func start() throws {
        try locked {
            guard phase == .idle else { throw CaptureError.invalidState("the capture session was already started") }
            phase = .starting
        }
        let thread = Thread { [self] in runSessionThread() }
        thread.name = "lamina-capture"
        thread.start()
        try locked {
            while phase == .starting { condition.wait() }
            if let startError { throw startError }
        }
    }

    /// Starts a segment at source time `time` (the first frame at or after it), or with the next
    /// frame when `time` is `nil`. Faults (disk full, maximum duration) are reported as events.
    public func startRecording(at time: Double? = nil) throws {
        try enqueue(.start(time: time))
    }

    /// Starts a segment with the next frame and waits until it has begun.
    ///
    /// - Throws: the fault that kept it from starting (disk nearly full, maximum duration
    ///   reached, the source gone).
    public func startRecordingAndWait() throws {
        let faultCount = locked { storedFaults.count }
        try enqueue(.start(time: nil))
        try locked {
            while !pumpDone && !commands.isEmpty { condition.wait() }
            if storedFaults.count > faultCount { throw storedFaults[faultCount] }
        }
    }

    /// Stops the current segment at source time `time`, or after the current frame.
    public func stopRecording(at time: Double? = nil) throws {
        try enqueue(.stop(time: time))
    }

    /// Stops the current segment now and waits until its file is closed; the segment, or `nil`
    /// when none was recording or it got no frame.
    ///
    /// - Throws: the fault that ended the segment, if one did while it recorded.
    @discardableResult
    public func stopRecordingAndWait() throws -> RecordedSegment? {
        let (before, faultCount) = locked { (storedSegments.count, storedFaults.count) }
        try enqueue(.stop(time: nil))
        return try locked {
            while !pumpDone && (!commands.isEmpty || recordingNumber != nil) { condition.wait() }
            if storedFaults.count > faultCount { throw storedFaults[faultCount] }
            return storedSegments.count > before ? storedSegments.last : nil
        }
    }

    /// Handles every frame whose timestamp is before `time` (a scripted session's clock); with a
    /// real-time source, waits until the source reaches `time`. Returns early when the session
    /// is interrupted or the source ends.
    public func advance(to time: Double) throws {
        try locked {
            guard phase == .running || phase == .ended else {
                throw CaptureError.invalidState("advance on a capture session that is not running")
            }
            let time = min(time, CaptureConfiguration.longestSourceTime)
            target = max(target, time)
            condition.broadcast()
            while !pumpDone && !interrupted && Double(boundary) / configuration.fps < time - 1e-9 { condition.wait() }
        }
    }

    /// Records one hold from `start` to `end` (source seconds) and returns its segment, or `nil`
    /// when it got no frame (or the session was interrupted first).
    ///
    /// - Throws: a fault that happened during the hold (the segment is kept all the same), or
    ///   ``CaptureError/sourceEnded(reason:recorded:)`` if the source is gone.
    @discardableResult
    public func record(from start: Double, to end: Double) throws -> RecordedSegment? {
        guard start.isFinite, end.isFinite, start >= 0, end > start else {
            throw CaptureError.invalidConfiguration("press \(start):\(end) (needs 0 <= start < end)")
        }
        let longest = CaptureConfiguration.longestSourceTime
        guard end <= longest else {
            throw CaptureError.invalidConfiguration("press \(start):\(end) ends after \(Int(longest)) s, "
                + "the longest a capture session runs (24 hours)")
        }
        // With a maximum duration, the hold ends where the limit does: the source is not read
        // beyond it (a press of 0:400 with a 1 s limit reads 1 s, not 400). A scripted source
        // starts exactly at `start`, so the end is known; a real-time one may start a frame
        // later, so the wait below ends when the limit closes the segment.
        var until = end
        if let limit = configuration.maximumFrames {
            let remaining = limit - totalFrames()
            guard remaining > 0 else { throw CaptureError.maximumDurationReached(configuration.maximumDuration ?? 0) }
            if !configuration.isRealTime { until = min(end, Double(boundary(of: start) + remaining) / configuration.fps) }
        }
        let (before, faultCount) = locked { (storedSegments.count, storedFaults.count) }
        try enqueue(.start(time: start))
        try enqueue(.stop(time: until))
        if configuration.isRealTime && configuration.maximumFrames != nil {
            // Until the source reaches the end of the hold, or the limit closed its segment.
            locked {
                while !pumpDone && !interrupted && Double(boundary) / configuration.fps < until - 1e-9
                        && !(storedSegments.count > before && recordingNumber == nil) {
                    condition.wait()
                }
            }
        } else {
            try advance(to: until)
        }
        return try locked {
            while !pumpDone && !interrupted && recordingNumber != nil { condition.wait() }
            if storedFaults.count > faultCount { throw storedFaults[faultCount] }
            return storedSegments.count > before ? storedSegments.last : nil
        }
    }

    /// A Ctrl-C: closes the current segment cleanly and stops scripted waits; the session can
    /// still finish with what it has. Safe from any thread (a signal handler's queue).
    public func interrupt() {
        locked {
            interrupted = true
            commands.append(.stop(time: nil))
            condition.broadcast()
        }
    }

    /// Undoes the last hold: stops recording first if needed, then deletes the last segment's
    /// file. Returns the segment removed, `nil` when there was none.
    @discardableResult
    public func removeLastSegment() throws -> RecordedSegment? {
        if isRecording { _ = try? stopRecordingAndWait() }
        return try locked {
            guard let last = storedSegments.popLast() else { return nil }
            do {
                try FileManager.default.removeItem(at: last.url)
            } catch {
                storedSegments.append(last)
                throw CaptureError.fileError(operation: "removing", path: last.url.path, reason: error.localizedDescription)
            }
            return last
        }
    }

    /// Stops recording and the source, and joins the segments without re-encoding into one
    /// fast-start MP4 in the session's folder.
    ///
    /// When the session's file system has no room for the joined copy but `overflow` (the
    /// folder the movie is going to) has, the movie is joined there under a hidden partial-file
    /// name instead, and saving it moves it rather than copying: what was recorded is saved
    /// wherever there is room.
    ///
    /// - Parameters:
    ///   - createdAt: when the recording was made (names the file in the library).
    ///   - overflow: a folder to join into when the session's folder is too full.
    /// - Throws: ``CaptureError/nothingRecorded``, ``CaptureError/joinFailed(reason:)``,
    ///   ``CaptureError/diskNearlyFull(folder:available:required:)`` when neither has room.
    public func finish(createdAt: Date, overflow: URL? = nil) throws -> Recording {
        shutDown()
        let segments = self.segments
        guard !segments.isEmpty else { throw CaptureError.nothingRecorded }
        let size = segments.reduce(Int64(0)) { total, segment in
            let bytes = (try? FileManager.default.attributesOfItem(atPath: segment.url.path)[.size] as? NSNumber)??.int64Value ?? 0
            return total + bytes
        }
        // Joining needs room for one more copy of the segments, not the recording reserve:
        // what was recorded is joined whenever it fits.
        let joinReserve: Int64 = 1_000_000
        var joinFolder = folder.url
        do {
            try checkSpace(needing: size, reserve: joinReserve)
        } catch {
            guard let overflow, let available = configuration.freeSpace.availableBytes(overflow.path),
                  available >= size + joinReserve else { throw error }
            joinFolder = overflow
        }
        let generation = locked { () -> Int in
            phase = .finished
            segmentCounter += 1
            return segmentCounter
        }
        let name = joinFolder == folder.url
            ? String(format: "recording-%04d.mp4", generation)
            : ".recording-\(generation).partial-\(getpid())-\(UInt32.random(in: 0 ... .max)).mp4"
        let url = joinFolder.appendingPathComponent(name)
        try SegmentJoiner.join(segments, fps: configuration.fps, to: url, ffmpeg: ffmpeg)
        let token = folder.url.lastPathComponent.split(separator: "-").last.map(String.init) ?? "0"
        var recording = Recording(url: url, identifier: "\(token)\(generation)", segments: segments,
                                  duration: segments.reduce(0) { $0 + $1.duration }, createdAt: createdAt)
        recording.isOutsideSession = joinFolder != folder.url
        return recording
    }

    /// Saves a finished recording into `library` (see ``MovieLibrary/save(_:)``) and, once it is
    /// safely there, removes the session's temporary folder.
    ///
    /// - Returns: the movie's place in the library.
    @discardableResult
    public func save(_ recording: Recording, to library: MovieLibrary) throws -> URL {
        let url = try library.save(recording)
        close()
        return url
    }

    /// Stops everything and keeps the session's files (the segments, and the joined movie if
    /// one was made) in a folder that no sweep removes, for when saving failed: nothing
    /// recorded is lost. Returns that folder; `close()` afterwards removes nothing.
    public func keepFiles() throws -> URL {
        shutDown()
        locked { phase = .closed }
        return try folder.keep()
    }

    /// Stops everything and removes the session's folder with all its files.
    public func close() {
        shutDown()
        locked { phase = .closed }
        folder.remove()
    }

    // MARK: - Internals

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    func enqueue(_ command: Command) throws {
        try locked {
            switch phase {
            case .running: break
            case .ended:
                if case .start = command {
                    throw storedFaults.first(where: { if case .sourceEnded = $0 { true } else { false } })
                        ?? startError ?? CaptureError.invalidState("the capture source has stopped")
                }
            default:
                throw CaptureError.invalidState("the capture session is not running (start it first; a finished session records no more)")
            }
            commands.append(command)
            condition.broadcast()
        }
    }

    /// Ends the session thread and waits for it: the current segment is closed and kept.
    func shutDown() {
        let wasRunning = locked { () -> Bool in
            guard phase == .running || phase == .ended else { return false }
            stopRequested = true
            if recordingNumber != nil { commands.append(.stop(time: nil)) }
            condition.broadcast()
            return true
        }
        guard wasRunning else { return }
        // A real-time source may be blocked waiting for a frame: stop ffmpeg so the read ends.
        let pid = locked { pumpDone ? 0 : sourcePID }
        if pid > 0 && configuration.isRealTime { kill(pid, SIGTERM) }
        locked { while !pumpDone { condition.wait() } }
    }

    func report(_ fault: CaptureError) {
        locked { storedFaults.append(fault) }
        eventHandler?(.fault(fault))
    }

    func checkSpace(needing extra: Int64, reserve: Int64? = nil) throws {
        let required = (reserve ?? configuration.reservedBytes) + extra
        if let available = configuration.freeSpace.availableBytes(folder.url.path), available < required {
            throw CaptureError.diskNearlyFull(folder: folder.root.path, available: available, required: required)
        }
    }
}

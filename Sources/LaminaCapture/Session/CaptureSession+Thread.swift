#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Lamina
import LaminaMedia

/// The session thread: it owns the source reader and the encoders, reads every frame, applies
/// commands at frame boundaries and delivers previews and events. Everything here runs on that
/// thread alone; the state it shares with callers is read and written under `locked`.
extension CaptureSession {
    func runSessionThread() {
        do {
            let reader = try SourceReader(configuration: configuration, ffmpeg: ffmpeg,
                                          logPath: folder.url.appendingPathComponent("source.log").path)
            self.reader = reader
            locked { sourcePID = reader.processIdentifier }
            try reader.prefetch()
            warm = try makeEncoder()
            locked {
                phase = .running
                condition.broadcast()
            }
        } catch {
            reader?.stop()
            reader = nil
            locked {
                startError = error as? CaptureError ?? .media(error as? MediaError ?? .systemError(operation: "starting the source", reason: "\(error)"))
                // A session that failed to start stays stopped: make a new one to try again.
                phase = .ended
                pumpDone = true
                condition.broadcast()
            }
            return
        }
        pump()
        warm?.abandon()
        warm = nil
        reader?.stop()
        reader = nil
        locked {
            if phase == .running { phase = .ended }
            pumpDone = true
            condition.broadcast()
        }
    }

    func makeEncoder() throws -> SegmentEncoder {
        let number = locked { () -> Int in
            segmentCounter += 1
            return segmentCounter
        }
        return try SegmentEncoder(number: number, folder: folder, configuration: configuration, ffmpeg: ffmpeg)
    }

    func pump() {
        guard let reader else { return }
        let fps = configuration.fps
        var index = 0
        applyCommands(at: index)
        while true {
            let proceed = locked { () -> Bool in
                while !stopRequested && !configuration.isRealTime && !hasDueCommand(at: index)
                        && Double(index) / fps >= target - 1e-9 {
                    condition.wait()
                }
                return !stopRequested
            }
            if !proceed { break }
            if !configuration.isRealTime && locked({ Double(index) / fps >= target - 1e-9 }) {
                // Woken for a command without a time: apply it at this boundary.
                applyCommands(at: index)
                publish(index)
                continue
            }
            let frame: SourceFrame
            do {
                frame = try reader.next()
            } catch {
                let recording = encoder != nil
                let reason: String
                if case .sourceEnded(let text, _) = error as? CaptureError { reason = text } else { reason = "\(error)" }
                let fault = CaptureError.sourceEnded(reason: reason, recorded: recording)
                closeSegment(fault: locked({ stopRequested }) ? nil : fault)
                return
            }
            applyCommands(at: index)
            let recorded = encoder != nil
            if let encoder { record(frame, into: encoder) }
            deliverPreview(frame, recorded: recorded)
            index += 1
            applyCommands(at: index)
            publish(index)
        }
        closeSegment()
    }

    func publish(_ index: Int) {
        locked {
            boundary = index
            condition.broadcast()
        }
    }

    /// The boundary (frame index) a command at `time` applies at: the first frame at or after it.
    /// Times past the longest source time a session runs (``CaptureConfiguration/longestSourceTime``)
    /// are never reached, so they are clamped just past it rather than overflow `Int`.
    func boundary(of time: Double) -> Int {
        let clamped = time.isNaN ? 0 : min(max(time, 0), CaptureConfiguration.longestSourceTime + 1)
        return max(0, Int((clamped * configuration.fps - 1e-6).rounded(.up)))
    }

    /// Whether the first queued command is due at boundary `index` (called with the lock held).
    func hasDueCommand(at index: Int) -> Bool {
        guard let first = commands.first else { return false }
        let time: Double? = switch first { case .start(let t), .stop(let t): t }
        return time.map { boundary(of: $0) <= index } ?? true
    }

    /// Applies, in order, the commands due at boundary `index`.
    func applyCommands(at index: Int) {
        let due = locked { () -> [Command] in
            var due: [Command] = []
            var rest: [Command] = []
            for command in commands {
                let time: Double? = switch command { case .start(let t), .stop(let t): t }
                // A command waits for its time, and for every command queued before it.
                if rest.isEmpty, time.map({ boundary(of: $0) <= index }) ?? true { due.append(command) } else { rest.append(command) }
            }
            commands = rest
            return due
        }
        for command in due {
            switch command {
            case .start: beginSegment(at: index)
            case .stop: closeSegment()
            }
        }
        if !due.isEmpty { locked { condition.broadcast() } }
    }

    func totalFrames() -> Int {
        locked { storedSegments.reduce(0) { $0 + $1.frameCount } + currentFrames }
    }

    func beginSegment(at index: Int) {
        guard encoder == nil, !locked({ stopRequested }) else { return }
        if let limit = configuration.maximumFrames, totalFrames() >= limit {
            report(.maximumDurationReached(configuration.maximumDuration ?? 0))
            return
        }
        do {
            try checkSpace(needing: 0)
            let next = try warm ?? makeEncoder()
            warm = nil
            try next.activate(startIndex: index)
            encoder = next
            framesSinceSpaceCheck = 0
            locked {
                recordingNumber = next.number
                currentFrames = 0
            }
            eventHandler?(.segmentStarted(number: next.number, time: Double(index) / configuration.fps))
        } catch {
            report(error as? CaptureError ?? .encoderFailed(segment: "a new segment", reason: "\(error)"))
        }
    }

    func record(_ frame: SourceFrame, into encoder: SegmentEncoder) {
        let fps = configuration.fps
        do {
            guard try encoder.append(video: frame.video, audio: frame.audio) else {
                closeSegment()
                return
            }
        } catch {
            closeSegment(fault: .encoderFailed(segment: encoder.url.lastPathComponent, reason: "\(error)"))
            return
        }
        locked { currentFrames = encoder.frameCount }
        if encoder.frameCount == 1 {
            eventHandler?(.firstFrameRecorded(number: encoder.number, time: Double(frame.index) / fps))
        }
        eventHandler?(.segmentProgress(number: encoder.number, duration: Double(encoder.frameCount) / fps))
        if let limit = configuration.maximumFrames, totalFrames() >= limit {
            closeSegment()
            eventHandler?(.maximumDurationReached(configuration.maximumDuration ?? 0))
            return
        }
        framesSinceSpaceCheck += 1
        if framesSinceSpaceCheck >= configuration.freeSpaceCheckInterval {
            framesSinceSpaceCheck = 0
            do {
                try checkSpace(needing: 0)
            } catch {
                closeSegment(fault: error as? CaptureError ?? .invalidState("\(error)"))
            }
        }
    }

    /// Closes the recording segment (if any), keeps it when it has frames, records `fault` (the
    /// reason it closed early) in the same step so a waiting caller sees both, and warms the
    /// next encoder.
    func closeSegment(fault: CaptureError? = nil) {
        guard let encoder else {
            if let fault { report(fault) }
            return
        }
        self.encoder = nil
        let result = encoder.finish()
        var faults: [CaptureError] = fault.map { [$0] } ?? []
        if result.status != 0 {
            faults.append(.encoderFailed(segment: encoder.url.lastPathComponent,
                                         reason: "ffmpeg exited with status \(result.status)"
                                             + (result.message.isEmpty ? "" : ": " + result.message)))
        }
        var segment: RecordedSegment?
        if encoder.frameCount == 0 {
            encoder.abandon()
        } else {
            let fps = configuration.fps
            segment = RecordedSegment(number: encoder.number, url: encoder.url,
                                      startTime: Double(encoder.startIndex) / fps, frameCount: encoder.frameCount,
                                      duration: Double(encoder.frameCount) / fps, sampleCount: encoder.sampleCount)
        }
        locked {
            if let segment { storedSegments.append(segment) }
            storedFaults += faults
            recordingNumber = nil
            currentFrames = 0
            condition.broadcast()
        }
        if let segment { eventHandler?(.segmentFinished(segment)) }
        for fault in faults { eventHandler?(.fault(fault)) }
        if warm == nil, !locked({ stopRequested }) {
            do { warm = try makeEncoder() } catch { report(error as? CaptureError ?? .invalidState("\(error)")) }
        }
    }

    func deliverPreview(_ frame: SourceFrame, recorded: Bool) {
        guard let previewHandler else { return }
        let fps = configuration.fps
        let (current, total) = locked { (currentFrames, storedSegments.reduce(0) { $0 + $1.frameCount } + currentFrames) }
        previewHandler(PreviewFrame(index: frame.index, time: Double(frame.index) / fps, image: frame.preview,
                                    isRecorded: recorded, segmentDuration: recorded ? Double(current) / fps : 0,
                                    totalDuration: Double(total) / fps))
    }
}

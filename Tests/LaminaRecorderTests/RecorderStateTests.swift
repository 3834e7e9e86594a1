import Foundation
import Lamina
import LaminaCapture
import LaminaRecorder
import Testing

/// The recorder's state model, fed with the events of a real scripted capture session (the
/// synthetic source, unpaced: exact frames, faster than real time), and the mailbox that carries
/// them to the window's thread.
@Suite struct RecorderStateTests {
    /// Events of a scripted session: holds from 0.5 to 1.5 s and from 2 to 2.4 s at 30 fps, then
    /// a start with no frame before the stop (a press too short to record).
    static func scriptedEvents() throws -> (events: [CaptureEvent], segments: [RecordedSegment]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-recorder-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = CaptureConfiguration(video: .synthetic(), audio: .none, width: 160, height: 90, fps: 30)
        configuration.temporaryRoot = root
        configuration.reservedBytes = 0
        let box = RecorderMailbox()
        let session = try CaptureSession(configuration: configuration, events: { box.post(.event($0)) })
        defer { session.close() }
        try session.start()
        try session.record(from: 0.5, to: 1.5)
        try session.record(from: 2.0, to: 2.4)
        try session.startRecording(at: 3.0)
        try session.stopRecording(at: 3.0)
        try session.advance(to: 3.1)
        let events = box.take().messages.compactMap { message -> CaptureEvent? in
            if case .event(let event) = message { return event }
            return nil
        }
        return (events, session.segments)
    }

    @Test func segmentsFollowTheSessionsEventsAndDurations() throws {
        let (events, segments) = try Self.scriptedEvents()
        #expect(segments.map(\.frameCount) == [30, 12])
        var state = RecorderState(screen: .recorder)
        var changes: [RecorderState.Change] = []
        for event in events {
            let change = state.apply(event)
            if change != .none { changes.append(change) }
            if case .segmentProgress = event { #expect(state.isRecording) }
        }
        #expect(state.segmentDurations == segments.map(\.duration))
        #expect(abs(state.recordedDuration - 42.0 / 30) < 1e-9)
        #expect(!state.isRecording)
        // Each segment: began, grew once per frame (1/30 s steps), ended with its final duration.
        let first = Array(changes.prefix(32))
        #expect(first.first == .segmentBegan)
        #expect(first[1] == .segmentGrew(1.0 / 30))
        #expect(first[30] == .segmentGrew(1.0))
        #expect(first[31] == .segmentEnded(1.0))
        #expect(changes.filter { $0 == .segmentBegan }.count == 2)
        #expect(changes.last == .segmentEnded(12.0 / 30))
    }

    @Test func undoingIgnoresLateEventsOfTheRemovedSegment() throws {
        let (events, segments) = try Self.scriptedEvents()
        // The removal arrives while the second segment is still reporting progress (the worker
        // can post before the session's last events for it).
        let secondStart = try #require(events.firstIndex {
            if case .firstFrameRecorded(let number, _) = $0 { return number == segments[1].number }
            return false
        })
        var state = RecorderState(screen: .recorder)
        for event in events[..<(secondStart + 5)] { _ = state.apply(event) }
        #expect(state.segments.count == 2 && state.isRecording)
        #expect(state.removeSegment(number: segments[1].number) == .segmentRemoved)
        #expect(!state.isRecording)
        for event in events[(secondStart + 5)...] { #expect(state.apply(event) == .none) }
        #expect(state.segmentDurations == [segments[0].duration])
        // Removing again, or an unknown number, changes nothing.
        #expect(state.removeSegment(number: segments[1].number) == .none)
        #expect(state.removeSegment(number: segments[0].number) == .segmentRemoved)
        #expect(state.segments.isEmpty)
    }

    @Test func faultsBecomeMessagesThatSayWhatToDo() {
        var state = RecorderState(screen: .recorder)
        let change = state.apply(.fault(.deviceUnavailable(path: "/dev/video9", reason: "no such device")))
        let text = state.error ?? ""
        #expect(change == .error(text))
        #expect(text.hasPrefix("/dev/video9: unavailable (no such device)"))
        #expect(text.hasSuffix("Press R to try again."))
        let ended = RecorderState.message(for: .sourceEnded(reason: "camera unplugged", recorded: true))
        #expect(ended.contains("camera unplugged") && ended.contains("Press Enter to save it"))
        let notRecording = RecorderState.message(for: .sourceEnded(reason: "camera unplugged", recorded: false))
        #expect(notRecording.contains("Press R to restart the source"))
        let full = RecorderState.message(for: .diskNearlyFull(folder: "/tmp/x", available: 1_000_000, required: 64_000_000))
        #expect(full.contains("free some space"))
        #expect(RecorderState.message(for: .nothingRecorded).contains("hold the button"))
        let recovered = RecorderState.message(for: [.recovered(movie: URL(fileURLWithPath: "/home/u/Videos/Lamina/Lamina-Recovered-x.mp4"),
                                                               duration: 4.1)], home: "/home/u")
        #expect(recovered == "A recording that did not finish (4.1 s) was recovered to ~/Videos/Lamina/Lamina-Recovered-x.mp4.")
    }

    @Test func theStateFileIsJSONWrittenWhole() throws {
        var state = RecorderState(screen: .saved)
        for event in try Self.scriptedEvents().events { _ = state.apply(event) }
        state.savedPath = "/videos/Lamina-x.mp4"
        state.sourceReady = true
        state.frames = 12
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state.json")
        try state.write(to: file)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(object["screen"] as? String == "saved")
        #expect(object["segments"] as? Int == 2)
        #expect(object["durations"] as? [Double] == [1, 0.4])
        #expect(object["recordedDuration"] as? Double == 1.4)
        #expect(object["recording"] as? Bool == false)
        #expect(object["savedPath"] as? String == "/videos/Lamina-x.mp4")
        #expect(object["error"] is NSNull)
        #expect(object["frames"] as? Int == 12)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }

    @Test func theMailboxKeepsTheNewestPreviewAndEveryMessageInOrder() {
        let box = RecorderMailbox()
        #expect(box.take().preview == nil)
        for grey in [0.2, 0.5, 0.8] {
            box.post(preview: ImageBuffer(width: 2, height: 2, filledWith: Color(white: grey)))
        }
        box.post(.event(.segmentStarted(number: 1, time: 0)))
        box.post(.segmentRemoved(number: 1))
        let mail = box.take()
        #expect(mail.previewCount == 3)
        #expect(mail.preview?.pixels.first == ImageBuffer(width: 1, height: 1, filledWith: Color(white: 0.8)).pixels.first)
        #expect(mail.messages.count == 2)
        if case .segmentRemoved(let number) = mail.messages.last { #expect(number == 1) } else { Issue.record("order") }
        let empty = box.take()
        #expect(empty.preview == nil && empty.previewCount == 0 && empty.messages.isEmpty)
    }

    @Test func postsFromManyThreadsAllArrive() {
        let box = RecorderMailbox()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0 ..< 500 { box.post(.segmentRemoved(number: thread * 1000 + i)) }
        }
        let numbers = box.take().messages.compactMap { message -> Int? in
            if case .segmentRemoved(let number) = message { return number }
            return nil
        }
        #expect(numbers.count == 2000)
        // Each thread's posts stay in its order.
        for thread in 0 ..< 4 {
            let mine = numbers.filter { $0 / 1000 == thread }
            #expect(mine == (0 ..< 500).map { thread * 1000 + $0 })
        }
    }
}

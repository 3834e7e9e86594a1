#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LaminaCapture
import Testing

/// Faults are error values, and what was recorded is kept and playable.
@Suite struct CaptureFaultTests {
    @Test func theSourceDyingMidSegmentKeepsEverySegmentAndTheSessionCanFinish() throws {
        let folder = try TestFolder("source-dies")
        defer { folder.cleanUp() }
        let log = EventLog()
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url), events: { log.add($0) })
        defer { session.close() }
        try session.start()
        let first = try #require(try session.record(from: 0, to: 0.5))
        try session.startRecording(at: 0.7)
        try session.advance(to: 1.2)
        #expect(session.isRecording)
        kill(session.sourceProcessIdentifier, SIGKILL)
        // The source's pipes run dry: the session closes the segment and reports why.
        try session.advance(to: 60)
        #expect(!session.isRecording)
        let fault = try #require(session.faults.first)
        guard case .sourceEnded(_, let recorded) = fault else {
            Issue.record("expected sourceEnded, got \(fault)")
            return
        }
        #expect(recorded)
        #expect(fault.description.contains("killed by signal 9"), "\(fault)")
        #expect(log.events.contains { if case .fault(.sourceEnded) = $0 { true } else { false } })
        let segments = session.segments
        #expect(segments.count == 2)
        #expect(segments.first == first)
        for segment in segments {
            #expect(try StreamProbe.probe(segment.url).video?.frames == segment.frameCount)
        }
        #expect(segments[1].duration >= 0.5 - 1e-9)
        // Recording more is an error that names the cause; finishing still works.
        #expect(throws: CaptureError.self) { try session.startRecording() }
        let recording = try session.finish(createdAt: Date())
        #expect(try StreamProbe.probe(recording.url).video?.frames == segments.reduce(0) { $0 + $1.frameCount })
    }

    @Test func aSaveThatFailsKeepsTheSegmentsWhereNoSweepRemovesThem() throws {
        let folder = try TestFolder("keep")
        defer { folder.cleanUp() }
        let configuration = smallConfiguration(root: folder.url)
        let session = try CaptureSession(configuration: configuration)
        try session.start()
        _ = try #require(try session.record(from: 0, to: 0.5))
        let recording = try session.finish(createdAt: Date())
        let unwritable = folder.url.appendingPathComponent("not-a-folder")
        try Data("a file where the library's folder should be".utf8).write(to: unwritable)
        #expect(throws: (any Error).self) { try session.save(recording, to: MovieLibrary(folder: unwritable)) }
        let kept = try session.keepFiles()
        session.close()  // after keeping, removes nothing
        #expect(kept.lastPathComponent.hasPrefix("kept-"))
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("segment-0001.mkv").path))
        #expect(SessionFolder.sweepStale(in: configuration.temporaryRoot).isEmpty)
        #expect(try StreamProbe.probe(kept.appendingPathComponent("segment-0001.mkv")).video != nil)
    }

    @Test func aNearlyFullDiskStopsRecordingAndKeepsWhatWasRecorded() throws {
        let folder = try TestFolder("disk")
        defer { folder.cleanUp() }
        var configuration = smallConfiguration(root: folder.url)
        configuration.reservedBytes = 50_000_000
        configuration.freeSpaceCheckInterval = 5
        // Plenty of space for the first checks, then 10 MB.
        let checks = Counter()
        configuration.freeSpace = FreeSpaceCheck { _ in checks.next() <= 4 ? 1_000_000_000 : 10_000_000 }
        let session = try CaptureSession(configuration: configuration)
        defer { session.close() }
        try session.start()
        // Checks: at the press (1), after frames 5, 10, 15 (2-4), after frame 20 (5: full).
        #expect(throws: CaptureError.diskNearlyFull(folder: session.folder.root.path, available: 10_000_000,
                                                   required: 50_000_000)) {
            try session.record(from: 0, to: 3)
        }
        let segment = try #require(session.segments.first)
        #expect(segment.frameCount == 20)
        #expect(try StreamProbe.probe(segment.url).video?.frames == 20)
        // Not enough space to start another segment either: the same error, nothing recorded.
        #expect(throws: CaptureError.self) { try session.record(from: 4, to: 5) }
        #expect(session.segments.count == 1)
        let message = session.faults[0].description
        #expect(message.contains("the temporary folder \(session.folder.root.path) has 10.0 MB free")
            && message.contains("needs at least 50.0 MB") && message.contains("keeping what was recorded"), "\(message)")
    }

    @Test func whenTheTemporaryFolderFillsUpWhatWasRecordedIsStillSavedWhereThereIsRoom() throws {
        let folder = try TestFolder("full-save")
        defer { folder.cleanUp() }
        let movie = folder.url.appendingPathComponent("movie.mp4")
        var recorder = MovieRecorder(video: .synthetic(), destination: .file(movie), now: { Date(timeIntervalSince1970: 0) })
        recorder.width = 160
        recorder.height = 120
        recorder.presses = [.init(start: 0, end: 3)]
        recorder.temporaryRoot = folder.url.appendingPathComponent("sessions")
        // The temporary folder has room for the first checks, then 10 MB, under the 64 MB
        // reserve; the output's folder has plenty.
        let checks = Counter()
        let root = recorder.temporaryRoot!.path
        recorder.freeSpace = FreeSpaceCheck { path in
            guard path.hasPrefix(root) else { return 1_000_000_000 }
            return checks.next() <= 2 ? 1_000_000_000 : 10_000_000
        }
        let outcome = try recorder.record()
        // Checks: at the press (1), after frame 15 (2), after frame 30 (3: full).
        #expect(outcome.recording.segments.map(\.frameCount) == [30])
        #expect(outcome.url == movie)
        #expect(try StreamProbe.probe(movie).video?.frames == 30)
        guard case .diskNearlyFull(_, 10_000_000, 64_000_000) = outcome.fault as? CaptureError else {
            Issue.record("expected the full temporary folder as the fault, got \(String(describing: outcome.fault))")
            return
        }
    }

    @Test func whenTheTemporaryFolderCannotHoldTheJoinedMovieItIsJoinedWhereItIsSaved() throws {
        for toLibrary in [false, true] {
            let folder = try TestFolder("join-elsewhere")
            defer { folder.cleanUp() }
            let output = folder.url.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let movie = output.appendingPathComponent("movie.mp4")
            let library = MovieLibrary(folder: output)
            var recorder = MovieRecorder(video: .synthetic(), destination: toLibrary ? .library(library) : .file(movie),
                                         now: { Date(timeIntervalSince1970: 0) })
            recorder.width = 160
            recorder.height = 120
            recorder.presses = [.init(start: 0, end: 2)]
            recorder.temporaryRoot = folder.url.appendingPathComponent("sessions")
            // The temporary folder has room while recording (checks at the press and after
            // frames 15, 30 and 45), then 1,000 bytes when joining: less than one joined copy.
            // The output's folder has plenty.
            let checks = Counter()
            let root = recorder.temporaryRoot!.path
            recorder.freeSpace = FreeSpaceCheck { path in
                guard path.hasPrefix(root) else { return 1_000_000_000 }
                return checks.next() <= 4 ? 1_000_000_000 : 1_000
            }
            let outcome = try recorder.record()
            #expect(outcome.recording.segments.map(\.frameCount) == [60])
            #expect(outcome.recording.isOutsideSession)
            #expect(outcome.url.deletingLastPathComponent().path == output.path)
            if !toLibrary { #expect(outcome.url == movie) }
            #expect(try StreamProbe.probe(outcome.url).video?.frames == 60)
            // Only the saved movie is left in the output folder, and the session is gone.
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
            #expect(names == [outcome.url.lastPathComponent])
            let sessions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            #expect(sessions.isEmpty)
        }
    }

    @Test func aDeniedOrMissingCameraIsAnErrorForTheCaller() throws {
        let folder = try TestFolder("denied")
        defer { folder.cleanUp() }
        // A folder and a plain file: neither can be opened as a camera, even by root (the tests
        // may run as root, which a mode-000 device file would not stop).
        let plain = folder.url.appendingPathComponent("video9")
        try Data("not a device".utf8).write(to: plain)
        for path in [folder.url.path, plain.path] {
            var configuration = smallConfiguration(root: folder.url)
            configuration.video = .camera(path: path)
            do {
                _ = try CaptureSession(configuration: configuration)
                Issue.record("\(path) was accepted as a camera")
            } catch let error as CaptureError {
                guard case .deviceDenied(let denied, _, _) = error else {
                    Issue.record("expected deviceDenied, got \(error)")
                    continue
                }
                #expect(denied == path)
                #expect(error.description.contains("not a capture device") && error.description.contains("--list-devices"))
            }
            #expect(DeviceAuthorization.of(path: path, group: "video").state == "denied")
        }
        var configuration = smallConfiguration(root: folder.url)
        configuration.video = .camera(path: "/dev/video-lamina-missing")
        #expect(throws: CaptureError.deviceUnavailable(path: "/dev/video-lamina-missing", reason: "no such device")) {
            _ = try CaptureSession(configuration: configuration)
        }
        // When not root, an unreadable device-like file is denied with the group fix-it.
        if getuid() != 0 {
            #expect(DeviceAuthorization.of(path: "/dev/mem", group: "kmem").state == "denied")
        }
    }

    @Test func aSourceThatCannotStartIsAnErrorFromStart() throws {
        let folder = try TestFolder("no-start")
        defer { folder.cleanUp() }
        var configuration = smallConfiguration(root: folder.url)
        configuration.ffmpegPath = "/bin/false"  // exits at once, as ffmpeg does on a bad device
        let session = try CaptureSession(configuration: configuration)
        defer { session.close() }
        #expect(throws: CaptureError.sourceEnded(reason: "ffmpeg exited with status 1", recorded: false)) {
            try session.start()
        }
        #expect(throws: CaptureError.self) { try session.startRecording() }
        #expect(throws: CaptureError.nothingRecorded) { try session.finish(createdAt: Date()) }
    }

    @Test func badConfigurationsAreRejectedWithTheValueNamed() throws {
        let folder = try TestFolder("config")
        defer { folder.cleanUp() }
        var configuration = smallConfiguration(root: folder.url)
        configuration.width = 161
        #expect(throws: CaptureError.invalidConfiguration("size 161x120 (even sides from 16x16 to 7680x4320)")) {
            _ = try CaptureSession(configuration: configuration)
        }
        configuration = smallConfiguration(root: folder.url)
        configuration.fps = 0
        #expect(throws: CaptureError.self) { _ = try CaptureSession(configuration: configuration) }
    }
}

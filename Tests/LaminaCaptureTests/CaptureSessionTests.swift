import Foundation
import LaminaCapture
import Testing

/// Scripted sessions on the synthetic source: segments, joining, maximum duration, undo.
@Suite struct CaptureSessionTests {
    static let fps = 30.0

    @Test func segmentsLastThePressesAndTheJoinedMovieTheirSum() throws {
        let folder = try TestFolder("segments")
        defer { folder.cleanUp() }
        let log = EventLog()
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url),
                                         preview: { log.add($0) }, events: { log.add($0) })
        defer { session.close() }
        try session.start()
        let presses = [(0.2, 1.0), (1.5, 2.1), (2.52, 3.0)]
        for (start, end) in presses { try session.record(from: start, to: end) }
        let segments = session.segments
        #expect(segments.count == 3)
        for (segment, press) in zip(segments, presses) {
            // Within one frame of the press, and starting at the first frame at or after it.
            #expect(abs(segment.duration - (press.1 - press.0)) <= 1 / Self.fps + 1e-9, "\(segment)")
            #expect(abs(segment.startTime - (press.0 * Self.fps).rounded(.up) / Self.fps) < 1e-9)
            let probe = try StreamProbe.probe(segment.url)
            #expect(probe.video?.frames == segment.frameCount, "\(segment.url.lastPathComponent)")
            #expect(probe.audio?.codec == "aac")
            #expect(segment.url.lastPathComponent.allSatisfy { $0 != " " && $0 != ":" })
        }
        #expect(session.faults.isEmpty)
        // The preview saw every frame up to the last release, and knew which were recorded.
        let frames = log.frames
        #expect(frames.count == 90)
        #expect(frames.filter(\.isRecorded).count == segments.reduce(0) { $0 + $1.frameCount })
        #expect(frames.allSatisfy { $0.image.width == 160 && $0.image.height == 120 })

        let recording = try session.finish(createdAt: Date(timeIntervalSince1970: 0))
        let sum = segments.reduce(0) { $0 + $1.duration }
        #expect(abs(recording.duration - sum) < 1e-9)
        let probe = try StreamProbe.probe(recording.url)
        let video = try #require(probe.video)
        let audio = try #require(probe.audio)
        #expect(video.codec == "h264" && audio.codec == "aac")
        #expect(video.frames == segments.reduce(0) { $0 + $1.frameCount })
        #expect(abs((probe.formatDuration ?? 0) - sum) <= 1 / Self.fps, "movie \(probe.formatDuration ?? -1) s, segments \(sum) s")
        #expect(abs((video.duration ?? 0) - sum) <= 1 / Self.fps)
        // In sync: both streams start together and last the same to within a frame.
        #expect(abs((video.startTime ?? 1) - (audio.startTime ?? 0)) < 1 / Self.fps)
        #expect(abs((audio.duration ?? 0) - (video.duration ?? 0)) <= 1 / Self.fps)
    }

    @Test func theSameScriptGivesTheSameSegments() throws {
        let folder = try TestFolder("determinism")
        defer { folder.cleanUp() }
        func run() throws -> [Int] {
            let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none))
            defer { session.close() }
            try session.start()
            try session.record(from: 0.1, to: 0.45)
            try session.record(from: 0.61, to: 0.9)
            return session.segments.map(\.frameCount) + session.segments.map { Int(($0.startTime * 30).rounded()) }
        }
        let first = try run()
        #expect(first == [11, 8, 3, 19])  // frames 3..<14 and 19..<27
        #expect(try run() == first)
    }

    @Test func maximumDurationStopsExactlyAtTheLimit() throws {
        let folder = try TestFolder("maximum")
        defer { folder.cleanUp() }
        var configuration = smallConfiguration(root: folder.url)
        configuration.maximumDuration = 1
        let log = EventLog()
        let session = try CaptureSession(configuration: configuration, events: { log.add($0) })
        defer { session.close() }
        try session.start()
        try session.record(from: 0, to: 0.6)
        let second = try #require(try session.record(from: 0.8, to: 2.5))
        #expect(abs(second.duration - 0.4) < 1e-9)
        #expect(abs(session.recordedDuration - 1) < 1e-9)
        #expect(log.events.contains { if case .maximumDurationReached(1) = $0 { true } else { false } })
        #expect(throws: CaptureError.maximumDurationReached(1)) { try session.record(from: 3, to: 3.5) }
        let probe = try StreamProbe.probe(second.url)
        #expect(probe.video?.frames == 12)
    }

    @Test func removingTheLastSegmentDeletesItsFile() throws {
        let folder = try TestFolder("undo")
        defer { folder.cleanUp() }
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none))
        defer { session.close() }
        try session.start()
        let first = try #require(try session.record(from: 0, to: 0.3))
        let second = try #require(try session.record(from: 0.5, to: 0.9))
        let removed = try session.removeLastSegment()
        #expect(removed == second)
        #expect(!FileManager.default.fileExists(atPath: second.url.path))
        #expect(FileManager.default.fileExists(atPath: first.url.path))
        #expect(session.segments == [first])
        let third = try #require(try session.record(from: 1.0, to: 1.2))
        #expect(third.number > second.number)  // numbers are never reused
        let recording = try session.finish(createdAt: Date())
        #expect(recording.segments == [first, third])
        #expect(try StreamProbe.probe(recording.url).video?.frames == first.frameCount + third.frameCount)
    }

    @Test func finishingWithNothingRecordedIsAnError() throws {
        let folder = try TestFolder("nothing")
        defer { folder.cleanUp() }
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none))
        defer { session.close() }
        try session.start()
        try session.advance(to: 0.5)
        #expect(throws: CaptureError.nothingRecorded) { try session.finish(createdAt: Date()) }
    }
}

/// Sound in sync with the picture: the synthetic tone beeps (four times its pitch) at every
/// whole second of source time, so in the joined movie each beep must sound where its second
/// falls in the segment that holds it.
@Suite struct CaptureSyncTests {
    @Test func beepsSoundAtTheirSourceSecondsInTheJoinedMovie() throws {
        let folder = try TestFolder("sync")
        defer { folder.cleanUp() }
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url))
        defer { session.close() }
        try session.start()
        // Source second 1 falls 0.5 s into the first hold; second 3 falls 0.1 s into the
        // second, which starts 1.1 s into the movie.
        try session.record(from: 0.5, to: 1.6)
        try session.record(from: 2.9, to: 3.5)
        let recording = try session.finish(createdAt: Date())
        let onsets = try Self.beepOnsets(recording.url)
        #expect(onsets.count == 2, "\(onsets)")
        for (onset, expected) in zip(onsets, [0.5, 1.2]) {
            #expect(abs(onset - expected) <= 1 / 30, "beep at \(onset) s, expected \(expected) s")
        }
    }

    /// Start times of the beeps: runs of 5 ms windows whose zero-crossing rate is well above
    /// the 440 Hz carrier's (about 4 crossings a window) and near the 1,760 Hz beep's (about 17).
    static func beepOnsets(_ url: URL) throws -> [Double] {
        let (data, _) = try StreamProbe.output(of: "/usr/bin/ffmpeg",
                                               ["-v", "error", "-i", url.path, "-f", "s16le", "-ac", "1", "-ar", "48000", "-"])
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let window = 240
        var onsets: [Double] = []
        var inBeep = false
        for start in stride(from: 0, to: samples.count - window, by: window) {
            var crossings = 0
            for i in start + 1 ..< start + window where (samples[i - 1] < 0) != (samples[i] < 0) { crossings += 1 }
            let beeping = crossings > 12
            if beeping && !inBeep { onsets.append(Double(start) / 48_000) }
            inBeep = beeping
        }
        return onsets
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LaminaCapture
import Testing

/// Saving to the library, and the temporary folders' cleanup.
@Suite struct MovieLibraryTests {
    @Test func savingRenamesIntoPlaceOnceAndCleansTheSessionUp() throws {
        let folder = try TestFolder("library")
        defer { folder.cleanUp() }
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url))
        try session.start()
        try session.record(from: 0, to: 0.4)
        let created = Date(timeIntervalSince1970: 1_800_000_000)
        let recording = try session.finish(createdAt: created)
        let library = MovieLibrary(folder: folder.url.appendingPathComponent("Videos/Lamina"))
        let saved = try session.save(recording, to: library)
        #expect(saved.deletingLastPathComponent().path == library.folder.path)
        let name = saved.lastPathComponent
        #expect(name.hasPrefix("Lamina-") && name.hasSuffix(".mp4") && !name.contains(" ") && !name.contains(":"))
        #expect(try StreamProbe.probe(saved).video?.frames == 12)
        // The session's temporary files are gone; only the movie is in the library.
        #expect(!FileManager.default.fileExists(atPath: session.folder.url.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.folder.path) == [name])
        // Saving the same recording again returns the same file and makes no duplicate.
        #expect(try library.save(recording) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.folder.path) == [name])
    }

    @Test func namesNeverCollideAndNothingIsOverwritten() throws {
        let folder = try TestFolder("collide")
        defer { folder.cleanUp() }
        let library = MovieLibrary(folder: folder.url.appendingPathComponent("lib"))
        var saved: [URL] = []
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        for _ in 0 ..< 2 {
            let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none))
            try session.start()
            try session.record(from: 0, to: 0.2)
            saved.append(try session.save(try session.finish(createdAt: date), to: library))
        }
        #expect(Set(saved).count == 2)
        // A file that takes a recording's name first is kept, and the movie gets the next name.
        let session = try CaptureSession(configuration: smallConfiguration(root: folder.url, audio: .none))
        defer { session.close() }
        try session.start()
        try session.record(from: 0, to: 0.2)
        var recording = try session.finish(createdAt: date)
        recording.identifier = "squatter"
        let squatted = library.folder.appendingPathComponent(MovieLibrary.fileName(for: recording))
        try Data("mine".utf8).write(to: squatted)
        let third = try library.save(recording)
        #expect(!saved.contains(third) && third != squatted)
        #expect(third.lastPathComponent == MovieLibrary.fileName(for: recording, suffix: 2))
        #expect(try library.save(recording) == third)
        #expect(try Data(contentsOf: squatted) == Data("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.folder.path).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func theDefaultLibraryFollowsXDG() {
        let xdg = MovieLibrary.defaultFolder(environment: ["HOME": "/home/ann", "XDG_VIDEOS_DIR": "/data/films"])
        #expect(xdg.path == "/data/films/Lamina")
        let plain = MovieLibrary.defaultFolder(environment: ["HOME": "/nonexistent-home", "XDG_CONFIG_HOME": "/nonexistent"])
        #expect(plain.path == "/nonexistent-home/Videos/Lamina")
    }

    @Test func theSweepRemovesOnlyTheFoldersOfDeadSessions() throws {
        let folder = try TestFolder("sweep")
        defer { folder.cleanUp() }
        let root = folder.url.appendingPathComponent("lamina-capture")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // A pid that has surely exited: a child we waited for.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let live = try SessionFolder.create(in: root)
        let start = live.url.lastPathComponent.split(separator: "-")[2]
        let outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data().write(to: outside.appendingPathComponent("precious"))
        let entries: [(String, Bool)] = [
            ("session-\(dead)-\(start)-abc", true),            // owner gone
            ("session-\(getpid())-\(start)999-def", true),      // our pid, another start: a reused pid
            ("session-\(getpid())-\(start)-ghi", false),        // alive (this process)
            ("keep-me", false),                                 // not a session's name
            ("session-\(dead)-1", false),                       // not the pattern
        ]
        for (name, _) in entries {
            // A warm encoder's file only: these sessions recorded nothing, so the sweep may go.
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: root.appendingPathComponent(name).appendingPathComponent("segment-0001.pending.mkv"))
        }
        // A dead session that recorded a segment is left for recovery (SessionRecovery), never swept.
        let recorded = root.appendingPathComponent("session-\(dead)-\(start)-rec")
        try FileManager.default.createDirectory(at: recorded, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: recorded.appendingPathComponent("segment-0001.mkv"))
        // A link named like a dead session's folder, pointing outside: never followed.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("session-\(dead)-\(start)-lnk"),
                                                   withDestinationURL: outside)
        let removed = SessionFolder.sweepStale(in: root).map(\.lastPathComponent).sorted()
        #expect(removed == entries.filter(\.1).map(\.0).sorted())
        for (name, stale) in entries {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) == !stale, "\(name)")
        }
        #expect(FileManager.default.fileExists(atPath: live.url.path))
        #expect(FileManager.default.fileExists(atPath: recorded.appendingPathComponent("segment-0001.mkv").path))
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
    }

    @Test func aDeadSessionWhoseSegmentsDoNotDecodeIsKeptAndSaidSo() throws {
        let folder = try TestFolder("recover-kept")
        defer { folder.cleanUp() }
        let root = folder.url.appendingPathComponent("lamina-capture")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        // A dead session with a segment file that holds no frame (the encoder died at once),
        // and one that recorded nothing at all.
        let broken = root.appendingPathComponent("session-\(child.processIdentifier)-1-brk")
        let empty = root.appendingPathComponent("session-\(child.processIdentifier)-1-emp")
        for url in [broken, empty] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try Data("not a movie".utf8).write(to: broken.appendingPathComponent("segment-0001.mkv"))
        let library = MovieLibrary(folder: folder.url.appendingPathComponent("Videos"))
        let outcomes = SessionRecovery.recoverStale(in: root, into: library)
        #expect(outcomes.count == 1)
        guard case .kept(let kept, let reason) = outcomes.first else {
            Issue.record("expected the broken session kept, got \(outcomes)")
            return
        }
        #expect(kept.lastPathComponent.hasPrefix("kept-") && kept.lastPathComponent.hasSuffix("-brk"))
        #expect(reason == "no segment has a frame that decodes")
        #expect(outcomes[0].description.contains("they are kept in \(kept.path)"))
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("segment-0001.mkv").path))
        // Nothing was saved, the empty session is simply gone, and a second start finds nothing to do.
        #expect(!FileManager.default.fileExists(atPath: library.folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [kept.lastPathComponent])
        #expect(SessionRecovery.recoverStale(in: root, into: library).isEmpty)
    }

    @Test func aKilledSessionsSoundEndsWithItsLastPicture() throws {
        let folder = try TestFolder("recover-sound")
        defer { folder.cleanUp() }
        let root = folder.url.appendingPathComponent("lamina-capture")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = root.appendingPathComponent("session-\(child.processIdentifier)-1-snd")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        try Data("30\n".utf8).write(to: dead.appendingPathComponent("frame-rate"))
        // Segment 1 finished cleanly: 20 pictures and their 2/3 s of sound. Segment 2's encoder
        // was orphaned mid-frame: 10 pictures, but sound for 14 (the recorder writes a frame's
        // sound before its picture, and pipes hold a few frames).
        for (number, pictures, sounds) in [(1, 20, 20.0), (2, 10, 14)] {
            // The pictures cut by a filter (a frame limit on the output would cut the sound too).
            let (_, status) = try StreamProbe.output(of: "/usr/bin/ffmpeg", [
                "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=30,trim=end_frame=\(pictures)",
                "-f", "lavfi", "-t", "\(sounds / 30)", "-i", "sine=r=48000", "-map", "0:v", "-c:v", "libx264", "-g", "30",
                "-pix_fmt", "yuv420p", "-map", "1:a", "-c:a", "aac", "-avoid_negative_ts", "disabled",
                "-f", "matroska", dead.appendingPathComponent("segment-000\(number).mkv").path])
            try #require(status == 0)
        }
        let library = MovieLibrary(folder: folder.url.appendingPathComponent("Videos"))
        let outcomes = SessionRecovery.recoverStale(in: root, into: library)
        guard case .recovered(let movie, let duration) = outcomes.first else {
            Issue.record("expected the session recovered, got \(outcomes)")
            return
        }
        #expect(abs(duration - 1) < 1e-5)
        // Every picture, and the sound ends with the last one (an AAC frame of padding at most).
        let probe = try StreamProbe.probe(movie)
        #expect(probe.video?.frames == 30)
        let aacFrame = 1024.0 / 48000
        #expect(abs((probe.formatDuration ?? 0) - 1) <= aacFrame, "\(probe.formatDuration ?? 0)")
        #expect((probe.audio?.duration ?? 0) <= 1 + aacFrame, "\(probe.audio?.duration ?? 0)")
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LaminaMedia
import LaminaTestSupport
import Testing

/// Nothing recorded is lost: `lamina record` killed with SIGKILL mid-recording or while saving,
/// a temporary folder without room, and Ctrl-C during a render, each followed by what the next
/// run finds.
@Suite struct CrashRecoveryCLITests {
    static let binary = InspectCLITests.binary
    typealias Folder = RecordCLITests.Folder

    /// The library `lamina record -o` recovers into (XDG_VIDEOS_DIR/Lamina), inside the folder.
    static func videos(_ folder: Folder) -> [String: String] { ["XDG_VIDEOS_DIR": folder.file("Videos").path] }

    static func libraryFiles(_ folder: Folder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("Videos/Lamina").path)) ?? []).sorted()
    }

    /// Starts a real-time recording, kills it with SIGKILL once its segment holds `frames`
    /// decodable frames, waits until the orphaned encoder has closed the file, and returns the
    /// dead process's id and the frames the segment holds.
    static func recordAndKill(in folder: Folder, frames: Int = 15) throws -> (pid: Int32, frames: Int) {
        let process = try RecordCLITests.spawn(["record", "--realtime", "--size", "160x120", "--press", "0:120",
                                                "-o", folder.file("movie.mp4").path],
                                               in: folder, environment: videos(folder))
        wait(until: "the segment has \(frames) decodable frames", timeout: 30, poll: 0.05) {
            (folder.segmentFiles().first.flatMap { RecordCLITests.decodedFrames($0) } ?? 0) >= frames
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The encoder reads the end of its input and finishes the file: wait until it is stable.
        var last = -1
        let settled = poll(timeout: 20, every: 0.3) { () -> Int? in
            let now = folder.segmentFiles().first.flatMap { RecordCLITests.decodedFrames($0) } ?? 0
            defer { last = now }
            return now == last && now > 0 ? now : nil
        }
        return (process.processIdentifier, settled ?? 0)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aRecordingKilledMidwayIsRecoveredIntoTheLibraryByTheNextRun() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let killed = try Self.recordAndKill(in: folder)
        #expect(killed.frames >= 15)
        #expect(folder.segmentFiles().count == 1)

        let next = try RecordCLITests.run(["record", "--size", "160x120", "--press", "0:0.5",
                                           "-o", folder.file("next.mp4").path], in: folder, environment: Self.videos(folder))
        #expect(next.status == 0, "\(next.stderr)")
        let saved = Self.libraryFiles(folder)
        #expect(saved.count == 1 && saved[0].hasPrefix("Lamina-Recovered-") && saved[0].hasSuffix(".mp4"), "\(saved)")
        let movie = folder.file("Videos/Lamina").appendingPathComponent(saved.first ?? "none")
        #expect(next.stderr.contains("recovered") && next.stderr.contains(movie.path), "\(next.stderr)")
        // Every frame the dead session recorded, and its duration within one frame.
        let probe = try MediaProbe.probe(movie)
        #expect(probe.frameCount == killed.frames)
        #expect(abs((probe.duration ?? 0) - Double(killed.frames) / 30) <= 1.0 / 30, "\(probe.duration ?? 0)")
        // Only the new run's movie came out of it; the dead session's files are gone.
        #expect(RecordCLITests.decodedFrames(folder.file("next.mp4")) == 15)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.sessions.path)) ?? []).isEmpty)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aPartialOutputOfAKilledSaveIsRemovedAndItsRecordingRecovered() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // Killed while saving to -o: the session's segments are in the temporary folder and a
        // hidden partial copy of the movie is beside the output.
        let killed = try Self.recordAndKill(in: folder)
        let partial = folder.file(".movie.mp4.partial-\(killed.pid)-1234.mp4")
        try Data(repeating: 0, count: 4096).write(to: partial)
        let next = try RecordCLITests.run(["record", "--size", "160x120", "--press", "0:0.5",
                                           "-o", folder.file("movie.mp4").path], in: folder, environment: Self.videos(folder))
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!FileManager.default.fileExists(atPath: partial.path))
        #expect(next.stderr.contains("removed \(partial.path)"), "\(next.stderr)")
        let saved = Self.libraryFiles(folder)
        #expect(saved.count == 1 && saved[0].hasPrefix("Lamina-Recovered-"), "\(saved)")
        let movie = folder.file("Videos/Lamina").appendingPathComponent(saved.first ?? "none")
        #expect(try MediaProbe.probe(movie).frameCount == killed.frames)
        #expect(RecordCLITests.decodedFrames(folder.file("movie.mp4")) == 15)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aTemporaryFolderWithoutRoomSaysSo() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // Keeping a petabyte free: no disk has room, and the message says which folder and why.
        let result = try RecordCLITests.run(["record", "--size", "160x120", "--press", "0:0.5", "--keep-free", "1000000000",
                                             "-o", folder.file("movie.mp4").path], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the temporary folder \(folder.sessions.path) has "), "\(result.stderr)")
        #expect(result.stderr.contains("recording needs at least 1000000000.0 MB (--keep-free)"), "\(result.stderr)")
        #expect(!result.stderr.contains("nothing was recorded"))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aTemporaryFolderOnASmallFilesystemSaysSo() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // A real 20 MB filesystem as TMPDIR, where mounting is permitted (root); else skipped.
        guard geteuid() == 0,
              "size=20m".withCString({ mount("tmpfs", folder.tmp.path, "tmpfs", 0, $0) }) == 0 else { return }
        defer { umount(folder.tmp.path) }
        let result = try RecordCLITests.run(["record", "--size", "160x120", "--press", "0:0.5",
                                             "-o", folder.file("movie.mp4").path], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the temporary folder \(folder.sessions.path) has "), "\(result.stderr)")
        #expect(result.stderr.contains("recording needs at least 64.0 MB (--keep-free)"), "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func theMaximumDurationStopsReadingTheSource() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // In real time a source read to 400 s would take 400 s; the limit ends it after 1 s.
        let started = Date()
        let result = try RecordCLITests.run(["record", "--realtime", "--size", "160x120", "--press", "0:400",
                                             "--max-duration", "1", "-o", folder.file("movie.mp4").path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(1.000 s, 1 segment)"))
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func ctrlCDuringARenderLeavesNoPartialFileOrLog() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let output = folder.file("out").appendingPathComponent("clip.mp4")
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let process = try RecordCLITests.spawn(["render", "Examples/wobble.json", "--size", "1280x1280", "--duration", "60",
                                                "-o", output.path], in: folder)
        func listing(_ url: URL) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] }
        wait(until: "the render writes its partial file and log", timeout: 30, poll: 0.05) {
            listing(output.deletingLastPathComponent()).contains { $0.contains(".partial-") }
                && listing(folder.tmp).contains { $0.hasPrefix("lamina-ffmpeg-") }
        }
        kill(process.processIdentifier, SIGINT)
        wait(until: "lamina has exited after SIGINT", timeout: 20) { !process.isRunning }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(listing(output.deletingLastPathComponent()).isEmpty)
        #expect(!listing(folder.tmp).contains { $0.hasPrefix("lamina-ffmpeg-") })
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func pulseAudioLeavesNoFolderInTheTemporaryFolder() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // Without XDG_RUNTIME_DIR libpulse would make a `pulse-XXXX` folder in TMPDIR on every
        // start; whether or not a PulseAudio server answers, none may be left.
        _ = try RecordCLITests.run(["record", "--size", "160x120", "--press", "0:0.2", "--audio", "pulse:default",
                                    "-o", folder.file("movie.mp4").path], in: folder,
                                   environment: ["XDG_RUNTIME_DIR": "", "PULSE_RUNTIME_PATH": ""])
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.tmp.path)) ?? []
        #expect(!left.contains { $0.hasPrefix("pulse-") }, "\(left)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func importSVGWritesThroughAPartialFileAndRemovesStaleOnes() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let svg = folder.file("a.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>"#.utf8)
            .write(to: svg)
        // What a killed run left: a partial file of a process that is gone.
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run()
        dead.waitUntilExit()
        let stale = folder.file(".a.yaml.partial-\(dead.processIdentifier)-x.yaml")
        try Data("half".utf8).write(to: stale)
        let result = try RecordCLITests.run(["import-svg", svg.path, "-o", folder.file("a.yaml").path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["a.svg", "a.yaml", "stderr", "stdout", "tmp"])
    }
}

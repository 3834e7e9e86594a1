#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LaminaMedia
import LaminaTestSupport
import Testing

/// Real runs of `lamina record` with the synthetic source, the files read back by ffprobe.
@Suite struct RecordCLITests {
    static let binary = InspectCLITests.binary

    /// A folder for one test; sessions go to `<folder>/tmp/lamina-capture` (TMPDIR).
    struct Folder {
        let url: URL
        var tmp: URL { url.appendingPathComponent("tmp") }
        var sessions: URL { tmp.appendingPathComponent("lamina-capture") }

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-record-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        }

        func file(_ name: String) -> URL { url.appendingPathComponent(name) }

        /// Segment files (not pending ones) of every session folder.
        func segmentFiles() -> [URL] {
            let sessions = (try? FileManager.default.contentsOfDirectory(atPath: self.sessions.path)) ?? []
            return sessions.flatMap { name -> [URL] in
                let folder = self.sessions.appendingPathComponent(name)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return files.filter { $0.hasPrefix("segment-") && $0.hasSuffix(".mkv") && !$0.contains("pending") }
                    .sorted().map { folder.appendingPathComponent($0) }
            }
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// Starts `lamina` with TMPDIR in `folder`, stdout and stderr to files.
    static func spawn(_ arguments: [String], in folder: Folder, environment extra: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = try BuiltLamina.checkedBinary()
        process.arguments = arguments
        process.currentDirectoryURL = BuiltLamina.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.tmp.path
        environment.merge(extra) { $1 }
        process.environment = environment
        for name in ["stdout", "stderr"] { _ = FileManager.default.createFile(atPath: folder.file(name).path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: folder.file("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.file("stderr"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func run(_ arguments: [String], in folder: Folder,
                    environment extra: [String: String] = [:]) throws -> InspectCLITests.Run {
        let process = try spawn(arguments, in: folder, environment: extra)
        process.waitUntilExit()
        return InspectCLITests.Run(status: process.terminationStatus,
                                   stdout: (try? String(contentsOf: folder.file("stdout"), encoding: .utf8)) ?? "",
                                   stderr: (try? String(contentsOf: folder.file("stderr"), encoding: .utf8)) ?? "")
    }

    /// Frames ffprobe decodes from `url`, `nil` if it cannot read it.
    static func decodedFrames(_ url: URL) -> Int? {
        (try? MediaProbe.probe(url)).map(\.frameCount)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aScriptedSessionWritesTheMovieAndCleansUp() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let movie = folder.file("movie.mp4")
        let result = try Self.run(["record", "--size", "160x120", "--press", "0.2:0.8", "--press", "1:1.5",
                                   "-o", movie.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(movie.path) (1.100 s, 2 segments)\n")
        let probe = try MediaProbe.probe(movie)
        #expect(probe.frameCount == 33 && probe.codec == "h264")
        #expect(abs((probe.duration ?? 0) - 1.1) <= 1.0 / 30)
        // The session's folder is gone; nothing but the movie is beside it.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.sessions.path)) ?? []).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            == ["movie.mp4", "stderr", "stdout", "tmp"])
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func theLibraryAndTheRecordingScreen() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let library = folder.file("Videos")
        let ui = folder.file("ui.mp4")
        let result = try Self.run(["record", "--size", "160x120", "--press", "0.1:0.5", "--max-duration", "2",
                                   "--library", library.path, "--ui", ui.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: library.path)
        #expect(saved.count == 1 && saved[0].hasPrefix("Lamina-") && saved[0].hasSuffix(".mp4"))
        #expect(result.stdout.hasPrefix(library.appendingPathComponent(saved[0]).path))
        let screen = try MediaProbe.probe(ui)
        #expect(screen.width == 360 && screen.height == 460 && screen.frameCount >= 15)
        // At 0.4 s (0.3 s recorded of 2): the viewfinder shows the test pattern, not its empty
        // grey, and the first segment (red) covers 15% of the ring from 12 o'clock,
        // counterclockwise: red 18° left of the top, the grey track as far to the right.
        let pixels = try MediaProbe.decodeFrameRGB(ui, index: 12)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * 360 + x) * 3
            return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
        }
        let centre = pixel(180, 150)
        #expect(max(centre.0, centre.1, centre.2) - min(centre.0, centre.1, centre.2) > 60, "\(centre)")
        let red = pixel(138, 52), track = pixel(222, 52)
        #expect(red.0 > 200 && red.1 < 120 && red.2 < 120, "\(red)")
        #expect(abs(track.0 - track.1) < 20 && track.0 > 170, "\(track)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func aMovieThatCannotBeWrittenIsRefusedBeforeRecording() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("dir.mp4"), withIntermediateDirectories: true)
        try Data("an older movie".utf8).write(to: folder.file("old.mp4"))
        let cases: [(String, String)] = [
            (folder.file("missing/movie.mp4").path, "the folder \(folder.file("missing").path) does not exist"),
            (folder.file("dir.mp4").path, "it is a folder"),
            (folder.file("old.mp4").path, "the file exists; pass --overwrite to replace it"),
        ]
        for (output, phrase) in cases {
            let result = try Self.run(["record", "--press", "0:0.5", "--size", "160x120", "-o", output], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains(phrase), "\(result.stderr)")
            // Refused before the session started: nothing was recorded, nothing is kept.
            #expect(folder.segmentFiles().isEmpty)
        }
        #expect(try Data(contentsOf: folder.file("old.mp4")) == Data("an older movie".utf8))
        let replaced = try Self.run(["record", "--press", "0:0.5", "--size", "160x120", "--overwrite",
                                     "-o", folder.file("old.mp4").path], in: folder)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(Self.decodedFrames(folder.file("old.mp4")) == 15)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func listDevicesNamesTheSyntheticSource() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let result = try Self.run(["record", "--list-devices"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("synthetic"))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"),
          arguments: [
            (["--size", "161x120", "--press", "0:1"], "--size 161x120: expected WIDTHxHEIGHT in pixels"),
            (["--press", "2:1"], "--press 2:1: the end must come after the start"),
            (["--press", "0:1", "--press", "0.5:2"], "starts before the previous press ends"),
            (["--source", "webcam", "--press", "0:1"], "--source webcam: expected synthetic, bars"),
            (["--press", "0:1", "-o", "x.mov"], "-o x.mov: the movie is an .mp4 file"),
            (["--fps", "0", "--press", "0:1"], "--fps"),
            (["--press", "0:1e308"], "presses end by 86400 s (24 hours), the longest a capture session runs"),
            (["--press", "0:1e18"], "presses end by 86400 s"),
            (["--press", "0:1", "--overwrite"], "--overwrite goes with -o"),
            (["--source", "/tmp", "--press", "0:1"], "/tmp: access denied (a folder, not a capture device)"),
            (["--source", "/dev/video-none", "--press", "0:1"], "/dev/video-none: unavailable (no such device)"),
          ])
    func badOptionsAndDevicesAreNamed(arguments: [String], phrase: String) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let result = try Self.run(["record"] + arguments, in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func sigintClosesTheCurrentSegmentAndSavesWhatWasRecorded() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let movie = folder.file("movie.mp4")
        let process = try Self.spawn(["record", "--realtime", "--size", "160x120", "--press", "0.2:0.6",
                                      "--press", "0.8:60", "-o", movie.path], in: folder)
        // Once the second segment has frames on disk, interrupt.
        wait(until: "the second segment has a decodable frame", timeout: 20, poll: 0.05) {
            let files = folder.segmentFiles()
            return files.count == 2 && (Self.decodedFrames(files[1]) ?? 0) > 0
        }
        kill(process.processIdentifier, SIGINT)
        wait(until: "lamina has exited after SIGINT", timeout: 20) { !process.isRunning }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: folder.file("stderr"), encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("interrupted"))
        let stdout = (try? String(contentsOf: folder.file("stdout"), encoding: .utf8)) ?? ""
        #expect(stdout.contains("2 segments"), "\(stdout)")
        let probe = try MediaProbe.probe(movie)
        #expect((probe.duration ?? 0) > 0.4 && probe.frameCount > 12)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func withoutPressesItRecordsUntilInterrupted() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let movie = folder.file("live.mp4")
        let process = try Self.spawn(["record", "--size", "160x120", "--audio", "none", "-o", movie.path], in: folder)
        wait(until: "the live segment has 15 decodable frames", timeout: 20, poll: 0.05) {
            (folder.segmentFiles().first.flatMap { Self.decodedFrames($0) } ?? 0) >= 15
        }
        kill(process.processIdentifier, SIGTERM)
        wait(until: "lamina has exited after SIGTERM", timeout: 20) { !process.isRunning }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: folder.file("stderr"), encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("press Enter (or Ctrl-C) to stop"))
        #expect((Self.decodedFrames(movie) ?? 0) >= 15)
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func killMinus9MidSegmentLeavesEverySegmentPlayable() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let process = try Self.spawn(["record", "--realtime", "--size", "160x120", "--press", "0.2:0.6",
                                      "--press", "0.8:60", "-o", folder.file("never.mp4").path], in: folder)
        wait(until: "the second segment has a decodable frame", timeout: 20, poll: 0.05) {
            let files = folder.segmentFiles()
            return files.count == 2 && (Self.decodedFrames(files[1]) ?? 0) > 0
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The encoders see end of file on their inputs and close their segments.
        let segments = folder.segmentFiles()
        #expect(segments.count == 2)
        wait(until: "both segments decode after the kill", timeout: 20, poll: 0.05) {
            segments.allSatisfy { (Self.decodedFrames($0) ?? 0) > 0 }
        }
        #expect(Self.decodedFrames(segments[0]) == 12)
        #expect(!FileManager.default.fileExists(atPath: folder.file("never.mp4").path))
    }
}

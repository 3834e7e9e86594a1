import Foundation
import Lamina
import Testing
@testable import LaminaMedia

#if canImport(Glibc)
import Glibc
#endif

/// Failures leave nothing half written: no file under the final name, no temporary files, and
/// an existing file replaced only by a complete one.
@Suite struct MovieWriterFailureTests {
    let frame = MediaTestSupport.solid(.red, width: 32, height: 32)

    @Test func ffmpegRejectingItsArgumentsLeavesNothing() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("broken.mp4")
        let writer = try MovieWriter(url: url, format: .mp4, width: 32, height: 32, fps: 30, options: .init(),
                                     ffmpegPath: nil, extraArguments: ["-no-such-option", "1"])
        let error = try #require(throws: MediaError.self) {
            for _ in 0 ..< 200 { try writer.append(frame) }   // ffmpeg exits at once: EPIPE
            try writer.finish()
        }
        guard case .toolFailed(let tool, let status, let tail) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(tool == "ffmpeg" && status != 0)
        #expect(tail.contains("no-such-option"), "stderr tail: \(tail)")
        #expect(String(describing: error).contains("ffmpeg failed (exit status"))
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
        #expect(throws: MediaError.self) { try writer.append(frame) }
    }

    @Test func existingFileIsReplacedOnlyOnSuccess() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("clip.gif")
        try Data("old".utf8).write(to: url)

        let failing = try MovieWriter(url: url, format: .gif, width: 32, height: 32, fps: 10, options: .init(),
                                      ffmpegPath: nil, extraArguments: ["-vf", "no_such_filter"])
        #expect(throws: MediaError.self) {
            for _ in 0 ..< 5 { try failing.append(frame) }
            try failing.finish()
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(MediaTestSupport.contents(of: dir) == ["clip.gif"])

        let writer = try MovieWriter(url: url, format: .gif, width: 32, height: 32, fps: 10)
        for _ in 0 ..< 5 { try writer.append(frame) }
        try writer.finish()
        #expect(try MediaProbe.probe(url).frameCount == 5)
        #expect(MediaTestSupport.contents(of: dir) == ["clip.gif"])
    }

    @Test func ffmpegKilledMidwayLeavesNothing() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("killed.webm")
        let writer = try MovieWriter(url: url, format: .webm, width: 32, height: 32, fps: 30)
        for _ in 0 ..< 3 { try writer.append(frame) }
        #expect(kill(try #require(writer.processIdentifier), SIGKILL) == 0)
        let error = try #require(throws: MediaError.self) {
            for _ in 0 ..< 100 { try writer.append(frame) }
            try writer.finish()
        }
        #expect(error == .toolFailed(tool: "ffmpeg", status: 128 + SIGKILL, stderrTail: ""))
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }

    @Test func cancelAndAbandonRemoveTheTemporaryFile() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("a.mp4")
        let writer = try MovieWriter(url: url, format: .mp4, width: 32, height: 32, fps: 30)
        for _ in 0 ..< 3 { try writer.append(frame) }
        #expect(writer.temporaryURL.lastPathComponent.hasPrefix(".a.mp4.partial-\(getpid())-"))
        #expect(writer.temporaryURL.pathExtension == "mp4")
        writer.cancel()
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
        #expect(throws: MediaError.self) { try writer.finish() }

        do {
            let dropped = try MovieWriter(url: url, format: .apng, width: 32, height: 32, fps: 30)
            for _ in 0 ..< 3 { try dropped.append(frame) }
        }
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }

    @Test func finishWithoutFramesFails() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let writer = try MovieWriter(url: dir.appendingPathComponent("empty.mp4"), format: .mp4, width: 8, height: 8, fps: 30)
        #expect(throws: MediaError.invalidState("no frames were appended to empty.mp4")) { try writer.finish() }
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }

    @Test func missingOutputDirectoryIsNamed() throws {
        let url = URL(fileURLWithPath: "/nonexistent-lamina-dir/clip.mp4")
        #expect(throws: MediaError.outputDirectoryMissing("/nonexistent-lamina-dir")) {
            try MovieWriter(url: url, format: .mp4, width: 8, height: 8, fps: 30)
        }
    }

    @Test func invalidParametersAreRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("x.mp4")
        #expect(throws: MediaError.self) { try MovieWriter(url: url, format: .mp4, width: 0, height: 8, fps: 30) }
        #expect(throws: MediaError.self) { try MovieWriter(url: url, format: .mp4, width: 8, height: 8, fps: .nan) }
    }

    @Test func missingFFmpegSaysHowToInstallIt() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let error = try #require(throws: MediaError.self) {
            try MovieWriter(url: dir.appendingPathComponent("a.mp4"), format: .mp4, width: 8, height: 8, fps: 30,
                            options: .init(), ffmpegPath: "/nonexistent/bin/ffmpeg", extraArguments: [])
        }
        #expect(error == .ffmpegMissing(searched: "/nonexistent/bin/ffmpeg"))
        #expect(String(describing: error) == "ffmpeg not found (looked for /nonexistent/bin/ffmpeg); "
            + "install it with `apt-get install ffmpeg` (scripts/bootstrap does this)")
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }

    @Test func missingFFprobeAndUnreadableFilesAreReported() throws {
        let url = URL(fileURLWithPath: "/nonexistent/clip.mp4")
        let missing = try #require(throws: MediaError.self) {
            try MediaProbe.probe(url, ffprobePath: "/nonexistent/bin/ffprobe")
        }
        #expect(missing == .ffprobeMissing(searched: "/nonexistent/bin/ffprobe"))
        #expect(String(describing: missing).contains("apt-get install ffmpeg"))
        let unreadable = try #require(throws: MediaError.self) { try MediaProbe.probe(url) }
        #expect(String(describing: unreadable).contains("No such file or directory"), "\(unreadable)")
    }
}

import Foundation
import Lamina
import Testing
@testable import LaminaMedia

@Suite struct ExportClipTests {
    /// `exportClip`'s doc example, as written there (in a scratch folder): it compiles and
    /// writes 60 frames.
    @Test func docExampleCompilesAndWrites() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        // Any maker of frames that is safe to call from several threads at once.
        let url = try exportClip(to: dir.appendingPathComponent("fade.mp4"), width: 320, height: 240,
                                 duration: 2, fps: 30) { t in
            ImageBuffer(width: 320, height: 240, filledWith: Color(white: min(t / 2, 1)))
        }
        #expect(try MediaProbe.probe(url).frameCount == 60)
    }

    @Test func progressIsReportedOnlyWhenAskedFor() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        var reports: [ExportProgress] = []
        try exportClip(to: dir.appendingPathComponent("p.gif"), width: 8, height: 8, duration: 0.3, fps: 10,
                       progress: { reports.append($0) }) { _ in MediaTestSupport.solid(.red, width: 8, height: 8) }
        #expect(reports == [1, 2, 3].map { ExportProgress(framesWritten: $0, frameCount: 3) })
    }

    @Test func rendersEachFrameAtItsTime() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let times = Locked<[Double]>([])
        let url = try exportClip(to: dir.appendingPathComponent("clip.mp4"), width: 48, height: 32,
                                 duration: 1.5, fps: 20, start: 2) { t in
            times.withValue { $0.append(t) }
            let i = Int(((t - 2) * 20).rounded())
            return MediaTestSupport.movingSquare(index: i, count: 30, width: 48, height: 32)
        }
        let seen = times.withValue { $0 }.sorted()
        #expect(seen.count == 30)
        for (i, t) in seen.enumerated() { #expect(abs(t - (2 + Double(i) / 20)) < 1e-12) }
        let probe = try MediaProbe.probe(url)
        #expect(probe.frameCount == 30)
        #expect(abs((probe.duration ?? 0) - 1.5) <= 0.001)
        #expect(MediaTestSupport.contents(of: dir) == ["clip.mp4"])
    }

    /// 60 fps GIF: 1 s becomes 50 frames of 2 cs, so it lasts 1 s in every player.
    @Test func gifAtSixtyFramesPerSecondKeepsItsDuration() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = try exportClip(to: dir.appendingPathComponent("fast.gif"), width: 32, height: 32,
                                 duration: 1, fps: 60) { t in
            MediaTestSupport.movingSquare(index: Int(t * 50), count: 50, width: 32, height: 32)
        }
        let probe = try MediaProbe.probe(url)
        #expect(probe.frameCount == 50)
        #expect(abs((probe.duration ?? 0) - 1) <= 0.02)
    }

    @Test func pngIsTheFrameAtTheStart() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let times = Locked<[Double]>([])
        let url = try exportClip(to: dir.appendingPathComponent("still.png"), width: 8, height: 8,
                                 duration: 3, fps: 30, start: 0.75) { t in
            times.withValue { $0.append(t) }
            return MediaTestSupport.solid(.red, width: 8, height: 8)
        }
        #expect(times.withValue { $0 } == [0.75])
        #expect(try MediaProbe.probe(url).frameCount == 1)
    }

    @Test func unknownExtensionFailsBeforeRendering() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        #expect(throws: MediaError.unknownExtension("mov")) {
            try exportClip(to: dir.appendingPathComponent("clip.mov"), width: 8, height: 8, duration: 1, fps: 30) { _ in
                Issue.record("rendered a frame")
                return MediaTestSupport.solid(.red, width: 8, height: 8)
            }
        }
    }

    @Test func wrongFrameSizeFailsAndLeavesNothing() throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        #expect(throws: MediaError.self) {
            try exportClip(to: dir.appendingPathComponent("clip.webm"), width: 8, height: 8, duration: 1, fps: 30) { _ in
                MediaTestSupport.solid(.red, width: 9, height: 8)
            }
        }
        #expect(MediaTestSupport.contents(of: dir).isEmpty)
    }
}

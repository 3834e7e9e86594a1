import Foundation
import Lamina
import Testing
@testable import LaminaCapture

/// A movie file as the camera (`VideoSource.movie`, `record --source movie:FILE`): what the
/// recorder films is the movie, played from its start and over again when it ends, at the
/// capture's size and rate.
@Suite struct MovieSourceTests {
    /// A one-second 64x36 movie, red for its first half and blue for its second, at 10 fps.
    static func makeMovie(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("subject.mp4")
        let (_, status) = try StreamProbe.output(of: "/usr/bin/ffmpeg", [
            "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=red:s=64x36:r=10:d=0.5",
            "-f", "lavfi", "-i", "color=c=blue:s=64x36:r=10:d=0.5",
            "-filter_complex", "[0:v][1:v]concat=n=2:v=1[v]", "-map", "[v]", "-pix_fmt", "yuv420p", url.path])
        #expect(status == 0)
        return url
    }

    /// The colour of a preview frame's middle pixel, as (red, green, blue).
    static func middle(_ frame: PreviewFrame) -> (Int, Int, Int) {
        let image = frame.image, offset = (image.height / 2) * image.bytesPerRow + (image.width / 2) * 4
        return (Int(image.pixels[offset + 2]), Int(image.pixels[offset + 1]), Int(image.pixels[offset]))  // BGRA
    }

    @Test func theRecorderFilmsTheMovieAndLoopsIt() throws {
        let folder = try TestFolder("movie-source")
        defer { folder.cleanUp() }
        let source = try Self.makeMovie(in: folder.url)
        var recorder = MovieRecorder(video: .movie(path: source.path), destination: .file(folder.url.appendingPathComponent("out.mp4")),
                                     now: { Date(timeIntervalSince1970: 0) })
        recorder.width = 160
        recorder.height = 90
        recorder.fps = 10
        recorder.presses = [.init(start: 0, end: 2.5)]
        recorder.keepsPreviewFrames = true
        recorder.temporaryRoot = folder.url.appendingPathComponent("sessions")
        let outcome = try recorder.record()
        #expect(outcome.fault == nil)
        let frames = outcome.previewFrames
        #expect(frames.count >= 25)
        // Red, then blue, then red again when the movie starts over (frame times 0.2, 0.7, 1.2 s).
        for (time, expected) in [(0.2, "red"), (0.7, "blue"), (1.2, "red"), (1.7, "blue")] {
            guard let frame = frames.first(where: { abs($0.time - time) < 0.01 }) else {
                Issue.record("no frame at \(time) s")
                continue
            }
            let (r, g, b) = Self.middle(frame)
            let seen = r > 150 && b < 100 && g < 100 ? "red" : b > 150 && r < 100 && g < 100 ? "blue" : "(\(r), \(g), \(b))"
            #expect(seen == expected, "at \(time) s")
        }
        #expect(try StreamProbe.probe(folder.url.appendingPathComponent("out.mp4")).video?.frames == 25)
    }
}

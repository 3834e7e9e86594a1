import Foundation
import LaminaTestSupport
import Testing

/// A handful of real runs of the built `lamina` program.
@Suite struct LaminaProgramTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `lamina` from the repository root, with TMPDIR in a folder of its own (capture
    /// sessions' temporary files go there), and waits for it to exit.
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let binary = try #require(BuiltLamina.binary)
        let tmp = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = BuiltLamina.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp.path
        process.environment = environment
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                   stderr: try String(contentsOf: err, encoding: .utf8))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func helpExitsZero() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["--help"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: lamina <subcommand>"))
        #expect(run.stdout.contains("record") && run.stdout.contains("studio"))
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func anUnknownOptionIsNamed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["record", "--frobnicate"], in: folder)
        #expect(run.status != 0)
        #expect(run.stderr.contains("--frobnicate"), "stderr: \(run.stderr)")
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func recordWithPressesWritesAMovie() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let movie = folder.appendingPathComponent("take.mp4")
        let run = try Self.run(["record", "--size", "320x180", "--press", "0.2:0.8", "-o", movie.path], in: folder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "\(movie.path) (0.600 s, 1 segment)\n")
        let size = try FileManager.default.attributesOfItem(atPath: movie.path)[.size] as? Int
        #expect((size ?? 0) > 0)
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func benchLottiePlaysEveryFrameAndSaysHowMuchWasRedrawn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 100 x 100 square at 30 fps for 30 frames that moves 1 point a frame: every frame
        // after the first redraws only the strip it left and the strip it entered.
        let file = folder.appendingPathComponent("slide.json")
        try Data(#"""
            {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,
             "ks":{"p":{"a":1,"k":[{"t":0,"s":[30,50],"e":[60,50],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":30,"s":[60,50]}]}},
             "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
                       {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
            """#.utf8).write(to: file)
        let run = try Self.run(["bench", "--lottie", file.path, "--size", "100x100", "--passes", "1"], in: folder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(figures["frames"] as? Int == 30)
        #expect(figures["width"] as? Int == 100 && figures["height"] as? Int == 100)
        #expect((figures["renderedFramesPerSecond"] as? Double ?? 0) > 0)
        // The first frame is drawn whole (1/30 of all pixels); the 29 others redraw a band
        // about 23 pixels wide and 22 tall at most, far below a full redraw.
        let redrawn = try #require(figures["redrawnFraction"] as? Double)
        let firstFrame = 1.0 / 30, bands = 29.0 * 23 * 22 / (30 * 10_000)
        #expect(redrawn > firstFrame && redrawn < firstFrame + bands, "\(redrawn)")

        // At twice the size the square is drawn twice as large (as export draws it): 40 x 40,
        // moving 2 pixels a frame, so each later frame redraws at least its 1,600 pixels of
        // 40,000 and at most a 50 x 50 box round both places (drawn at its own size whatever
        // the size asked, it redrew a quarter of that: 0.046 in all).
        let doubled = try Self.run(["bench", "--lottie", file.path, "--size", "200x200", "--passes", "1"], in: folder)
        #expect(doubled.status == 0, "stderr: \(doubled.stderr)")
        let large = try #require(try JSONSerialization.jsonObject(with: Data(doubled.stdout.utf8)) as? [String: Any])
        let redrawnLarge = try #require(large["redrawnFraction"] as? Double)
        let squares = 29.0 * 40 * 40 / (30 * 40_000), largeBands = 29.0 * 50 * 50 / (30 * 40_000)
        #expect(redrawnLarge > firstFrame + squares && redrawnLarge < firstFrame + largeBands, "\(redrawnLarge)")

        let missing = try Self.run(["bench", "--lottie", folder.appendingPathComponent("none.json").path], in: folder)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("none.json"), "stderr: \(missing.stderr)")
        let passes = try Self.run(["bench", "--lottie", file.path, "--passes", "0"], in: folder)
        #expect(passes.status != 0 && passes.stderr.contains("--passes"), "stderr: \(passes.stderr)")

        // Bands on several threads draw the same frames, so the same share is redrawn.
        let banded = try Self.run(["bench", "--lottie", file.path, "--size", "100x100", "--passes", "1", "--tiles", "2"], in: folder)
        #expect(banded.status == 0, "stderr: \(banded.stderr)")
        let bandedFigures = try #require(try JSONSerialization.jsonObject(with: Data(banded.stdout.utf8)) as? [String: Any])
        #expect(bandedFigures["redrawnFraction"] as? Double == redrawn)
        for bad in [["--tiles", "0"], ["--tiles", "17"]] {
            let refused = try Self.run(["bench", "--lottie", file.path] + bad, in: folder)
            #expect(refused.status != 0 && refused.stderr.contains("--tiles \(bad[1]): must be a whole number from 1 to 16"),
                    "stderr: \(refused.stderr)")
        }
        let alone = try Self.run(["bench", "--tiles", "2"], in: folder)
        #expect(alone.status != 0 && alone.stderr.contains("--tiles: applies to --lottie only"), "stderr: \(alone.stderr)")

        // --min-seconds plays through until that much was measured: still the same frames and
        // the same share redrawn (every pass starts from a fresh playback and renderer).
        let timed = try Self.run(["bench", "--lottie", file.path, "--size", "100x100", "--passes", "1",
                                  "--min-seconds", "0.05"], in: folder)
        #expect(timed.status == 0, "stderr: \(timed.stderr)")
        let timedFigures = try #require(try JSONSerialization.jsonObject(with: Data(timed.stdout.utf8)) as? [String: Any])
        #expect(timedFigures["frames"] as? Int == 30)
        #expect(timedFigures["redrawnFraction"] as? Double == redrawn)
        for bad in ["-1", "nan", "3601"] {
            let refused = try Self.run(["bench", "--lottie", file.path, "--min-seconds", bad], in: folder)
            #expect(refused.status != 0 && refused.stderr.contains("--min-seconds \(bad): must be a number of seconds from 0 to 3600"),
                    "stderr: \(refused.stderr)")
        }
        let untimed = try Self.run(["bench", "--min-seconds", "1"], in: folder)
        #expect(untimed.status != 0 && untimed.stderr.contains("--min-seconds: applies to --lottie only"),
                "stderr: \(untimed.stderr)")
    }
}

import Foundation
import LaminaTestSupport
import Testing

/// Issue #33: transparency kept wherever the format carries it, and what a format cannot keep
/// said before the clip is written.
@Suite(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
struct ClipFormatTests {
    /// A 20 x 20 scene without a background: a white 10 x 10 square in the middle.
    static let square = Array(#"""
        {"size": [20, 20], "duration": 0.2, "fps": 10,
         "layers": [{"type": "shape", "position": [10, 10], "bounds": [0, 0, 10, 10],
                     "path": {"rect": [0, 0, 10, 10]}, "fillColor": "#FFFFFF"}]}
        """#.utf8)

    /// Runs `lamina render square.json -o <name> <extra...>` in a folder of its own.
    func render(to name: String, _ extra: [String] = []) throws -> (run: LaminaProgramTests.Run, file: URL, folder: URL) {
        let folder = try LaminaProgramTests.folder()
        let scene = folder.appendingPathComponent("square.json")
        try Data(Self.square).write(to: scene)
        let file = folder.appendingPathComponent(name)
        let run = try LaminaProgramTests.run(["render", scene.path, "-o", file.path] + extra, in: folder)
        return (run, file, folder)
    }

    /// The first frame of a clip as straight RGBA bytes, decoded by ffmpeg (libvpx for WebM,
    /// whose alpha the built-in VP9 decoder drops).
    func firstFrame(of file: URL) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let decoder = file.pathExtension == "webm" ? ["-c:v", "libvpx-vp9"] : []
        process.arguments = ["ffmpeg", "-v", "error"] + decoder + ["-i", file.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let bytes = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](bytes)
    }

    @Test(arguments: ["apng", "webm"])
    func aClipKeepsTheTransparentBackground(format: String) throws {
        let (run, file, folder) = try render(to: "square.\(format)", ["--background", "#00000000"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("note:"), "\(run.stderr)")
        let pixels = try firstFrame(of: file)
        try #require(pixels.count == 20 * 20 * 4)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * 20 + x) * 4 + 3] }
        #expect(alpha(1, 1) == 0, "a corner is transparent")
        #expect(alpha(10, 10) == 255, "the square is opaque")
    }

    @Test func anMP4SaysItCannotCarryTransparency() throws {
        let (run, file, folder) = try render(to: "square.mp4")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("lamina: \(file.path): note: MP4 cannot carry transparency, so the transparent "
            + "background is drawn black; give --background '#RRGGBB' for another colour, or write .webm or .apng to keep it\n"),
                "\(run.stderr)")
        let opaque = try render(to: "square.mp4", ["--background", "#336699"])
        defer { try? FileManager.default.removeItem(at: opaque.folder) }
        #expect(!opaque.run.stderr.contains("note:"), "\(opaque.run.stderr)")
    }

    @Test func aGIFSaysItsFrameRateCap() throws {
        let (run, file, folder) = try render(to: "square.gif", ["--fps", "60", "--duration", "1", "--background", "#000000"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "lamina: \(file.path): note: a GIF plays at most 50 frames per second, so the clip is "
            + "written at 50 fps, not 60; .apng, .mp4 and .webm keep 60 fps\n"
            + "lamina: wrote \(file.path) (50 frames, 20x20)\n")
    }

    /// A background can be named as in CSS: `white`, `rgb(...)`, `transparent`.
    @Test(arguments: [("white", [255, 255, 255, 255]), ("rgb(51 102 153)", [51, 102, 153, 255]), ("transparent", [0, 0, 0, 0])])
    func aBackgroundMayBeACSSColour(name: String, corner: [UInt8]) throws {
        let (run, file, folder) = try render(to: "square.png", ["--background", name])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Array(try firstFrame(of: file).prefix(4)) == corner)
    }
}

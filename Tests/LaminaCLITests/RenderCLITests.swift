import Foundation
import LaminaMedia
import LaminaTestSupport
import Testing

/// Real runs of `lamina render`, with the files read back by ffprobe.
@Suite struct RenderCLITests {
    static let binary = InspectCLITests.binary

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-render-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func rendersAFrameAtTheAskedScale() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("stroke.png")
        let result = try InspectCLITests.run(["render", "Examples/stroke.json", "-o", png.path, "--time", "1", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try MediaProbe.probe(png)
        #expect(probe.width == 600 && probe.height == 600)  // a 300x300 scene at 2x
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"),
          arguments: [("gif", "gif"), ("mp4", "h264"), ("webm", "vp9"), ("apng", "apng")])
    func rendersClipsWithTheAskedFramesAndDuration(ext: String, codec: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("spinner.\(ext)")
        let result = try InspectCLITests.run(["render", "Examples/spinner.json", "-o", file.path,
                                              "--duration", "1.5", "--fps", "20", "--size", "61x61"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try MediaProbe.probe(file)
        #expect(probe.codec == codec)
        #expect(probe.frameCount == 30)
        // GIF delays are whole centiseconds: 20 fps is exact; allow a frame of slack elsewhere.
        #expect(abs((probe.duration ?? 0) - 1.5) <= 0.05, "duration \(String(describing: probe.duration))")
        // H.264 in yuv420p needs even sizes; the others keep 61.
        #expect(probe.width == (ext == "mp4" ? 62 : 61))
        // No temporary files are left beside the result.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spinner.\(ext)"])
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"),
          arguments: [
            (["-o", "x.mov"], "unknown extension '.mov'"),
            (["-o", "x.png", "--size", "10by10"], "--size"),
            (["-o", "x.gif", "--fps", "0"], "--fps"),
            (["-o", "x.gif", "--duration", "-2"], "--duration"),
            (["-o", "x.png", "--scale", "0"], "--scale"),
            (["-o", "x.png", "--background", "redd"], "--background"),
            (["-o", "x.png", "--press", "1:2"], "--press: applies to built-in controls, not to the file"),
          ])
    func badOptionsAreNamedWithANonZeroExit(arguments: [String], phrase: String) throws {
        let result = try InspectCLITests.run(["render", "Examples/stroke.json"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
        // Refused before writing: nothing is left in the repository (x.png once was, committed).
        #expect(!FileManager.default.fileExists(atPath: BuiltLamina.repositoryRoot.appendingPathComponent(arguments[1]).path))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"),
          arguments: [
            (["recording-meter", "--style", "dots"], "--style does not apply to recording-meter"),
            (["recording-meter", "--direction", "up"], "--direction up: expected clockwise or counterclockwise"),
            (["recording-meter", "--press", "2:1"], "--press 2:1: the end must come after the start"),
            (["activity-indicator", "--style", "sparkles"], "no such style"),
            (["drop-indicator", "--timing", "bouncy"], "--timing bouncy: expected a name"),
            (["drop-indicator", "--drops", "0"], "--drops"),
          ])
    func controlOptionsAreChecked(arguments: [String], phrase: String) throws {
        let result = try InspectCLITests.run(["inspect"] + arguments + ["--time", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func controlsAreInspectableWithTheirState() throws {
        let result = try InspectCLITests.run(["inspect", "recording-meter", "--time", "3", "--press", "0.5:2",
                                              "--press", "2.5:4", "--max-duration", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["recording"] as? Bool == true)
        #expect(state["segments"] as? [Double] == [1.5, 0.5])
    }
}

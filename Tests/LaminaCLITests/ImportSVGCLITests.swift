import Foundation
import Lamina
import LaminaYAML
import Testing

/// `lamina import-svg`: the scene document it writes loads back and presents exactly what the
/// SVG presents; errors name the file (and the line) with a non-zero exit.
@Suite struct ImportSVGCLITests {
    static let binary = InspectCLITests.binary

    /// The presentation tree of `target` at time 0, as `lamina inspect` prints it.
    static func inspect(_ target: String) throws -> String {
        let result = try InspectCLITests.run(["inspect", target, "--time", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"), arguments: ["json", "yaml"])
    func theWrittenSceneLoadsBackAndPresentsLikeTheSVG(format: String) throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("desk.\(format)")
        let result = try InspectCLITests.run(["import-svg", "Examples/desk.svg", "-o", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr == "lamina: wrote \(scene.path)\n", "\(result.stderr)")
        // Loads with the scene loader (names, kinds and masks come back)...
        let document = try SceneDocument.load(contentsOf: scene)
        #expect(document.size == Size(320, 240))
        #expect(document.layers.contains { $0.name == "pictureFrame" })
        #expect(document.layers.contains { $0.mask != nil })
        // ...and every presented value matches the SVG's own import (6 decimals).
        #expect(try Self.inspect(scene.path) == Self.inspect("Examples/desk.svg"))
        // No temporary file is left beside the result.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["desk.\(format)"])
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func anAnimatedSVGKeepsItsAnimationsAndLength() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("moving.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60">
            <rect id="box" x="10" y="20" width="20" height="20" fill="red">
              <animate attributeName="x" values="10;70;40" keyTimes="0;0.25;1" dur="2s" fill="freeze"/>
              <animate attributeName="fill" from="red" to="blue" begin="0.5s" dur="1s" repeatCount="2"/>
            </rect>
            </svg>
            """.utf8).write(to: svg)
        let scene = folder.appendingPathComponent("moving.json")
        let result = try InspectCLITests.run(["import-svg", svg.path, "-o", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The scene lasts as long as the drawing's animations, and moves as the SVG does.
        let document = try SceneDocument.load(contentsOf: scene)
        #expect(document.duration == 2.5)
        for t in ["0", "0.3", "0.5", "1.2", "2.4", "3"] {
            let fromScene = try InspectCLITests.run(["inspect", scene.path, "--time", t])
            let fromSVG = try InspectCLITests.run(["inspect", svg.path, "--time", t])
            #expect(fromScene.status == 0 && fromSVG.status == 0)
            #expect(fromScene.stdout == fromSVG.stdout, "at \(t) s")
        }
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func imagesAreWrittenBesideTheSceneAndRenderAsInTheSVG() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 2 x 1 PNG, red then blue, stretched over 60 x 30 points.
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC"
        let svg = folder.appendingPathComponent("photo.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="50">
            <image id="photo" x="10" y="10" width="60" height="30" preserveAspectRatio="none" href="data:image/png;base64,\(png)"/>
            </svg>
            """.utf8).write(to: svg)
        let scene = folder.appendingPathComponent("scene.json")
        var result = try InspectCLITests.run(["import-svg", svg.path, "-o", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try SceneDocument.load(contentsOf: scene)
        #expect(document.layers.first { $0.name == "photo" }?.contentsFile == "scene.image1.png")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("scene.image1.png").path))
        // The scene, its image read back from the file, renders pixel for pixel like the SVG.
        let fromScene = folder.appendingPathComponent("scene.png"), fromSVG = folder.appendingPathComponent("svg.png")
        for (input, output) in [(scene, fromScene), (svg, fromSVG)] {
            result = try InspectCLITests.run(["render", input.path, "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try Data(contentsOf: fromScene) == Data(contentsOf: fromSVG))
        // To standard output the image cannot go anywhere: the scene leaves it out and says so.
        result = try InspectCLITests.run(["import-svg", svg.path])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\"contents\""))
        #expect(result.stderr.contains("1 image left out of a scene written to standard output"), "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func withoutAnOutputTheSceneGoesToStandardOutput() throws {
        let result = try InspectCLITests.run(["import-svg", "Examples/desk.svg"])
        #expect(result.status == 0)
        let document = try SceneDocument(jsonData: Data(result.stdout.utf8), fileName: "stdout")
        #expect(document.size == Size(320, 240))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func errorsNameTheFileAndExitNonZero() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.svg").path
        var result = try InspectCLITests.run(["import-svg", missing])
        #expect(result.status == 64)
        #expect(result.stderr == "lamina: \(missing): no such file\n", "\(result.stderr)")

        let bad = folder.appendingPathComponent("bad.svg")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<rect/>\n</svg>\n".utf8).write(to: bad)
        result = try InspectCLITests.run(["import-svg", bad.path, "-o", folder.appendingPathComponent("bad.json").path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("lamina: \(bad.path):4: malformed XML"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.json").path))

        let unwritable = folder.appendingPathComponent("no-such-folder/scene.json").path
        result = try InspectCLITests.run(["import-svg", "Examples/desk.svg", "-o", unwritable])
        #expect(result.status == 64)
        #expect(result.stderr == "lamina: -o \(unwritable): the folder \(folder.path)/no-such-folder does not exist; "
            + "create it first, or write elsewhere\n", "\(result.stderr)")

        result = try InspectCLITests.run(["import-svg", "Examples/desk.svg", "-o", "scene.txt"])
        #expect(result.status == 64)
        #expect(result.stderr == "lamina: -o scene.txt: the scene file is .json, .yaml or .yml\n", "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func unsupportedElementsAreWarningsAndTheRestIsWritten() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("drawing.svg")
        try Data(SVGCLITests.drawing.utf8).write(to: svg)
        let result = try InspectCLITests.run(["import-svg", svg.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("lamina: \(svg.path): warning: line 3: <foreignObject>: not supported"), "\(result.stderr)")
        #expect(result.stdout.contains("\"name\": \"dot\""))
        // Text is written as a text layer.
        #expect(result.stdout.contains("\"string\": \"hello\""), "\(result.stdout)")
    }
}

import Foundation
import LaminaMedia
import Testing

/// `lamina render` and `lamina inspect` on SVG documents: imported, warnings on standard error,
/// malformed documents an error naming the line.
@Suite struct SVGCLITests {
    static let binary = InspectCLITests.binary

    static let drawing = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 60 40">
          <circle id="dot" cx="30" cy="20" r="12" fill="tomato"/>
          <foreignObject x="1" y="10" width="5" height="5"/>
          <text id="label" x="1" y="30">hello</text>
        </svg>
        """

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func rendersAnSVGAtItsSizeWithWarningsOnStandardError() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("drawing.svg")
        try Data(Self.drawing.utf8).write(to: svg)
        let png = folder.appendingPathComponent("drawing.png")
        let result = try InspectCLITests.run(["render", svg.path, "-o", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("lamina: \(svg.path): warning: line 3: <foreignObject>: not supported"), "\(result.stderr)")
        let probe = try MediaProbe.probe(png)
        #expect(probe.width == 120 && probe.height == 80)

        let inspect = try InspectCLITests.run(["inspect", svg.path])
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains("\"name\": \"dot\""))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func malformedSVGNamesTheLine() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("bad.svg")
        try Data("<svg>\n<g>\n</svg>\n".utf8).write(to: svg)
        let result = try InspectCLITests.run(["render", svg.path, "-o", folder.appendingPathComponent("bad.png").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("lamina: \(svg.path):3: malformed XML"), "\(result.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func anUnreadableSVGIsAnErrorWithoutALineNumber() throws {
        let folder = try RenderCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder named like a drawing: it exists, but there is no document to read (even as root).
        let svg = folder.appendingPathComponent("folder.svg")
        try FileManager.default.createDirectory(at: svg, withIntermediateDirectories: true)
        let result = try InspectCLITests.run(["render", svg.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("lamina: \(svg.path): this is a folder, not a file; name a file in it"), "\(result.stderr)")
        #expect(!result.stderr.contains(":0:"))
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func deskExampleImportsCleanlyWithItsNamedParts() throws {
        let result = try InspectCLITests.run(["inspect", "Examples/desk.svg", "--time", "0"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var names: [String] = []
        func collect(_ layers: [[String: Any]]) {
            for layer in layers {
                if let name = layer["name"] as? String { names.append(name) }
                collect(layer["sublayers"] as? [[String: Any]] ?? [])
            }
        }
        collect(object["layers"] as? [[String: Any]] ?? [])
        for part in ["pictureFrame", "lamp", "table", "chair", "body", "leftArm"] {
            #expect(names.contains(part), "missing \(part) in \(names)")
        }
    }
}

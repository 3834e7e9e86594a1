import Foundation
import Lamina
import LaminaConformance
import LaminaRender
import LaminaTestSupport
import Testing

/// The runner on small suites written here: a pass, a failure, a crash, a hang, a signal, none of
/// which stops the run.
@Suite struct ConformanceRunnerTests {
    /// A temporary folder with `red.svg`, `blue.svg` (10×10 squares) and a red reference.
    static func makeCorpus() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, colour) in [("red", "#ff0000"), ("blue", "#0000ff")] {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\" fill=\"\(colour)\"/></svg>"
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        try writePNG(ImageBuffer(width: 10, height: 10, filledWith: Color(red: 1, green: 0, blue: 0)),
                     to: folder.appendingPathComponent("red.png"))
        return folder
    }

    static func renderCase(_ id: String, _ file: String, in folder: URL) -> ConformanceCase {
        ConformanceCase(id: id, category: "shapes", reference: folder.appendingPathComponent("red.png"),
                        invocation: RenderInvocation(arguments: ["render", file, "--size", "10x10"], workingDirectory: folder))
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "needs the built lamina"))
    func casesAreRenderedInTheirFolderAndScored() throws {
        let folder = try Self.makeCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let runner = ConformanceRunner(lamina: try BuiltLamina.checkedBinary(), output: output)
        let results = try runner.run([Self.renderCase("same", "red.svg", in: folder),
                                      Self.renderCase("other", "blue.svg", in: folder),
                                      Self.renderCase("missing", "nowhere.svg", in: folder)], scoring: .overWhite)
        #expect(results.map(\.testCase.id) == ["same", "other", "missing"])
        #expect(results[0].status == .passed)
        #expect(results[0].differingShare == 0)
        #expect(results[1].status == .failed)
        #expect(results[1].differingShare == 1)
        guard case .crashed(let message) = results[2].status else {
            Issue.record("a missing file should fail its case as a crash, got \(results[2].status)")
            return
        }
        // A file that does not exist is a mistake in what was typed: exit 64 (README, "Messages and exit status").
        #expect(message.hasPrefix("exit 64: lamina: nowhere.svg: no such file"), "\(message)")
        // The images the report shows exist: the reference copy, the render, the difference.
        for path in [results[1].referenceImage, results[1].renderedImage, results[1].differenceImage] {
            let path = try #require(path)
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path))
        }
        #expect(results[0].differenceImage == nil)
    }

    @Test func aHangIsKilledAndASignalIsReportedWithoutStoppingTheRun() throws {
        let folder = try Self.makeCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        // /bin/sh stands in for lamina: `sh -c SCRIPT -o out.png` runs SCRIPT.
        let runner = ConformanceRunner(lamina: URL(fileURLWithPath: "/bin/sh"), output: folder.appendingPathComponent("report"),
                                       timeout: 0.5)
        func shell(_ id: String, _ script: String) -> ConformanceCase {
            ConformanceCase(id: id, category: "structure", reference: folder.appendingPathComponent("red.png"),
                            invocation: RenderInvocation(arguments: ["-c", script], workingDirectory: folder))
        }
        let results = try runner.run([shell("hang", "sleep 30"), shell("signal", "kill -SEGV $$"),
                                      shell("silent", "exit 0")], scoring: .overWhite)
        #expect(results[0].status == .timedOut)
        #expect(results[1].status == .crashed("killed by signal 11"))
        guard case .crashed(let message) = results[2].status else {
            Issue.record("a run that writes no image should fail as a crash, got \(results[2].status)")
            return
        }
        #expect(message.hasPrefix("no image"))
    }

    @Test func anUnreadableReferenceFailsItsCase() throws {
        let folder = try Self.makeCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = ConformanceRunner(lamina: URL(fileURLWithPath: "/bin/true"), output: folder.appendingPathComponent("report"))
        var broken = Self.renderCase("broken", "red.svg", in: folder)
        broken.reference = folder.appendingPathComponent("red.svg")
        let results = try runner.run([broken], scoring: .overWhite)
        #expect(!results[0].passed)
        guard case .unreadableReference = results[0].status else {
            Issue.record("expected an unreadable reference, got \(results[0].status)")
            return
        }
    }

    @Test func theSVGSuiteReadsItsManifestAndProvidesTheCorpusFonts() throws {
        let folder = try Self.makeCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            {"tests": [{"test": "shapes/rect/-5", "category": "shapes", "group": "shapes/rect", "size": "300x200",
                        "rsvgConvert254": "pass"}]}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let workspace = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let cases = try ConformanceSuite.svg.cases(folder, workspace)
        try #require(cases.count == 1)
        let only = cases[0]
        #expect(only.id == "shapes/rect/-5")
        #expect(only.category == "shapes")
        #expect(only.reference.path == folder.appendingPathComponent("tests/shapes/rect/-5.png").path)
        #expect(only.invocation.arguments == ["render", "./-5.svg", "--size", "300x200",
                                              "--resources", folder.absoluteURL.standardizedFileURL.path])
        #expect(only.invocation.workingDirectory.path == folder.appendingPathComponent("tests/shapes/rect").path)
        #expect(only.otherRenderers == ["rsvg-convert 2.54": true])
        let fonts = try #require(only.invocation.environment["FONTCONFIG_FILE"])
        let text = try String(contentsOfFile: fonts, encoding: .utf8)
        #expect(text.contains("<dir>\(folder.appendingPathComponent("fonts").path)</dir>"))
        #expect(text.contains("<family>sans-serif</family><prefer><family>Noto Sans</family>"))

        try Data("[]".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        #expect(throws: ConformanceSuiteError.self) { try ConformanceSuite.svg.cases(folder, workspace) }
    }
}

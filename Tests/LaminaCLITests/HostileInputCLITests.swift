import Foundation
import LaminaTestSupport
import Testing

/// Issue #17 through the program: each hostile input or option ends with a short message on
/// standard error and a non-zero exit, never a trap.
@Suite(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
struct HostileInputCLITests {
    typealias Program = LaminaProgramTests

    func run(_ arguments: [String], files: [String: [UInt8]] = [:]) throws -> (LaminaProgramTests.Run, URL) {
        _ = try BuiltLamina.checkedBinary()
        let folder = try Program.folder()
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let arguments = arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }
        return (try Program.run(arguments, in: folder), folder)
    }

    @Test func aCanvasBeyondIntIsRefusedWithTheLimit() throws {
        let (run, folder) = try run(["render", "$DIR/big.json", "-o", "$DIR/out.png"],
                                    files: ["big.json": Array(HostileInputs.canvasBeyondInt.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr == "lamina: \(folder.path)/big.json: the pixels of a 1e+20 x 1 frame exceed the limit of 268435456 "
            + "(render smaller with --size or --scale, or raise it with --limit pixels=N)\n")
    }

    @Test func anSVGWidthBeyondIntIsRefusedWithTheLimit() throws {
        let (run, folder) = try run(["render", "$DIR/wide.svg", "-o", "$DIR/out.png"],
                                    files: ["wide.svg": Array(HostileInputs.svgWidthBeyondInt.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr.contains("exceed the limit of 268435456"), "\(run.stderr)")
    }

    @Test func aBillionFramesAreRefusedWithTheLimit() throws {
        let (run, folder) = try run(["render", "$DIR/a.json", "-o", "$DIR/out.gif", "--duration", "1e9", "--fps", "1"],
                                    files: ["a.json": Array(#"{"size":[10,10],"layers":[]}"#.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr.contains("frames of a clip of 1000000000 s at 1 fps exceed the limit of 100000"), "\(run.stderr)")
        #expect(run.stderr.contains("--limit frames=N"))
    }

    /// The limit's message names `--limit`, and every command that loads a document takes it.
    @Test(arguments: [["render", "$DIR/a.svg", "-o", "$DIR/out.png"], ["inspect", "$DIR/a.svg"],
                      ["import-svg", "$DIR/a.svg", "-o", "$DIR/out.png.json"]])
    func aDocumentOverItsByteLimitIsRefusedBeforeItIsRead(command: [String]) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="4" height="4"/></svg>"#
        let (run, folder) = try run(command + ["--limit", "document-bytes=50"], files: ["a.svg": Array(svg.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr == "lamina: \(folder.path)/a.svg: the \(svg.utf8.count) bytes of the file exceed the limit of 50 "
            + "(raise it with --limit document-bytes=N)\n")
        for written in ["out.png", "out.png.json"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(written).path))
        }
        let raised = try Program.run(command.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }
                                     + ["--limit", "document-bytes=\(svg.utf8.count)"], in: folder)
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    @Test(arguments: ["render", "import-svg"])
    func anInvalidUTF8ElementNameIsRefused(command: String) throws {
        let (run, folder) = try run([command, "$DIR/bad.svg", "-o", "$DIR/out.\(command == "render" ? "png" : "json")"],
                                    files: ["bad.svg": HostileInputs.svgInvalidUTF8Name])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr == "lamina: \(folder.path)/bad.svg:2: the document is not valid UTF-8 text (an invalid byte on this line)\n")
    }

    @Test(arguments: [
        (["render", "recording-meter", "--size", "-1x5", "-o", "$DIR/a.png"], "lamina: --size -1x5: the width and the height must each be greater than 0"),
        (["render", "drop-indicator", "--drops", "-1", "-o", "$DIR/a.png"], "lamina: --drops -1: must be a whole number from 1 to 360"),
        (["render", "recording-meter", "--press", "-1:5", "-o", "$DIR/a.png"], "lamina: --press -1:5: the end must come after the start, both not negative"),
        (["render", "recording-meter", "--limit", "-5", "-o", "$DIR/a.png"], "lamina: --limit -5: expected NAME=N, with NAME one of pixels, frames, document-bytes, lottie-bytes, lottie-layers, lottie-keyframes"),
    ])
    func aNegativeOptionValueIsReadAsAValue(arguments: [String], message: String) throws {
        let (run, folder) = try run(arguments)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(!run.stderr.contains("Missing value"))
    }

    @Test func galleryNamesTheFileInsteadOfDumpingAnNSError() throws {
        let (run, folder) = try run(["gallery", "--examples", "$DIR/missing", "-o", "$DIR/out"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.stderr == "lamina: --examples \(folder.path)/missing: no such folder; give the folder of example scenes, "
            + "like the repository's Examples\n")
    }

    @Test func renderingToASymbolicLinkKeepsTheLink() throws {
        let (_, folder) = try run(["--help"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("real/frame.png").path)
        let run = try Program.run(["render", "Examples/spinner.json", "-o", folder.appendingPathComponent("link.png").path], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.png").path)
            == folder.appendingPathComponent("real/frame.png").path)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("real/frame.png").path))
    }
}
